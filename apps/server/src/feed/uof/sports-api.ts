import { uofXmlParser } from './uof-xml';

/** What the Sports API says of one market type (market descriptions). Names are templates. */
export interface MarketDescription {
  id: number;
  name: string;
  groups: string[];
  outcomes: Map<string, string>;
}

export interface FixtureCompetitor {
  urn: string;
  name: string;
  qualifier: 'home' | 'away' | null;
}

/** One event's fixture: where it belongs and who plays. */
export interface Fixture {
  urn: string;
  name: string | null;
  startTime: number;
  endTime: number | null;
  /** The UOF event type for stages ("race") or null. */
  type: string | null;
  sport: { urn: string; name: string };
  category: { urn: string; name: string; countryCode: string | null };
  tournament: { urn: string; name: string };
  competitors: FixtureCompetitor[];
  venue: { name: string | null; city: string | null } | null;
}

export class SportsApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SportsApiError';
  }
}

type Node = Record<string, unknown>;

/**
 * The provider's Sports API (REST, XML): fixtures and market descriptions fetched once and cached, and the
 * recovery request. Every call sends the access token as `x-access-token`. A failed fetch is not cached, so the
 * next need asks again.
 */
export class SportsApi {
  private markets: Promise<Map<number, MarketDescription>> | null = null;
  private readonly fixtures = new Map<string, Promise<Fixture>>();
  requests = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly lang = 'en',
    private readonly timeoutMs = 5000,
  ) {}

  async whoami(): Promise<Node> {
    return this.get('/v1/users/whoami.xml');
  }

  marketDescriptions(): Promise<Map<number, MarketDescription>> {
    if (!this.markets) {
      const p = this.get(`/v1/descriptions/${this.lang}/markets.xml`).then(parseMarketDescriptions);
      this.markets = p;
      p.catch(() => {
        if (this.markets === p) this.markets = null;
      });
    }
    return this.markets;
  }

  /** The cached market descriptions, if already fetched (never waits). */
  cachedFixture(urn: string): Promise<Fixture> | undefined {
    return this.fixtures.get(urn);
  }

  fixture(urn: string): Promise<Fixture> {
    let p = this.fixtures.get(urn);
    if (!p) {
      p = this.get(`/v1/sports/${this.lang}/sport_events/${encodeURIComponent(urn)}/fixture.xml`).then(
        (doc) => parseFixture(doc, urn),
      );
      const mine = p;
      this.fixtures.set(urn, p);
      p.catch(() => {
        if (this.fixtures.get(urn) === mine) this.fixtures.delete(urn);
      });
    }
    return p;
  }

  /** fixture_change: the next fixture() asks again. */
  forgetFixture(urn: string): void {
    this.fixtures.delete(urn);
  }

  /** Asks the producer to resend its state (odds, statuses) after `after` (ms), answered by snapshot_complete. */
  async initiateRecovery(
    product: string,
    o: { after: number | null; requestId: number; nodeId: number },
  ): Promise<void> {
    const q = new URLSearchParams();
    if (o.after !== null) q.set('after', String(o.after));
    q.set('request_id', String(o.requestId));
    q.set('node_id', String(o.nodeId));
    await this.call('POST', `/v1/${product}/recovery/initiate_request?${q}`);
  }

  private async get(path: string): Promise<Node> {
    const text = await this.call('GET', path);
    try {
      return uofXmlParser.parse(text, true) as Node;
    } catch (err) {
      throw new SportsApiError(`Sports API ${path}: not XML (${(err as Error).message})`, null);
    }
  }

  private async call(method: string, path: string): Promise<string> {
    this.requests++;
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { 'x-access-token': this.token, accept: 'application/xml' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new SportsApiError(`Sports API ${method} ${path}: ${(err as Error).message}`, null);
    }
    const text = await res.text();
    if (!res.ok) throw new SportsApiError(`Sports API ${method} ${path}: HTTP ${res.status}`, res.status);
    return text;
  }
}

function arr(n: unknown, name: string): Node[] {
  if (!n || typeof n !== 'object') return [];
  const v = (n as Node)[name];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).filter((x): x is Node => !!x && typeof x === 'object');
}

const s = (n: Node | undefined, name: string): string | null => {
  const v = n?.[name];
  return typeof v === 'string' ? v : null;
};

export function parseMarketDescriptions(doc: Node): Map<number, MarketDescription> {
  const out = new Map<number, MarketDescription>();
  for (const m of arr(doc.market_descriptions, 'market')) {
    const id = Number(s(m, 'id'));
    if (!Number.isInteger(id)) continue;
    const outcomes = new Map<string, string>();
    for (const o of arr(m.outcomes, 'outcome')) {
      const oid = s(o, 'id');
      if (oid) outcomes.set(oid, s(o, 'name') ?? oid);
    }
    out.set(id, {
      id,
      name: s(m, 'name') ?? `Market ${id}`,
      groups: (s(m, 'groups') ?? 'all').split('|').filter(Boolean),
      outcomes,
    });
  }
  return out;
}

export function parseFixture(doc: Node, urn: string): Fixture {
  const root = (doc.fixtures_fixture as Node | undefined) ?? (doc as Node);
  const f = root.fixture as Node | undefined;
  if (!f) throw new SportsApiError(`fixture ${urn}: no <fixture>`, null);
  const t = f.tournament as Node | undefined;
  const sport = t?.sport as Node | undefined;
  const category = t?.category as Node | undefined;
  const startText = s(f, 'start_time') ?? s(f, 'scheduled');
  const startTime = startText ? Date.parse(startText) : NaN;
  if (!t || !sport || !category || !Number.isFinite(startTime))
    throw new SportsApiError(`fixture ${urn}: tournament, sport, category or start time missing`, null);
  const endText = s(f, 'end_time');
  const venue = f.venue as Node | undefined;
  return {
    urn: s(f, 'id') ?? urn,
    name: s(f, 'name'),
    startTime,
    endTime: endText ? Date.parse(endText) : null,
    type: s(f, 'type'),
    sport: { urn: s(sport, 'id') ?? '', name: s(sport, 'name') ?? '' },
    category: {
      urn: s(category, 'id') ?? '',
      name: s(category, 'name') ?? '',
      countryCode: s(category, 'country_code'),
    },
    tournament: { urn: s(t, 'id') ?? '', name: s(t, 'name') ?? '' },
    competitors: arr(f.competitors, 'competitor').map((c) => {
      const q = s(c, 'qualifier');
      return {
        urn: s(c, 'id') ?? '',
        name: s(c, 'name') ?? '',
        qualifier: q === 'home' || q === 'away' ? q : null,
      };
    }),
    venue: venue ? { name: s(venue, 'name'), city: s(venue, 'city_name') } : null,
  };
}
