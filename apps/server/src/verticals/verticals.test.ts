import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaLaunchAnswerSchema, lotteryListSchema } from '@slipstream/contract';
import { parseOperatorConfig, type OperatorConfigInput } from '@slipstream/contract/operator';
import { testClock } from '../catalogue/test-support';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { installErrorHandling } from '../http/error-handler';
import { drawNumbers, lotteriesAt } from './lottery-draws';
import { registerVerticals } from './register-verticals';

async function verticalsApp(operator: OperatorConfigInput, clock = testClock()): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ TOKEN_SECRET: 'x', SIM_SEED: '7' }),
    operator: parseOperatorConfig(operator),
  };
  const app = Fastify();
  installErrorHandling(app);
  registerVerticals(app, { config, db: null as unknown as Db, clock }, '/api/sportsbook/v1');
  await app.ready();
  return app;
}

describe('lottery draws', () => {
  it('[OP7] each draw has distinct numbers of the pool, fixed by seed, lottery and draw number', () => {
    const l = { key: 'lotto-6-49', picks: 6, pool: 49 };
    const numbers = drawNumbers(7, l, 1000);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.every((n) => n >= 1 && n <= 49)).toBe(true);
    expect(drawNumbers(7, l, 1000)).toEqual(numbers);
    expect(drawNumbers(8, l, 1000)).not.toEqual(numbers);
  });

  it('[OP7] results are drawn and past, upcoming ones future without numbers; a result stays as it was', () => {
    const now = Date.parse('2026-11-24T21:07:00Z');
    const [keno] = lotteriesAt(7, now);
    expect(keno!.results.map((d) => d.status)).toEqual(['drawn', 'drawn', 'drawn']);
    expect(keno!.results.every((d) => Date.parse(d.draw_at) <= now && d.numbers?.length === 20)).toBe(true);
    expect(keno!.upcoming.every((d) => Date.parse(d.draw_at) > now && d.numbers === null)).toBe(true);
    const later = lotteriesAt(7, now + 5 * 60_000)[0]!;
    expect(later.results[1]).toEqual(keno!.results[0]);
  });
});

describe('vertical routes', () => {
  let on: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    on = await verticalsApp({});
    off = await verticalsApp({ verticals: { lotteries: false, virtual_gaming_arena: false } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('[OP7] GET /lotteries lists the simulated lotteries, 404 when the vertical is off', async () => {
    const res = await on.inject({ method: 'GET', url: '/api/sportsbook/v1/lotteries' });
    expect(res.statusCode).toBe(200);
    const list = lotteryListSchema.parse(res.json()).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l) => l.results.length > 0 && l.upcoming.length > 0)).toBe(true);
    expect((await off.inject({ method: 'GET', url: '/api/sportsbook/v1/lotteries' })).statusCode).toBe(404);
  });

  it('[OP7] launching an arena game answers the URL of a playable round; unknown games and a vertical that is off are 404', async () => {
    const launch = (app: FastifyInstance, provider: string, game: unknown) =>
      app.inject({ method: 'POST', url: `/api/virtual-wallet/${provider}/launch`, payload: { app: game } });
    const res = await launch(on, 'arena-sim', 'crash');
    expect(res.statusCode).toBe(200);
    const { url } = arenaLaunchAnswerSchema.parse(res.json());
    expect(url).toMatch(/^\/api\/virtual-wallet\/arena-sim\/play\/crash\?round=\d+$/);
    const page = await on.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/Crashed at \d+\.\d{2}×/);
    expect((await launch(on, 'arena-sim', 'poker')).statusCode).toBe(404);
    expect((await launch(on, 'someone-else', 'crash')).statusCode).toBe(404);
    expect((await launch(on, 'arena-sim', '<script>')).statusCode).toBe(400);
    expect((await launch(off, 'arena-sim', 'crash')).statusCode).toBe(404);
  });
});
