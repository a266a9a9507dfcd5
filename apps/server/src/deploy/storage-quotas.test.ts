import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { call, startRealServer, type RealServer } from './real-server';
import { bearer, ownPg, signUp } from './test-player-client';

const VOTE = '/api/sportsbook/v1/vote';
const SHARE = '/api/sportsbook/v3/bets/share-code';

/** A slip of one single (§7 share payload); `n` changes the stake so slips differ. */
const slip = (n: number, selections = 1, text = 'c') => ({
  bets: [
    {
      stake: 100 + n,
      currency: 'EUR',
      subunits: 100,
      betType: selections === 1 ? 'single' : 'combo',
      systemType: null,
      customOdds: null,
      freebetStake: null,
      selections: Array.from({ length: selections }, (_, i) => ({
        id: `${text}-${i}`,
        matchId: String(1 + i),
        matchUrnId: text.slice(0, 100),
        marketGroup: null,
        type: 'match',
        marketId: '1',
        specifier: text.slice(0, 200),
        outcomeId: '1',
        provider: text.slice(0, 50),
        odds: 2_000,
        categoryName: text.slice(0, 200),
      })),
    },
  ],
});

/** A player from a client address of its own (the server trusts one proxy hop). */
async function player(s: RealServer, email: string, ip: string) {
  const browser = await signUp(s.url, email, ip);
  const token = await bearer(s.url, browser);
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
  return {
    vote: (prediction_id: string, data: unknown) =>
      call(`${s.url}${VOTE}`, { body: { prediction_id, data }, headers }),
    share: (body: unknown) => call(`${s.url}${SHARE}`, { body, headers }),
    readVote: (prediction_id: string) =>
      call(`${s.url}${VOTE}?prediction_id=${encodeURIComponent(prediction_id)}`, { headers }),
  };
}

