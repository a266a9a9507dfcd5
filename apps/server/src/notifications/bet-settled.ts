import { formatAmount, type BetResult } from '@slipstream/betting';
import type { NotificationInput } from './notification-store';

/** The fields of a settled bet its notification needs. */
export interface SettledBetSummary {
  id: number;
  result: BetResult;
  winAmount: number | null;
  currency: string;
  subunits: number;
}

const TITLES: Partial<Record<BetResult, string>> = {
  win_entire: 'Your bet won',
  lose_entire: 'Your bet lost',
  refund_entire: 'Your bet was refunded',
  canceled: 'Your bet was cancelled',
  refund_half_win_other: 'Your bet was settled',
  refund_half_lose_other: 'Your bet was settled',
};

/**
 * The notification a player gets when one of their bets is settled (one per bet: the dedupe key is the bet's).
 * It links to the statement page, which lists settled bets.
 */
export function betSettledNotification(bet: SettledBetSummary): NotificationInput {
  const ref = `B${String(bet.id).padStart(8, '0')}`;
  const paid = bet.winAmount ?? 0;
  return {
    type: 'bet_settled',
    objectType: 'bet',
    title: TITLES[bet.result] ?? 'Your bet was settled',
    body:
      paid > 0
        ? `Bet ${ref}: ${formatAmount(paid, bet.subunits)} ${bet.currency} credited to your account.`
        : `Bet ${ref} is settled.`,
    link: '/statement',
    dedupeKey: `bet_settled:${bet.id}`,
    message: {
      key: 'bet_settled',
      values: { result: bet.result, ref, amount: paid, currency: bet.currency, subunits: bet.subunits },
    },
  };
}
