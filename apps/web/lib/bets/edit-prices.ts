import type { BetDto } from '@slipstream/contract';

/** The key of the bet-builder price among an edit's prices (a selection's key has three slashes). */
export const CUSTOM_PRICE = 'custom';

/** Wrong odds (101) and a bet-builder price that moved (120): both carry the book's prices in `details`. */
const WRONG_ODDS_CODES: ReadonlySet<number | string> = new Set([101, 120, '101', '120']);

/** "matchId/marketId/specifier/outcomeId" of a placed bet's selection (the live store's and the slip's key). */
export const betSelectionKey = (s: BetDto['selections'][number]): string =>
  `${s.match.id}/${s.market.id}/${s.specifier}/${s.outcome.id}`;

/**
 * The book's prices a refused edit names (SPEC.md TS13's `details`: `{bet_index, selection_index, odds}`; the
 * edit sends one bet, so `bet_index` is 0): by the key of the selection at that position of `sentKeys`, or
 * CUSTOM_PRICE for the bet builder's price (`selection_index` null). Empty for any other refusal or shape.
 */
export function refusedEditPrices(
  error: { code: number | string | null; data: Record<string, unknown> | null } | null,
  sentKeys: readonly string[],
): Map<string, number> {
  const prices = new Map<string, number>();
  if (!error || error.code === null || !WRONG_ODDS_CODES.has(error.code)) return prices;
  const details = error.data?.details;
  if (!Array.isArray(details)) return prices;
  for (const entry of details as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { selection_index: index, odds } = entry as Record<string, unknown>;
    if (typeof odds !== 'number' || !(odds > 1)) continue;
    if (index === null) prices.set(CUSTOM_PRICE, odds);
    else if (typeof index === 'number' && sentKeys[index] !== undefined) prices.set(sentKeys[index], odds);
  }
  return prices;
}

/** The prices the book now quotes that differ from those the edit would send (the player has not seen them). */
export function unacceptedPrices(
  offered: ReadonlyMap<string, number>,
  sending: (key: string) => number | undefined,
): Map<string, { from: number; to: number }> {
  const changed = new Map<string, { from: number; to: number }>();
  for (const [key, to] of offered) {
    const from = sending(key);
    if (from !== undefined && from !== to) changed.set(key, { from, to });
  }
  return changed;
}

/** n choose k, exactly (system bets have at most a few hundred lines). */
export function lineCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let lines = 1;
  for (let i = 1; i <= k; i++) lines = (lines * (n - i + 1)) / i;
  return Math.round(lines);
}

/**
 * What an edited bet becomes with `count` selections (SPEC.md CO9): a bet builder stays one; a system keeps
 * its win count k while it has more than k selections (k/count), and becomes a combo at k and a single at one;
 * a single or combo is a single with one selection and a combo with more.
 */
export function editedShape(
  bet: Pick<BetDto, 'type' | 'system'>,
  count: number,
): { type: 'single' | 'combo' | 'system' | 'custom_bet'; systemId: string | null; lines: number } {
  if (bet.type === 'custom_bet') return { type: 'custom_bet', systemId: null, lines: 1 };
  if (count <= 1) return { type: 'single', systemId: null, lines: 1 };
  const k = bet.system?.win_count;
  if (bet.type === 'system' && k !== undefined && count > k)
    return { type: 'system', systemId: `${k}/${count}`, lines: lineCount(count, k) };
  return { type: 'combo', systemId: null, lines: 1 };
}
