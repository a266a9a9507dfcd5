import {
  CLOSED,
  FINISHED,
  marketKey,
  type MarketState,
  type MatchState,
  type Provider,
} from '../../catalogue/model';
import type { ReadModel } from '../../catalogue/read-model';
import type { FeedMessage, MarketRef } from '../messages';
import type { FeedProvider, FeedSink } from '../provider';
import { UofAmqpConsumer } from './amqp-consumer';
import { SportsApi, type Fixture, type MarketDescription } from './sports-api';
import {
  categoryDef,
  FIRST_ALLOCATED_ID,
  holdingPlace,
  idFor,
  newMatch,
  sportDef,
  tournamentDef,
  withFixture,
  type UofIds,
} from './uof-catalogue';
import { statusChanged, withEventStatus } from './uof-event-status';
import { marketStatus, renamed, toMarketState, unchangedMarket } from './uof-markets';
import { PRODUCT_NAMES, PRODUCTS, type UofMessage, type UofMessageKind } from './uof-messages';
import { parseRoutingKey } from './uof-routing';
import { parseUofMessage, UofParseError } from './uof-xml';

/** The UOF settings of API.md "Real odds feed" (config.ts reads them from the environment). */
export interface UofSettings {
  amqpUrl: string;
  exchange: string;
  apiUrl: string;
  accessToken: string;
  nodeId: number;
  inactivitySeconds: number;
}

export interface UofLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The adapter's persisted position (app_state 'feed', written with every flush of the catalogue). */
interface UofPosition {
  version: 1;
  provider: 'uof';
  ids: UofIds;
  /** Per product: the newest message timestamp processed (the producer's clock): recovery asks `after` it. */
  lastProcessed: Record<string, number>;
  requestSeq: number;
}

interface ProducerState {
  up: boolean;
  lastAliveAt: number | null;
  recovery: { requestId: number; startedAt: number } | null;
}

/** What the adapter keeps per event in MatchState.feedData.uof (persisted with the event). */
interface EventData {
  product?: number;
  sportUrn?: string;
  /** Per correction key (settlement or cancel of a market): the newest such message's timestamp. */
  corr?: Record<string, number>;
}

export type UofFailureStage = 'parse' | 'map' | 'apply';

/** Counters /metrics reads at scrape time. */
export interface UofStats {
  messages: Map<UofMessageKind, number>;
  failures: Map<UofFailureStage, number>;
  ignored: number;
  recoveries: number;
}

const RECOVERY_RETRY_MS = 60_000;
/** The providers accept `after` up to 72 hours back; older than that is a full recovery. */
const MAX_RECOVERY_AGE_MS = 72 * 3600_000;

const dataOf = (m: MatchState): EventData => (m.feedData.uof as EventData | undefined) ?? {};

/**
 * The Unified Odds Feed consumer as a FeedProvider (FEED=uof): the catalogue, prices, statuses and settlement
 * come from the provider's AMQP messages and Sports API instead of the simulator. Messages are parsed and
 * mapped to FeedMessages in full before any is applied (a message that fails is logged with its routing key,
 * counted and dropped: never half-applied), then applied inside the feed's exclusive section, one at a time in
 * delivery order (the deliveries waiting are taken as one batch: one exclusive section, one ack). Every message is idempotent: a market's odds older than the ones it shows change nothing,
 * settlements and cancels are keyed, and a correction older than a newer one for the same market is ignored.
 */
export class UofFeed implements FeedProvider {
  readonly name = 'uof';
  private sink!: FeedSink;
  private view!: ReadModel;
  private pos!: UofPosition;
  private consumer: UofAmqpConsumer | null = null;
  private descriptions: Map<number, MarketDescription> | null = null;
  private descriptionsAskedAt = 0;
  private readonly producers = new Map<number, ProducerState>();
  /** Newest odds/bet_stop timestamp per market (`{matchId}|{marketKey}`): older messages change nothing. */
  private readonly oddsTs = new Map<string, number>();
  private readonly statusTs = new Map<number, number>();
  /** Markets kept suspended while their producer is down or recovering, reopened when it is up again. */
  private readonly held = new Set<string>();
  private attached = false;
  readonly stats: UofStats = { messages: new Map(), failures: new Map(), ignored: 0, recoveries: 0 };
  readonly api: SportsApi;

