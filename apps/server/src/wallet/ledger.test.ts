import { balanceChangedEventSchema } from '@slipstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { AppError } from '../http/app-error';
import {
  insertPlayerWithAccount,
  ledgerAudit,
  openPlatformHarness,
  type PlatformHarness,
} from '../platform/test-support';

const DEMO_ID = 1;

describe.each(testDbKinds())('double-entry ledger on %s', (kind) => {
  let h: PlatformHarness;
  beforeAll(async () => {
    h = await openPlatformHarness(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  const stake = (amount: number, key: string) =>
    h.platform.wallet.run((_tx, ops) =>
      ops.debit({
        playerId: DEMO_ID,
        currency: 'EUR',
        amount,
        reason: 'bet_stake',
        reference: `bet:${key}`,
        idempotencyKey: `stake:${key}`,
      }),
    );

  it('seeds the demo player with EUR 1,000.00 and USDT 1,000.00 through the ledger', async () => {
    expect(await h.platform.wallet.balance(DEMO_ID, 'EUR')).toEqual({
      value: 100_000,
      currency: 'EUR',
      subunits: 100,
    });
    expect(await h.platform.wallet.balance(DEMO_ID, 'USDT')).toEqual({
      value: 1_000_000_000,
      currency: 'USDT',
      subunits: 1_000_000,
    });
    const audit = await ledgerAudit(h.db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.balances['house:deposits:EUR']).toBe(0); // system accounts keep no cache
  });

  it('debits and credits with reason and reference; balance == sum of entries; entries sum to zero', async () => {
    const before = (await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value;
    const r = await stake(250, 'a1');
    expect(r.replayed).toBe(false);
    await h.platform.wallet.run((_tx, ops) =>
      ops.credit({
        playerId: DEMO_ID,
        currency: 'EUR',
        amount: 600,
        reason: 'bet_payout',
        reference: 'bet:a1',
        idempotencyKey: 'payout:a1',
      }),
    );
    expect((await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value).toBe(before - 250 + 600);
    const tx = await h.db.query<{ reason: string; reference: string; n: number; total: number }>(
      `SELECT t.reason, t.reference, count(*)::integer AS n, sum(e.amount)::bigint AS total
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.idempotency_key = 'stake:a1' GROUP BY t.reason, t.reference`,
    );
    expect(tx.rows.map((row) => ({ ...row, total: Number(row.total) }))).toEqual([
      { reason: 'bet_stake', reference: 'bet:a1', n: 2, total: 0 },
    ]);
    const house = await h.db.query<{ sum: number }>(
      `SELECT sum(e.amount)::bigint AS sum FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.system_key = 'house:stakes' AND a.currency = 'EUR'`,
    );
    expect(Number(house.rows[0]!.sum)).toBe(250);
    const audit = await ledgerAudit(h.db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.unbalancedTransactions).toBe(0);
  });

  it('replays an idempotency key without moving money, and refuses a key reused for something else', async () => {
    const before = (await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value;
    const first = await stake(100, 'idem');
    const again = await stake(100, 'idem');
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect((await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value).toBe(before - 100);
    await expect(stake(101, 'idem')).rejects.toMatchObject({ errorName: 'idempotency_conflict' });
  });

  it('refuses to overdraw (insufficient_funds) and leaves nothing behind', async () => {
    const before = await ledgerAudit(h.db);
    const balance = (await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value;
    const err = await stake(balance + 1, 'too-much').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).errorName).toBe('insufficient_funds');
    expect((err as AppError).details).toMatchObject({ available: balance, requested: balance + 1 });
    expect(await ledgerAudit(h.db)).toEqual(before);
    // the key was not burnt by the failed attempt
    const keyRows = await h.db.query(
      `SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'stake:too-much'`,
    );
    expect(keyRows.rows).toHaveLength(0);
    // exactly the whole balance is fine
    await stake(balance, 'all-in');
    expect((await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value).toBe(0);
  });

  it("a refused movement writes nothing and leaves the caller's transaction usable", async () => {
    const before = (await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value;
    const debitUsdt = (amount: number, key: string) => ({
      playerId: DEMO_ID,
      currency: 'USDT',
      amount,
      reason: 'bet_stake' as const,
      reference: `bet:${key}`,
      idempotencyKey: `stake:${key}`,
    });
    const refused = await h.platform.wallet.run(async (_tx, ops) => {
      const err = await ops.debit(debitUsdt(before + 1, 'usdt-refused')).catch((e: unknown) => e);
      // the same transaction goes on and commits (a net-zero pair keeps the balance later tests expect)
      await ops.debit(debitUsdt(7, 'usdt-after-refusal'));
      await ops.credit({ ...debitUsdt(7, 'usdt-given-back'), reason: 'bet_refund' });
      return err;
    });
    expect(refused).toMatchObject({ errorName: 'insufficient_funds' });
    expect((await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value).toBe(before);
    const keys = await h.db.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM ledger_transactions WHERE idempotency_key LIKE 'stake:usdt-%' ORDER BY 1`,
    );
    expect(keys.rows.map((r) => r.idempotency_key)).toEqual([
      'stake:usdt-after-refusal',
      'stake:usdt-given-back',
    ]);
    expect(await ledgerAudit(h.db)).toMatchObject({ mismatches: [], unbalancedTransactions: 0 });
  });

  it('rejects bad amounts and unknown accounts with catalogue errors', async () => {
    for (const amount of [0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      await expect(stake(amount, `bad-${amount}`)).rejects.toMatchObject({
        errorName: 'amount_out_of_range',
      });
    await expect(
      h.platform.wallet.run((_tx, ops) =>
        ops.debit({
          playerId: DEMO_ID,
          currency: 'GBP',
          amount: 1,
          reason: 'bet_stake',
          reference: 'x',
          idempotencyKey: 'gbp',
        }),
      ),
    ).rejects.toMatchObject({ errorName: 'account_not_found' });
    await expect(
      h.platform.wallet.run((_tx, ops) =>
        ops.debit({
          playerId: 'nope',
          currency: 'EUR',
          amount: 1,
          reason: 'bet_stake',
          reference: 'x',
          idempotencyKey: 'nope',
        }),
      ),
    ).rejects.toMatchObject({ errorName: 'account_not_found' });
  });

  /**
   * A transaction `key` written straight into the tables, past the ledger's functions: the entries `values`, where $1
   * is the transaction and $2 the demo player's USDT account.
   */
  const rawTransaction = (key: string, values: string) =>
    h.db.transaction(async (tx) => {
      const t = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at) VALUES ('adjustment', 'x', $1, now()) RETURNING id`,
        [key],
      );
      const acc = await tx.query<{ id: number }>(
        `SELECT id FROM accounts WHERE player_id = $1 AND currency = 'USDT'`,
        [DEMO_ID],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, currency, amount) VALUES ${values}`,
        [t.rows[0]!.id, acc.rows[0]!.id],
      );
    });

  it('the database itself refuses an entry in another currency than its account (migrations/0340)', async () => {
    await expect(
      // Balanced in each currency, but the EUR legs name a USDT account.
      rawTransaction('cross-currency', `($1, $2, 'EUR', 5), ($1, $2, 'EUR', -5)`),
    ).rejects.toThrow(/ledger_entries_account_currency_fkey/);
  });

  it('the database itself refuses an unbalanced transaction and a negative player balance', async () => {
    await expect(rawTransaction('unbalanced', `($1, $2, 'USDT', 5)`)).rejects.toThrow(/does not balance/);
    await expect(
      h.db.query(`UPDATE accounts SET balance = -1 WHERE player_id = $1 AND currency = 'EUR'`, [DEMO_ID]),
    ).rejects.toThrow();
  });

  it('publishes balance_changed to every locale channel only after commit, never for a rollback', async () => {
    h.published.splice(0); // earlier tests' events
    await h.platform.wallet.run((_tx, ops) =>
      ops.credit({
        playerId: DEMO_ID,
        currency: 'USDT',
        amount: 1_500_000,
        reason: 'deposit',
        reference: 'd',
        idempotencyKey: 'pub-1',
      }),
    );
    const events = h.published.splice(0);
    expect(events.map((e) => e.channel)).toEqual([`$user:en:${DEMO_ID}`, `$user:pt:${DEMO_ID}`]);
    const event = balanceChangedEventSchema.parse(events[0]!.publication);
    expect(event.data.balance).toEqual({ value: 1_001_500_000, currency: 'USDT', subunits: 1_000_000 });
    await expect(
      h.platform.wallet.run(async (_tx, ops) => {
        await ops.credit({
          playerId: DEMO_ID,
          currency: 'USDT',
          amount: 7,
          reason: 'deposit',
          reference: 'd',
          idempotencyKey: 'pub-2',
        });
        throw new AppError('conflict');
      }),
    ).rejects.toMatchObject({ errorName: 'conflict' });
    expect(h.published).toEqual([]);
    expect((await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value).toBe(1_001_500_000);
  });

  it('transfers between two players inside a caller-owned transaction', async () => {
    const otherId = await insertPlayerWithAccount(h.db, 'other@example.com', 'USDT');
    const result = await h.db.transaction((tx) =>
      h.platform.wallet.transfer(tx, {
        from: { playerId: DEMO_ID },
        to: { playerId: otherId },
        currency: 'USDT',
        amount: 500_000,
        reason: 'adjustment',
        reference: 'gift',
        idempotencyKey: 'gift-1',
      }),
    );
    await h.platform.wallet.publishBalanceChanges(result.changes);
    expect(result.changes.map((c) => [c.playerId, c.balance])).toEqual([
      [DEMO_ID, 1_001_000_000],
      [otherId, 500_000],
    ]);
    expect(h.published.splice(0).map((e) => e.channel)).toContain(`$user:en:${otherId}`);
    expect((await ledgerAudit(h.db)).mismatches).toEqual([]);
  });
});
