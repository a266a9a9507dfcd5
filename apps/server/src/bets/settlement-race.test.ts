import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import {
  bettableMatches,
  betsHarness,
  createPlayer,
  inject,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until every bet is out of waiting_results or the deadline passes; returns the ones still open. */
async function stillOpenAfter(db: Db, ids: readonly string[], deadlineMs: number): Promise<string[]> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const res = await db.query<{ id: unknown }>(
      `SELECT id FROM bets WHERE id = ANY($1::bigint[]) AND status = 'waiting_results'`,
      [ids],
    );
    const open = res.rows.map((r) => String(r.id));
    if (open.length === 0 || Date.now() >= until) return open;
    await sleep(50);
  }
}

describe.each(testDbKinds())('[SE9] bets placed while their match settles, on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  // No periodic sweep (the harness's default): the placement/settlement handshake alone must leave no
  // accepted bet unsettled.
  betsSuite(kind, (opened) => ({ db, h } = opened));

  it('[SE9] 120 placements racing the finish of their match, repeatedly: every accepted bet is settled at once', async () => {
    const rounds = kind === 'postgres' ? 6 : 3;
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(db, 1_000_000)));
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < rounds; round++) {
      const m = bettableMatches(h.catalogue)[next++]!;
      const s = sel(h.catalogue, m.id, 1, '1');
      const placements = Array.from({ length: 120 }, (_, i) =>
        inject(
          h.app,
          'POST',
          BETS_BASE,
          players[i % players.length]!.token,
          { bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [s] }] },
          { 'idempotency-key': `race-${round}-${i}` },
        ),
      );
      // The finish lands at a different point of the placements' progress each round.
      await sleep([15, 0, 3, 8, 1, 5][round % 6]!);
      const finish = inject(h.app, 'POST', `/api/sim/matches/${m.id}/finish`, null, {
        home_score: 1,
        away_score: 0,
      });
      const results = await Promise.all(placements);
      expect((await finish).statusCode).toBe(200);
      for (const r of results) expect([201, 409], r.body).toContain(r.statusCode);
      const ids = results.filter((r) => r.statusCode === 201).map((r) => String(r.json().data[0].id));
      accepted += ids.length;
      refused += results.length - ids.length;
      // Bounded: the feed's settlement hook has already run when finish answered; allow a little slack.
      expect(await stillOpenAfter(db, ids, 1000), `round ${round}`).toEqual([]);
      const unpaid = await db.query(
        `SELECT b.id FROM bets b WHERE b.id = ANY($1::bigint[]) AND (b.result <> 'win_entire' OR NOT EXISTS
           (SELECT 1 FROM ledger_transactions t WHERE t.reference = 'bet:' || b.id AND t.reason = 'bet_payout'))`,
        [ids],
      );
      expect(unpaid.rows, `round ${round}`).toEqual([]);
      // The player's last word on every bet is the settled one: a placement's own push never follows it.
      await h.bets.offers.settled();
      const last = new Map<string, string>();
      for (const x of h.published)
        if (x.publication.event === 'bet_changed') {
          const bet = x.publication.data as { id: string; status: string };
          last.set(bet.id, bet.status);
        }
      expect(
        ids.filter((id) => last.get(id) !== 'done'),
        `round ${round}`,
      ).toEqual([]);
      // Nor does the cashout index keep a settled bet.
      expect(h.bets.offers.openBetCount(), `round ${round}`).toBe(0);
    }
    expect(accepted).toBeGreaterThan(0);
    // A placement that lost the race is refused, never left hanging.
    expect(accepted + refused).toBe(rounds * 120);
  }, 120_000);

  it('[SE9] the periodic sweep settles an open bet on a settled match within a few intervals', async () => {
    const swept = await betsHarness(db, undefined, { sweepEveryMs: 100 });
    try {
      const p = await createPlayer(db, 10_000);
      const m = bettableMatches(swept.catalogue)[next++]!;
      const s = sel(swept.catalogue, m.id, 1, '1');
      const res = await inject(swept.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [s] }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = String(res.json().data[0].id);
      // Results written behind the module's back: no hook fires.
      await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', result: 0 }]);
      expect(await stillOpenAfter(db, [id], 3000)).toEqual([]);
    } finally {
      await swept.close();
    }
  }, 60_000);
});