  constructor(
    private readonly settings: UofSettings,
    private readonly deps: { now(): number; log: UofLog; amqp?: boolean },
  ) {
    this.api = new SportsApi(settings.apiUrl, settings.accessToken);
  }

  /** Whether a product's producer is up (its markets open). */
  producerUp(product: number): boolean {
    return this.producers.get(product)?.up ?? false;
  }

  get connected(): boolean {
    return this.consumer?.ready ?? false;
  }

  async attach(sink: FeedSink, view: ReadModel, state: unknown, now: number): Promise<void> {
    this.sink = sink;
    this.view = view;
    const saved = state as Partial<UofPosition> | null;
    this.pos =
      saved && saved.provider === 'uof' && saved.version === 1 && saved.ids
        ? (saved as UofPosition)
        : {
            version: 1,
            provider: 'uof',
            ids: { byUrn: {}, next: FIRST_ALLOCATED_ID },
            lastProcessed: {},
            requestSeq: 0,
          };
    this.oddsTs.clear();
    this.statusTs.clear();
    this.held.clear();
    for (const p of PRODUCTS) this.producers.set(p, { up: false, lastAliveAt: null, recovery: null });
    // Until each producer's recovery completes, what the database holds is stale: suspended, reopened after.
    const msgs: FeedMessage[] = [];
    for (const p of PRODUCTS) msgs.push(...this.suspendProduct(p));
    msgs.push(...this.providerStatuses());
    await this.sink.apply(msgs);
    this.attached = true;
    this.loadDescriptions();
    if (this.deps.amqp !== false) {
      this.consumer = new UofAmqpConsumer({
        url: this.settings.amqpUrl,
        exchange: this.settings.exchange,
        nodeId: this.settings.nodeId,
        log: this.deps.log,
        onBatch: (deliveries) => this.receiveBatch(deliveries),
        onReady: () => this.afterConnect(),
      });
      this.consumer.start();
    }
    void now;
  }

  state(): unknown {
    return this.pos;
  }

  async detach(): Promise<void> {
    this.attached = false;
    const consumer = this.consumer;
    this.consumer = null;
    await consumer?.close();
  }

  /** The feed's loop: a producer whose `alive` stopped for UOF_INACTIVITY_SECONDS is down. */
  async tick(now: number): Promise<void> {
    if (!this.attached) return;
    const msgs: FeedMessage[] = [];
    for (const [product, p] of this.producers) {
      if (p.up && p.lastAliveAt !== null && now - p.lastAliveAt > this.settings.inactivitySeconds * 1000) {
        this.deps.log.warn({ product }, 'uof producer down: no alive message');
        msgs.push(...this.down(product));
      }
      if (!p.up && p.recovery && now - p.recovery.startedAt > RECOVERY_RETRY_MS) p.recovery = null;
    }
    if (msgs.length) await this.sink.apply(msgs);
  }

  /** One delivery. Never throws: a failure is logged with the routing key and counted. */
  receive(routingKey: string, body: Buffer | string): Promise<void> {
    return this.receiveBatch([{ routingKey, body }]);
  }

  /**
   * Deliveries in the order they came, applied in one exclusive section (no tick or control call in between;
   * parsed before it). Each message is still mapped and applied on its own: one that fails to parse, map or
   * apply is logged with its routing key, counted and dropped, never half-applied, and the others go on.
   */
  async receiveBatch(deliveries: { routingKey: string; body: Buffer | string }[]): Promise<void> {
    const parsed: { msg: UofMessage; routingKey: string }[] = [];
    for (const { routingKey, body } of deliveries) {
      try {
        parsed.push({ msg: parseUofMessage(body), routingKey });
      } catch (err) {
        this.fail('parse', routingKey, err);
      }
    }
    if (!parsed.length) return;
    await this.sink.exclusive(async () => {
      for (const { msg, routingKey } of parsed) {
        if (!this.attached) return;
        await this.applyOne(msg, routingKey);
      }
    });
  }

