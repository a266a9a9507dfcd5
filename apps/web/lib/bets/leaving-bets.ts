import { BET_LIST_FILTER_STATUSES } from '@slipstream/betting';

/** How long a bet that settled stays under "open" with its cue before it leaves (HW13). */
export const LEAVING_HOLD_MS = 4_000;

interface ListedBet {
  readonly id: string;
  readonly status: string;
}

export interface LeavingView<B extends ListedBet> {
  /** What the open list shows: the open bets and, in place, those leaving it. */
  readonly shown: readonly B[];
  /** Bets leaving the open list: when each was first seen settled (ms) and where it stood. */
  readonly leaving: ReadonlyMap<string, { readonly bet: B; readonly since: number; readonly index: number }>;
}

export const emptyLeavingView = <B extends ListedBet>(): LeavingView<B> => ({
  shown: [],
  leaving: new Map(),
});

const isOpen = (status: string) => (BET_LIST_FILTER_STATUSES.open as readonly string[]).includes(status);

/**
 * HW13: the open list's next view. A bet the page learns has settled (bet_changed merges its new status into
 * the open page before the refetch drops it) stays where it was, marked leaving, for `holdMs`, then goes: the
 * player sees it move to settled instead of vanishing. A bet that merely drops out of the page (paging, a bet
 * placed elsewhere) is not taken for settled.
 */
export function nextLeavingView<B extends ListedBet>(
  prev: LeavingView<B>,
  data: readonly B[],
  now: number,
  holdMs = LEAVING_HOLD_MS,
): LeavingView<B> {
  const inData = new Set(data.map((b) => b.id));
  const leaving = new Map<string, { bet: B; since: number; index: number }>();
  data.forEach((bet, index) => {
    if (isOpen(bet.status)) return;
    const was = prev.leaving.get(bet.id);
    leaving.set(bet.id, { bet, since: was?.since ?? now, index });
  });
  for (const [id, was] of prev.leaving) if (!inData.has(id)) leaving.set(id, was);
  for (const [id, l] of leaving) if (now - l.since >= holdMs) leaving.delete(id);
  const shown = data.filter((b) => isOpen(b.status) || leaving.has(b.id));
  const gone = [...leaving.values()].filter((l) => !inData.has(l.bet.id)).sort((a, b) => a.index - b.index);
  for (const l of gone) shown.splice(Math.min(l.index, shown.length), 0, l.bet);
  return { shown, leaving };
}

/** When the next leaving bet is due to go (ms from `now`), or null when none is leaving. */
export function nextLeavingDue(
  view: LeavingView<ListedBet>,
  now: number,
  holdMs = LEAVING_HOLD_MS,
): number | null {
  let due: number | null = null;
  for (const l of view.leaving.values()) {
    const left = Math.max(0, l.since + holdMs - now);
    due = due === null ? left : Math.min(due, left);
  }
  return due;
}
