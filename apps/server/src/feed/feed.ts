import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { marketKey, type MarketState, type MatchState } from '../catalogue/model';
import type { ReadModel } from '../catalogue/read-model';
import {
  deleteMatches,
  loadCatalogue,
  loadMatches,
  loadState,
  saveMarkets,
  saveMatches,
  saveSettlementsIn,
  saveState,
  saveStatic,
} from '../catalogue/store';
import { deleteBetCancels, deleteResults, insertBetCancel, insertPartialResults } from './corrections-store';
import type { FeedMessage, MarketRef } from './messages';
import type { FeedProvider, FeedSink } from './provider';
import type { CataloguePublisher } from './publish';
import type { NameLocale } from '../sim/names/localise-names';
import type { LeaderTerm } from '../cluster/leadership';
import { comparePositions, type StreamPosition } from '../cluster/feed-stream';

export interface FeedOptions {
  db: Db;
  clock: Clock;
  model: ReadModel;
  provider: FeedProvider;
  events: CataloguePublisher;
  /** Background loop period and how often dirty rows are written (main.ts: 1 s and 2 s). */
  tickMs?: number;
  flushEveryMs?: number;
  log?: (err: unknown, what: string) => void;
  /**
   * Cluster mode (src/cluster): the leader hands every batch it applied to this, and followers apply the
   * batches they receive with `applyReplicated`.
   */
  replicate?: (messages: FeedMessage[]) => void;
  /**
   * Cluster mode: the feed leads only within a leadership term (src/cluster/leadership.ts); `position` is the
   * feed stream's position of the last batch replicated (saved with every flush, so a follower that loads the
   * database knows where in the stream to resume), `urgent` says every batch is flushed as it is applied (always, in
   * cluster mode: followers check prices against the database at every placement, so they miss none).
   */
  cluster?: { position(): StreamPosition | null; urgent(): boolean };
}

const STATE_KEY = 'feed';
/** app_state key of the feed stream position the flushed rows hold (cluster mode). */
export const POSITION_KEY = 'feed_position';

/**
 * What a rollback reopens: the settled bets on these markets of the event (null: every market), or with
 * `cancel` only the bets a bet_cancel of that window voided.
 */
export interface ReopenScope {
  matchId: number;
  markets: MarketRef[] | null;
  cancel: { startTime: number | null; endTime: number | null } | null;
}

/**
 * Reopens bets inside the feed's transaction (the one that withdraws the results or the cancel), so both
 * commit or neither; answers what to do after COMMIT (publish).
 */
export type ReopenListener = (tx: Queryable, scope: ReopenScope) => Promise<() => Promise<void>>;

/**
 * Applies a provider's messages to the read model, publishes what changed through the Publisher and
 * persists it in batches. Ticks and feed-control calls run one at a time (`exclusive`).
 */
export class Feed implements FeedSink {
  private readonly dirtyMatches = new Set<number>();
  private readonly dirtyMarkets = new Map<string, MarketState>();
  private readonly removed = new Set<number>();
  private readonly marketListeners = new Set<(matchId: number) => void>();
  private readonly settledListeners = new Set<(matchId: number) => Promise<void>>();
  private readonly promotedListeners = new Set<() => Promise<void>>();
  private readonly reopenListeners = new Set<ReopenListener>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private lastFlushAt = 0;
  private lastTickAt: number | null = null;
  private loaded = false;
  /**
   * A follower (cluster mode, another node leads): replicated batches update the read model and the
   * in-process listeners (prices, cashout offers) only; the leader persists, publishes and settles.
   */
  private following = false;
  /** Cluster mode: the leadership term this feed leads in (null while following). */
  private term: LeaderTerm | null = null;
  /** Cluster follower: the feed stream position the read model holds (loaded or replicated up to). */
  private held: StreamPosition = { epoch: 0, seq: 0 };
  /**
   * Cluster follower: matches `refreshMatches` took from the database at a position past `held`; the stream's
   * batches up to that position would take them back, so they skip these matches.
   */
  private readonly refreshedAt = new Map<number, StreamPosition>();

  constructor(private readonly o: FeedOptions) {}