  private async applyOne(msg: UofMessage, routingKey: string): Promise<void> {
    this.stats.messages.set(msg.kind, (this.stats.messages.get(msg.kind) ?? 0) + 1);
    const sportId = parseRoutingKey(routingKey)?.sportId ?? null;
    let mapped: { msgs: FeedMessage[]; commit: () => void };
    try {
      mapped = this.map(msg, sportId);
    } catch (err) {
      this.fail('map', routingKey, err);
      return;
    }
    try {
      if (mapped.msgs.length) await this.sink.apply(mapped.msgs);
    } catch (err) {
      this.fail('apply', routingKey, err);
      return;
    }
    mapped.commit();
    // Only what an up producer sent counts as processed: while it is down or recovering there may be a gap
    // before this message, and the next recovery must ask from before it. A completed recovery covers all
    // up to its snapshot_complete.
    if (this.producerUp(msg.product)) {
      const key = String(msg.product);
      this.pos.lastProcessed[key] = Math.max(this.pos.lastProcessed[key] ?? 0, msg.timestamp);
    }
  }

  private fail(stage: UofFailureStage, routingKey: string, err: unknown): void {
    this.stats.failures.set(stage, (this.stats.failures.get(stage) ?? 0) + 1);
    const reason = err instanceof Error ? err.message : String(err);
    this.deps.log.warn(
      { routingKey, stage, reason, err: err instanceof UofParseError ? undefined : err },
      'uof message rejected',
    );
  }

  // --- mapping: UOF message → FeedMessages, nothing applied until all of it is built ---

