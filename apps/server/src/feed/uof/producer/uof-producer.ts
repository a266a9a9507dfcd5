import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Connection, type Publisher } from 'rabbitmq-client';
import { CLOSED, FINISHED, LIVE, PREMATCH, STOPPED, type MatchState } from '../../../catalogue/model';
import { ReadModel } from '../../../catalogue/read-model';
import { defaultSimOptions, SMALL_SIM, Simulator, type SimOptions } from '../../../sim/simulator';
import type { FeedMessage } from '../../messages';
import type { FeedSink } from '../../provider';
import { LIVE_PRODUCT, PREMATCH_PRODUCT, PRODUCT_NAMES } from '../uof-messages';
import { routingKeyFor } from '../uof-routing';
import { oddsChangeOut, productOf, simToUof, type UofOut } from './sim-to-uof';
import { aliveXml, fixtureXml, snapshotCompleteXml } from './uof-xml-writer';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../../repo-files';

export const MARKETS_XML_PATH = join(SERVER_ROOT, 'src', 'feed', 'uof', 'fixtures', 'markets.xml');

export interface UofProducerOptions {
  amqpUrl: string;
  exchange: string;
  /** Declare the topic exchange (the producer side owns it; the consumer never declares it). */
  declareExchange?: boolean;
  /** Port of the Sports API stand-in (0: any free port). */
  port?: number;
  /** The token the Sports API stand-in requires in x-access-token ('' accepts any). */
  accessToken?: string;
  sim?: Partial<SimOptions>;
  /** How often the simulator ticks and each product sends alive (ms). */
  tickMs?: number;
  aliveMs?: number;
  /** Drive the simulator by hand (tests): no tick loop. */
  manual?: boolean;
  log?: (msg: string) => void;
}

/**
 * The simulator as a UOF producer (`npm run feed:uof -w apps/server`): it runs the simulator on a read model
 * of its own, publishes its events as UOF XML into the broker's topic exchange (odds_change with
 * sport_event_status, bet_settlement, fixture_change; alive per product) and serves what the Sports API
 * serves: fixtures, market descriptions, and recovery (it republishes the product's current odds with the
 * request id, then the corrections after `after`, then snapshot_complete to the asking node).
 */