  /**
   * Whether this node acts as the feed's leader now: alone, always; in a cluster, only within a term whose lease
   * is fresh (a paused or cut-off leader stops on its first look at the clock).
   */
  get leads(): boolean {
    if (!this.o.cluster) return !this.following;
    // From the moment the term began (a feed-control call made while it loads waits for it in `exclusive`).
    return this.term !== null && this.term.acting();
  }

  private setTerm(term: LeaderTerm | null): void {
    this.term = term;
    this.o.events.valid = term ? () => term.acting() : null;
  }

  get model(): ReadModel {
    return this.o.model;
  }

  /** Loads the read model from the database, then lets the provider resume (or generate) from its saved position. */
  async load(term?: LeaderTerm): Promise<void> {
    this.following = false;
    if (term) this.setTerm(term);
    await this.loadReadModel();
    const state = await loadState<unknown>(this.o.db, STATE_KEY);
    await this.exclusive(() => this.o.provider.attach(this, this.o.model, state, this.o.clock.now()));
    await this.flush();
    this.loaded = true;
  }

  /** Cluster follower: the read model from the database, then the leader's batches (`applyReplicated`). */
  async loadAsFollower(): Promise<StreamPosition> {
    this.following = true;
    this.setTerm(null);
    const position = await this.exclusive(() => this.loadReadModel());
    this.loaded = true;
    return position;
  }

  /** Cluster follower: the database's state again (a gap in the stream, a new term, an outage); its position. */
  reload(): Promise<StreamPosition> {
    return this.exclusive(async () => (this.following ? this.loadReadModel() : this.held));
  }

  /**
   * Cluster follower, before every placement and cashout: these matches and their markets as the database has
   * them (the leader commits every batch as it applies it). The database's rows replace the model's only when its
   * last flush is past the read model's position.
   */
  refreshMatches(ids: number[]): Promise<void> {
    return this.exclusive(async () => {
      if (!this.following || ids.length === 0) return;
      const held = this.held;
      const fresh = await this.o.db.transaction(
        async (tx) => {
          const at = (await loadState<StreamPosition>(tx, POSITION_KEY)) ?? { epoch: 0, seq: 0 };
          if (comparePositions(at, held) <= 0) return null;
          return { at, ...(await loadMatches(tx, ids)) };
        },
        // Only reads: a lost answer (its COMMIT's too) fails the placement that asked as unavailable (issue 31).
        { isolation: 'repeatable read', readOnly: true },
      );
      if (!fresh) return;
      for (const id of ids) this.refreshedAt.set(id, fresh.at);
      for (const id of ids) if (!fresh.matches.some((m) => m.id === id)) this.o.model.removeMatch(id);
      for (const m of fresh.matches) this.o.model.putMatch(m);
      const byMatch = new Map<number, MarketState[]>();
      for (const x of fresh.markets) byMatch.set(x.matchId, [...(byMatch.get(x.matchId) ?? []), x]);
      for (const [id, list] of byMatch) {
        this.o.model.putMarkets(id, list);
        for (const listener of this.marketListeners) listener(id);
      }
    });
  }

  get isFollowing(): boolean {
    return this.following;
  }

  /** Cluster follower: the feed stream position the read model holds. */
  get position(): StreamPosition {
    return this.held;
  }

  /**
   * Cluster follower: one batch the leader applied, at its stream position; one the read model already holds
   * (a reload from the database went past it) is skipped.
   */
  applyReplicated(messages: FeedMessage[], at?: StreamPosition): Promise<void> {
    return this.exclusive(async () => {
      if (!this.following) return;
      if (at && comparePositions(at, this.held) <= 0) return;
      await this.apply(at ? this.notRefreshedPast(messages, at) : messages);
      if (at) {
        this.held = at;
        for (const [id, refreshed] of this.refreshedAt)
          if (comparePositions(refreshed, at) <= 0) this.refreshedAt.delete(id);
      }
    });
  }

  /** A batch at `at` without what it says of matches the database gave this follower at or past `at`. */
  private notRefreshedPast(messages: FeedMessage[], at: StreamPosition): FeedMessage[] {
    if (this.refreshedAt.size === 0) return messages;
    const newer = (id: number): boolean => {
      const refreshed = this.refreshedAt.get(id);
      return refreshed !== undefined && comparePositions(refreshed, at) >= 0;
    };
    return messages.filter((m) =>
      m.type === 'fixture' ? !newer(m.match.id) : m.type === 'odds_change' ? !newer(m.matchId) : true,
    );
  }

