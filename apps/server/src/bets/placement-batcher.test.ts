import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { ledgerAudit } from '../platform/test-support';
import { suiteHarness } from '../testing/suite-harness';
import { BETS_BASE } from '../catalogue/register';
import {
  balanceOf,
  bettableMatches,
  betsHarness,
  createPlayer,
  inject,
  sel,
  type BetsHarness,
} from './test-support';

/** Counts the placement statements the database receives (single calls and batches, with their sizes). */
function counting(db: Db) {
  const seen = { single: 0, batches: [] as number[] };
  const query = db.query.bind(db);
  db.query = (sql, params, options) => {
    if (options?.name === 'place_bets') seen.single++;
    if (options?.name === 'place_bets_batch')
      seen.batches.push((JSON.parse(String(params![0])) as unknown[]).length);
    return query(sql, params, options);
  };
  return seen;
}

// PostgreSQL only: on PGlite (one in-process connection) every placement runs alone (write-bets.ts writeBets).
describe.runIf(testDbKinds().includes('postgres'))(
  'BP1: placements that arrive together commit together, on PostgreSQL',
  () => {
    const kind = 'postgres';
    let db: Db;
    let h: BetsHarness;
    let seen: ReturnType<typeof counting>;
    let next = 0;
    suiteHarness(
      kind,
      (opened) => {
        seen = counting(opened);
        return betsHarness(opened);
      },
      (opened) => ({ db, h } = opened),
    );

    const single = (matchIndex = next++) => {
      const m = bettableMatches(h.catalogue)[matchIndex % bettableMatches(h.catalogue).length]!;
      return {
        bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
      };
    };

    it('40 players at once: every placement answered as alone, in batches, one debit each, the ledger balanced', async () => {
      const players = await Promise.all(Array.from({ length: 40 }, () => createPlayer(db, 10_000)));
      const before = { single: seen.single, batches: seen.batches.length };
      const answers = await Promise.all(
        players.map((p) => inject(h.app, 'POST', BETS_BASE, p.token, single())),
      );
      for (const a of answers) expect(a.statusCode, a.body).toBe(201);
      const ids = answers.map((a) => String(a.json().data[0].id));
      expect(new Set(ids).size).toBe(40);
      // each answer is its own player's bet
      for (const [i, p] of players.entries()) {
        const owner = await db.query<{ player_id: unknown }>('SELECT player_id FROM bets WHERE id = $1', [
          ids[i],
        ]);
        expect(Number(owner.rows[0]!.player_id)).toBe(p.id);
        expect(await balanceOf(db, p.id)).toBe(10_000 - 100);
      }
      const batched = seen.batches.slice(before.batches);
      expect(batched.length).toBeGreaterThan(0);
      expect(Math.max(...batched)).toBeGreaterThan(1);
      expect(batched.reduce((a, b) => a + b, 0) + seen.single - before.single).toBe(40);
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });

    it('one placement refused inside a batch (short of funds) is refused alone; the others are placed', async () => {
      const rich = await Promise.all(Array.from({ length: 12 }, () => createPlayer(db, 10_000)));
      const poor = await createPlayer(db, 50);
      const before = seen.batches.length;
      const all = [...rich, poor];
      const answers = await Promise.all(all.map((p) => inject(h.app, 'POST', BETS_BASE, p.token, single())));
      for (const [i, a] of answers.entries()) {
        if (all[i] === poor) {
          expect(a.statusCode, a.body).toBe(400);
          expect(a.json().code).toBe('insufficient_funds');
        } else expect(a.statusCode, a.body).toBe(201);
      }
      expect(seen.batches.length).toBeGreaterThan(before);
      expect(await balanceOf(db, poor.id)).toBe(50);
      const poorBets = await db.query('SELECT id FROM bets WHERE player_id = $1', [poor.id]);
      expect(poorBets.rows).toEqual([]);
      for (const p of rich) expect(await balanceOf(db, p.id)).toBe(10_000 - 100);
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });

    it('the same request sent several times at once is placed once, and every copy answers that bet', async () => {
      const p = await createPlayer(db, 10_000);
      const others = await Promise.all(Array.from({ length: 6 }, () => createPlayer(db, 10_000)));
      const body = single();
      const copies = Array.from({ length: 5 }, () =>
        inject(h.app, 'POST', BETS_BASE, p.token, body, { 'idempotency-key': 'same-slip-twice' }),
      );
      const rest = others.map((o) => inject(h.app, 'POST', BETS_BASE, o.token, single()));
      const answers = await Promise.all(copies);
      for (const a of await Promise.all(rest)) expect(a.statusCode, a.body).toBe(201);
      for (const a of answers) expect([200, 201], a.body).toContain(a.statusCode);
      expect(new Set(answers.map((a) => String(a.json().data[0].id))).size).toBe(1);
      expect(await balanceOf(db, p.id)).toBe(10_000 - 100);
      expect(await ledgerAudit(db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
    });
  },
);
