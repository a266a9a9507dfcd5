import type { Odds } from '@slipstream/betting';
import {
  CLOSED,
  FINISHED,
  LIVE,
  marketKey,
  PREMATCH,
  type MatchState,
  type Provider,
} from '../catalogue/model';
import type { ReadModel } from '../catalogue/read-model';
import type { FeedMessage } from '../feed/messages';
import type { FeedProvider, FeedSink } from '../feed/provider';
import { AppError } from '../http/app-error';
import { buildStaticCatalogue } from './build-catalogue';
import { newMatch, newOutright, type TournamentInfo } from './generate';
import { advanceLive, liveClockFor } from './live';
import type { MarketDef } from './markets';
import { marketDefsFor, priceMatch } from './price-match';
import { mixSeed, Rng } from './rng';
import { settleMatch } from './settle-match';
import { simData } from './sim-data';
import { SPORTS, sportByKey, type SportProfile } from './sports';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SimSize {
  /** Head-to-head matches kept upcoming within the next 7 days. */
  prematch: number;
  /** Matches kept live at any moment. */
  live: number;
  /** Horse races kept upcoming. */
  races: number;
}

/** The volume: ≥ 200 pre-match over 7 days and ≥ 10 live. Tests may use SMALL_SIM. */
export const FULL_SIM: SimSize = { prematch: 230, live: 12, races: 12 };
export const SMALL_SIM: SimSize = { prematch: 24, live: 3, races: 2 };

export interface SimOptions {
  seed: number;
  /** Live-clock multiplier (SIM_SPEED). */
  speed: number;
  size: SimSize;
  /** Suspension after a goal, set or map (wall-clock ms). */
  betStopMs: number;
  /** Pre-match events whose model drifts per tick. */
  driftPerTick: number;
  /** Random provider outages per provider per hour (0 = only through feed control). */
  providerOutagesPerHour: number;
  outageMs: number;
  /** Live events are repriced on every score or period change, and at least this often (ms). */
  livePriceEveryMs: number;
}

export const defaultSimOptions = (seed: number, speed: number): SimOptions => ({
  seed,
  speed,
  size: FULL_SIM,
  betStopMs: 5000,
  driftPerTick: 4,
  providerOutagesPerHour: 0,
  outageMs: 8000,
  livePriceEveryMs: 3000,
});

/** The persisted feed position: a restart resumes from here instead of regenerating. */
interface SimPosition {
  version: 1;
  seed: number;
  startedAt: number;
  lastStepAt: number;
  rng: number;
  nextId: number;
  paused: boolean;
  providers: Partial<Record<Provider, boolean>>;
  outageUntil: Partial<Record<Provider, number>>;
}

const PROVIDERS: Provider[] = [...new Set(SPORTS.map((s) => s.provider))];

/**
 * The simulated odds feed: a deterministic (seeded) catalogue relative to a persisted start time, live
 * play with clocks, scores and bet stops, prices from scoring models, drift, settlement, and the
 * feed-control operations of API.md. It talks to the catalogue only through FeedMessages.
 */
export class Simulator implements FeedProvider {
  readonly name = 'simulator';
  private sink!: FeedSink;
  private view!: ReadModel;
  private pos!: SimPosition;
  private rng!: Rng;
  private readonly statics = buildStaticCatalogue();
  private readonly infos = new Map<number, TournamentInfo>();
  private readonly defs = new Map<number, MarketDef[]>();
  private readonly lastFixtureAt = new Map<number, number>();
  private readonly lastPricedAt = new Map<number, number>();

  constructor(private readonly options: SimOptions) {
    for (const t of this.statics.tournaments) {
      const p = this.statics.tournamentProfiles.get(t.id)!;
      this.infos.set(t.id, { tournament: t, ...p });
    }
  }

  get paused(): boolean {
    return this.pos.paused;
  }

