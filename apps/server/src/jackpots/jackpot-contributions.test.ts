import { describe, expect, it } from 'vitest';
import { selectBets } from '../bets/bet-store';
import {
  bettableMatches,
  createPlayer,
  inject,
  marketOf,
  pricedOutcome,
  sel,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { foldAndPublish } from './jackpot-contributions';

/** The demo jackpot 1: 1 % of EUR stakes at odds ≥ 1.50, levels mini/major/grand at 20/30/50 %. */
const SHARE_BP = [2000, 3000, 5000];
const levelShares = (stake: number) => {
  const share = Math.floor((stake * 100) / 10_000);
  return SHARE_BP.map((bp) => Math.floor((share * bp) / 10_000));
};

describe.each(testDbKinds())('jackpot contributions on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const shown = async (): Promise<number[]> =>
    (await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpots/1`, null))
      .json()
      .data.levels.map((l: { pool_amount: number }) => l.pool_amount);
  const stored = async (): Promise<number[]> =>
    (
      await db.query<{ pool_amount: unknown }>(
        'SELECT pool_amount FROM jackpot_levels WHERE jackpot_id = 1 ORDER BY position',
      )
    ).rows.map((r) => Number(r.pool_amount));
  const unfolded = async (): Promise<number> =>
    Number(
      (
        await db.query<{ n: unknown }>(
          'SELECT count(*) AS n FROM jackpot_contributions WHERE folded_at IS NULL',
        )
      ).rows[0]!.n,
    );
  const picks = () =>
    bettableMatches(h.catalogue)
      .map((m) => ({ m, o: marketOf(h.catalogue, m.id, 1).outcomes.find((x) => x.odds >= 1500) }))
      .filter((x) => x.o)
      .map(({ m, o }) => sel(h.catalogue, m.id, 1, o!.id));
  const add = (a: number[], b: number[]) => a.map((x, i) => x + b[i]!);

  it('[JP1] 24 concurrent placements, with folds running among them, feed each level exactly Σ floor(...)', async () => {
    const before = await shown();
    const players = await Promise.all(Array.from({ length: 24 }, () => createPlayer(db, 100_000)));
    const stakes = players.map((_, i) => 1_000 + i * 377); // odd amounts: every floor matters
    const choices = picks();
    const answers = await Promise.all([
      ...players.map((p, i) =>
        inject(h.app, 'POST', BETS_BASE, p.token, {
          bets: [
            { stake: { value: stakes[i]!, currency: 'EUR' }, selections: [choices[i % choices.length]!] },
          ],
        }),
      ),
      ...Array.from({ length: 4 }, () => foldAndPublish(h.jackpots.deps)),
    ]);
    for (const a of answers.slice(0, players.length) as Awaited<ReturnType<typeof inject>>[]) {
      expect(a.statusCode, a.body).toBe(201);
      expect(a.json().data[0].used_in_jackpot).toBe(true);
    }
    const expected = stakes.reduce((sum, s) => add(sum, levelShares(s)), before);
    expect(await shown()).toEqual(expected);
    await foldAndPublish(h.jackpots.deps);
    expect(await unfolded()).toBe(0);
    expect(await stored()).toEqual(expected);
    expect(await shown()).toEqual(expected);
    const rows = await db.query<{ n: unknown; s: unknown }>(
      'SELECT count(*) AS n, sum(share) AS s FROM jackpot_contributions c JOIN bets b ON b.id = c.bet_id WHERE b.player_id = ANY($1::bigint[])',
      [players.map((p) => p.id)],
    );
    expect(Number(rows.rows[0]!.n)).toBe(24);
    expect(Number(rows.rows[0]!.s)).toBe(stakes.reduce((s, x) => s + Math.floor((x * 100) / 10_000), 0));
  });

  it("[JP1] a retried placement (twice at once, then again) feeds once, in the bet's own transaction", async () => {
    const p = await createPlayer(db, 100_000);
    const before = await shown();
    const body = {
      meta: { request_id: `jp-retry-${p.id}` },
      bets: [{ stake: { value: 5_555, currency: 'EUR' }, selections: [picks()[0]!] }],
    };
    const answers = await Promise.all([
      inject(h.app, 'POST', BETS_BASE, p.token, body),
      inject(h.app, 'POST', BETS_BASE, p.token, body),
    ]);
    answers.push(await inject(h.app, 'POST', BETS_BASE, p.token, body));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const ids = new Set(answers.map((a) => a.json().data[0].id as string));
    expect(ids.size).toBe(1);
    for (const a of answers) expect(a.json().data[0].used_in_jackpot).toBe(true);
    const betId = Number([...ids][0]);
    const rows = await db.query('SELECT share FROM jackpot_contributions WHERE bet_id = $1', [betId]);
    expect(rows.rows.map((r) => Number(r.share))).toEqual([55]);
    expect(await shown()).toEqual(add(before, levelShares(5_555)));
    expect((await selectBets(db, 'b.id = $1', [betId]))[0]!.usedInJackpot).toBe(true);
  });

  it('[JP1] a placement refused at its stake debit leaves no contribution behind', async () => {
    const p = await createPlayer(db, 1_000);
    const before = await shown();
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 5_000, currency: 'EUR' }, selections: [picks()[1]!] }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('insufficient_funds');
    const rows = await db.query(
      'SELECT 1 FROM jackpot_contributions c JOIN bets b ON b.id = c.bet_id WHERE b.player_id = $1',
      [p.id],
    );
    expect(rows.rows).toHaveLength(0);
    expect(await shown()).toEqual(before);
  });

  it('[JP2] a hit approved while contributions are unfolded pays the whole pool, them included', async () => {
    await foldAndPublish(h.jackpots.deps);
    const p = await createPlayer(db, 100_000);
    const choices = picks();
    for (const [i, stake] of [7_777, 12_345, 3_003].entries()) {
      const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [choices[i]!] }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await unfolded()).toBe(3);
    const pools = await shown();
    const email = (await db.query<{ email: string }>('SELECT email FROM players WHERE id = $1', [p.id]))
      .rows[0]!.email;
    const hit = await inject(h.app, 'POST', '/api/sim/jackpots/1/hit', null, { email });
    expect(hit.statusCode, hit.body).toBe(201);
    expect(hit.json().data).toMatchObject({ jackpot_level_code: 'grand', amount: pools[2], status: 'paid' });
    expect(await unfolded()).toBe(0);
    // mini and major keep their whole pools (now folded), grand is back to its seed.
    expect(await stored()).toEqual([pools[0], pools[1], 500_000]);
    expect(await shown()).toEqual([pools[0], pools[1], 500_000]);
  });

  it('[JP1] a free bet paid by a bonus feeds nothing', async () => {
    const p = await createPlayer(db, 0);
    const redeemed = await inject(h.app, 'POST', `${SPORTSBOOK_BASE}/bonuses/promo-code`, p.token, {
      code: 'WELCOME10',
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const bonus = redeemed.json().data as { id: string; type: string };
    const before = await shown();
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        {
          stake: { value: 1000, currency: 'EUR' },
          selections: [picks()[5]!],
          bonus: { id: bonus.id, type: bonus.type },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0].used_in_jackpot).toBe(false);
    const rows = await db.query('SELECT 1 FROM jackpot_contributions WHERE bet_id = $1', [
      Number(res.json().data[0].id),
    ]);
    expect(rows.rows).toHaveLength(0);
    expect(await shown()).toEqual(before);
  });
});

/** The sweep's SKIP LOCKED under a real second connection: on PostgreSQL only (PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('the jackpot fold sweep beside a locked level on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  betsSuite('postgres', (opened) => ({ db, h } = opened));

  it('[JP2] a sweep does not wait for a level locked by a hit: it folds nothing then, everything next time', async () => {
    const p = await createPlayer(db, 100_000);
    const { m, o } = pricedOutcome(h.catalogue, 0, 1500, Infinity);
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 10_000, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, o.id)] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = db.transaction(async (tx) => {
      await tx.query("SELECT 1 FROM jackpot_levels WHERE jackpot_id = 1 AND code = 'major' FOR UPDATE");
      locked();
      await held;
    });
    await isLocked;
    expect(await foldAndPublish(h.jackpots.deps)).toBe(0);
    release();
    await holder;
    expect(await foldAndPublish(h.jackpots.deps)).toBe(1);
  });
});