  private map(msg: UofMessage, sportId: number | null): { msgs: FeedMessage[]; commit: () => void } {
    const commits: (() => void)[] = [];
    const msgs: FeedMessage[] = [];
    const commit = () => commits.forEach((c) => c());
    switch (msg.kind) {
      case 'alive':
        this.onAlive(msg.product, msg.subscribed, msgs);
        return { msgs, commit };
      case 'snapshot_complete': {
        const p = this.producers.get(msg.product);
        if (p?.recovery && p.recovery.requestId === msg.requestId) {
          this.deps.log.info(
            { product: msg.product, requestId: msg.requestId },
            'uof producer up: recovery complete',
          );
          msgs.push(...this.up(msg.product));
        } else this.stats.ignored++;
        return { msgs, commit };
      }
      case 'odds_change': {
        const { match, msgs: created } = this.ensureEvent(msg.eventId, sportId, msg.product);
        msgs.push(...created);
        let m = match;
        const data = dataOf(m);
        const sportUrn = data.sportUrn ?? this.view.sportOf(m).urnId;
        if (msg.status && msg.timestamp >= (this.statusTs.get(m.id) ?? 0)) {
          m = withEventStatus(m, msg.status, sportUrn, this.deps.now());
          commits.push(() => this.statusTs.set(match.id, msg.timestamp));
        }
        if (data.product !== msg.product)
          m = { ...m, feedData: { ...m.feedData, uof: { ...data, product: msg.product } } };
        if (m !== match || created.length)
          msgs.push({ type: 'fixture', match: m, quiet: !created.length && !statusChanged(match, m) });
        const up = this.producerUp(msg.product);
        const markets: MarketState[] = [];
        let unchanged = 0;
        for (const um of msg.markets) {
          const key = `${m.id}|${marketKey(um.id, um.specifiers)}`;
          if (msg.timestamp < (this.oddsTs.get(key) ?? 0)) continue;
          const previous = this.view.market(m.id, um.id, um.specifiers);
          const description = this.describe(um.id);
          const hold = !up && marketStatus(um.status) === 1;
          const commit = () => {
            this.oddsTs.set(key, msg.timestamp);
            if (hold) this.held.add(key);
            else this.held.delete(key);
          };
          // Resent as it stands (most of a provider's markets, most of the time): nothing to build or apply.
          if (unchangedMarket(m, um, previous, description, hold ? -1 : marketStatus(um.status))) {
            unchanged++;
            commits.push(commit);
            continue;
          }
          const state = toMarketState(m, um, previous, description);
          if (!state) continue;
          if (hold) state.status = -1;
          markets.push(state);
          commits.push(commit);
        }
        if (msg.markets.length && markets.length + unchanged < msg.markets.length) this.stats.ignored++;
        // Markets held suspended while their producer recovers are stored quietly: they are published once,
        // reopened, at snapshot_complete (a recovery would otherwise publish every market twice).
        const held = markets.filter(
          (x) => x.status === -1 && !up && this.view.market(m.id, x.marketId, x.specifier)?.status === -1,
        );
        const shown = held.length ? markets.filter((x) => !held.includes(x)) : markets;
        if (held.length) msgs.push({ type: 'odds_change', matchId: m.id, markets: held, quiet: true });
        if (shown.length) msgs.push({ type: 'odds_change', matchId: m.id, markets: shown });
        return { msgs, commit };
      }
      case 'bet_stop': {
        const match = this.known(msg.eventId);
        if (!match) return this.ignore(msgs);
        const all = msg.groups.includes('all');
        const markets: MarketState[] = [];
        for (const x of this.view.markets.get(match.id)?.values() ?? []) {
          if (!all && !x.groups.some((g) => msg.groups.includes(g))) continue;
          const key = `${match.id}|${marketKey(x.marketId, x.specifier)}`;
          if (msg.timestamp < (this.oddsTs.get(key) ?? 0) || x.status === -3 || x.status === -4) continue;
          markets.push({ ...x, status: marketStatus(msg.marketStatus) });
          commits.push(() => this.oddsTs.set(key, msg.timestamp));
        }
        if (markets.length) msgs.push({ type: 'odds_change', matchId: match.id, markets });
        return { msgs, commit };
      }
      case 'bet_settlement': {
        const settled = this.freshSettlement(msg.eventId, msg.markets, msg.timestamp, msgs);
        if (!settled) return this.ignore(msgs);
        const { match, markets } = settled;
        const closed = this.withStatus(match.id, markets, -3);
        if (closed.length) msgs.push({ type: 'odds_change', matchId: match.id, markets: closed });
        msgs.push({
          type: 'bet_settlement',
          matchId: match.id,
          // Settled while the event is on: the other markets stay open to bets (FD3).
          partial: match.status !== FINISHED && match.status !== CLOSED,
          outcomes: markets.flatMap((x) =>
            x.outcomes.map((o) => ({
              marketId: x.id,
              specifier: x.specifiers,
              outcomeId: o.id,
              result: o.result,
              voidFactor: Number(o.voidFactor),
              deadHeatFactor: o.deadHeatFactor,
            })),
          ),
        });
        return { msgs, commit };
      }
      case 'rollback_bet_settlement': {
        const settled = this.freshSettlement(msg.eventId, msg.markets, msg.timestamp, msgs);
        if (!settled) return this.ignore(msgs);
        const { match, markets } = settled;
        msgs.push({ type: 'rollback_bet_settlement', matchId: match.id, markets: markets.map(ref) });
        return { msgs, commit };
      }
      case 'bet_cancel':
      case 'rollback_bet_cancel': {
        const match = this.known(msg.eventId);
        if (!match) return this.ignore(msgs);
        const window = { startTime: msg.startTime, endTime: msg.endTime };
        const listed = msg.markets.length ? msg.markets : null;
        const fresh = this.freshCorrections(
          match,
          'c',
          listed ?? [{ id: 0, specifiers: '*' }],
          msg.timestamp,
          window,
        );
        const markets = listed ? fresh.markets : fresh.markets.length ? null : [];
        if (markets && !markets.length) return this.ignore(msgs);
        msgs.push({ type: 'fixture', match: fresh.match, quiet: true });
        if (msg.kind === 'bet_cancel') {
          const cancelled = markets ? this.withStatus(match.id, markets, -4) : [];
          if (cancelled.length) msgs.push({ type: 'odds_change', matchId: match.id, markets: cancelled });
          msgs.push({
            type: 'bet_cancel',
            key: `${msg.eventId}|${msg.timestamp}|${msg.startTime ?? ''}|${msg.endTime ?? ''}`,
            matchId: match.id,
            markets: markets?.map(ref) ?? null,
            ...window,
          });
        } else
          msgs.push({
            type: 'rollback_bet_cancel',
            matchId: match.id,
            markets: markets?.map(ref) ?? null,
            ...window,
          });
        return { msgs, commit };
      }
      case 'fixture_change': {
        this.api.forgetFixture(msg.eventId);
        const match = this.known(msg.eventId);
        if (match && msg.startTime !== null && msg.startTime !== match.startTime)
          msgs.push({ type: 'fixture', match: { ...match, startTime: msg.startTime } });
        if (match) this.fetchFixture(msg.eventId);
        return { msgs, commit };
      }
    }
  }