  async attach(sink: FeedSink, view: ReadModel, state: unknown, now: number): Promise<void> {
    this.sink = sink;
    this.view = view;
    const saved = state as SimPosition | null;
    const msgs: FeedMessage[] = [];
    // A stored catalogue is always resumed (the seed only shapes a fresh one), so a restart never regenerates.
    if (saved && saved.version === 1 && view.matches.size > 0) {
      this.pos = saved;
      this.rng = new Rng(saved.rng);
    } else if (view.matches.size > 0) {
      // Events stored but no position (written by another provider, or lost): continue after them.
      this.pos = this.freshPosition(now, Math.max(...view.matches.keys()) + 1);
      this.rng = new Rng(this.pos.rng);
    } else {
      this.pos = this.freshPosition(now, 50_000_001);
      this.rng = new Rng(this.pos.rng);
      msgs.push({ type: 'catalogue', ...this.statics });
      await this.sink.apply(msgs.splice(0));
      this.generateInitial(now, msgs);
    }
    for (const p of PROVIDERS)
      msgs.push({ type: 'producer_status', provider: p, active: this.pos.providers[p] !== false });
    await this.sink.apply(msgs);
  }

  private freshPosition(now: number, nextId: number): SimPosition {
    return {
      version: 1,
      seed: this.options.seed,
      startedAt: now,
      lastStepAt: now,
      rng: mixSeed(this.options.seed, 0x5eed),
      nextId,
      paused: false,
      providers: Object.fromEntries(PROVIDERS.map((p) => [p, true])),
      outageUntil: {},
    };
  }

  state(): unknown {
    this.pos.rng = this.rng.state;
    return { ...this.pos };
  }

  async detach(): Promise<void> {}

  async tick(now: number): Promise<void> {
    const dtReal = Math.max(0, now - this.pos.lastStepAt);
    this.pos.lastStepAt = now;
    if (this.pos.paused) return;
    const dtMatch = dtReal * this.options.speed;
    const msgs: FeedMessage[] = [];
    const events = [...this.view.matches.values()].sort((a, b) => a.id - b.id);
    for (const current of events) {
      const d = simData(current);
      if (current.status === LIVE) {
        const m = structuredClone(current);
        const profile = this.profileOf(m);
        const step = advanceLive(m, profile, this.rng, dtMatch, now);
        const md = simData(m);
        const wasSuspended = md.suspendedUntil !== null;
        if (step.scored && this.options.betStopMs > 0) md.suspendedUntil = now + this.options.betStopMs;
        if (md.suspendedUntil !== null && md.suspendedUntil <= now) md.suspendedUntil = null;
        if (step.ended) {
          this.finish(m, now, undefined, msgs);
          continue;
        }
        // A clock that merely ran on is stored (and persisted) without an event; clients run the clock themselves.
        if (step.changed || now - (this.lastFixtureAt.get(m.id) ?? 0) >= 10_000) this.fixture(m, now, msgs);
        else msgs.push({ type: 'fixture', match: m, quiet: true });
        // Time decay alone moves prices slowly: reprice on events and every few seconds, which keeps the
        // tick (it runs on the server's event loop) short.
        const due = now - (this.lastPricedAt.get(m.id) ?? 0) >= this.options.livePriceEveryMs;
        if (step.changed || step.scored || wasSuspended !== (md.suspendedUntil !== null) || due) {
          md.oddsOverrides = {};
          msgs.push(this.odds(m, now));
        }
      } else if (
        current.status === PREMATCH &&
        current.startTime <= now &&
        (current.type === 'match' || current.type === 'stage')
      ) {
        msgs.push(...this.startLive(current, now));
      } else if (current.status === PREMATCH && current.outright && current.outright.endDate <= now) {
        this.finish(structuredClone(current), now, undefined, msgs);
      } else if (current.status === FINISHED && d.closeAt !== null && d.closeAt <= now) {
        const m = structuredClone(current);
        m.status = CLOSED;
        this.fixture(m, now, msgs);
      } else if (
        (current.status === FINISHED || current.status === CLOSED) &&
        d.pruneAt !== null &&
        d.pruneAt <= now
      ) {
        msgs.push({ type: 'remove', matchId: current.id });
        this.defs.delete(current.id);
      }
    }
    // Drift and volume read the view, so it must first hold this tick's changes.
    await this.sink.apply(msgs.splice(0));
    this.drift(now, msgs);
    this.keepVolume(now, msgs);
    this.providerOutages(now, dtReal, msgs);
    await this.sink.apply(msgs);
  }

