import type { SelectionResult } from '@slipstream/betting';
import type { StoredBet } from './bet-model';
import { selectBets } from './bet-store';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import { cashoutOffer } from './cashout-offer';
import { loadResults } from './outcome-results';

/**
 * The cashout offers of open bets, pushed as bet_cashout_changed when prices move. The database is the truth;
 * this is a cache: open bets are loaded at start, added on placement, dropped on settlement or cashout, and
 * a match's price change recomputes only the bets on that match (index matchId → bet ids). In cluster mode
 * (docs/CLUSTER.md) every node tells the others which bets it tracked or dropped (`onLocalChange`),
 * they reload those (`refresh`), and only the node leading the feed (`publishes`) pushes offers and fires
 * automatic cashouts from price changes, so a player gets each offer once. The automatic cashout itself
 * (auto-cashout.ts, which reads this cache) is handed in, so the two files do not import each other.
 */
export class CashoutOffers {
  private readonly bets = new Map<number, StoredBet>();
  private readonly results = new Map<number, Map<string, SelectionResult>>();
  private readonly byMatch = new Map<number, Set<number>>();
  private readonly last = new Map<number, number | null>();
  private readonly pending = new Set<number>();
  private flushing: Promise<void> | null = null;
  private readonly autoRuns = new Set<Promise<void>>();

  /** Cluster mode: whether this node pushes offers (the feed leader); always true for one process. */
  publishes: () => boolean = () => true;
  /** Cluster mode: told of every bet this node tracked or dropped on its own (not of peers' changes). */
  onLocalChange: ((betId: number) => void) | null = null;
  private applyingPeer = false;

  constructor(
    private readonly deps: BetsDeps,
    private readonly autoCashout: (offers: CashoutOffers, betId: number) => Promise<void>,
  ) {}

  /** Cluster mode: another node changed these bets; reload them (an open one is tracked, any other dropped). */
  async refresh(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const bets = await selectBets(this.deps.db, 'b.id = ANY($1::bigint[]) ORDER BY b.id', [ids]);
    const found = new Set(bets.map((b) => b.id));
    this.applyingPeer = true;
    try {
      for (const bet of bets) this.track(bet, await loadResults(this.deps.db, bet.selections));
      for (const id of ids) if (!found.has(id)) this.untrack(id);
    } finally {
      this.applyingPeer = false;
    }
  }

  async load(): Promise<void> {
    const open = await selectBets(this.deps.db, "b.status = 'waiting_results' ORDER BY b.id", []);
    for (const bet of open) this.track(bet, await loadResults(this.deps.db, bet.selections));
  }

  /** Adds or refreshes an open bet (a settled one is dropped); returns its current offer. */
  track(bet: StoredBet, results: Map<string, SelectionResult> = new Map()): number | null {
    if (!this.applyingPeer) this.onLocalChange?.(bet.id);
    if (bet.status !== 'waiting_results') {
      this.untrack(bet.id);
      return null;
    }
    this.bets.set(bet.id, bet);
    this.results.set(bet.id, results);
    for (const s of bet.selections) {
      let set = this.byMatch.get(s.matchId);
      if (!set) this.byMatch.set(s.matchId, (set = new Set()));
      set.add(bet.id);
    }
    const offer = this.compute(bet, results);
    this.last.set(bet.id, offer);
    // A settled leg (or a restart) can lift the offer to the automatic target without a price change.
    if (
      this.publishes() &&
      bet.autoCashoutTarget !== null &&
      offer !== null &&
      offer >= bet.autoCashoutTarget
    ) {
      const run = this.fireAuto(bet.id).finally(() => this.autoRuns.delete(run));
      this.autoRuns.add(run);
    }
    return offer;
  }

  untrack(betId: number): void {
    const bet = this.bets.get(betId);
    if (!bet) return;
    if (!this.applyingPeer) this.onLocalChange?.(betId);
    for (const s of bet.selections) {
      const set = this.byMatch.get(s.matchId);
      set?.delete(betId);
      if (set?.size === 0) this.byMatch.delete(s.matchId);
    }
    this.bets.delete(betId);
    this.results.delete(betId);
    this.last.delete(betId);
  }

  /** The current offer of a bet; results default to those this cache holds for it. */
  offerOf(bet: StoredBet, results?: ReadonlyMap<string, SelectionResult>): number | null {
    return this.compute(bet, results ?? this.results.get(bet.id) ?? new Map());
  }

  openBetCount(): number {
    return this.bets.size;
  }

  /** catalogue.prices.onMarketsChanged: coalesces bursts, then recomputes the match's open bets. */
  marketsChanged(matchId: number): void {
    if (!this.byMatch.has(matchId)) return;
    this.pending.add(matchId);
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.flush())
      // Offers are a cache: a failed recomputation is logged and repaired by the next price change or GET.
      .catch((err: unknown) => this.deps.log.error({ err }, 'cashout offers recomputation failed'));
  }

  /** Waits for pending recomputations and automatic cashouts (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.flushing || this.autoRuns.size > 0) {
      if (this.flushing) await this.flushing;
      await Promise.all([...this.autoRuns]);
    }
  }

  private async flush(): Promise<void> {
    const matches = [...this.pending];
    this.pending.clear();
    this.flushing = null;
    const ids = new Set(matches.flatMap((m) => [...(this.byMatch.get(m) ?? [])]));
    for (const id of ids) {
      const bet = this.bets.get(id);
      if (!bet) continue;
      const offer = this.compute(bet, this.results.get(id) ?? new Map());
      if (offer === this.last.get(id)) continue;
      this.last.set(id, offer);
      if (!this.publishes()) continue; // a follower: the leader's index pushes it
      await publishToPlayer(this.deps, bet.playerId, {
        event: 'bet_cashout_changed',
        data: {
          bet_id: String(bet.id),
          to_cashout:
            offer === null ? null : { value: offer, currency: bet.currency, subunits: bet.subunits },
        },
      });
      if (bet.autoCashoutTarget !== null && offer !== null && offer >= bet.autoCashoutTarget)
        await this.fireAuto(id);
    }
  }

  /** The automatic cashout (auto-cashout.ts) re-checks everything under the row lock; a failure is logged. */
  private async fireAuto(betId: number): Promise<void> {
    try {
      await this.autoCashout(this, betId);
    } catch (err) {
      this.deps.log.error({ err, betId: String(betId) }, 'automatic cashout failed');
    }
  }

  private compute(bet: StoredBet, results: ReadonlyMap<string, SelectionResult>): number | null {
    return cashoutOffer(bet, this.deps.prices, results, this.deps.engine);
  }
}
