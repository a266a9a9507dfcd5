import type { SelectionInput } from '@slipstream/betting';
import type { Market, Match } from '@slipstream/contract';
import { requestJson } from '../auth/http';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { selectionInput } from './selection-input';

/** "matchId/marketId/specifier/outcomeId" (the live store's and the slip's key). */
export function parseOutcomeKey(key: string): {
  matchId: string;
  marketId: string;
  specifier: string;
  outcomeId: string;
} | null {
  const first = key.indexOf('/');
  const second = key.indexOf('/', first + 1);
  const last = key.lastIndexOf('/');
  if (first < 1 || second < 0 || last <= second) return null;
  return {
    matchId: key.slice(0, first),
    marketId: key.slice(first + 1, second),
    specifier: key.slice(second + 1, last),
    outcomeId: key.slice(last + 1),
  };
}

/**
 * Turns an odds button's outcome key into the slip's selection input. An odds button knows only its key
 * (it re-renders on its own price alone), so the descriptive fields are read from the catalogue API once
 * per match and market; the price is the live one.
 */
export function createSelectionResolver(locale: string) {
  const matches = new Map<string, Promise<Match>>();
  const markets = new Map<string, Promise<Market[]>>();
  const matchOf = (id: string) => {
    let p = matches.get(id);
    if (!p) {
      p = requestJson<Match>(`${SPORTSBOOK_BASE}/matches/${id}`, { locale });
      p.catch(() => matches.delete(id));
      matches.set(id, p);
    }
    return p;
  };
  const marketsOf = (matchId: string, marketId: string) => {
    const k = `${matchId}/${marketId}`;
    let p = markets.get(k);
    if (!p) {
      p = requestJson<{ data: Market[] }>(
        `${SPORTSBOOK_BASE}/matches/${matchId}/markets?market_id=${marketId}&limit=500`,
        { locale },
      ).then((r) => r.data);
      p.catch(() => markets.delete(k));
      markets.set(k, p);
    }
    return p;
  };
  return async function resolve(
    key: string,
    live?: { odds: number; active: boolean; marketStatus: number },
  ): Promise<SelectionInput | null> {
    const parts = parseOutcomeKey(key);
    if (!parts) return null;
    const [match, list] = await Promise.all([
      matchOf(parts.matchId),
      marketsOf(parts.matchId, parts.marketId),
    ]);
    // The market list is cached; a fresh match status matters more than a cached one.
    const market = list.find((m) => String(m.id) === parts.marketId && m.specifier === parts.specifier);
    return market ? selectionInput(match, market, parts.outcomeId, live) : null;
  };
}