  // --- feed control (API.md "Feed control"); each applies its own messages ---

  pause(): void {
    this.pos.paused = true;
  }

  resume(now: number): void {
    this.pos.paused = false;
    this.pos.lastStepAt = now;
  }

  async setOdds(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: string,
    odds: Odds,
    now: number,
  ): Promise<void> {
    const m = this.event(matchId);
    const market = this.view.market(matchId, marketId, specifier);
    if (!market || !market.outcomes.some((o) => o.id === outcomeId)) throw new AppError('market_not_found');
    const copy = structuredClone(m);
    simData(copy).oddsOverrides[`${marketKey(marketId, specifier)}|${outcomeId}`] = odds;
    const msgs: FeedMessage[] = [{ type: 'fixture', match: copy, quiet: true }];
    const msg = this.oddsOrKeep(copy, now);
    if (msg) msgs.push(msg);
    await this.sink.apply(msgs);
  }

  async setMarketStatus(
    matchId: number,
    marketId: number,
    specifier: string,
    status: number,
    now: number,
  ): Promise<void> {
    const m = this.event(matchId);
    if (!this.view.market(matchId, marketId, specifier)) throw new AppError('market_not_found');
    const copy = structuredClone(m);
    simData(copy).statusOverrides[marketKey(marketId, specifier)] = status;
    const msgs: FeedMessage[] = [];
    this.fixture(copy, now, msgs);
    const msg = this.oddsOrKeep(copy, now);
    if (msg) msgs.push(msg);
    else {
      const market = structuredClone(this.view.market(matchId, marketId, specifier)!);
      market.status = status;
      msgs.push({ type: 'odds_change', matchId, markets: [market] });
    }
    await this.sink.apply(msgs);
  }

  async setMatchStatus(matchId: number, status: number, now: number): Promise<void> {
    const m = this.event(matchId);
    const msgs: FeedMessage[] = [];
    if (status === FINISHED) this.finish(structuredClone(m), now, undefined, msgs);
    else if (status === LIVE && m.status === PREMATCH) msgs.push(...this.startLive(m, now));
    else {
      const copy = structuredClone(m);
      copy.status = status;
      if (copy.clock) copy.clock.stopped = status !== LIVE;
      this.fixture(copy, now, msgs);
      const msg = this.oddsOrKeep(copy, now);
      if (msg) msgs.push(msg);
    }
    await this.sink.apply(msgs);
  }

  async finishMatch(
    matchId: number,
    result: { home?: number; away?: number; winners?: string[] },
    now: number,
  ): Promise<void> {
    const m = structuredClone(this.event(matchId));
    if (m.status === FINISHED || m.status === CLOSED)
      throw new AppError('conflict', undefined, 'The match is already finished');
    const msgs: FeedMessage[] = [];
    this.finish(m, now, result, msgs);
    await this.sink.apply(msgs);
  }

  async setProvider(provider: Provider, active: boolean): Promise<void> {
    this.pos.providers[provider] = active;
    await this.sink.apply([{ type: 'producer_status', provider, active }]);
  }

  /** Forces one step of live play for a match: a goal for `side` (tests and demos of bet stops). */
  async score(matchId: number, side: 'home' | 'away', now: number): Promise<void> {
    const m = structuredClone(this.event(matchId));
    if (m.status !== LIVE) throw new AppError('conflict', undefined, 'The match is not live');
    m.score[side]++;
    const period = Math.max(1, m.periods.length);
    while (m.periods.length < period)
      m.periods.push({ number: m.periods.length + 1, type: 'regular_period', home: 0, away: 0 });
    m.periods[period - 1]![side]++;
    if (this.options.betStopMs > 0) simData(m).suspendedUntil = now + this.options.betStopMs;
    const msgs: FeedMessage[] = [];
    this.fixture(m, now, msgs);
    msgs.push(this.odds(m, now));
    await this.sink.apply(msgs);
  }

