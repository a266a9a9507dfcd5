import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../cluster/tcp-proxy';
import { call, cookiesOf, openSelection, startRealServer, type RealServer } from './real-server';

const BETS = '/api/sportsbook/v3/bets';
/** The placement's currencies read (bets/limits.ts), sent once per minute at most: the server's first placement. */
const CURRENCIES_READ = 'SELECT code, subunits, fiat FROM currencies WHERE active';

/** The demo player's sportsbook token (DEMO=1). */
async function demoToken(s: RealServer): Promise<string> {
  const signIn = await call(`${s.url}/api/platform/users/sign_in`, {
    body: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
  });
  expect(signIn.status).toBe(200);
  const b = cookiesOf(signIn.headers);
  const res = await call(`${s.url}/api/platform/sportsbook_sessions`, {
    body: {},
    headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
  });
  return res.json!.token as string;
}

/**
 * Crash test D7, a placement whose read loses its answer before anything is written: a TCP proxy between the
 * compiled server and PostgreSQL resets the connection instead of passing on the answer to the placement's
 * currencies read. Nothing was written: 503 `unavailable` (retry), not `outcome_unknown` (docs/API.md "Lost
 * answers"), and the retry with the same Idempotency-Key places the bet once.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'a placement whose read answer is lost (production, PostgreSQL)',
  () => {
    let s: RealServer;
    let proxy: TcpProxy;
    beforeAll(async () => {
      const direct = new URL(process.env.DATABASE_URL!);
      proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
      const proxied = new URL(direct);
      proxied.port = String(await proxy.listen());
      const saved = process.env.DATABASE_URL;
      process.env.DATABASE_URL = proxied.toString(); // the server reaches PostgreSQL through the proxy
      try {
        s = await startRealServer('postgres', { NODE_ENV: 'production', DEMO: '1' });
      } finally {
        process.env.DATABASE_URL = saved;
      }
    });
    afterAll(async () => {
      await s?.close();
      await proxy?.close();
    });

    it('answers 503 unavailable with Retry-After, writes nothing, and the retry with the same key places the bet once; a retry whose read is lost gets bet_outcome_unknown, never the generic code', async () => {
      const token = await demoToken(s);
      const selection = await openSelection(s);
      const place = () =>
        call(`${s.url}${BETS}`, {
          body: { bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [selection] }] },
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'lost-read-1' },
        });
      // No placement before this one: the currencies are not cached yet, so this placement reads them.
      proxy.loseReplies(CURRENCIES_READ, 1);
      const lost = await place();
      expect(lost.status, JSON.stringify(lost.json)).toBe(503);
      expect(lost.json).toMatchObject({ code: 'unavailable' });
      expect(lost.headers.get('retry-after')).toBe('1');
      const none = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bets WHERE request_id = 'lost-read-1'`,
      );
      expect(Number(none.rows[0]!.n)).toBe(0);

      const retried = await place();
      expect(retried.status, JSON.stringify(retried.json)).toBe(201);
      const stored = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bets WHERE request_id = 'lost-read-1'`,
      );
      expect(Number(stored.rows[0]!.n)).toBe(1);

      // A retry of a placed request reads the bets it placed. When that read's answer is lost the placement says
      // so in its own words (bet_outcome_unknown with the request id), never the generic outcome_unknown.
      proxy.loseReplies('SELECT request_hash FROM bets WHERE player_id', 1);
      const again = await place();
      expect(again.status, JSON.stringify(again.json)).toBe(503);
      expect(again.json).toMatchObject({
        code: 'bet_outcome_unknown',
        data: { details: { request_id: 'lost-read-1' } },
      });
      const answered = await place();
      expect(answered.status, JSON.stringify(answered.json)).toBe(201);
      expect(answered.json).toMatchObject({ data: retried.json!.data });
    });
  },
);
