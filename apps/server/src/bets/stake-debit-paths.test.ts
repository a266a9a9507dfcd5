import { describe, expect, it } from 'vitest';
import { placeBetsResponseSchema } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import { credit } from '../wallet/ledger';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

/**
 * place_bets debits a stake in place (migrations/0454: a guarded UPDATE of the player's account, then the ledger
 * transaction and its entries) and hands every other case to ledger_transfer. Each path, with what it must
 * leave behind: the balance equal to the ledger, the house's side of every stake, nothing at all on a refusal.
 */
describe.each(testDbKinds())('stake debit paths of a placement on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const match = () => bettableMatches(h.catalogue)[next++]!;
  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query<{ n: unknown }>(sql, params)).rows[0]!.n);
  const ledgerSum = (playerId: number, currency: string) =>
    count(
      `SELECT coalesce(sum(e.amount), 0) AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.player_id = $1 AND a.currency = $2`,
      [playerId, currency],
    );

  it('two bets of one request: each stake is its own balanced ledger transaction against the house', async () => {
    const p = await createPlayer(db, 10_000);
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        { stake: { value: 300, currency: 'EUR' }, selections: [sel(h.catalogue, match().id, 1, '1')] },
        { stake: { value: 700, currency: 'EUR' }, selections: [sel(h.catalogue, match().id, 1, '1')] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const ids = placeBetsResponseSchema.parse(res.json()).data.map((b) => b.id);
    expect(ids).toHaveLength(2);
    expect(await balanceOf(db, p.id)).toBe(9000);
    expect(await ledgerSum(p.id, 'EUR')).toBe(9000);
    const legs = await db.query<{
      reference: string;
      player_id: unknown;
      system_key: string | null;
      amount: unknown;
    }>(
      `SELECT t.reference, a.player_id, a.system_key, e.amount FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
        WHERE t.reason = 'bet_stake' AND t.reference = ANY ($1) ORDER BY t.reference, e.amount`,
      [ids.map((id) => `bet:${id}`)],
    );
    expect(
      legs.rows.map((r) => [
        r.reference,
        r.player_id === null ? null : Number(r.player_id),
        r.system_key,
        Number(r.amount),
      ]),
    ).toEqual(
      [
        [`bet:${ids[0]}`, p.id, null, -300],
        [`bet:${ids[0]}`, null, 'house:stakes', 300],
        [`bet:${ids[1]}`, p.id, null, -700],
        [`bet:${ids[1]}`, null, 'house:stakes', 700],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[3]) - Number(b[3])),
    );
    // The answer's balance push carries the balance after both stakes.
    const pushed = h.published.filter(
      (x) => x.publication.event === 'balance_changed' && x.channel === `$user:en:${p.id}`,
    );
    expect(JSON.stringify(pushed.at(-1)?.publication)).toContain('"value":9000');
  });

  it('a currency without an account is refused by the ledger (account_not_found) and writes nothing', async () => {
    const p = await createPlayer(db, 10_000);
    const s = sel(h.catalogue, match().id, 1, '1');
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 1_000_000, currency: 'USDT' }, selections: [s] }],
    });
    expectError(res, 404, 'account_not_found');
    expect(await count('SELECT count(*) AS n FROM bets WHERE player_id = $1', [p.id])).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(10_000);
  });

  it('a first stake in a currency creates the house account it is paid to', async () => {
    const houseAccounts = () =>
      count(`SELECT count(*) AS n FROM accounts WHERE system_key = 'house:stakes' AND currency = 'USDT'`, []);
    expect(await houseAccounts()).toBe(0);
    const p = await createPlayer(db, 0);
    await db.query(`INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, 'USDT', now())`, [
      p.id,
    ]);
    await db.transaction((tx) =>
      credit(tx, {
        playerId: p.id,
        currency: 'USDT',
        amount: 5_000_000,
        reason: 'deposit',
        reference: `test:${p.id}`,
        idempotencyKey: `debit-paths-usdt:${p.id}`,
      }),
    );
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        { stake: { value: 1_000_000, currency: 'USDT' }, selections: [sel(h.catalogue, match().id, 1, '1')] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await ledgerSum(p.id, 'USDT')).toBe(4_000_000);
    expect(await houseAccounts()).toBe(1);
    expect(
      await count(
        `SELECT coalesce(sum(e.amount), 0) AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.system_key = 'house:stakes' AND a.currency = 'USDT'`,
        [],
      ),
    ).toBe(1_000_000);
  });

  it('a stake key already taken is an idempotency conflict from the ledger, and the balance is untouched', async () => {
    const p = await createPlayer(db, 10_000);
    // The next bet id is the sequence's next value: take one, and claim the stake key of the id after it.
    const seq = await db.query<{ n: unknown }>(`SELECT nextval(pg_get_serial_sequence('bets', 'id')) AS n`);
    const nextId = Number(seq.rows[0]!.n) + 1;
    await db.query(
      `INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at)
       VALUES ('adjustment', 'taken', $1, now())`,
      [`bet_stake:${nextId}`],
    );
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [sel(h.catalogue, match().id, 1, '1')] }],
    });
    expectError(res, 409, 'idempotency_conflict');
    expect(await count('SELECT count(*) AS n FROM bets WHERE player_id = $1', [p.id])).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(10_000);
    expect(await ledgerSum(p.id, 'EUR')).toBe(10_000);
  });
});