  /** Cluster: the feed stream position of the database's last flush. */
  async flushedPosition(): Promise<StreamPosition> {
    return (await loadState<StreamPosition>(this.o.db, POSITION_KEY)) ?? { epoch: 0, seq: 0 };
  }

  /** Cluster follower out of step: reloads everything when the database's last flush is past the read model. */
  reloadIfAhead(): Promise<void> {
    return this.exclusive(async () => {
      if (!this.following) return;
      const at = (await loadState<StreamPosition>(this.o.db, POSITION_KEY)) ?? { epoch: 0, seq: 0 };
      if (comparePositions(at, this.held) > 0) await this.loadReadModel();
    });
  }

  /**
   * Cluster takeover: this node now leads. The read model is reloaded from the database (the last flush,
   * written in the same transaction as the provider's position), so the provider resumes exactly where the
   * persisted position is; what the old leader applied after its last flush is replayed from there.
   */
  async promote(term?: LeaderTerm): Promise<void> {
    if (term) this.setTerm(term);
    await this.exclusive(async () => {
      this.following = false;
      await this.loadReadModel();
      const state = await loadState<unknown>(this.o.db, STATE_KEY);
      await this.o.provider.attach(this, this.o.model, state, this.o.clock.now());
      await this.flushNow();
    });
    this.loaded = true;
    this.start();
    for (const listener of this.promotedListeners)
      await listener().catch((err) => this.o.log?.(err, 'promoted listener failed'));
  }

  /** Cluster: called after this node took the feed over (the bets module reloads its open bets). */
  onPromoted(listener: () => Promise<void>): () => void {
    this.promotedListeners.add(listener);
    return () => this.promotedListeners.delete(listener);
  }

  /** Stops the background loop only (a hand-driven leader in tests). */
  stopLoop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Cluster follower that loaded before any catalogue existed: tries the database again. */
  async reloadIfEmpty(): Promise<void> {
    if (!this.following || this.o.model.matches.size > 0) return;
    await this.exclusive(() => this.loadReadModel());
  }

