import type { Page } from 'playwright-core';
import type { WireMarket, WireMatch, WireOutcome } from './api';

/** The signed-in page's bearer token for the sportsbook API (a sportsbook session on its cookie). */
export async function bearerToken(page: Page, baseUrl: string): Promise<string> {
  const csrf = (await page.context().cookies(baseUrl)).find((c) => c.name === 'slipstream_csrf')?.value;
  const res = await page.context().request.post(`${baseUrl}/api/platform/sportsbook_sessions`, {
    headers: csrf ? { 'x-csrf-token': csrf } : {},
  });
  if (!res.ok()) throw new Error(`sportsbook session ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface BetPick {
  match: WireMatch;
  market: WireMarket;
  outcome: WireOutcome;
}

/** A selection of the placement payload at the pick's catalogue price. */
export const wireSelection = ({ match, market, outcome }: BetPick) => ({
  match_id: match.id,
  market_id: market.id,
  specifier: market.specifier,
  outcome_id: outcome.id,
  odds: outcome.odds.toFixed(3),
});

/**
 * Places bets as the signed-in player through POST /bets (the page's own session), so a test can start from
 * a bet of a kind the slip makes in several steps (a system); returns the placed bets' ids.
 */
export async function placeByApi(
  page: Page,
  baseUrl: string,
  bets: { type: string; stake: number; picks: BetPick[]; system_id?: string; custom_odds?: string }[],
): Promise<string[]> {
  const token = await bearerToken(page, baseUrl);
  const res = await fetch(`${baseUrl}/api/sportsbook/v3/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      meta: { request_id: `e2e-${Date.now()}-${Math.random()}` },
      bets: bets.map((b) => ({
        type: b.type,
        stake: { value: b.stake, currency: 'EUR' },
        selections: b.picks.map(wireSelection),
        ...(b.system_id ? { system_id: b.system_id } : {}),
        ...(b.custom_odds ? { custom_odds: b.custom_odds } : {}),
      })),
    }),
  });
  if (!res.ok) throw new Error(`POST /bets ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: string }[] }).data.map((b) => b.id);
}
