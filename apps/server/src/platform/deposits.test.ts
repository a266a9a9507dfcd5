import { DEPOSIT_ID_PARAM, DEPOSIT_RESULT_PARAM, depositResponseSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { TestBrowser, expectError, ledgerAudit, platformSuite, type PlatformHarness } from './test-support';

const P = '/api/platform';

describe.each(testDbKinds())('demo deposit provider on %s', (kind) => {
  let h: PlatformHarness;
  let demo: TestBrowser;
  platformSuite(kind, {}, async (opened) => {
    h = opened;
    demo = new TestBrowser(h.app);
    await demo.signIn();
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
    const page = await h.app.inject({ method: 'GET', url: created.url! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('25.50 EUR');
    for (const result of ['success', 'error', 'pending'])
      expect(page.body).toContain(`data-result="${result}"`);
    h.published.splice(0);
    const done = await complete(created.id, 'success');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `/profile/wallet?tab=deposit&${DEPOSIT_RESULT_PARAM}=success&${DEPOSIT_ID_PARAM}=${created.id}`,
    );
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
    expect(pending.headers.location).toBe(`/?${DEPOSIT_RESULT_PARAM}=pending&${DEPOSIT_ID_PARAM}=${a.id}`);
    expect(await balance('USDT')).toBe(before);
    await complete(a.id, 'success');
    expect(await balance('USDT')).toBe(before + 5_000_000);
    const b = depositResponseSchema.parse(
      (await deposit({ amount: { value: 1_000, currency: 'USDT' } })).json(),
    );
    const failed = await complete(b.id, 'error');
    expect(failed.headers.location).toBe(`/?${DEPOSIT_RESULT_PARAM}=error&${DEPOSIT_ID_PARAM}=${b.id}`);
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

  const poll = async (id: string) =>
    depositResponseSchema.parse(
      (await demo.request({ method: 'GET', url: `${P}/payments/deposits/${id}` })).json(),
    );

  it('[DP1] a quick deposit has no page and ends at once by the demo amount: success credits, …13 fails', async () => {
    const before = await balance();
    const ok = await deposit({ amount: { value: 1500, currency: 'EUR' }, quick: true });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(depositResponseSchema.parse(ok.json())).toMatchObject({ status: 'success', url: null });
    expect(await balance()).toBe(before + 1500);
    const failed = depositResponseSchema.parse(
      (await deposit({ amount: { value: 1013, currency: 'EUR' }, quick: true })).json(),
    );
    expect(failed).toMatchObject({ status: 'error', url: null });
    expect((await poll(failed.id)).status).toBe('error');
    expect(await balance()).toBe(before + 1500);
    expect((await ledgerAudit(h.db)).mismatches).toEqual([]);
  });

  it('[DP2] a pending deposit is decided by the provider when polled: …42 then success, …43 then error, once', async () => {
    const before = await balance();
    const a = depositResponseSchema.parse(
      (await deposit({ amount: { value: 1042, currency: 'EUR' }, quick: true })).json(),
    );
    const b = depositResponseSchema.parse(
      (await deposit({ amount: { value: 1043, currency: 'EUR' }, quick: true })).json(),
    );
    expect([a.status, b.status]).toEqual(['pending', 'pending']);
    expect((await poll(a.id)).status).toBe('pending');
    expect(await balance()).toBe(before);
    h.clock.advance(5_000); // the demo provider's pending time (DEMO_DEPOSIT_PENDING_SECONDS default 5)
    const [a1, a2] = await Promise.all([poll(a.id), poll(a.id)]);
    expect([a1.status, a2.status]).toEqual(['success', 'success']);
    expect((await poll(b.id)).status).toBe('error');
    expect(await balance()).toBe(before + 1042);
    expect((await ledgerAudit(h.db)).mismatches).toEqual([]);
  });

  it('[DP2] a hosted deposit left pending on the provider page is decided when polled', async () => {
    const before = await balance();
    const c = depositResponseSchema.parse(
      (await deposit({ amount: { value: 2000, currency: 'EUR' }, return_path: '/' })).json(),
    );
    expect(c.url).toContain(`/payments/demo/${c.id}`);
    expect((await complete(c.id, 'pending')).statusCode).toBe(303);
    expect((await poll(c.id)).status).toBe('pending');
    h.clock.advance(5_000);
    expect((await poll(c.id)).status).toBe('success');
    expect(await balance()).toBe(before + 2000);
  });

  it('[AC18] the frame return page is plain HTML, never cached', async () => {
    const page = await h.app.inject({ method: 'GET', url: `${P}/payments/return?deposit_result=success` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('payment step is finished');
  });

  it('[DP1] a quick deposit past the deposit limit is refused before anything moves', async () => {
    const limited = new TestBrowser(h.app);
    await limited.signUp('quick-limit@example.com');
    const set = await limited.request({
      method: 'POST',
      url: `${P}/user_limits`,
      payload: { type: 'deposit', period: 'day', amount: 1000, currency: 'EUR' },
    });
    expect(set.statusCode, set.body).toBe(201);
    expectError(
      await limited.request({
        method: 'POST',
        url: `${P}/payments/deposit`,
        payload: { amount: { value: 1001, currency: 'EUR' }, quick: true },
      }),
      403,
      'user_limit_reached',
    );
  });
});
