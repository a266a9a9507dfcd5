import type { SlipBet } from '@slipstream/betting';
import { ApiError } from '../auth/http';
import { toPlaceBetInput } from './bet-wire';
import { BETS_BASE, type SportsbookClient } from './sportsbook-client';

/**
 * POST /bets/max-stake (betting-core §7, SPEC.md VA19, HW9): the highest stake (minor units; per line for a
 * system bet) the server would accept for this bet now, within the player's balance. The stake itself is not
 * sent: the answer does not depend on it.
 */
export function fetchMaxStake(client: SportsbookClient, bet: SlipBet, signal?: AbortSignal): Promise<number> {
  const { stake, ...input } = toPlaceBetInput(bet);
  return client
    .call<unknown>(`${BETS_BASE}/max-stake`, {
      method: 'POST',
      body: {
        meta: { locale: client.locale },
        bets: [{ ...input, stake: { currency: stake.currency, subunits: stake.subunits } }],
      },
      signal,
    })
    .then((answer) => {
      if (typeof answer !== 'number' || !Number.isSafeInteger(answer) || answer < 0)
        throw new Error('max-stake: not a stake');
      return answer;
    });
}

/** HW9: what the slip says when the max stake cannot be had (a message key of slip-messages). */
export function maxStakeErrorKey(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'max_stake_unsupported') return 'slip.maxStakeUnsupported';
    // Placement's own refusal at any stake (a limit, a restriction, a suspended selection): the slip
    // already shows why next to the bet.
    if (err.status === 400 || err.status === 422 || err.status === 409) return 'slip.maxStakeRefused';
  }
  return 'slip.maxStakeFailed';
}
