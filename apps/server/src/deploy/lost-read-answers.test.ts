import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcpProxy } from '../cluster/tcp-proxy';
import { call, demoPlayer, openSelection, startBehindProxy, type RealServer } from './real-server';

const BETS = '/api/sportsbook/v3/bets';
/** The placement's currencies read (bets/limits.ts), sent once per minute at most: the server's first placement. */
const CURRENCIES_READ = 'SELECT code, subunits, fiat FROM currencies WHERE active';

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
      ({ s, proxy } = await startBehindProxy());
    });
    afterAll(async () => {
      await s?.close();
      await proxy?.close();
    });

    it('answers 503 unavailable with Retry-After, writes nothing, and the retry with the same key places the bet once; a retry whose read is lost gets bet_outcome_unknown, never the generic code', async () => {
      const token = (await demoPlayer(s)).token;
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
