import { tryOddsFromDecimal, type Odds } from '@slipstream/betting';
import { PREMATCH, type MarketState, type MatchState, type OutcomeState } from '../../catalogue/model';
import { parseSpecifiers, renderName } from './market-names';
import type { MarketDescription } from './sports-api';
import type { UofMarketOdds } from './uof-messages';

/** Display order of the markets the simulator's catalogue knows (the descriptions carry none). */
const PRIORITY: Record<number, number> = {
  1: 100,
  186: 100,
  534: 100,
  10: 90,
  11: 85,
  18: 80,
  29: 75,
  16: 70,
  14: 60,
  45: 50,
  60: 40,
  68: 35,
};
/** Bet builder groups (custom-bet-model.ts) of the markets it prices, before kick-off only. */
const CUSTOM_BET_GROUPS: Record<number, string[]> = {
  1: ['match_result'],
  10: ['match_result'],
  18: ['totals'],
  29: ['goals'],
};

/**
 * UOF odds with at most 3 fraction digits are exact here; a longer price is cut to 3 digits as text (never
 * through a float). Answers null for anything that is not a price above 1.
 */
export function uofOdds(text: string | null): Odds | null {
  if (text === null) return null;
  const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  return tryOddsFromDecimal(m[2] ? `${m[1]}.${m[2].slice(0, 3)}` : m[1]!);
}

/** UOF market status → ours: the same codes (1 open, -1 suspended, 0 inactive, -3 settled, -4 cancelled); handed over (-2) waits suspended. */
export const marketStatus = (uof: number): number => (uof === -2 ? -1 : uof);

export function marketNames(
  match: MatchState,
  description: MarketDescription | undefined,
  marketId: number,
  specifiers: string,
): { name: string; outcome(id: string): string } {
  const ctx = {
    specifiers: parseSpecifiers(specifiers),
    competitor1: match.home?.name ?? null,
    competitor2: match.away?.name ?? null,
    event: match.outright?.name ?? null,
  };
  const byUrn = new Map((match.outright?.competitors ?? []).map((c) => [c.urnId, c.name]));
  return {
    name: description ? renderName(description.name, ctx) : `Market ${marketId}`,
    outcome: (id) => {
      const template = description?.outcomes.get(id);
      if (template) return renderName(template, ctx);
      return byUrn.get(id) ?? id;
    },
  };
}

/**
 * One odds_change market as our MarketState. An outcome sent without a price keeps the one it had; an outcome
 * that never had one is left out. Answers null when no outcome is left.
 */
export function toMarketState(
  match: MatchState,
  m: UofMarketOdds,
  previous: MarketState | undefined,
  description: MarketDescription | undefined,
): MarketState | null {
  // Names change only when the fixture or the descriptions arrive (renamed() then renames every market), so a
  // market seen with its description keeps its rendered names: no template work per message.
  let names: ReturnType<typeof marketNames> | null = null;
  const render = () => (names ??= marketNames(match, description, m.id, m.specifiers));
  const reuse = previous !== undefined && description !== undefined;
  const outcomes: OutcomeState[] = [];
  for (const o of m.outcomes) {
    const price = uofOdds(o.odds);
    const before = previous?.outcomes.find((p) => p.id === o.id);
    const odds = price ?? before?.odds ?? null;
    if (odds === null) continue;
    outcomes.push({
      id: o.id,
      name: reuse && before ? before.name : render().outcome(o.id),
      odds,
      active: o.active && price !== null,
    });
  }
  if (!outcomes.length) return null;
  return {
    matchId: match.id,
    marketId: m.id,
    specifier: m.specifiers,
    name: reuse ? previous.name : render().name,
    status: marketStatus(m.status),
    outcomes,
    groups: description?.groups ?? previous?.groups ?? ['all'],
    priority: PRIORITY[m.id] ?? 0,
    mostBalanced: m.favourite,
    customBetGroups: match.status === PREMATCH ? (CUSTOM_BET_GROUPS[m.id] ?? []) : [],
    nextBetStop: null,
  };
}

/**
 * Whether `toMarketState` would answer the market exactly as the read model holds it, with `status` (the status
 * it would get, held or not): then the feed would store and publish nothing. Checked without building it, for
 * the markets a provider resends unchanged in every odds_change. Anything it cannot vouch for (no description
 * yet, an outcome without a price, a different outcome list) answers false and takes the full path.
 */
export function unchangedMarket(
  match: MatchState,
  m: UofMarketOdds,
  previous: MarketState | undefined,
  description: MarketDescription | undefined,
  status: number,
): boolean {
  if (!previous || !description) return false;
  if (previous.status !== status || previous.mostBalanced !== m.favourite) return false;
  const customBetGroups = match.status === PREMATCH ? (CUSTOM_BET_GROUPS[m.id]?.length ?? 0) : 0;
  if (previous.customBetGroups.length !== customBetGroups) return false;
  if (previous.outcomes.length !== m.outcomes.length) return false;
  for (let i = 0; i < m.outcomes.length; i++) {
    const o = m.outcomes[i]!;
    const p = previous.outcomes[i]!;
    if (p.id !== o.id || p.active !== o.active || uofOdds(o.odds) !== p.odds) return false;
  }
  return true;
}

/** The same market renamed (the fixture or the descriptions arrived after its odds). */
export function renamed(
  match: MatchState,
  m: MarketState,
  description: MarketDescription | undefined,
): MarketState {
  const names = marketNames(match, description, m.marketId, m.specifier);
  return {
    ...m,
    name: names.name,
    groups: description?.groups ?? m.groups,
    outcomes: m.outcomes.map((o) => ({ ...o, name: names.outcome(o.id) })),
  };
}
