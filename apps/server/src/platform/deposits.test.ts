import { DEPOSIT_RESULT_PARAM, depositResponseSchema } from '@slipstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import {
  TestBrowser,
  expectError,
  ledgerAudit,
  openPlatformHarness,
  type PlatformHarness,
} from './test-support';

const P = '/api/platform';

describe.each(testDbKinds())('demo deposit provider on %s', (kind) => {
  let h: PlatformHarness;
  let demo: TestBrowser;
  beforeAll(async () => {
    h = await openPlatformHarness(kind);
    demo = new TestBrowser(h.app);
    await demo.signIn();
  });
  afterAll(async () => {
    await h.close();
  });

  const balance = async (currency = 'EUR') => (await h.platform.wallet.balance(1, currency))!.value;
  const deposit = async (payload: unknown) => {
    const res = await demo.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: payload as object,
    });
    return res;
  };
  const complete = (id: string, result: string, form = true) =>
    h.app.inject({
      method: 'POST',
      url: `${P}/payments/demo/${id}/complete`,
      ...(form
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `result=${result}` }
        : { payload: { result } }),
    });

  it('success: the page, the redirect with deposit_result=success, the credit through the ledger, once', async () => {
    const before = await balance();
    const res = await deposit({
      amount: { value: 2550, currency: 'EUR' },
      return_path: '/profile/wallet?tab=deposit',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = depositResponseSchema.parse(res.json());
    expect(created).toMatchObject({
      status: 'created',
      amount: { value: 2550, currency: 'EUR', subunits: 100 },
    });
    const page = await h.app.inject({ method: 'GET', url: created.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('25.50 EUR');
    for (const result of ['success', 'error', 'pending'])
      expect(page.body).toContain(`data-result="${result}"`);
    h.published.splice(0);
    const done = await complete(created.id, 'success');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/profile/wallet?tab=deposit&${DEPOSIT_RESULT_PARAM}=success`);
    expect(await balance()).toBe(before + 2550);
    expect(h.published.map((p) => p.publication.event)).toContain('balance_changed');
    // completing again (a double click, a provider retry) pays nothing more
    const again = await complete(created.id, 'success', false);
    expect(again.statusCode).toBe(303);
    expect(await balance()).toBe(before + 2550);
    expectError(await complete(created.id, 'error'), 409, 'deposit_already_completed');
    const status = await demo.request({ method: 'GET', url: `${P}/payments/deposits/${created.id}` });
    expect(depositResponseSchema.parse(status.json()).status).toBe('success');
    expect((await ledgerAudit(h.db)).mismatches).toEqual([]);
  });

  it('pending then success; error moves nothing; the default return path is /', async () => {
    const before = await balance('USDT');
    const a = depositResponseSchema.parse(
      (await deposit({ amount: { value: 5_000_000, currency: 'USDT', subunits: 1_000_000 } })).json(),
    );
    const pending = await complete(a.id, 'pending');
    expect(pending.headers.location).toBe(`/?${DEPOSIT_RESULT_PARAM}=pending`);
    expect(await balance('USDT')).toBe(before);
    await complete(a.id, 'success');
    expect(await balance('USDT')).toBe(before + 5_000_000);
    const b = depositResponseSchema.parse(
      (await deposit({ amount: { value: 1_000, currency: 'USDT' } })).json(),
    );
    const failed = await complete(b.id, 'error');
    expect(failed.headers.location).toBe(`/?${DEPOSIT_RESULT_PARAM}=error`);
    expect(await balance('USDT')).toBe(before + 5_000_000);
    expectError(await complete(b.id, 'success'), 409, 'deposit_already_completed');
  });

  it('validates deposits: amounts, currencies, subunits, open redirects, foreign deposits, unknown ids', async () => {
    const before = await ledgerAudit(h.db);
    for (const payload of [
      { amount: { value: 0, currency: 'EUR' } },
      { amount: { value: -100, currency: 'EUR' } },
      { amount: { value: 10.5, currency: 'EUR' } },
      { amount: { value: '1000', currency: 'EUR' } },
      { amount: { value: 100, currency: 'EUR' }, return_path: 'https://evil.example/' },
      { amount: { value: 100, currency: 'EUR' }, return_path: '//evil.example/' },
      { amount: { value: 100, currency: 'EUR' }, return_path: '/\\evil.example' },
      { amount: 100 },
      {},
    ])
      expectError(await deposit(payload), 400, 'validation_failed');
    expectError(
      await deposit({ amount: { value: 100, currency: 'EUR', subunits: 1000 } }),
      400,
      'validation_failed',
    );
    expectError(await deposit({ amount: { value: 100, currency: 'XAU' } }), 400, 'unknown_currency');
    expectError(await deposit({ amount: { value: 100, currency: 'GBP' } }), 404, 'account_not_found');
    expectError(
      await deposit({ amount: { value: 100_000 * 100 + 1, currency: 'EUR' } }),
      400,
      'amount_out_of_range',
    );
    expectError(await complete('doesnotexist00', 'success'), 404, 'not_found');
    expectError(
      await h.app.inject({ method: 'GET', url: `${P}/payments/demo/doesnotexist00` }),
      404,
      'not_found',
    );
    const mine = depositResponseSchema.parse(
      (await deposit({ amount: { value: 100, currency: 'EUR' } })).json(),
    );
    expectError(await complete(mine.id, 'refund'), 400, 'validation_failed');
    const stranger = new TestBrowser(h.app);
    await stranger.signUp('stranger@example.com');
    expectError(
      await stranger.request({ method: 'GET', url: `${P}/payments/deposits/${mine.id}` }),
      404,
      'not_found',
    );
    expect(await balance()).toBe(before.balances['1:EUR']);
  });
});