export class UofProducer implements FeedSink {
  readonly view = new ReadModel();
  readonly sim: Simulator;
  private connection: Connection | null = null;
  private publisher: Publisher | null = null;
  private server: Server | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];
  /** Settlements (and other corrections) kept for recovery `after` a timestamp. */
  private readonly corrections: UofOut[] = [];
  /** Products whose alive messages are paused (tests: a producer going down), or sent with subscribed=0. */
  readonly alive = new Map<number, 'on' | 'off' | 'unsubscribed'>([
    [LIVE_PRODUCT, 'on'],
    [PREMATCH_PRODUCT, 'on'],
  ]);
  /** Recovery requests answered (tests read it). */
  readonly recoveries: { product: string; after: number | null; requestId: number; nodeId: number }[] = [];
  published = 0;
  apiUrl = '';

  constructor(private readonly o: UofProducerOptions) {
    this.sim = new Simulator({
      ...defaultSimOptions(42, 1),
      size: SMALL_SIM,
      ...o.sim,
    });
  }

  async start(): Promise<void> {
    this.connection = new Connection({ url: this.o.amqpUrl, connectionName: 'slipstream uof producer' });
    this.publisher = this.connection.createPublisher({
      exchanges:
        this.o.declareExchange === false
          ? []
          : [{ exchange: this.o.exchange, type: 'topic', durable: false }],
    });
    await this.connection.onConnect(10_000, true);
    await this.exclusive(() => this.sim.attach(this, this.view, null, Date.now()));
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.o.port ?? 0, '127.0.0.1', resolve));
    this.apiUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    if (!this.o.manual) {
      const tick = setInterval(
        () => void this.exclusive(() => this.sim.tick(Date.now())).catch(this.logError),
        this.o.tickMs ?? 1000,
      );
      this.timers.push(tick);
    }
    const alive = setInterval(() => void this.sendAlive(), this.o.aliveMs ?? 2000);
    this.timers.push(alive);
    await this.sendAlive();
  }

  private readonly logError = (err: unknown): void =>
    this.o.log?.(`uof producer: ${(err as Error).stack ?? String(err)}`);

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.queue.catch(() => undefined);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections?.();
    await this.publisher?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
  }

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** FeedSink: the simulator's messages update our view, and go out as UOF messages. */
  async apply(messages: FeedMessage[]): Promise<void> {
    const now = Date.now();
    for (const msg of messages) {
      const before = msg.type === 'fixture' ? (this.view.matches.get(msg.match.id) ?? null) : null;
      this.applyToView(msg);
      for (const out of simToUof(this.view, msg, before, now)) {
        if (out.kind === 'bet_settlement') {
          this.corrections.push(out);
          if (this.corrections.length > 20_000) this.corrections.splice(0, 10_000);
        }
        await this.send(out.routingKey, out.xml);
      }
    }
  }

  /** Publishes raw XML under a routing key (tests publish hand-written messages through the same channel). */
  async send(routingKey: string, xml: string): Promise<void> {
    this.published++;
    await this.publisher!.send({ exchange: this.o.exchange, routingKey, contentType: 'text/xml' }, xml);
  }

  async sendAlive(): Promise<void> {
    for (const [product, mode] of this.alive) {
      if (mode === 'off') continue;
      await this.send(
        routingKeyFor({ kind: 'alive', product }),
        aliveXml({ product, timestamp: Date.now(), subscribed: mode === 'on' }),
      ).catch(this.logError);
    }
  }

  private applyToView(msg: FeedMessage): void {
    const v = this.view;
    switch (msg.type) {
      case 'catalogue':
        for (const s of msg.sports) v.putSport(s);
        for (const c of msg.categories) v.putCategory(c);
        for (const t of msg.tournaments) v.putTournament(t);
        break;
      case 'fixture':
        v.putMatch(msg.match);
        break;
      case 'odds_change':
        if (v.matches.has(msg.matchId)) v.putMarkets(msg.matchId, msg.markets);
        break;
      case 'producer_status':
        v.providerActive.set(msg.provider, msg.active);
        break;
      case 'remove':
        v.removeMatch(msg.matchId);
        break;
      default:
        break;
    }
  }

  byUrn(urn: string): MatchState | undefined {
    for (const m of this.view.matches.values()) if (m.urnId === urn) return m;
    return undefined;
  }

  /** Recovery: the product's events with every market, the corrections after `after`, then snapshot_complete. */
  async recover(product: number, after: number | null, requestId: number, nodeId: number): Promise<void> {
    await this.exclusive(async () => {
      const now = Date.now();
      for (const m of this.view.matches.values()) {
        if (productOf(m) !== product || m.status === CLOSED) continue;
        const markets = [...(this.view.markets.get(m.id)?.values() ?? [])];
        const out = oddsChangeOut(this.view, m, markets, now, { requestId, nodeId });
        await this.send(out.routingKey, out.xml);
      }
      for (const c of this.corrections)
        if (c.product === product && (after === null || c.timestamp > after))
          await this.send(c.routingKey, c.xml);
      await this.send(
        routingKeyFor({ kind: 'snapshot_complete', product, nodeId }),
        snapshotCompleteXml({ product, timestamp: Date.now(), requestId }),
      );
    });
  }

  // --- the Sports API stand-in ---

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: string, type = 'application/xml') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    try {
      if (
        url.pathname.startsWith('/v1/') &&
        this.o.accessToken &&
        req.headers['x-access-token'] !== this.o.accessToken
      )
        return send(
          401,
          '<response response_code="FORBIDDEN"><message>bad x-access-token</message></response>',
        );
      let m: RegExpExecArray | null;
      if (req.method === 'GET' && url.pathname === '/v1/users/whoami.xml')
        return send(
          200,
          '<bookmaker_details response_code="OK" bookmaker_id="1" virtual_host="/unifiedfeed/1"/>',
        );
      if (req.method === 'GET' && /^\/v1\/descriptions\/[a-z-]+\/markets\.xml$/.test(url.pathname))
        return send(200, readFileSync(MARKETS_XML_PATH, 'utf8'));
      if (
        req.method === 'GET' &&
        (m = /^\/v1\/sports\/[a-z-]+\/sport_events\/([^/]+)\/fixture\.xml$/.exec(url.pathname))
      ) {
        const event = this.byUrn(decodeURIComponent(m[1]!));
        if (!event) return send(404, '<response response_code="NOT_FOUND"/>');
        return send(200, this.fixtureOf(event));
      }
      if (req.method === 'POST' && (m = /^\/v1\/([a-z]+)\/recovery\/initiate_request$/.exec(url.pathname))) {
        const product = Object.entries(PRODUCT_NAMES).find(([, n]) => n === m![1])?.[0];
        const requestId = Number(url.searchParams.get('request_id'));
        const nodeId = Number(url.searchParams.get('node_id') ?? 1);
        const afterText = url.searchParams.get('after');
        const after = afterText === null ? null : Number(afterText);
        if (!product || !Number.isInteger(requestId))
          return send(400, '<response response_code="BAD_REQUEST"/>');
        this.recoveries.push({ product: m[1]!, after, requestId, nodeId });
        send(
          202,
          '<response response_code="ACCEPTED"><action>Request for recovery accepted</action></response>',
        );
        await this.recover(Number(product), after, requestId, nodeId);
        return;
      }
      // Control (tests, demos): finish an event; pause or unsubscribe a product's alive messages.
      if (req.method === 'POST' && (m = /^\/control\/events\/([^/]+)\/finish$/.exec(url.pathname))) {
        const event = this.byUrn(decodeURIComponent(m[1]!));
        if (!event) return send(404, '{}', 'application/json');
        const home = url.searchParams.get('home');
        const away = url.searchParams.get('away');
        await this.exclusive(() =>
          this.sim.finishMatch(
            event.id,
            {
              home: home === null ? undefined : Number(home),
              away: away === null ? undefined : Number(away),
            },
            Date.now(),
          ),
        );
        return send(200, '{}', 'application/json');
      }
      if (
        req.method === 'POST' &&
        (m = /^\/control\/producers\/(\d+)\/alive\/(on|off|unsubscribed)$/.exec(url.pathname))
      ) {
        this.alive.set(Number(m[1]), m[2] as 'on' | 'off' | 'unsubscribed');
        return send(200, '{}', 'application/json');
      }
      send(404, '<response response_code="NOT_FOUND"/>');
    } catch (err) {
      this.logError(err);
      if (!res.headersSent) send(500, '<response response_code="ERROR"/>');
    }
  }

  private fixtureOf(m: MatchState): string {
    const sport = this.view.sportOf(m);
    const category = this.view.categoryOf(m);
    const tournament = this.view.tournamentOf(m);
    const prefix = sport.urnId.split(':')[0];
    const competitors = m.outright
      ? m.outright.competitors.map((c) => ({ urn: c.urnId, name: c.name }))
      : [
          ...(m.home ? [{ urn: m.home.urnId, name: m.home.name, qualifier: 'home' as const }] : []),
          ...(m.away ? [{ urn: m.away.urnId, name: m.away.name, qualifier: 'away' as const }] : []),
        ];
    return fixtureXml({
      urn: m.urnId,
      name: m.outright?.name ?? null,
      type: m.type === 'stage' ? 'race' : null,
      startTime: m.startTime,
      endTime: m.outright?.endDate ?? null,
      sport: { urn: sport.urnId, name: sport.name },
      category: {
        urn: `${prefix}:category:${category.id}`,
        name: category.name,
        countryCode: category.countryCode,
      },
      tournament: { urn: tournament.urnId, name: tournament.name },
      competitors,
      venue: m.stadium || m.city ? { name: m.stadium, city: m.city } : null,
    });
  }
}

/** Match statuses a producer speaks for (used by the bench and tests). */
export const PRODUCT_STATUSES: Record<number, number[]> = {
  [LIVE_PRODUCT]: [LIVE, STOPPED, FINISHED],
  [PREMATCH_PRODUCT]: [PREMATCH],
};
