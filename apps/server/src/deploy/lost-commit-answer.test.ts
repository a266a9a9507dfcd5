import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcpProxy } from '../cluster/tcp-proxy';
import { call, demoPlayer, openSelection, startBehindProxy, type RealServer } from './real-server';

const BETS = '/api/sportsbook/v3/bets';

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
      ({ s, proxy } = await startBehindProxy());
    });
    afterAll(async () => {
      await s?.close();
      await proxy?.close();
    });

    it('answers 503 bet_outcome_unknown (retryable), and the retry with the same key gets the one bet', async () => {
      const token = (await demoPlayer(s)).token;
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