  // --- internals ---

  private event(matchId: number): MatchState {
    const m = this.view.matches.get(matchId);
    if (!m) throw new AppError('match_not_found');
    return m;
  }

  private profileOf(m: MatchState): SportProfile {
    return this.infos.get(m.tournamentId)?.profile ?? sportByKey.get(simData(m).sport)!;
  }

  private defsOf(m: MatchState): MarketDef[] {
    let defs = this.defs.get(m.id);
    if (!defs) {
      defs = marketDefsFor(m, this.profileOf(m));
      this.defs.set(m.id, defs);
    }
    return defs;
  }

  private odds(m: MatchState, now: number): FeedMessage {
    this.lastPricedAt.set(m.id, now);
    return {
      type: 'odds_change',
      matchId: m.id,
      markets: priceMatch(m, this.profileOf(m), this.defsOf(m), now),
    };
  }

  /** Reprices prematch and live events; other statuses keep their markets as they are. */
  private oddsOrKeep(m: MatchState, now: number): FeedMessage | null {
    if (m.status !== PREMATCH && m.status !== LIVE)
      return this.closeMarkets(m, m.status === FINISHED || m.status === CLOSED ? -3 : -1);
    return this.odds(m, now);
  }

  private closeMarkets(m: MatchState, status: number): FeedMessage | null {
    const markets = [...(this.view.markets.get(m.id)?.values() ?? [])]
      .filter((x) => x.status !== 0)
      .map((x) => ({ ...x, status }));
    return markets.length ? { type: 'odds_change', matchId: m.id, markets } : null;
  }

  private fixture(m: MatchState, now: number, msgs: FeedMessage[]): void {
    this.lastFixtureAt.set(m.id, now);
    msgs.push({ type: 'fixture', match: m });
  }

  private startLive(current: MatchState, now: number): FeedMessage[] {
    const m = structuredClone(current);
    const profile = this.profileOf(m);
    m.status = LIVE;
    m.clock = liveClockFor(profile, now);
    if (profile.key === 'tennis') {
      m.gameScore = { home: 0, away: 0 };
      m.server = 'home';
    }
    const msgs: FeedMessage[] = [];
    this.fixture(m, now, msgs);
    msgs.push(this.odds(m, now));
    return msgs;
  }

  private finish(
    m: MatchState,
    now: number,
    result: { home?: number; away?: number; winners?: string[] } | undefined,
    msgs: FeedMessage[],
  ): void {
    const d = simData(m);
    const profile = this.profileOf(m);
    if (m.outright) {
      d.winners = result?.winners ?? this.drawWinners(m);
      for (const w of d.winners)
        if (!m.outright.competitors.some((c) => c.urnId === w))
          throw new AppError('market_not_found', { outcome_id: w });
    } else {
      if (result?.home !== undefined) m.score.home = result.home;
      if (result?.away !== undefined) m.score.away = result.away;
      if (profile.key === 'soccer' && !d.halfTime)
        d.halfTime = { home: Math.floor(m.score.home / 2), away: Math.floor(m.score.away / 2) };
    }
    m.status = FINISHED;
    m.finishedAt = now;
    if (m.clock) m.clock.stopped = true;
    d.suspendedUntil = null;
    d.closeAt = now + 10 * MINUTE;
    d.pruneAt = now + 3 * DAY;
    this.fixture(m, now, msgs);
    const closed = this.closeMarkets(m, -3);
    if (closed) msgs.push(closed);
    msgs.push({ type: 'bet_settlement', matchId: m.id, outcomes: settleMatch(m, this.defsOf(m)) });
  }

