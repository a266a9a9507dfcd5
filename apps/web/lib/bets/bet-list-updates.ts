import type { QueryClient } from '@tanstack/react-query';
import type { BetDto } from '@slipstream/contract';
import { noteAutoCashout } from './auto-cashout-notices';
import type { BetListStatus, BetPage, BetResultFilter } from './bets-api';

export const betsKey = (status: BetListStatus, result: BetResultFilter, page: number) =>
  ['bets', status, result, page] as const;

/**
 * §4 live updates on every cached page: a bet update replaces the bet (a rejected VIP bet leaves the list),
 * a cashout update sets to_cashout. Pages are refetched afterwards, since a status change can move a bet
 * between the open and settled filters.
 */
export function applyBetChanged(queryClient: QueryClient, bet: BetDto): void {
  noteAutoCashout(bet);
  queryClient.setQueriesData<BetPage>({ queryKey: ['bets'] }, (page) => {
    if (!page) return page;
    const removed = bet.is_vip && bet.status === 'rejected';
    const data = removed
      ? page.data.filter((b) => b.id !== bet.id)
      : page.data.map((b) => (b.id === bet.id ? mergeBet(b, bet) : b));
    return { ...page, data };
  });
  void queryClient.invalidateQueries({ queryKey: ['bets'] });
}

export function applyCashoutChanged(
  queryClient: QueryClient,
  betId: string,
  toCashout: BetDto['to_cashout'],
): void {
  queryClient.setQueriesData<BetPage>({ queryKey: ['bets'] }, (page) =>
    page
      ? { ...page, data: page.data.map((b) => (b.id === betId ? { ...b, to_cashout: toCashout } : b)) }
      : page,
  );
}

/** The update replaces the bet; selection data is merged by id so names the update leaves out are kept. */
export function mergeBet(old: BetDto, next: BetDto): BetDto {
  const byId = new Map(old.selections.map((s) => [s.id, s]));
  return { ...next, selections: next.selections.map((s) => ({ ...byId.get(s.id), ...s })) };
}
