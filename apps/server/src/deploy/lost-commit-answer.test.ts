import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../cluster/tcp-proxy';
import { call, cookiesOf, openSelection, startRealServer, type RealServer } from './real-server';

const BETS = '/api/sportsbook/v3/bets';

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
 * Issue 31, the answer of a bet whose commit reply is lost: a TCP proxy between the compiled server and PostgreSQL
 * lets the placement statement (its commit) reach the database and drops what the database answers, resetting the
 * connection, for the batch and for the server's own retry alone. The bet may be placed: the server must say so
 * (503 bet_outcome_unknown), never 500, and a retry with the same Idempotency-Key answers 201 with the one bet.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'a bet whose commit answer is lost (production, PostgreSQL)',
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

    it('answers 503 bet_outcome_unknown (retryable), and the retry with the same key gets the one bet', async () => {
      const token = await demoToken(s);
      const selection = await openSelection(s);
      const place = (key: string) =>
        call(`${s.url}${BETS}`, {
          body: { bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [selection] }] },
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        });
      // A first bet: the player's accept mode is known, so the next one goes straight to the placement statement.
      expect((await place('lost-answer-warm-up')).status).toBe(201);

      proxy.loseReplies('place_bets', 2); // alone or in a batch, and the server's retry of a batch alone
      const lost = await place('lost-answer-1');
      expect(lost.status, JSON.stringify(lost.json)).toBe(503);
      expect(lost.json).toMatchObject({
        code: 'bet_outcome_unknown',
        data: { details: { request_id: 'lost-answer-1' } },
      });

      proxy.loseReplies('place_bets', 0); // the database answers again
      const retried = await place('lost-answer-1');
      expect(retried.status, JSON.stringify(retried.json)).toBe(201);
      const stored = await s.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bets WHERE request_id = 'lost-answer-1'`,
      );
      expect(Number(stored.rows[0]!.n)).toBe(1);
    });
  },
);
