import { userLimitsResponseSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { TestBrowser, expectError, platformSuite, type PlatformHarness } from './test-support';

const P = '/api/platform';
const HOUR = 3_600;

/**
 * RG8: a money limit is the player's, not one account's. The operator's default rates: USD 0.92 EUR, BTC 60 000 EUR,
 * USDT 0.92 EUR (minor units: USDT 10⁶, BTC 10⁸ a whole unit).
 */
describe.each(testDbKinds())('money limits across currencies (SPEC.md RG8) on %s', (kind) => {
  let h: PlatformHarness;
  let seq = 0;
  platformSuite(kind, { limitCoolingOffSeconds: HOUR }, (opened) => (h = opened));

  async function player(...currencies: string[]): Promise<TestBrowser> {
    const b = new TestBrowser(h.app, `198.51.100.${60 + (seq % 150)}`);
    const res = await b.signUp(`limits-fx-${kind}-${seq++}@example.com`);
    expect(res.statusCode, res.body).toBe(201);
    for (const currency of currencies) {
      const opened = await b.request({ method: 'POST', url: `${P}/player/accounts`, payload: { currency } });
      expect(opened.statusCode, opened.body).toBe(201);
    }
    return b;
  }
  const setLimit = (b: TestBrowser, payload: object) =>
    b.request({ method: 'POST', url: `${P}/user_limits`, payload });
  const limits = async (b: TestBrowser) =>
    userLimitsResponseSchema.parse((await b.request({ method: 'GET', url: `${P}/user_limits` })).json());
  const quickDeposit = (b: TestBrowser, value: number, currency: string) =>
    b.request({
      method: 'POST',
      url: `${P}/payments/deposit`,
      payload: { amount: { value, currency }, quick: true },
    });

  it('[RG8][RG3] a EUR deposit limit bounds the USD account opened after it, in EUR at the operator rate', async () => {
    const b = await player();
    expect(
      (await setLimit(b, { type: 'deposit', period: 'day', amount: 5_000, currency: 'EUR' })).statusCode,
    ).toBe(201);
    const opened = await b.request({
      method: 'POST',
      url: `${P}/player/accounts`,
      payload: { currency: 'USD' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    // USD 60 is EUR 55.20: past the EUR 50 limit on its own.
    const refused = await quickDeposit(b, 6_000, 'USD');
    expectError(refused, 403, 'user_limit_reached');
    expect(refused.json().data.details).toMatchObject({
      type: 'deposit',
      limit: { value: 5_000, currency: 'EUR' },
      used: { value: 0, currency: 'EUR' },
    });
    // EUR 30, then USD 20 (EUR 18.40): EUR 48.40 used; EUR 2 more would pass, EUR 1.60 fits exactly.
    expect((await quickDeposit(b, 3_000, 'EUR')).statusCode).toBe(201);
    expect((await quickDeposit(b, 2_000, 'USD')).statusCode).toBe(201);
    const past = await quickDeposit(b, 200, 'EUR');
    expectError(past, 403, 'user_limit_reached');
    expect(past.json().data.details.used).toEqual({ value: 4_840, currency: 'EUR' });
    expect((await quickDeposit(b, 160, 'EUR')).statusCode).toBe(201);
    expectError(await quickDeposit(b, 100, 'USD'), 403, 'user_limit_reached');
  });

  it('[RG8] conversion is exact and rounds so the limit wins: use rounds up, room rounds down', async () => {
    const convert = async (amount: number, from: string, to: string, up: boolean) =>
      Number(
        (
          await h.db.query<{ v: string }>('SELECT user_limit_convert($1, $2, $3, $4) AS v', [
            amount,
            from,
            to,
            up,
          ])
        ).rows[0]!.v,
      );
    expect(await convert(1, 'USD', 'EUR', true)).toBe(1); // EUR 0.0092 counts as a whole cent
    expect(await convert(1, 'USD', 'EUR', false)).toBe(0);
    expect(await convert(100_000_000, 'BTC', 'EUR', true)).toBe(6_000_000);
    expect(await convert(1, 'BTC', 'EUR', true)).toBe(1);
    expect(await convert(5_000, 'EUR', 'USD', false)).toBe(5_434); // 50 / 0.92 = 54.3478…
    expect(await convert(5_000, 'EUR', 'USD', true)).toBe(5_435);
    expect(await convert(10_000_000, 'USDT', 'USD', true)).toBe(1_000); // same rate, 10⁶ against 10² minor units
    expect(await convert(-1_000, 'USD', 'EUR', true)).toBe(-920); // a net win lowers the loss used, exactly
    expect(await convert(-1_001, 'USD', 'EUR', true)).toBe(-920); // …rounded toward the limit
  });

  it('[RG8][RG2] one money limit per type and period: a change named in another currency changes it, converted down', async () => {
    const b = await player('USD');
    expect(
      (await setLimit(b, { type: 'deposit', period: 'day', amount: 5_000, currency: 'EUR' })).statusCode,
    ).toBe(201);
    // USD 50 is EUR 46: lower, so at once, on the same limit in EUR.
    expect(
      (await setLimit(b, { type: 'deposit', period: 'day', amount: 5_000, currency: 'USD' })).statusCode,
    ).toBe(201);
    const listed = await limits(b);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      type: 'deposit',
      amount: 4_600,
      currency: 'EUR',
      pending_amount: null,
    });
    // USD 100 is EUR 92: a raise, which waits out the cooling-off.
    expect(
      (await setLimit(b, { type: 'deposit', period: 'day', amount: 10_000, currency: 'USD' })).statusCode,
    ).toBe(201);
    expect((await limits(b))[0]).toMatchObject({ amount: 4_600, currency: 'EUR', pending_amount: 9_200 });
    expectError(await quickDeposit(b, 5_100, 'USD'), 403, 'user_limit_reached'); // EUR 46.92
    expect((await quickDeposit(b, 5_000, 'USD')).statusCode).toBe(201); // EUR 46 exactly
  });
});