  private ignore(msgs: FeedMessage[]): { msgs: FeedMessage[]; commit: () => void } {
    this.stats.ignored++;
    return { msgs, commit: () => undefined };
  }

  /**
   * Which of these markets a correction (settlement family 's', cancel family 'c') may still change: one older
   * than the newest correction of the same family for that market changes nothing (out-of-order delivery).
   * Answers the event with the new timestamps recorded (persisted with it, in the same flush as the results).
   */
  /**
   * A settlement or its rollback: the known match and those of its markets no newer correction has superseded,
   * with the match's new correction stamps queued (quietly) into `msgs`; null when there is nothing to apply.
   */
  private freshSettlement<T extends { id: number; specifiers: string }>(
    eventId: string,
    markets: T[],
    ts: number,
    msgs: FeedMessage[],
  ): { match: MatchState; markets: T[] } | null {
    const match = this.known(eventId);
    if (!match) return null;
    const fresh = this.freshCorrections(match, 's', markets, ts, null);
    if (!fresh.markets.length) return null;
    msgs.push({ type: 'fixture', match: fresh.match, quiet: true });
    return { match, markets: fresh.markets };
  }

  private freshCorrections<T extends { id: number; specifiers: string }>(
    match: MatchState,
    family: 's' | 'c',
    markets: T[],
    ts: number,
    window: { startTime: number | null; endTime: number | null } | null,
  ): { markets: T[]; match: MatchState } {
    const data = dataOf(match);
    const corr = { ...(data.corr ?? {}) };
    const fresh: T[] = [];
    for (const x of markets) {
      const key = `${family}|${x.id}|${x.specifiers}${window ? `|${window.startTime ?? ''}|${window.endTime ?? ''}` : ''}`;
      if (ts < (corr[key] ?? 0)) continue;
      corr[key] = ts;
      fresh.push(x);
    }
    return { markets: fresh, match: { ...match, feedData: { ...match.feedData, uof: { ...data, corr } } } };
  }

  private withStatus(
    matchId: number,
    markets: { id: number; specifiers: string }[],
    status: number,
  ): MarketState[] {
    return markets
      .map((x) => this.view.market(matchId, x.id, x.specifiers))
      .filter((x): x is MarketState => x !== undefined && x.status !== status)
      .map((x) => ({ ...x, status }));
  }

  private describe(marketId: number): MarketDescription | undefined {
    if (!this.descriptions) this.loadDescriptions();
    return this.descriptions?.get(marketId);
  }

  private known(urn: string): MatchState | null {
    const id = this.pos.ids.byUrn[urn];
    return id === undefined ? null : (this.view.matches.get(id) ?? null);
  }

