import { userLimitsResponseSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { TestBrowser, expectError, platformSuite, type PlatformHarness } from './test-support';

const P = '/api/platform';
const HOUR = 3_600;

describe.each(testDbKinds())('player limits (API.md "Player limits") on %s', (kind) => {
  let h: PlatformHarness;
  let seq = 0;
  platformSuite(kind, { limitCoolingOffSeconds: HOUR }, (opened) => (h = opened));

  async function player(): Promise<TestBrowser> {
    const b = new TestBrowser(h.app, `198.51.100.${40 + (seq % 200)}`);
    const res = await b.signUp(`limits-${kind}-${seq++}@example.com`);
    expect(res.statusCode, res.body).toBe(201);
    return b;
  }
  const setLimit = (b: TestBrowser, payload: object) =>
    b.request({ method: 'POST', url: `${P}/user_limits`, payload });
  const limits = async (b: TestBrowser) =>
    userLimitsResponseSchema.parse((await b.request({ method: 'GET', url: `${P}/user_limits` })).json());
  const deposit = (b: TestBrowser, value: number) =>
    b.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: { amount: { value, currency: 'EUR' } },
    });
  const completeDeposit = async (b: TestBrowser, value: number) => {
    const res = await deposit(b, value);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    return h.app.inject({
      method: 'POST',
      url: `${P}/payments/demo/${id}/complete`,
      payload: { result: 'success' },
    });
  };

  it('[RG1] sets a limit, lists it, and refuses bad input with validation_failed', async () => {
    const b = await player();
    const res = await setLimit(b, { type: 'deposit', period: 'day', amount: 5000, currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await limits(b)).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: 5000,
        currency: 'EUR',
        status: 'active',
        period: 86_400,
      }),
    ]);
    expectError(await setLimit(b, { type: 'deposit', period: 'year', amount: 5 }), 400, 'validation_failed');
    expectError(await setLimit(b, { type: 'wager', period: 'day', amount: -1 }), 400, 'validation_failed');
    expectError(
      await setLimit(b, { type: 'wager', period: 'day', amount: 5, currency: 'XYZ' }),
      400,
      'unknown_currency',
    );
    expectError(
      await setLimit(b, { type: 'session', period: 'day', amount: 1441 }),
      400,
      'validation_failed',
    );
    expectError(
      await new TestBrowser(h.app).request({ method: 'POST', url: `${P}/user_limits`, payload: {} }),
      401,
    );
  });

  it('[RG2] a lower limit applies at once; a higher one only after the cooling-off', async () => {
    const b = await player();
    await setLimit(b, { type: 'deposit', period: 'day', amount: 5000, currency: 'EUR' });
    await setLimit(b, { type: 'deposit', period: 'day', amount: 3000, currency: 'EUR' });
    expect((await limits(b))[0]).toMatchObject({ amount: 3000, pending_amount: null });
    await setLimit(b, { type: 'deposit', period: 'day', amount: 9000, currency: 'EUR' });
    const [raised] = await limits(b);
    expect(raised).toMatchObject({ amount: 3000, pending_amount: 9000 });
    expect(Date.parse(raised!.pending_at!) - h.clock.now()).toBe(HOUR * 1000);
    // Until then the old amount holds.
    expectError(await deposit(b, 3001), 403, 'user_limit_reached');
    h.clock.advance(HOUR * 1000);
    expect((await deposit(b, 3001)).statusCode).toBe(201);
  });

  it('[RG3] deposits past the limit are refused with data.details.type = deposit, counted over the period', async () => {
    const b = await player();
    await setLimit(b, { type: 'deposit', period: 'day', amount: 5000, currency: 'EUR' });
    expect((await completeDeposit(b, 4000)).statusCode).toBe(303);
    const refused = await deposit(b, 1001);
    expectError(refused, 403, 'user_limit_reached');
    expect(refused.json().data.details).toMatchObject({
      type: 'deposit',
      limit: { value: 5000, currency: 'EUR' },
      used: { value: 4000, currency: 'EUR' },
    });
    expect((await deposit(b, 1000)).statusCode).toBe(201);
    // A rolling day: a day later the earlier deposit no longer counts.
    h.clock.advance(86_400 * 1000 + 1000);
    expect((await deposit(b, 5000)).statusCode).toBe(201);
  });

  it('[RG3] the limit holds when the money arrives: two deposits created under it cannot both complete past it', async () => {
    const b = await player();
    await setLimit(b, { type: 'deposit', period: 'week', amount: 5000, currency: 'EUR' });
    const first = (await deposit(b, 4000)).json() as { id: string };
    const second = (await deposit(b, 4000)).json() as { id: string };
    const done = (id: string) =>
      h.app.inject({
        method: 'POST',
        url: `${P}/payments/demo/${id}/complete`,
        payload: { result: 'success' },
      });
    expect((await done(first.id)).statusCode).toBe(303);
    expectError(await done(second.id), 403, 'user_limit_reached');
    const balance = await h.platform.wallet.balance(
      (await b.request({ method: 'GET', url: `${P}/player` })).json().id,
      'EUR',
    );
    expect(balance!.value).toBe(4000);
  });

  it('[RG2] a removed limit keeps counting until the cooling-off has passed', async () => {
    const b = await player();
    await setLimit(b, { type: 'deposit', period: 'day', amount: 1000, currency: 'EUR' });
    const [limit] = await limits(b);
    const del = await b.request({ method: 'DELETE', url: `${P}/user_limits/${limit!.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect((await limits(b))[0]).toMatchObject({ status: 'confirmed_disabled' });
    expectError(await deposit(b, 1001), 403, 'user_limit_reached');
    h.clock.advance(HOUR * 1000);
    expect((await deposit(b, 1001)).statusCode).toBe(201);
    expectError(await b.request({ method: 'DELETE', url: `${P}/user_limits/999999` }), 404, 'not_found');
  });

  it('[RG4] a session limit set by the player ends play: the session call answers 403 once it is used up', async () => {
    const b = await player();
    expect((await setLimit(b, { type: 'session', period: 'day', amount: 30 })).statusCode).toBe(201);
    expect((await limits(b))[0]).toMatchObject({ type: 'session', amount: 30, currency: null });
    expect(
      (await b.request({ method: 'POST', url: `${P}/sportsbook_sessions`, payload: {} })).statusCode,
    ).toBe(200);
    h.clock.advance(31 * 60 * 1000);
    expectError(
      await b.request({ method: 'POST', url: `${P}/sportsbook_sessions`, payload: {} }),
      403,
      'session_limit_reached',
    );
  });
});
