import { XMLParser } from 'fast-xml-parser';
import { scanXml } from './xml-scan';
import type {
  UofEventStatus,
  UofMarketOdds,
  UofMarketRef,
  UofMarketResult,
  UofMessage,
  UofPeriodScore,
} from './uof-messages';

/** A message that is not valid UOF XML, or lacks what its type needs: logged and counted, never applied. */
export class UofParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UofParseError';
  }
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['market', 'outcome', 'period_score', 'competitor', 'specifier']);

/** The Sports API's documents (fixtures, market descriptions): few, so the general parser. */
export const uofXmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Attributes stay text: odds and factors are read exactly, never through a float.
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ARRAYS.has(name),
  processEntities: true,
});

/** Parses one message body. Throws UofParseError for anything malformed. */
export function parseUofMessage(body: string | Buffer): UofMessage {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  let doc: Node;
  try {
    doc = scanXml(text, ARRAYS);
  } catch (err) {
    throw new UofParseError(`not well-formed XML: ${(err as Error).message}`);
  }
  const roots = Object.keys(doc);
  if (roots.length !== 1) throw new UofParseError('expected one root element');
  const kind = roots[0]!;
  const root = doc[kind];
  if (!root || typeof root !== 'object') throw new UofParseError(`<${kind}> has no attributes`);
  const n = root as Node;
  const base = { product: int(n, 'product'), timestamp: int(n, 'timestamp') };
  switch (kind) {
    case 'alive':
      return { kind, ...base, subscribed: optInt(n, 'subscribed') !== 0 };
    case 'snapshot_complete':
      return { kind, ...base, requestId: int(n, 'request_id') };
    default:
      break;
  }
  const event = { ...base, eventId: urn(n, 'event_id'), requestId: optInt(n, 'request_id') };
  switch (kind) {
    case 'odds_change': {
      const status = n.sport_event_status ? eventStatus(n.sport_event_status as Node) : null;
      const odds = n.odds as Node | undefined;
      return { kind, ...event, status, markets: list(odds, 'market').map(marketOdds) };
    }
    case 'bet_stop':
      return {
        kind,
        ...event,
        groups: (str(n, 'groups') ?? 'all').split('|').filter(Boolean),
        marketStatus: optInt(n, 'market_status') ?? -1,
      };
    case 'bet_settlement': {
      const outcomes = n.outcomes as Node | undefined;
      return {
        kind,
        ...event,
        certainty: optInt(n, 'certainty') ?? 2,
        markets: list(outcomes, 'market').map(marketResult),
      };
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return {
        kind,
        ...event,
        startTime: optInt(n, 'start_time'),
        endTime: optInt(n, 'end_time'),
        markets: list(n, 'market').map(marketRef),
      };
    case 'rollback_bet_settlement':
      return { kind, ...event, markets: list(n, 'market').map(marketRef) };
    case 'fixture_change':
      return { kind, ...event, startTime: optInt(n, 'start_time'), changeType: optInt(n, 'change_type') };
    default:
      throw new UofParseError(`unknown message <${kind}>`);
  }
}

function eventStatus(n: Node): UofEventStatus {
  const periods: UofPeriodScore[] = list(n.period_scores as Node | undefined, 'period_score').map((p) => ({
    number: int(p, 'number'),
    type: str(p, 'type') ?? 'regular_period',
    home: int(p, 'home_score'),
    away: int(p, 'away_score'),
  }));
  const clock = n.clock as Node | undefined;
  return {
    status: int(n, 'status'),
    matchStatus: optInt(n, 'match_status'),
    home: optInt(n, 'home_score'),
    away: optInt(n, 'away_score'),
    periods,
    clock: clock ? { matchTime: str(clock, 'match_time'), stopped: str(clock, 'stopped') === 'true' } : null,
  };
}

function marketRef(n: Node): UofMarketRef {
  return { id: int(n, 'id'), specifiers: str(n, 'specifiers') ?? '' };
}

function marketOdds(n: Node): UofMarketOdds {
  return {
    ...marketRef(n),
    status: optInt(n, 'status') ?? 1,
    favourite: str(n, 'favourite') === '1',
    outcomes: list(n, 'outcome').map((o) => ({
      id: required(o, 'id'),
      odds: str(o, 'odds'),
      active: (optInt(o, 'active') ?? 1) === 1,
    })),
  };
}

function marketResult(n: Node): UofMarketResult {
  return {
    ...marketRef(n),
    outcomes: list(n, 'outcome').map((o) => {
      const result = int(o, 'result');
      if (result !== 0 && result !== 1) throw new UofParseError(`result must be 0 or 1, got ${result}`);
      return {
        id: required(o, 'id'),
        result,
        voidFactor: factor(o, 'void_factor', '0'),
        deadHeatFactor: factor(o, 'dead_heat_factor', '1'),
      };
    }),
  };
}

function list(n: Node | undefined, name: string): Node[] {
  if (!n || typeof n !== 'object') return [];
  const v = n[name];
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new UofParseError(`<${name}> expected as a list`);
  return v.map((x) => (x && typeof x === 'object' ? (x as Node) : {}));
}

function str(n: Node, name: string): string | null {
  const v = n[name];
  return typeof v === 'string' ? v : null;
}

function required(n: Node, name: string): string {
  const v = str(n, name);
  if (v === null || v === '') throw new UofParseError(`attribute ${name} missing`);
  return v;
}

function optInt(n: Node, name: string): number | null {
  const v = str(n, name);
  if (v === null || v === '') return null;
  if (!/^-?\d{1,15}$/.test(v))
    throw new UofParseError(`attribute ${name} is not an integer: ${v.slice(0, 40)}`);
  return Number(v);
}

function int(n: Node, name: string): number {
  const v = optInt(n, name);
  if (v === null) throw new UofParseError(`attribute ${name} missing`);
  return v;
}

/** A factor as exact text (0 ≤ f ≤ 1), never through a float. */
function factor(n: Node, name: string, fallback: string): string {
  const v = str(n, name);
  if (v === null || v === '') return fallback;
  // A decimal, or (dead heats the decimal cannot hold exactly, e.g. 1/3) a fraction 1/n: SPEC.md SE8.
  if (!/^(0(\.\d{1,20})?|1(\.0{1,20})?|1\/[1-9]\d{0,5})$/.test(v))
    throw new UofParseError(`attribute ${name} is not a factor: ${v.slice(0, 40)}`);
  return v;
}

function urn(n: Node, name: string): string {
  const v = required(n, name);
  if (!/^[a-z]{1,10}:[a-z_]{1,30}:\d{1,18}$/.test(v))
    throw new UofParseError(`attribute ${name} is not a URN: ${v.slice(0, 60)}`);
  return v;
}
