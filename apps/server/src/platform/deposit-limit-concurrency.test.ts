import { describe, expect, it } from 'vitest';
import { UNLIMITED_ABUSE } from '../security/abuse-limits';
import { TestBrowser, platformSuite, type PlatformHarness } from './test-support';

const P = '/api/platform';
const TRIALS = 5;

/**
 * The deposit limit when the money of several deposits arrives at once, on the real PostgreSQL (PGlite has one
 * connection and hides races). The clock ticks on every read, as a real one does: a completion that read the
 * clock later can commit first.
 */
describe.skipIf(!process.env.DATABASE_URL)('deposit limit under bursts of completions on postgres', () => {
  let h: PlatformHarness;
  let offset = 0;
  let seq = 0;
  platformSuite(
    'postgres',
    { abuse: UNLIMITED_ABUSE, demoDepositPendingSeconds: 60 },
    async (opened) => {
      h = opened;
      const start = h.clock.now();
      let tick = 0;
      h.clock.now = () => start + offset + tick++;
    },
    60_000,
  );

  /** A signed-up player with a EUR 50 daily deposit limit and five EUR 20 deposits created under it. */
  async function fiveDeposits(cents = 0): Promise<{ b: TestBrowser; ids: string[] }> {
    const b = new TestBrowser(h.app, `198.51.100.${1 + (seq % 200)}`);
    expect((await b.signUp(`deposit-burst-${seq++}@example.com`)).statusCode).toBe(201);
    const limit = await b.request({
      method: 'POST',
      url: `${P}/user_limits`,
      payload: { type: 'deposit', period: 'day', amount: 5_000, currency: 'EUR' },
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await b.request({
        method: 'POST',
        url: `${P}/payments/deposit`,
        payload: { amount: { value: 2_000 + cents, currency: 'EUR' } },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    return { b, ids };
  }

  const complete = (id: string, result: string) =>
    h.app.inject({ method: 'POST', url: `${P}/payments/demo/${id}/complete`, payload: { result } });

  async function credited(b: TestBrowser): Promise<number> {
    const id = (await b.request({ method: 'GET', url: `${P}/player` })).json().id as number;
    return (await h.platform.wallet.balance(id, 'EUR'))!.value;
  }

  it(`[RG3][RG6] five EUR 20 deposits completed at once, each three times, under a EUR 50 limit: EUR 40 credited (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { b, ids } = await fiveDeposits();
      const answers = await Promise.all(ids.flatMap((id) => [0, 1, 2].map(() => complete(id, 'success'))));
      const codes = answers.map((r) => (r.statusCode === 303 ? 303 : `${r.statusCode}:${r.json().code}`));
      expect(
        codes.filter((c) => c !== 303 && c !== '403:user_limit_reached'),
        codes.join(','),
      ).toEqual([]);
      expect(await credited(b), `trial ${trial}: ${codes.join(',')}`).toBe(4_000);
    }
  }, 120_000);

  it(`[RG3][RG6][DP2] five pending EUR 20 deposits decided by concurrent polls under a EUR 50 limit: EUR 40 credited (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { b, ids } = await fiveDeposits();
      for (const id of ids) expect((await complete(id, 'pending')).statusCode).toBe(303);
      offset += 61_000; // the demo provider decides a pending deposit after 60 s: success
      const polls = await Promise.all(
        ids.flatMap((id) =>
          [0, 1, 2].map(() => b.request({ method: 'GET', url: `${P}/payments/deposits/${id}` })),
        ),
      );
      const codes = polls.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode}:${r.json().code}`));
      expect(
        codes.filter((c) => c !== 200 && c !== '403:user_limit_reached'),
        codes.join(','),
      ).toEqual([]);
      expect(await credited(b), `trial ${trial}: ${codes.join(',')}`).toBe(4_000);
    }
  }, 120_000);
  it(`[RG8][RG3][RG6] EUR 20 and USD 20 deposits completed at once under one EUR 50 limit: within it, in EUR at 0.92, and full (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const b = new TestBrowser(h.app, `198.51.100.${1 + (seq % 200)}`);
      expect((await b.signUp(`deposit-fx-burst-${seq++}@example.com`)).statusCode).toBe(201);
      const opened = await b.request({
        method: 'POST',
        url: `${P}/player/accounts`,
        payload: { currency: 'USD' },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const limit = await b.request({
        method: 'POST',
        url: `${P}/user_limits`,
        payload: { type: 'deposit', period: 'day', amount: 5_000, currency: 'EUR' },
      });
      expect(limit.statusCode, limit.body).toBe(201);
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await b.request({
          method: 'POST',
          url: `${P}/payments/deposit`,
          payload: { amount: { value: 2_000, currency: i % 2 ? 'USD' : 'EUR' } },
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push((res.json() as { id: string }).id);
      }
      const answers = await Promise.all(ids.flatMap((id) => [0, 1].map(() => complete(id, 'success'))));
      const codes = answers.map((r) => (r.statusCode === 303 ? 303 : `${r.statusCode}:${r.json().code}`));
      expect(
        codes.filter((c) => c !== 303 && c !== '403:user_limit_reached'),
        codes.join(','),
      ).toEqual([]);
      const id = (await b.request({ method: 'GET', url: `${P}/player` })).json().id as number;
      const eur = (await h.platform.wallet.balance(id, 'EUR'))!.value;
      const usd = (await h.platform.wallet.balance(id, 'USD'))!.value;
      // USD 20 is EUR 18.40 exactly: at most EUR 50 in all, and no further deposit of either would have fitted.
      const inEur = eur + (usd * 92) / 100;
      expect(inEur, `trial ${trial}: ${codes.join(',')}`).toBeLessThanOrEqual(5_000);
      expect(inEur, `trial ${trial}: ${codes.join(',')}`).toBeGreaterThan(5_000 - 1_840);
    }
  }, 120_000);
});