  /** Winners by strength; races end in a dead heat for first now and then. */
  private drawWinners(m: MatchState): string[] {
    const d = simData(m);
    const competitors = m.outright!.competitors;
    const pick = (exclude: number): number => {
      const total = d.strengths.reduce((s, x, i) => (i === exclude ? s : s + x), 0);
      let r = this.rng.next() * total;
      for (let i = 0; i < d.strengths.length; i++) {
        if (i === exclude) continue;
        r -= d.strengths[i]!;
        if (r <= 0) return i;
      }
      return d.strengths.length - 1 === exclude ? 0 : d.strengths.length - 1;
    };
    const first = pick(-1);
    const winners = [competitors[first]!.urnId];
    if (m.type === 'stage' && this.rng.next() < 0.1) winners.push(competitors[pick(first)]!.urnId);
    return winners;
  }

  private drift(now: number, msgs: FeedMessage[]): void {
    const candidates = [...this.view.matches.values()]
      .filter((m) => m.status === PREMATCH)
      .sort((a, b) => a.id - b.id);
    if (!candidates.length) return;
    for (let i = 0; i < this.options.driftPerTick; i++) {
      const m = structuredClone(this.rng.pick(candidates));
      const d = simData(m);
      const nudge = Math.exp(this.rng.normal() * 0.03);
      if (d.strengths.length)
        d.strengths = d.strengths.map(
          (s) => Math.round(s * Math.exp(this.rng.normal() * 0.03) * 1000) / 1000,
        );
      else if (this.profileOf(m).model === 'bestof')
        d.pSet = Math.min(0.85, Math.max(0.15, d.pSet + this.rng.normal() * 0.01));
      else {
        d.meanHome *= nudge;
        d.meanAway /= nudge;
      }
      d.oddsOverrides = {};
      msgs.push({ type: 'fixture', match: m, quiet: true }, this.odds(m, now));
    }
  }

  /** Keeps ≥ size.live matches live and ≥ size.prematch upcoming within 7 days, and some races ahead. */
  private keepVolume(now: number, msgs: FeedMessage[]): void {
    const all = [...this.view.matches.values()];
    const live = all.filter((m) => m.status === LIVE && m.type === 'match').length;
    const upcoming = all
      .filter((m) => m.status === PREMATCH && m.type === 'match' && m.startTime > now)
      .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    for (let i = 0; i < this.options.size.live - live && i < upcoming.length; i++) {
      const m = upcoming[i]!;
      msgs.push(...this.startLive({ ...m, startTime: now }, now));
    }
    const promoted = Math.max(0, Math.min(upcoming.length, this.options.size.live - live));
    const inWindow = upcoming.slice(promoted).filter((m) => m.startTime <= now + 7 * DAY).length;
    for (let i = inWindow; i < this.options.size.prematch; i++) {
      // Fresh matches fill the far end of the window, so the 7 days stay covered as time passes.
      const start =
        inWindow === 0 && i < this.options.size.prematch
          ? now + 10 * MINUTE + this.rng.next() * (7 * DAY - 20 * MINUTE)
          : now + 6 * DAY + this.rng.next() * (DAY - 10 * MINUTE);
      msgs.push(...this.created(this.randomMatch(roundTo5(start)), now));
    }
    const races = all.filter((m) => m.type === 'stage' && m.status === PREMATCH);
    const lastRace = races.reduce((t, m) => Math.max(t, m.startTime), now);
    for (let i = races.length; i < this.options.size.races; i++)
      msgs.push(
        ...this.created(this.newRace(roundTo5(lastRace + (i - races.length + 1) * 20 * MINUTE)), now),
      );
  }

  private providerOutages(now: number, dtReal: number, msgs: FeedMessage[]): void {
    const rate = this.options.providerOutagesPerHour;
    for (const p of PROVIDERS) {
      const until = this.pos.outageUntil[p];
      if (until !== undefined && until <= now) {
        delete this.pos.outageUntil[p];
        this.pos.providers[p] = true;
        msgs.push({ type: 'producer_status', provider: p, active: true });
      } else if (
        rate > 0 &&
        until === undefined &&
        this.pos.providers[p] !== false &&
        this.rng.next() < (rate * dtReal) / HOUR
      ) {
        this.pos.outageUntil[p] = now + this.options.outageMs;
        this.pos.providers[p] = false;
        msgs.push({ type: 'producer_status', provider: p, active: false });
      }
    }
  }

