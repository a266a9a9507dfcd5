import { describe, expect, it } from 'vitest';
import { setUserLimit } from '../accounts/limits';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { ledgerAudit } from '../platform/test-support';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

async function stakesOf(db: Db, playerId: number): Promise<{ bets: number; staked: number }> {
  const r = await db.query<{ n: unknown; s: unknown }>(
    'SELECT count(*) AS n, coalesce(sum(total_stake), 0) AS s FROM bets WHERE player_id = $1',
    [playerId],
  );
  return { bets: Number(r.rows[0]!.n), staked: Number(r.rows[0]!.s) };
}

/**
 * Adversarial, BP1 on PostgreSQL (placements arriving together go as one place_bets_batch): a bettor who fires
 * many placements at once must get, for each, exactly the answer it would get alone, never a 500, and the
 * ledger must balance (money neither made nor lost). Other players' placements are mixed in so batches form.
 */
describe.runIf(testDbKinds().includes('postgres'))(
  'BP1 adversary: one bettor, many placements at once',
  () => {
    let db: Db;
    let h: BetsHarness;
    let next = 0;
    betsSuite('postgres', (opened) => ({ db, h } = opened));

    const single = (stake = 100) => {
      const ms = bettableMatches(h.catalogue);
      const m = ms[next++ % ms.length]!;
      return {
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
      };
    };
    const bystanders = async (n: number) => {
      const ps = await Promise.all(Array.from({ length: n }, () => createPlayer(db, 10_000)));
      return {
        fire: () => ps.map((p) => inject(h.app, 'POST', BETS_BASE, p.token, single())),
        async check() {
          for (const p of ps) expect(await balanceOf(db, p.id)).toBe(10_000 - 100);
        },
      };
    };

    /**
     * `count` placements of the player's at once, amid eight bystanders' (all of theirs placed): `placed` of the
     * player's placed, the others refused with `refusal` ("400 insufficient_funds"). Hands back the bystanders.
     */
    async function placedAmidBystanders(token: string, count: number, placed: number, refusal: string) {
      const others = await bystanders(8);
      const mine = Array.from({ length: count }, () => inject(h.app, 'POST', BETS_BASE, token, single()));
      const rest = others.fire();
      const answers = await Promise.all(mine);
      for (const a of await Promise.all(rest)) expect(a.statusCode, a.body).toBe(201);
      const codes = answers.map((a) =>
        a.statusCode === 201 ? 'placed' : `${a.statusCode} ${a.json().code}`,
      );
      expect(codes.filter((c) => c === 'placed').length).toBe(placed);
      expect(codes.filter((c) => c !== 'placed').every((c) => c === refusal)).toBe(true);
      return others;
    }

    it('20 placements with funds for 10: exactly 10 placed, 10 insufficient_funds, balance exact', async () => {
      const p = await createPlayer(db, 1_050);
      const others = await placedAmidBystanders(p.token, 20, 10, '400 insufficient_funds');
      expect(await balanceOf(db, p.id)).toBe(50);
      expect(await stakesOf(db, p.id)).toEqual({ bets: 10, staked: 1_000 });
      await others.check();
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });

    it('[RG6] a wager limit reached inside a batch: exactly up to the limit, the rest user_limit_reached', async () => {
      const p = await createPlayer(db, 100_000);
      await db.transaction((tx) =>
        setUserLimit(
          tx,
          { id: p.id, currency: 'EUR' },
          { type: 'wager', period: 'day', amount: 1_000, currency: 'EUR' },
          h.clock.now(),
          0,
        ),
      );
      const others = await placedAmidBystanders(p.token, 16, 10, '403 user_limit_reached');
      expect(await balanceOf(db, p.id)).toBe(100_000 - 1_000);
      await others.check();
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });

    it('one request id sent 16 times at once, half with another body: placed once, equal copies answer it, others 409', async () => {
      const p = await createPlayer(db, 10_000);
      const others = await bystanders(6);
      const a = single(100);
      const b = single(200);
      const key = { 'idempotency-key': 'attack-same-key' };
      const copies = Array.from({ length: 16 }, (_, i) =>
        inject(h.app, 'POST', BETS_BASE, p.token, i % 2 ? a : b, key),
      );
      const rest = others.fire();
      const answers = await Promise.all(copies);
      for (const r of await Promise.all(rest)) expect(r.statusCode, r.body).toBe(201);
      const ok = answers.filter((r) => r.statusCode === 200 || r.statusCode === 201);
      const bad = answers.filter((r) => !(r.statusCode === 200 || r.statusCode === 201));
      expect(
        bad.map((r) => `${r.statusCode} ${r.json().code}`).every((c) => c === '409 idempotency_conflict'),
      ).toBe(true);
      expect(new Set(ok.map((r) => String(r.json().data[0].id))).size).toBe(1);
      const { bets, staked } = await stakesOf(db, p.id);
      expect(bets).toBe(1);
      expect([100, 200]).toContain(staked);
      // every copy with the winning body answered it; every copy with the other body was refused
      expect(ok.length).toBe(8);
      expect(await balanceOf(db, p.id)).toBe(10_000 - staked);
      await others.check();
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });

    it('two request ids of one player, each sent 8 times at once (retries racing across batches): no 500, each placed once', async () => {
      const p = await createPlayer(db, 10_000);
      const others = await bystanders(6);
      const x = single(100);
      const w = single(300);
      const copies = Array.from({ length: 16 }, (_, i) =>
        inject(h.app, 'POST', BETS_BASE, p.token, i % 2 ? x : w, {
          'idempotency-key': i % 2 ? 'slip-x' : 'slip-w',
        }),
      );
      const rest = others.fire();
      const answers = await Promise.all(copies);
      for (const r of await Promise.all(rest)) expect(r.statusCode, r.body).toBe(201);
      for (const r of answers) expect([200, 201], r.body).toContain(r.statusCode);
      expect(await stakesOf(db, p.id)).toEqual({ bets: 2, staked: 400 });
      expect(await balanceOf(db, p.id)).toBe(10_000 - 400);
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });

    it('a two-bet request with funds for one, in a batch: refused whole, nothing written', async () => {
      const p = await createPlayer(db, 150);
      const others = await bystanders(6);
      const m1 = bettableMatches(h.catalogue)[0]!;
      const m2 = bettableMatches(h.catalogue)[1]!;
      const body = {
        bets: [
          { stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m1.id, 1, '1')] },
          { stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m2.id, 1, '1')] },
        ],
      };
      const mine = inject(h.app, 'POST', BETS_BASE, p.token, body);
      const rest = others.fire();
      const answer = await mine;
      for (const r of await Promise.all(rest)) expect(r.statusCode, r.body).toBe(201);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().code).toBe('insufficient_funds');
      expect(await stakesOf(db, p.id)).toEqual({ bets: 0, staked: 0 });
      expect(await balanceOf(db, p.id)).toBe(150);
      await others.check();
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });
  },
);