  /**
   * The event of a message, created at once when new (in a holding tournament of its sport, named by its
   * fixture as soon as the Sports API answers): a fixture not yet fetched never holds prices back.
   */
  private ensureEvent(
    urn: string,
    sportId: number | null,
    product: number,
  ): { match: MatchState; msgs: FeedMessage[] } {
    const existing = this.known(urn);
    if (existing) return { match: existing, msgs: [] };
    const prefix = urn.slice(0, urn.indexOf(':'));
    const sportUrn = `${prefix}:sport:${sportId ?? 0}`;
    const sport = sportDef(this.pos.ids, this.view, sportUrn, null);
    const { category, tournament } = holdingPlace(this.pos.ids, this.view, sport);
    const id = this.pos.ids.byUrn[urn] ?? this.allocate(urn);
    const match = newMatch({
      id,
      urn,
      tournamentId: tournament.id,
      sport,
      ids: this.pos.ids,
      fixture: null,
      now: this.deps.now(),
    });
    match.feedData = { uof: { product, sportUrn } satisfies EventData };
    this.fetchFixture(urn);
    return {
      match,
      msgs: [{ type: 'catalogue', sports: [sport], categories: [category], tournaments: [tournament] }],
    };
  }

  private allocate(urn: string): number {
    return idFor(this.pos.ids, urn, (id) => this.view.matches.has(id));
  }

  private fetchFixture(urn: string): void {
    this.api
      .fixture(urn)
      .then((f) => this.sink.exclusive(() => this.applyFixture(urn, f)))
      .catch((err: unknown) =>
        this.deps.log.warn({ err, urn }, 'uof fixture not fetched (prices go on without it)'),
      );
  }

  private async applyFixture(urn: string, f: Fixture): Promise<void> {
    const match = this.known(urn);
    if (!match || !this.attached) return;
    const ids = this.pos.ids;
    const sport = sportDef(
      ids,
      this.view,
      f.sport.urn || dataOf(match).sportUrn || 'sr:sport:0',
      f.sport.name,
    );
    const category = categoryDef(
      ids,
      this.view,
      sport,
      f.category.urn,
      f.category.name,
      f.category.countryCode,
    );
    const tournament = tournamentDef(ids, this.view, sport, category, f.tournament.urn, f.tournament.name);
    const next = withFixture(match, f, tournament.id, ids);
    next.feedData = { ...next.feedData, uof: { ...dataOf(match), sportUrn: sport.urnId } };
    const markets = [...(this.view.markets.get(match.id)?.values() ?? [])].map((x) =>
      renamed(next, x, this.descriptions?.get(x.marketId)),
    );
    const msgs: FeedMessage[] = [
      { type: 'catalogue', sports: [sport], categories: [category], tournaments: [tournament] },
      { type: 'fixture', match: next },
    ];
    if (markets.length) msgs.push({ type: 'odds_change', matchId: match.id, markets });
    await this.sink.apply(msgs);
  }

  private loadDescriptions(): void {
    const now = this.deps.now();
    if (this.descriptions || now - this.descriptionsAskedAt < 10_000) return;
    this.descriptionsAskedAt = now;
    this.api
      .marketDescriptions()
      .then((d) =>
        this.sink.exclusive(async () => {
          this.descriptions = d;
          if (!this.attached) return;
          // Markets that arrived before the descriptions get their names now.
          const msgs: FeedMessage[] = [];
          for (const id of Object.values(this.pos.ids.byUrn)) {
            const match = this.view.matches.get(id);
            const markets = match ? [...(this.view.markets.get(id)?.values() ?? [])] : [];
            if (match && markets.length)
              msgs.push({
                type: 'odds_change',
                matchId: id,
                markets: markets.map((x) => renamed(match, x, d.get(x.marketId))),
              });
          }
          if (msgs.length) await this.sink.apply(msgs);
        }),
      )
      .catch((err: unknown) => this.deps.log.warn({ err }, 'uof market descriptions not fetched (retrying)'));
  }

  // --- producers: alive, down, recovery, up ---

  private onAlive(product: number, subscribed: boolean, msgs: FeedMessage[]): void {
    const p = this.producers.get(product);
    if (!p) return;
    p.lastAliveAt = this.deps.now();
    if (!subscribed) {
      // Down until an alive with subscribed=1 comes: that one starts the recovery.
      if (p.up) this.deps.log.warn({ product }, 'uof producer down: alive subscribed=0');
      if (p.up || p.recovery) msgs.push(...this.down(product));
      return;
    }
    if (!p.up && !p.recovery) this.recover(product);
  }

