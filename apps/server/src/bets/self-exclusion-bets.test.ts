import { selfExcludedDetailsSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { recordExclusion } from '../accounts/self-exclusion';
import { SPORTSBOOK_BASE, BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { insertNotifications } from '../notifications/notification-store';
import { ledgerAudit } from '../platform/test-support';
import { settleMatchBets } from './settlement';
import {
  balanceOf,
  betCount,
  bettableMatches,
  createPlayer,
  expectError,
  setDailyLimit,
  inject,
  issueSimBonus,
  marketOf,
  placeBet,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

const DAY = 86_400_000;
const BONUSES = `${SPORTSBOOK_BASE}/bonuses`;

describe.each(testDbKinds())('an excluded player and the bets on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const takeBreak = (playerId: number) => recordExclusion(db, playerId, 'break', '7d', h.clock.now());
  const single = (stake = 1000, m = bettableMatches(h.catalogue)[next++ % 20]!) => ({
    stake: { value: stake, currency: 'EUR' },
    selections: [sel(h.catalogue, m.id, 1, '1')],
  });
  const place = (token: string, bets: object[], key?: string) =>
    inject(h.app, 'POST', BETS_BASE, token, { bets }, key ? { 'idempotency-key': key } : {});
  const details = (body: { data?: { details?: unknown } }) =>
    selfExcludedDetailsSchema.parse(body.data?.details);

  it('[SX4] a first placement is refused with self_excluded and details.until; nothing is written', async () => {
    const p = await createPlayer(db, 10_000);
    const { until } = await takeBreak(p.id);
    const body = expectError(await place(p.token, [single()]), 403, 'self_excluded');
    expect(details(body)).toEqual({ reason: 'break', until });
    expect(await betCount(db, p.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(10_000);
  });

  it('[SX4] a known bettor (whose placements skip the checked path) is refused by the bets table itself', async () => {
    const p = await createPlayer(db, 10_000);
    expect((await place(p.token, [single()])).statusCode).toBe(201);
    const { until } = await takeBreak(p.id);
    const body = expectError(await place(p.token, [single(), single(500)]), 403, 'self_excluded');
    expect(details(body)).toEqual({ reason: 'break', until });
    expect(await betCount(db, p.id)).toBe(1);
    expect(await balanceOf(db, p.id)).toBe(9_000);
  });

  it('[SX4] a known bettor past a wager limit, on a break, is told of the break, not of the limit', async () => {
    const p = await createPlayer(db, 10_000);
    expect((await place(p.token, [single()])).statusCode).toBe(201);
    await setDailyLimit(h, p.id, 'wager', 1_500);
    const { until } = await takeBreak(p.id);
    // The bets table's limit trigger fires before its exclusion trigger: the break is still the reason given.
    const body = expectError(await place(p.token, [single()]), 403, 'self_excluded');
    expect(details(body)).toEqual({ reason: 'break', until });
    expect(await betCount(db, p.id)).toBe(1);
  });

  it('[SX4] the slip gets no maximum stake while excluded', async () => {
    const p = await createPlayer(db, 10_000);
    await takeBreak(p.id);
    const res = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, { bets: [single()] });
    expectError(res, 403, 'self_excluded');
  });

  it('[SX4] a retry of a placement made before the break answers the bets placed; a new one is refused', async () => {
    const p = await createPlayer(db, 10_000);
    const bets = [single()];
    expect((await place(p.token, bets, 'before-break')).statusCode).toBe(201);
    await takeBreak(p.id);
    const retry = await place(p.token, bets, 'before-break');
    expect(retry.statusCode, retry.body).toBe(201);
    expectError(await place(p.token, bets, 'after-break'), 403, 'self_excluded');
    expect(await betCount(db, p.id)).toBe(1);
  });

  it('[SX4] edit bet is refused and the bet stays as it was; cashout stays possible', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++ % 20]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await placeBet<{ id: string; to_cashout: { value: number } }>(h.app, p.token, [s]);
    await recordExclusion(db, p.id, 'self_exclusion', '1y', h.clock.now());
    const edit = await inject(h.app, 'POST', `${BETS_BASE}/edit`, p.token, {
      bet_id: bet.id,
      to_cashout: bet.to_cashout.value,
      bet: { stake: { value: 500, currency: 'EUR' }, selections: [s] },
    });
    expectError(edit, 403, 'self_excluded');
    const row = await db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [bet.id]);
    expect(row.rows[0]!.status).toBe('waiting_results');
    expect(await balanceOf(db, p.id)).toBe(9_000);
    const cashout = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: bet.to_cashout.value,
    });
    expect(cashout.statusCode, cashout.body).toBe(200);
    expect(await balanceOf(db, p.id)).toBe(9_000 + bet.to_cashout.value);
  });

  it('[SX4] open bets settle and pay as usual while the player is excluded', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++ % 20]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await placeBet<{ id: string }>(h.app, p.token, [s]);
    await recordExclusion(db, p.id, 'self_exclusion', '5y', h.clock.now());
    await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    expect(await settleMatchBets(h.bets.deps, h.bets.offers, m.id)).toBeGreaterThanOrEqual(1);
    const row = await db.query<{ status: string; win_amount: unknown }>(
      'SELECT status, win_amount FROM bets WHERE id = $1',
      [bet.id],
    );
    expect(row.rows[0]!.status).toBe('done');
    const won = Number(row.rows[0]!.win_amount);
    expect(won).toBe(
      Math.floor((1000 * marketOf(h.catalogue, m.id, 1).outcomes.find((o) => o.id === '1')!.odds) / 1000),
    );
    expect(await balanceOf(db, p.id)).toBe(9_000 + won);
  });

  it('[SX4] promo codes and bonus issues are refused; a free bet issued before cannot be bet with', async () => {
    const p = await createPlayer(db, 10_000);
    const freeBet = await issueSimBonus(h, p.id, { type: 'freebet', amount: 500 });
    await takeBreak(p.id);
    expectError(
      await inject(h.app, 'POST', `${BONUSES}/promo-code`, p.token, { code: 'WELCOME10' }),
      403,
      'self_excluded',
    );
    // Unknown codes too: the exclusion is said first, whatever the code.
    expectError(
      await inject(h.app, 'POST', `${BONUSES}/promo-code`, p.token, { code: 'NOPE' }),
      403,
      'self_excluded',
    );
    const email = (await db.query<{ email: string }>('SELECT email FROM players WHERE id = $1', [p.id]))
      .rows[0]!.email;
    expectError(
      await inject(h.app, 'POST', '/api/sim/bonuses', null, { email, type: 'freebet', amount: 500 }),
      403,
      'self_excluded',
    );
    const issued = await db.query('SELECT 1 FROM player_bonuses WHERE player_id = $1', [p.id]);
    expect(issued.rows).toHaveLength(1);
    const withBonus = { ...single(500), bonus: { id: freeBet.id, type: freeBet.type } };
    expectError(await place(p.token, [withBonus]), 403, 'self_excluded');
    const uses = await db.query<{ times_used: number }>(
      'SELECT times_used FROM player_bonuses WHERE id = $1',
      [freeBet.id],
    );
    expect(Number(uses.rows[0]!.times_used)).toBe(0);
  });

  it('[SX4] marketing notifications are not stored (nor pushed); a bet settlement notice still is', async () => {
    const p = await createPlayer(db, 0);
    await takeBreak(p.id);
    const now = h.clock.now();
    const stored = await insertNotifications(
      db,
      [
        { playerId: p.id, input: { title: 'Boosted odds tonight', body: 'Bet now', type: 'promotion' } },
        { playerId: p.id, input: { title: 'Free bet', body: 'Yours', type: 'bonus_issued' } },
        { playerId: p.id, input: { title: 'Bet settled', body: 'You won', type: 'bet_settled' } },
      ],
      now,
    );
    expect(stored.map((n) => n.type)).toEqual(['bet_settled']);
    h.clock.advance(7 * DAY);
    const later = await insertNotifications(
      db,
      [{ playerId: p.id, input: { title: 'Welcome back offer', body: '…', type: 'promotion' } }],
      h.clock.now(),
    );
    expect(later).toHaveLength(1);
  });

  it('[SX4] the ledger stays whole', async () => {
    const audit = await ledgerAudit(db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.unbalancedTransactions).toBe(0);
  });
});