  private nextId(): number {
    return this.pos.nextId++;
  }

  private randomMatch(startTime: number): MatchState {
    const sports = SPORTS.filter((s) => s.weight > 0);
    const total = sports.reduce((s, x) => s + x.weight, 0);
    let r = this.rng.next() * total;
    let profile = sports[0]!;
    for (const s of sports) {
      r -= s.weight;
      if (r <= 0) {
        profile = s;
        break;
      }
    }
    const infos = [...this.infos.values()].filter((i) => i.profile === profile);
    return newMatch({ id: this.nextId(), info: this.rng.pick(infos), rng: this.rng, startTime });
  }

  private newRace(startTime: number): MatchState {
    const infos = [...this.infos.values()].filter((i) => i.profile.model === 'race');
    const info = this.rng.pick(infos);
    const id = this.nextId();
    const hh = new Date(startTime).toISOString().slice(11, 16);
    return newOutright({
      id,
      info,
      rng: this.rng,
      startTime,
      type: 'stage',
      name: `${info.tournament.name} ${hh} race`,
      endDate: startTime + 5 * MINUTE,
      size: 8,
    });
  }

  private created(m: MatchState, now: number): FeedMessage[] {
    const msgs: FeedMessage[] = [];
    this.fixture(m, now, msgs);
    msgs.push(this.odds(m, now));
    return msgs;
  }

  private generateInitial(now: number, msgs: FeedMessage[]): void {
    const year = new Date(now).getUTCFullYear();
    for (const info of this.infos.values()) {
      const { profile, tournament } = info;
      if (profile.model === 'race') continue;
      const type = profile.type === 'cyber' || profile.key === 'tennis' ? 'simple_tournament' : 'season';
      const name =
        type === 'season'
          ? `${tournament.name} ${year}/${String(year + 1).slice(2)} - winner`
          : `${tournament.name} ${year} - winner`;
      const m = newOutright({
        id: this.nextId(),
        info,
        rng: this.rng,
        startTime: now - 30 * DAY,
        type,
        name,
        endDate: now + (type === 'season' ? 240 : 20) * DAY,
        size: 12,
      });
      msgs.push(...this.created(m, now));
    }
    for (let i = 0; i < this.options.size.live; i++) {
      const m = this.randomMatch(now);
      const profile = this.profileOf(m);
      const started = this.startLive(m, now);
      const live = (started[0] as { match: MatchState }).match;
      // Fast-forward a random share of the game so the live board shows varied minutes and scores.
      const share = this.rng.next() * 0.7;
      const target = profile.model === 'bestof' ? share * 90 * MINUTE : share * profile.durationMin * MINUTE;
      for (let t = 0; t < target; t += MINUTE) {
        const step = advanceLive(live, profile, this.rng, Math.min(MINUTE, target - t), now);
        if (step.ended) break;
      }
      live.startTime = now - Math.round(target / this.options.speed);
      msgs.push({ type: 'fixture', match: live }, this.odds(live, now));
      this.lastFixtureAt.set(live.id, now);
    }
    for (let i = 0; i < this.options.size.prematch; i++)
      msgs.push(
        ...this.created(
          this.randomMatch(roundTo5(now + 10 * MINUTE + this.rng.next() * (7 * DAY - 20 * MINUTE))),
          now,
        ),
      );
    for (let i = 0; i < this.options.size.races; i++)
      msgs.push(...this.created(this.newRace(roundTo5(now + (i + 1) * 20 * MINUTE)), now));
  }
}

const roundTo5 = (t: number): number => Math.round(t / (5 * MINUTE)) * 5 * MINUTE;
