import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { call, startRealServer, type RealServer } from './real-server';
import { signUp, type Browser } from './test-player-client';

const P = '/api/platform';

/** A production server's player (demo payments on, DEMO=1) with its own accounts in `currencies` too. */
async function player(s: RealServer, email: string, currencies: string[]) {
  const b: Browser = await signUp(s.url, email);
  const headers = { cookie: b.cookie, 'x-csrf-token': b.csrf };
  const api = {
    post: (path: string, body: unknown) => call(`${s.url}${P}${path}`, { body, headers }),
    get: (path: string) => call(`${s.url}${P}${path}`, { headers }),
    deposit: (value: number, currency: string) =>
      api.post('/payments/deposit', { amount: { value, currency }, quick: true }),
  };
  for (const currency of currencies)
    expect((await api.post('/player/accounts', { currency })).status).toBe(201);
  return api;
}

describe.each(testDbKinds())('DEP-RG-2: a money limit bounds every currency of the player, on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer(kind, { NODE_ENV: 'production', DEMO: '1' });
  });
  afterAll(() => s.close());

  it('[RG8] a EUR deposit limit bounds the USD account opened after it (USD at the operator rate 0.92)', async () => {
    const p = await player(s, 'fx-limit@example.com', []);
    const limit = await p.post('/user_limits', {
      type: 'deposit',
      period: 'day',
      amount: 5_000,
      currency: 'EUR',
    });
    expect(limit.status).toBe(201);
    // Opening another account is immediate, and it does not escape the limit.
    expect((await p.post('/player/accounts', { currency: 'USD' })).status).toBe(201);
    const refused = await p.deposit(6_000, 'USD'); // EUR 55.20
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'user_limit_reached',
      data: { details: { type: 'deposit', limit: { value: 5_000, currency: 'EUR' } } },
    });
    expect((await p.deposit(3_000, 'EUR')).status).toBe(201);
    expect((await p.deposit(2_000, 'USD')).status).toBe(201); // EUR 18.40: EUR 48.40 used
    const past = await p.deposit(200, 'EUR');
    expect(past.status).toBe(403);
    expect(past.json).toMatchObject({ data: { details: { used: { value: 4_840, currency: 'EUR' } } } });
    expect((await p.deposit(160, 'EUR')).status).toBe(201);
  });

  it.skipIf(kind !== 'postgres')(
    '[RG8][RG6] quick deposits in EUR and USD sent at once never pass one EUR limit together',
    async () => {
      for (let trial = 0; trial < 3; trial++) {
        const p = await player(s, `fx-burst-${trial}@example.com`, ['USD']);
        expect(
          (await p.post('/user_limits', { type: 'deposit', period: 'day', amount: 5_000, currency: 'EUR' }))
            .status,
        ).toBe(201);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => p.deposit(2_000, i % 2 ? 'USD' : 'EUR')),
        );
        const codes = answers.map((r) => (r.status === 201 ? 201 : `${r.status}:${String(r.json?.code)}`));
        expect(
          codes.filter((c) => c !== 201 && c !== '403:user_limit_reached'),
          codes.join(','),
        ).toEqual([]);
        const id = (await p.get('/player')).json!.id as number;
        const sums = await s.db.query<{ currency: string; total: string }>(
          `SELECT currency, sum(amount) AS total FROM deposits WHERE player_id = $1 AND status = 'success'
            GROUP BY currency`,
          [id],
        );
        const of = (c: string) => Number(sums.rows.find((r) => r.currency === c)?.total ?? 0);
        // USD 20 is EUR 18.40 exactly: within EUR 50, and full (nothing of either currency fits in what is left).
        const inEur = of('EUR') + (of('USD') * 92) / 100;
        expect(inEur, codes.join(',')).toBeLessThanOrEqual(5_000);
        expect(inEur, codes.join(',')).toBeGreaterThan(5_000 - 1_840);
      }
    },
  );
});
