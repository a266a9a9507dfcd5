import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../http/app-error';
import {
  insertPlayerWithAccount,
  ledgerAudit,
  openPlatformHarness,
  type PlatformHarness,
} from '../platform/test-support';

const DEMO_ID = 1;

/** Concurrency is only meaningful with real connections: PGlite has one, so these run on PostgreSQL only. */
describe.skipIf(!process.env.DATABASE_URL)('wallet under concurrency on postgres', () => {
  let h: PlatformHarness;
  beforeAll(async () => {
    h = await openPlatformHarness('postgres');
  });
  afterAll(async () => {
    await h.close();
  });

  it('200 concurrent debits against one balance never overdraw, and the ledger sums to the balance', async () => {
    const start = (await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value; // 100_000
    // 200 stakes of 700..1_299 cents: about 2,000 EUR asked of a 1,000 EUR balance, so roughly half must fail.
    const amounts = Array.from({ length: 200 }, (_, i) => 700 + ((i * 7919) % 600));
    const results = await Promise.allSettled(
      amounts.map((amount, i) =>
        h.platform.wallet.run((_tx, ops) =>
          ops.debit({
            playerId: DEMO_ID,
            currency: 'EUR',
            amount,
            reason: 'bet_stake',
            reference: `bet:c${i}`,
            idempotencyKey: `c${i}`,
          }),
        ),
      ),
    );
    const debited = results.reduce((sum, r, i) => (r.status === 'fulfilled' ? sum + amounts[i]! : sum), 0);
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused)
      expect(((r as PromiseRejectedResult).reason as AppError).errorName).toBe('insufficient_funds');
    expect(refused.length).toBeGreaterThan(0);
    const end = (await h.platform.wallet.balance(DEMO_ID, 'EUR'))!.value;
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBe(start - debited);
    // no refused stake could have fitted at the end: the lock serialised them, nothing was refused spuriously
    expect(end).toBeLessThan(Math.max(...amounts));
    const audit = await ledgerAudit(h.db);
    expect(audit.mismatches).toEqual([]);
    expect(audit.unbalancedTransactions).toBe(0);
    const count = await h.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ledger_transactions WHERE reason = 'bet_stake'`,
    );
    expect(count.rows[0]!.n).toBe(results.length - refused.length);
  });

  it('the same idempotency key sent 30 times at once moves money exactly once', async () => {
    const start = (await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        h.platform.wallet.run((_tx, ops) =>
          ops.debit({
            playerId: DEMO_ID,
            currency: 'USDT',
            amount: 1_000_000,
            reason: 'bet_stake',
            reference: 'bet:dup',
            idempotencyKey: 'dup',
          }),
        ),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const replays = results.filter((r) => r.status === 'fulfilled' && r.value.replayed).length;
    expect(replays).toBe(29);
    expect((await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value).toBe(start - 1_000_000);
  });

  it('concurrent transfers in opposite directions between two players do not deadlock', async () => {
    const otherId = await insertPlayerWithAccount(h.db, 'counterparty@example.com', 'USDT');
    await h.platform.wallet.run((_tx, ops) =>
      ops.credit({
        playerId: otherId,
        currency: 'USDT',
        amount: 50_000_000,
        reason: 'deposit',
        reference: 'd',
        idempotencyKey: 'cp-seed',
      }),
    );
    const totalBefore =
      (await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value +
      (await h.platform.wallet.balance(otherId, 'USDT'))!.value;
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        h.platform.wallet.run((_tx, ops) =>
          ops.transfer({
            from: { playerId: i % 2 ? DEMO_ID : otherId },
            to: { playerId: i % 2 ? otherId : DEMO_ID },
            currency: 'USDT',
            amount: 100_000 + i,
            reason: 'adjustment',
            reference: `swap:${i}`,
            idempotencyKey: `swap:${i}`,
          }),
        ),
      ),
    );
    const totalAfter =
      (await h.platform.wallet.balance(DEMO_ID, 'USDT'))!.value +
      (await h.platform.wallet.balance(otherId, 'USDT'))!.value;
    expect(totalAfter).toBe(totalBefore);
    expect((await ledgerAudit(h.db)).mismatches).toEqual([]);
  });
});
