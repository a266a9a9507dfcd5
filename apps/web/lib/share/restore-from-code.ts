import {
  oddsFromDecimal,
  restoreBets,
  type FreshMarket,
  type FreshMatch,
  type MatchStatus,
  type Odds,
  type SharedBet,
  type SlipBet,
  type SportType,
} from '@slipstream/betting';
import type { CurrencyRates } from '@slipstream/betting';
import type { Market, Match, Settings } from '@slipstream/contract';
import { betsApi } from '../bets/bets-api';
import { SPORTSBOOK_BASE, type SportsbookClient } from '../bets/sportsbook-client';
import { matchNames } from '../slip/selection-input';

export class ShareCodeNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`share code ${code} not found`);
    this.name = 'ShareCodeNotFoundError';
  }
}

function freshMatch(m: Match): FreshMatch {
  const names = matchNames(m);
  return {
    id: String(m.id),
    urnId: m.urn_id,
    slug: m.slug,
    nameA: names.nameA,
    nameB: names.nameB,
    status: m.status as MatchStatus,
    provider: m.provider,
    sportKey: m.tournament.sport.key,
    sportType: m.tournament.sport.type as SportType,
    categoryId: String(m.tournament.category.id),
    categoryName: m.tournament.category.name,
    categorySlug: m.tournament.category.slug,
  };
}

function freshMarket(m: Market): FreshMarket {
  return {
    matchId: String(m.match_id),
    marketId: String(m.id),
    specifier: m.specifier,
    status: m.status,
    name: m.name,
    outcomes: m.outcomes.map((o) => ({
      id: o.id,
      name: o.name,
      odds: oddsFromDecimal(o.odds),
      active: o.active,
    })),
  };
}

/**
 * §4/§7 restoring from a share code: fetch the shared bets, then read the matches, each match's markets and
 * the provider statuses fresh, and rebuild the bets through packages/betting (current prices, unavailable
 * and suspended selections flagged, stakes converted into the player's currency).
 */
export async function restoreFromShareCode(
  client: SportsbookClient,
  code: string,
  currency: { code: string; subunits: number },
  /** The operator's exchange rates (site config `rates`). */
  rates: CurrencyRates,
): Promise<SlipBet[]> {
  let shared: SharedBet[];
  try {
    const answer = await betsApi.getShareCode(client, code);
    shared = answer.bets.map((b) => ({
      ...b,
      freebetStake: null,
      customOdds: b.customOdds as Odds | null,
      selections: b.selections.map((s) => ({ ...s, odds: s.odds as Odds })),
    }));
  } catch (err) {
    if ((err as { status?: number }).status === 404 || (err as { status?: number }).status === 400)
      throw new ShareCodeNotFoundError(code);
    throw err;
  }
  const matchIds = [...new Set(shared.flatMap((b) => b.selections.map((s) => s.matchId)))];
  const marketIdsByMatch = new Map<string, Set<string>>();
  for (const s of shared.flatMap((b) => b.selections)) {
    const set = marketIdsByMatch.get(s.matchId) ?? new Set<string>();
    set.add(s.marketId);
    marketIdsByMatch.set(s.matchId, set);
  }
  const [matches, markets, settings] = await Promise.all([
    Promise.all(
      matchIds.map((id) => client.call<Match>(`${SPORTSBOOK_BASE}/matches/${id}`).catch(() => null)),
    ),
    Promise.all(
      matchIds.map((id) =>
        client
          .call<{ data: Market[] }>(
            `${SPORTSBOOK_BASE}/matches/${id}/markets?market_id=${[...(marketIdsByMatch.get(id) ?? [])].join(',')}&limit=500`,
          )
          .then((r) => r.data)
          .catch(() => [] as Market[]),
      ),
    ),
    client.call<Settings>(`${SPORTSBOOK_BASE}/settings`),
  ]);
  return restoreBets(shared, {
    matches: matches.filter((m): m is Match => m !== null).map(freshMatch),
    markets: markets.flat().map(freshMarket),
    providerStatuses: Object.fromEntries(
      Object.entries(settings.provider_statuses).map(([p, s]) => [p, s === 'active']),
    ),
    currency,
    rates,
  });
}