  /** Cluster: leadership lost (the lock's connection broke). Stops ticking at once; the caller re-follows. */
  async demote(): Promise<StreamPosition> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.following = true;
    this.setTerm(null);
    return this.exclusive(async () => {
      this.following = true;
      this.dirtyMatches.clear();
      this.dirtyMarkets.clear();
      this.removed.clear();
      await this.o.provider.detach();
      return this.loadReadModel();
    });
  }

  /**
   * Replaces the read model's contents with the database's (matches gone from it are removed), read in one
   * snapshot with the feed stream position that state holds.
   */
  private async loadReadModel(): Promise<StreamPosition> {
    const { saved, rows, position } = await this.o.db.transaction(
      async (tx) => ({
        saved: await loadCatalogue(tx),
        rows: (
          await tx.query<{ match_id: number | string; outcome_id: string }>(
            `SELECT r.match_id, r.outcome_id FROM outcome_results r
             JOIN matches m ON m.id = r.match_id JOIN tournaments t ON t.id = m.tournament_id
             WHERE r.result = 1 AND r.market_id = (t.data->>'mainMarketId')::int
             ORDER BY r.match_id, r.outcome_id`,
          )
        ).rows,
        position: (await loadState<StreamPosition>(tx, POSITION_KEY)) ?? { epoch: 0, seq: 0 },
      }),
      { isolation: 'repeatable read' },
    );
    const m = this.o.model;
    for (const s of saved.sports) m.putSport(s);
    for (const c of saved.categories) m.putCategory(c);
    for (const t of saved.tournaments) m.putTournament(t);
    const ids = new Set(saved.matches.map((x) => x.id));
    for (const id of [...m.matches.keys()]) if (!ids.has(id)) m.removeMatch(id);
    for (const x of saved.matches) m.putMatch(x);
    const byMatch = new Map<number, MarketState[]>();
    for (const x of saved.markets) byMatch.set(x.matchId, [...(byMatch.get(x.matchId) ?? []), x]);
    for (const [id, list] of byMatch) m.putMarkets(id, list);
    m.winners.clear();
    for (const r of rows) {
      const id = Number(r.match_id);
      m.winners.set(id, [...(m.winners.get(id) ?? []), r.outcome_id]);
    }
    for (const [id] of byMatch) for (const listener of this.marketListeners) listener(id);
    this.held = position;
    this.refreshedAt.clear();
    return position;
  }

  /** Advance the provider to the clock's now; write dirty rows when the flush interval has passed. */
  step(): Promise<void> {
    return this.exclusive(async () => {
      if (!this.leads) return; // a former leader (cluster): its term ended while this tick waited
      const now = this.o.clock.now();
      await this.o.provider.tick(now);
      this.lastTickAt = now;
      const every = this.o.cluster?.urgent() ? 0 : (this.o.flushEveryMs ?? 0);
      if (now - this.lastFlushAt >= every) await this.flushNow();
    });
  }

  /** Runs `fn` with no tick or other control call in between (feed control uses this). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  start(): void {
    if (this.timer) return;
    const tick = this.o.tickMs ?? 1000;
    this.timer = setInterval(() => {
      this.step().catch((err: unknown) => this.o.log?.(err, 'feed step failed'));
    }, tick);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.exclusive(() => this.o.provider.detach());
    await this.flush();
  }

  /** How long ago the feed last advanced (ms by the injected clock), or null before its first tick: feed lag. */
  lastTickAgeMs(): number | null {
    return this.lastTickAt === null ? null : this.o.clock.now() - this.lastTickAt;
  }

  /** Healthy when loaded and, if the loop runs, it ticked within the last 10 intervals. */
  healthy(): boolean {
    if (!this.loaded) return false;
    if (!this.timer) return true;
    return (
      this.lastTickAt !== null && this.o.clock.now() - this.lastTickAt < 10 * (this.o.tickMs ?? 1000) + 5000
    );
  }

  flush(): Promise<void> {
    return this.exclusive(() => this.flushNow());
  }

  onMarketsChanged(listener: (matchId: number) => void): () => void {
    this.marketListeners.add(listener);
    return () => this.marketListeners.delete(listener);
  }

  onMatchSettled(listener: (matchId: number) => Promise<void>): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Rollbacks (UOF rollback_bet_settlement, rollback_bet_cancel): the bets module reopens what they undo. */
  onReopen(listener: ReopenListener): () => void {
    this.reopenListeners.add(listener);
    return () => this.reopenListeners.delete(listener);
  }

  /** FeedSink: called by the provider (inside a tick or a control call). */
  async apply(messages: FeedMessage[]): Promise<void> {
    await this.applyEach(messages);
    // Cluster: the stream numbers every batch; one a stalled term cannot send becomes a gap followers reload over.
    if (!this.following) this.o.replicate?.(messages);
    // Cluster, while the stream cannot reach Redis: followers learn prices from the database only, so a change is
    // committed before the tick or control call that made it ends (a follower then never takes a replaced price).
    if (!this.following && this.o.cluster?.urgent()) await this.flushNow();
  }

  private async applyEach(messages: FeedMessage[]): Promise<void> {
    const lead = !this.following;
    for (const msg of messages) {
      switch (msg.type) {
        case 'catalogue': {
          for (const s of msg.sports) this.model.putSport(s);
          for (const c of msg.categories) this.model.putCategory(c);
          for (const t of msg.tournaments) this.model.putTournament(t);
          if (lead)
            await this.o.db.transaction(async (tx) => {
              await this.term?.fence(tx);
              await saveStatic(tx, msg.sports, msg.categories, msg.tournaments);
            });
          break;
        }
        case 'fixture':
          if (msg.quiet) {
            this.model.putMatch(msg.match);
            if (lead) this.dirtyMatches.add(msg.match.id);
          } else this.applyFixture(msg.match);
          break;
        case 'odds_change':
          this.applyOdds(msg.matchId, msg.markets, msg.quiet === true);
          break;
        case 'bet_settlement':
          if (lead) await this.applySettlement(msg.matchId, msg.outcomes, msg.partial === true);
          else this.setWinners(msg.matchId, msg.outcomes);
          break;
        case 'producer_status': {
          const before = this.model.providerActive.get(msg.provider);
          this.model.providerActive.set(msg.provider, msg.active);
          this.model.version++;
          if (before !== msg.active && lead)
            this.o.events.toPublic({
              event: 'provider_status_changed',
              data: {
                provider: msg.provider,
                active: msg.active,
                status: msg.active ? 'active' : 'inactive',
              },
            });
          break;
        }
        case 'bet_cancel':
          if (lead) {
            await this.flushNow((tx) => insertBetCancel(tx, msg));
            await this.runSettled(msg.matchId);
          }
          break;
        case 'rollback_bet_cancel':
          if (lead)
            await this.reopen({ matchId: msg.matchId, markets: msg.markets, cancel: msg }, (tx) =>
              deleteBetCancels(tx, msg),
            );
          break;
        case 'rollback_bet_settlement': {
          const match = this.model.matches.get(msg.matchId);
          if (match && msg.markets.some((m) => m.marketId === this.model.tournamentOf(match).mainMarketId))
            this.model.winners.delete(msg.matchId);
          if (lead)
            await this.reopen({ matchId: msg.matchId, markets: msg.markets, cancel: null }, (tx) =>
              deleteResults(tx, msg.matchId, msg.markets),
            );
          break;
        }
        case 'remove':
          this.model.removeMatch(msg.matchId);
          this.dirtyMatches.delete(msg.matchId);
          for (const [k, m] of this.dirtyMarkets) if (m.matchId === msg.matchId) this.dirtyMarkets.delete(k);
          this.removed.add(msg.matchId);
          break;
      }
    }
  }

  private applyFixture(match: MatchState): void {
    const before = this.model.matches.get(match.id);
    const previousStatus = before?.status;
    this.model.putMatch(match);
    if (this.following) return;
    this.dirtyMatches.add(match.id);
    const publication = (lang: NameLocale) => ({
      event: 'match_changed',
      data: this.model.matchWire(match.id, lang)!,
    });
    this.o.events.toPublic(publication);
    this.o.events.toMatch(match.id, publication);
    if (previousStatus !== undefined && previousStatus !== match.status) {
      const sport = this.model.sportOf(match);
      this.o.events.toPublic({
        event: 'match_status_changed',
        data: {
          match_id: match.id,
          match_urn_id: match.urnId,
          status: match.status,
          previous_status: previousStatus,
          sport_type: sport.type,
          provider: sport.provider,
        },
      });
    }
  }

  private applyOdds(matchId: number, markets: MarketState[], quiet = false): void {
    const match = this.model.matches.get(matchId);
    if (!match) return;
    const changed = markets.filter(
      (m) => !sameMarket(this.model.market(matchId, m.marketId, m.specifier), m),
    );
    if (!changed.length) return;
    this.model.putMarkets(matchId, changed);
    if (this.following) {
      for (const listener of this.marketListeners) listener(matchId);
      return;
    }
    for (const m of changed) this.dirtyMarkets.set(`${matchId}|${marketKey(m.marketId, m.specifier)}`, m);
    if (quiet) {
      for (const listener of this.marketListeners) listener(matchId);
      return;
    }
    const t = this.model.tournamentOf(match);
    const data = { match_id: match.id, match_urn_id: match.urnId };
    // Each language's wire is built once, for the match channel and the public one's main markets alike.
    const wired = new Map<NameLocale, ReturnType<ReadModel['marketWire']>[]>();
    const wire = (lang: NameLocale) => {
      let w = wired.get(lang);
      if (!w) wired.set(lang, (w = changed.map((m) => this.model.marketWire(m, lang))));
      return w;
    };
    this.o.events.toMatch(matchId, (lang) => ({
      event: 'markets_changed',
      data: { ...data, markets: wire(lang) },
    }));
    const isMain = changed.map((m) => m.marketId === t.mainMarketId || m.marketId === t.secondaryMarketId);
    if (isMain.includes(true))
      this.o.events.toPublic((lang) => ({
        event: 'markets_changed',
        data: { ...data, markets: wire(lang).filter((_, i) => isMain[i]) },
      }));
    for (const listener of this.marketListeners) listener(matchId);
  }

  private async applySettlement(
    matchId: number,
    outcomes: Parameters<typeof saveSettlementsIn>[2],
    partial = false,
  ): Promise<void> {
    if (partial) {
      await this.flushNow((tx) => insertPartialResults(tx, matchId, outcomes, this.o.clock.now()));
      await this.runSettled(matchId);
      return;
    }
    // The results commit with the rows and the provider's position that led to them: a leader that dies
    // after this has either both (its successor resumes past the finish, the bets sweep settles what the
    // listeners below did not) or neither (its successor finishes the match again).
    await this.flushNow((tx) => saveSettlementsIn(tx, matchId, outcomes, this.o.clock.now()));
    this.setWinners(matchId, outcomes);
    await this.runSettled(matchId);
  }

  /** Withdraws results or a cancel and reopens their bets in one transaction, then settles what can be again. */
  private async reopen(scope: ReopenScope, withdraw: (tx: Queryable) => Promise<void>): Promise<void> {
    const after: (() => Promise<void>)[] = [];
    await this.flushNow(async (tx) => {
      await withdraw(tx);
      for (const listener of this.reopenListeners) after.push(await listener(tx, scope));
    });
    for (const run of after) await run().catch((err) => this.o.log?.(err, 'reopen listener failed'));
    await this.runSettled(scope.matchId);
  }

  private async runSettled(matchId: number): Promise<void> {
    for (const listener of this.settledListeners) {
      try {
        await listener(matchId);
      } catch (err) {
        this.o.log?.(err, 'match settled listener failed');
      }
    }
  }

  private setWinners(matchId: number, outcomes: Parameters<typeof saveSettlementsIn>[2]): void {
    const match = this.model.matches.get(matchId);
    if (!match) return;
    const main = this.model.tournamentOf(match).mainMarketId;
    this.model.winners.set(
      matchId,
      outcomes.filter((o) => o.marketId === main && o.result === 1).map((o) => o.outcomeId),
    );
  }

  private async flushNow(alsoInTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
    if (this.following) return;
    const matches = [...this.dirtyMatches]
      .map((id) => this.model.matches.get(id))
      .filter((m) => m !== undefined);
    const markets = [...this.dirtyMarkets.values()].filter((m) => this.model.matches.has(m.matchId));
    const removed = [...this.removed];
    this.dirtyMatches.clear();
    this.dirtyMarkets.clear();
    this.removed.clear();
    const state = this.o.provider.state();
    const position = this.o.cluster?.position() ?? null;
    const term = this.term;
    try {
      await this.o.db.transaction(async (tx) => {
        // Cluster mode: only the current term writes (a former leader's flush is refused, SQLSTATE SL409).
        if (term) await term.fence(tx);
        if (alsoInTransaction) await alsoInTransaction(tx);
        await saveMatches(tx, matches);
        await saveMarkets(tx, markets);
        await deleteMatches(tx, removed);
        await saveState(tx, STATE_KEY, state);
        if (position) await saveState(tx, POSITION_KEY, position);
      });
    } catch (err) {
      // Keep the rows for the next flush (unless changed again since, which supersedes them).
      for (const m of matches) this.dirtyMatches.add(m.id);
      for (const m of markets) {
        const key = `${m.matchId}|${marketKey(m.marketId, m.specifier)}`;
        if (!this.dirtyMarkets.has(key)) this.dirtyMarkets.set(key, m);
      }
      for (const id of removed) this.removed.add(id);
      throw err;
    }
    this.lastFlushAt = this.o.clock.now();
  }
}

function sameMarket(a: MarketState | undefined, b: MarketState): boolean {
  if (!a) return false;
  if (a.status !== b.status || a.mostBalanced !== b.mostBalanced || a.outcomes.length !== b.outcomes.length)
    return false;
  // A feed that learns names after prices (UOF: fixture or market descriptions late) renames a market.
  if (a.name !== b.name) return false;
  if (a.customBetGroups.length !== b.customBetGroups.length) return false;
  for (let i = 0; i < a.outcomes.length; i++) {
    const x = a.outcomes[i]!;
    const y = b.outcomes[i]!;
    if (x.id !== y.id || x.odds !== y.odds || x.active !== y.active || x.name !== y.name) return false;
  }
  return true;
}