  /** After (re)connecting: what was sent while no queue existed is lost, so every producer recovers. */
  private afterConnect(): void {
    void this.sink
      .exclusive(async () => {
        if (!this.attached) return;
        const msgs: FeedMessage[] = [];
        for (const product of PRODUCTS) {
          msgs.push(...this.down(product));
          this.recover(product);
        }
        if (msgs.length) await this.sink.apply(msgs);
      })
      .catch((err: unknown) => this.deps.log.error({ err }, 'uof reconnect handling failed'));
  }

  /** Asks the Sports API for the producer's state after the last message processed (request id answered by snapshot_complete). */
  private recover(product: number): void {
    const p = this.producers.get(product);
    if (!p || !this.attached) return;
    const requestId = ++this.pos.requestSeq;
    const now = this.deps.now();
    p.recovery = { requestId, startedAt: now };
    const last = this.pos.lastProcessed[String(product)];
    const after = last !== undefined && now - last < MAX_RECOVERY_AGE_MS ? last : null;
    this.stats.recoveries++;
    this.deps.log.info({ product, requestId, after }, 'uof recovery requested');
    this.api
      .initiateRecovery(PRODUCT_NAMES[product] ?? String(product), {
        after,
        requestId,
        nodeId: this.settings.nodeId,
      })
      .catch((err: unknown) => {
        this.deps.log.warn({ err, product }, 'uof recovery request failed (asked again with the next alive)');
        if (p.recovery?.requestId === requestId) p.recovery = null;
      });
  }

  private eventsOf(product: number): MatchState[] {
    const out: MatchState[] = [];
    for (const id of Object.values(this.pos.ids.byUrn)) {
      const m = this.view.matches.get(id);
      if (m && dataOf(m).product === product) out.push(m);
    }
    return out;
  }

  private suspendProduct(product: number): FeedMessage[] {
    const msgs: FeedMessage[] = [];
    for (const m of this.eventsOf(product)) {
      const open = [...(this.view.markets.get(m.id)?.values() ?? [])].filter((x) => x.status === 1);
      if (!open.length) continue;
      for (const x of open) this.held.add(`${m.id}|${marketKey(x.marketId, x.specifier)}`);
      msgs.push({ type: 'odds_change', matchId: m.id, markets: open.map((x) => ({ ...x, status: -1 })) });
    }
    return msgs;
  }

  private down(product: number): FeedMessage[] {
    const p = this.producers.get(product);
    if (!p) return [];
    const was = p.up;
    p.up = false;
    p.recovery = null;
    return was ? [...this.suspendProduct(product), ...this.providerStatuses()] : this.suspendProduct(product);
  }

  private up(product: number): FeedMessage[] {
    const p = this.producers.get(product);
    if (!p) return [];
    p.up = true;
    p.recovery = null;
    p.lastAliveAt ??= this.deps.now();
    const msgs: FeedMessage[] = [];
    for (const m of this.eventsOf(product)) {
      const reopen: MarketState[] = [];
      for (const x of this.view.markets.get(m.id)?.values() ?? []) {
        const key = `${m.id}|${marketKey(x.marketId, x.specifier)}`;
        if (!this.held.delete(key)) continue;
        if (x.status === -1) reopen.push({ ...x, status: 1 });
      }
      if (reopen.length) msgs.push({ type: 'odds_change', matchId: m.id, markets: reopen });
    }
    msgs.push(...this.providerStatuses());
    return msgs;
  }

  /** A provider is active while every product is up (a product down suspends its own markets too). */
  private providerStatuses(): FeedMessage[] {
    const active = PRODUCTS.every((p) => this.producerUp(p));
    const providers = new Set<Provider>(['betradar']);
    for (const s of this.view.sports.values())
      if (this.pos.ids.byUrn[s.urnId] !== undefined) providers.add(s.provider);
    return [...providers].map((provider) => ({ type: 'producer_status', provider, active }));
  }
}

const ref = (x: { id: number; specifiers: string }): MarketRef => ({
  marketId: x.id,
  specifier: x.specifiers,
});