describe.each(testDbKinds())('DEP-STORE: what a player may store is bounded, on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer(kind, {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      VOTES_MAX_PER_PLAYER: '3',
      SHARE_CODES_MAX_PER_PLAYER: '2',
      RATE_LIMIT_VOTES_PER_ACCOUNT: '10/600',
      RATE_LIMIT_VOTES_PER_IP: '14/600',
      RATE_LIMIT_SHARE_CODES_PER_ACCOUNT: '10/600',
      RATE_LIMIT_SHARE_CODES_PER_IP: '14/600',
    });
  });
  afterAll(() => s.close());

  it('DEP-STORE-1: a vote answer is a small value of a fixed shape, not a record of anything', async () => {
    const p = await player(s, 'vote-shape@example.com', '10.1.0.1');
    const manyKeys = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(200)]));
    for (const data of [manyKeys, 'x'.repeat(101), { a: 'y'.repeat(101) }, [1, 2], null, 1.5]) {
      const res = await p.vote('match:1:winner', data);
      expect.soft(res.status, JSON.stringify(data).slice(0, 40)).toBe(400);
      expect.soft(res.json?.code).toBe('validation_failed');
    }
    const odd = await p.vote('match:1:winner\u0000<script>', 'home');
    expect(odd.status).toBe(400);
    expect((await p.vote('match:1:winner', 'home')).status).toBe(200);
    expect((await p.vote('match:1:score', { home: 2, away: 1 })).status).toBe(200);
  });

  it('DEP-STORE-2: one vote per player and prediction; past VOTES_MAX_PER_PLAYER predictions a new one is refused', async () => {
    const p = await player(s, 'vote-cap@example.com', '10.1.0.2');
    expect((await p.vote('match:7:winner', 'home')).status).toBe(200);
    const again = await p.vote('match:7:winner', 'away');
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ total: 1, my_vote: 'away' });
    expect((await p.vote('match:8:winner', 'home')).status).toBe(200);
    expect((await p.vote('match:9:winner', 'home')).status).toBe(200);
    const over = await p.vote('match:10:winner', 'home');
    expect(over.status).toBe(409);
    expect(over.json?.code).toBe('quota_reached');
    // Changing an answer already given stays possible at the cap.
    expect((await p.vote('match:8:winner', 'draw')).status).toBe(200);
    expect((await p.readVote('match:10:winner')).json).toMatchObject({ total: 0, my_vote: null });
  });

  it('DEP-STORE-3: the same slip shared twice gets the same code; past the cap the oldest code goes', async () => {
    const p = await player(s, 'share-cap@example.com', '10.1.0.3');
    const first = await p.share(slip(1));
    expect(first.status).toBe(201);
    const same = await p.share(slip(1));
    expect(same.status).toBe(201);
    expect(same.json?.code).toBe(first.json?.code);
    const second = await p.share(slip(2));
    expect(second.json?.code).not.toBe(first.json?.code);
    const third = await p.share(slip(3));
    expect(third.status).toBe(201);
    const read = (code: unknown) => call(`${s.url}${SHARE}?code=${String(code)}`);
    expect((await read(first.json?.code)).status).toBe(404);
    expect((await read(second.json?.code)).status).toBe(200);
    expect((await read(third.json?.code)).status).toBe(200);
  });

  it('DEP-STORE-4: a shared slip is bounded in size', async () => {
    const p = await player(s, 'share-size@example.com', '10.1.0.4');
    const big = slip(1, 50, 'z'.repeat(200));
    const body = { bets: Array.from({ length: 3 }, () => big.bets[0]) };
    expect(JSON.stringify(body).length).toBeLessThan(256 * 1024);
    const res = await p.share(body);
    expect(res.status).toBe(400);
    expect(res.json?.code).toBe('validation_failed');
  });

  it('DEP-STORE-5: votes and share codes are rate-limited per player and per IP', async () => {
    const a = await player(s, 'rate-a@example.com', '10.1.0.5');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await a.vote('match:1:winner', i % 2 ? 'home' : 'away')).status);
    expect(statuses.slice(0, 10).every((st) => st === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another player from the same address: the address's own limit (14) is reached after 3 more.
    const b = await player(s, 'rate-b@example.com', '10.1.0.5');
    const fromB: number[] = [];
    for (let i = 0; i < 4; i++) fromB.push((await b.vote('match:1:winner', 'home')).status);
    expect(fromB).toEqual([200, 200, 200, 429]);

    const c = await player(s, 'rate-c@example.com', '10.1.0.6');
    const shares: number[] = [];
    for (let i = 0; i < 10; i++) shares.push((await c.share(slip(i))).status);
    expect(shares.every((st) => st === 201)).toBe(true);
    const limited = await c.share(slip(99));
    expect(limited.status).toBe(429);
    expect(limited.json?.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe.runIf(process.env.DATABASE_URL)('DEP-STORE: the disk-filling attack, on postgres', () => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer('postgres', { NODE_ENV: 'production' });
  });
  afterAll(() => s.close());

  it('DEP-STORE-6: a new account posting the largest votes and slips as fast as it can stores what the limits allow, not megabytes', async () => {
    const browser = await signUp(s.url, 'filler@example.com');
    const token = await bearer(s.url, browser);
    const headers = { authorization: `Bearer ${token}` };
    const bigData = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, 'v'.repeat(64)]));
    const deadline = Date.now() + 3_000;
    let n = 0;
    while (Date.now() < deadline) {
      n++;
      await Promise.all([
        call(`${s.url}${VOTE}`, {
          body: { prediction_id: `p:${n}:${'x'.repeat(80)}`, data: bigData },
          headers,
        }),
        call(`${s.url}${SHARE}`, { body: slip(n, 20, 'y'.repeat(200)), headers }),
      ]);
    }
    const pg = await ownPg(s);
    try {
      const { rows } = await pg.query<{ votes: string; codes: string; bytes: string }>(
        `SELECT (SELECT count(*) FROM votes) AS votes, (SELECT count(*) FROM bet_share_codes) AS codes,
                (SELECT COALESCE(sum(pg_column_size(v.*)), 0) FROM votes v) +
                (SELECT COALESCE(sum(pg_column_size(c.*)), 0) FROM bet_share_codes c) AS bytes`,
      );
      // The default limits: 30 votes a minute and 20 share codes an hour per player, each of bounded size.
      expect(n).toBeGreaterThan(30);
      expect(Number(rows[0]!.votes)).toBeLessThanOrEqual(30);
      expect(Number(rows[0]!.codes)).toBeLessThanOrEqual(20);
      expect(Number(rows[0]!.bytes)).toBeLessThan(400_000);
    } finally {
      await pg.end();
    }
  });
});