/** Concurrency means something only on the real PostgreSQL (PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('placements racing an exclusion on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  betsSuite('postgres', (opened) => ({ db, h } = opened));

  const stakeSum = async (playerId: number) =>
    Number(
      (
        await db.query<{ s: unknown }>(
          'SELECT coalesce(sum(total_stake), 0) AS s FROM bets WHERE player_id = $1',
          [playerId],
        )
      ).rows[0]!.s,
    );

  it('[SX4] 200 placements (single and batched) while a break is taken: each placed whole or refused, none after it', async () => {
    const p = await createPlayer(db, 1_000_000);
    // A first bet makes the player a known bettor: the burst takes the fast path, which only the trigger guards.
    const ms = bettableMatches(h.catalogue).slice(0, 10);
    const bet = (i: number) => ({
      stake: { value: 100, currency: 'EUR' },
      selections: [sel(h.catalogue, ms[i % 10]!.id, 1, '1')],
    });
    expect((await inject(h.app, 'POST', BETS_BASE, p.token, { bets: [bet(0)] })).statusCode).toBe(201);
    const send = (i: number) =>
      inject(
        h.app,
        'POST',
        BETS_BASE,
        p.token,
        // Every fifth request carries two bets (a batched ticket): both or neither.
        { bets: i % 5 === 0 ? [bet(i), bet(i + 1)] : [bet(i)] },
        { 'idempotency-key': `burst-${i}` },
      );
    const burst = Array.from({ length: 200 }, (_, i) => send(i));
    await new Promise((r) => setTimeout(r, 20));
    await recordExclusion(db, p.id, 'break', '24h', h.clock.now());
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => send(1000 + i)));
    expect(after.map((r) => r.json().code)).toEqual(Array(20).fill('self_excluded'));
    const results = await Promise.all(burst);
    const codes = results.map((r) => (r.statusCode === 201 ? 201 : r.json().code));
    expect(
      codes.every((c) => c === 201 || c === 'self_excluded'),
      codes.join(','),
    ).toBe(true);
    let expected = 100;
    results.forEach((r, i) => {
      if (r.statusCode === 201) expected += (i % 5 === 0 ? 2 : 1) * 100;
    });
    expect(await stakeSum(p.id)).toBe(expected);
    expect(await balanceOf(db, p.id)).toBe(1_000_000 - expected);
    const audit = await ledgerAudit(db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.unbalancedTransactions).toBe(0);
  }, 120_000);

  it('[SX4] the switch is one serialisation point: an exclusion waits for a bet in flight, a bet waits for an exclusion and is refused', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[3]!;
    const body = {
      bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
    };
    expect((await inject(h.app, 'POST', BETS_BASE, p.token, body)).statusCode).toBe(201);

    // A bet's row lock (what the bets trigger takes) held open: the exclusion cannot be recorded meanwhile.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    const inFlight = db.transaction(async (tx) => {
      await tx.query('SELECT self_exclusion_refusal($1, $2)', [p.id, new Date(h.clock.now())]);
      locked();
      await held;
    });
    await lockTaken;
    let recorded = false;
    const exclusion = recordExclusion(db, p.id, 'break', '24h', h.clock.now()).then(() => (recorded = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(recorded).toBe(false);
    release();
    await inFlight;
    await exclusion;
    expect(recorded).toBe(true);

    // The other way: an exclusion being recorded holds the row; a placement meanwhile waits, then is refused.
    const p2 = await createPlayer(db, 10_000);
    expect((await inject(h.app, 'POST', BETS_BASE, p2.token, body)).statusCode).toBe(201);
    let commit!: () => void;
    const committing = new Promise<void>((r) => (commit = r));
    let rowLocked!: () => void;
    const rowLockTaken = new Promise<void>((r) => (rowLocked = r));
    const recording = db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [p2.id]);
      await tx.query(`UPDATE players SET exclusion_kind = 'break', exclusion_until = $2 WHERE id = $1`, [
        p2.id,
        new Date(h.clock.now() + DAY),
      ]);
      rowLocked();
      await committing;
    });
    await rowLockTaken;
    let answered = false;
    const placing = inject(h.app, 'POST', BETS_BASE, p2.token, body, { 'idempotency-key': 'during' }).then(
      (r) => {
        answered = true;
        return r;
      },
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(answered).toBe(false);
    commit();
    await recording;
    expectError(await placing, 403, 'self_excluded');
    expect(await balanceOf(db, p2.id)).toBe(9_900);
  }, 60_000);
});
