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

  /**
   * A signed-up player (`tag` names its e-mail) with accounts in `currencies` besides EUR, a EUR 50 daily deposit
   * limit, and deposits of `amounts` created under it.
   */
  async function depositsUnderLimit(
    tag: string,
    amounts: { value: number; currency: string }[],
    currencies: string[] = [],
  ): Promise<{ b: TestBrowser; ids: string[] }> {
    const b = new TestBrowser(h.app, `198.51.100.${1 + (seq % 200)}`);
    expect((await b.signUp(`${tag}-${seq++}@example.com`)).statusCode).toBe(201);
    for (const currency of currencies) {
      const opened = await b.request({ method: 'POST', url: `${P}/player/accounts`, payload: { currency } });
      expect(opened.statusCode, opened.body).toBe(201);
    }
    const limit = await b.request({
      method: 'POST',
      url: `${P}/user_limits`,
      payload: { type: 'deposit', period: 'day', amount: 5_000, currency: 'EUR' },
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const ids: string[] = [];
    for (const amount of amounts) {
      const res = await b.request({ method: 'POST', url: `${P}/payments/deposit`, payload: { amount } });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    return { b, ids };
  }

  /** Five EUR 20 deposits (and `cents`) under the limit. */
  const fiveDeposits = (cents = 0) =>
    depositsUnderLimit(
      'deposit-burst',
      Array.from({ length: 5 }, () => ({ value: 2_000 + cents, currency: 'EUR' })),
    );

  /** The answers' codes (`ok`, or the status with the error code), expected to be `ok` or the limit's refusal only. */
  function onlyLimitRefusals(
    answers: { statusCode: number; json(): { code?: unknown } }[],
    ok: number,
  ): string {
    const codes = answers.map((r) => (r.statusCode === ok ? ok : `${r.statusCode}:${String(r.json().code)}`));
    expect(
      codes.filter((c) => c !== ok && c !== '403:user_limit_reached'),
      codes.join(','),
    ).toEqual([]);
    return codes.join(',');
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
      const codes = onlyLimitRefusals(answers, 303);
      expect(await credited(b), `trial ${trial}: ${codes}`).toBe(4_000);
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
      const codes = onlyLimitRefusals(polls, 200);
      expect(await credited(b), `trial ${trial}: ${codes}`).toBe(4_000);
    }
  }, 120_000);
  it(`[RG8][RG3][RG6] EUR 20 and USD 20 deposits completed at once under one EUR 50 limit: within it, in EUR at 0.92, and full (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { b, ids } = await depositsUnderLimit(
        'deposit-fx-burst',
        Array.from({ length: 6 }, (_, i) => ({ value: 2_000, currency: i % 2 ? 'USD' : 'EUR' })),
        ['USD'],
      );
      const answers = await Promise.all(ids.flatMap((id) => [0, 1].map(() => complete(id, 'success'))));
      const codes = onlyLimitRefusals(answers, 303);
      const id = (await b.request({ method: 'GET', url: `${P}/player` })).json().id as number;
      const eur = (await h.platform.wallet.balance(id, 'EUR'))!.value;
      const usd = (await h.platform.wallet.balance(id, 'USD'))!.value;
      // USD 20 is EUR 18.40 exactly: at most EUR 50 in all, and no further deposit of either would have fitted.
      const inEur = eur + (usd * 92) / 100;
      expect(inEur, `trial ${trial}: ${codes}`).toBeLessThanOrEqual(5_000);
      expect(inEur, `trial ${trial}: ${codes}`).toBeGreaterThan(5_000 - 1_840);
    }
  }, 120_000);
});
