/**
 * The test's own view of the API: catalogue reads to pick events, and the feed control (/api/sim) to
 * make changes the test owns. Plain fetch, typed loosely: the contract is tested on the server side.
 */
export interface WireOutcome {
  id: string;
  name: string;
  active: boolean;
  odds: number;
}
export interface WireMarket {
  id: number;
  specifier: string;
  status: number;
  name: string;
  outcomes: WireOutcome[];
}
export interface WireMatch {
  id: number;
  slug: string;
  status: number;
  competitors: { home: { name: string }; away: { name: string } } | null;
  tournament: {
    id: number;
    slug: string;
    name: string;
    sport: { key: string; name: string };
    category: { slug: string };
  };
  main_market: WireMarket | null;
  statistics: { clock: { stopped: boolean } | null } | null;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async matches(query: string): Promise<WireMatch[]> {
    const res = await fetch(`${this.baseUrl}/api/sportsbook/v1/matches?${query}`);
    if (!res.ok) throw new Error(`GET /matches ${res.status}`);
    return ((await res.json()) as { data: WireMatch[] }).data;
  }

  /** Prematch soccer matches (the first `limit`) whose main market is open with every outcome active. */
  async openPrematchSoccer(limit = 60): Promise<WireMatch[]> {
    return (await this.matches(`match_status=0&type=match&sport_key=soccer&limit=${limit}`)).filter(
      (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
    );
  }

  /** `count` of openPrematchSoccer's matches from the end of the list (quiet ones, away from other files' picks), `skip` from it. */
  async openPrematchSoccerFromEnd(count: number, skip = 0, limit = 60): Promise<WireMatch[]> {
    const list = await this.openPrematchSoccer(limit);
    return list.slice(list.length - skip - count, list.length - skip);
  }

  async post(path: string, body: unknown = {}): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/sim${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST /api/sim${path} ${res.status}: ${await res.text()}`);
  }

  pause = (): Promise<void> => this.post('/pause');
  resume = (): Promise<void> => this.post('/resume');

  setOdds(match: WireMatch, market: WireMarket, outcome: WireOutcome, odds: number): Promise<void> {
    return this.post('/odds', {
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds,
    });
  }

  setMarketStatus(match: WireMatch, market: WireMarket, status: number): Promise<void> {
    return this.post('/markets/status', {
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      status,
    });
  }
}
