/**
 * betting-core.md §3 "bet statuses": the one definition (the contract's wire schema uses it), and the §3 bet
 * list filters as the status lists `GET /bets ?status=` takes (§7 "status (all statuses except some
 * excluded)"; which are excluded is not shown: rejected bets were never placed, so "all" leaves them out).
 */
export const BET_STATUSES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const;

export type BetStatus = (typeof BET_STATUSES)[number];

/** §3 bet list filters. */
export const BET_LIST_FILTERS = ['all', 'open', 'settled'] as const;
export type BetListFilter = (typeof BET_LIST_FILTERS)[number];

const OPEN: readonly BetStatus[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
];
const SETTLED: readonly BetStatus[] = ['done', 'cashed_out', 'cancelled', 'withdrawn'];

/** Each list filter as the statuses it stands for (BS1). */
export const BET_LIST_FILTER_STATUSES: Readonly<Record<BetListFilter, readonly BetStatus[]>> = {
  all: BET_STATUSES.filter((s) => s !== 'rejected'),
  open: OPEN,
  settled: SETTLED,
};

/**
 * BS1: the `status` query of GET /bets read as a set of statuses: comma-separated (§2 "query values containing
 * commas are read as lists"), possibly repeated; each item a bet status or a list filter name (today's
 * names, kept). Undefined for an unknown item or an empty list.
 */
export function parseBetStatusQuery(raw: string | readonly string[] | undefined): BetStatus[] | undefined {
  if (raw === undefined) return [...BET_LIST_FILTER_STATUSES.all];
  const items = (typeof raw === 'string' ? [raw] : raw)
    .flatMap((part) => part.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return undefined;
  const out = new Set<BetStatus>();
  for (const item of items) {
    if ((BET_LIST_FILTERS as readonly string[]).includes(item))
      BET_LIST_FILTER_STATUSES[item as BetListFilter].forEach((s) => out.add(s));
    else if ((BET_STATUSES as readonly string[]).includes(item)) out.add(item as BetStatus);
    else return undefined;
  }
  // In the catalogue's order, so one set has one spelling (and one cache key).
  return BET_STATUSES.filter((s) => out.has(s));
}
