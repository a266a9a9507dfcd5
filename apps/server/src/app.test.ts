import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@slipstream/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db/db';
import { openTestDb, testDbKinds } from './db/test-db';

describe.each(testDbKinds())('app shell on %s', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDb(kind);
    app = await buildApp({
      config: { ...loadConfig({ TOKEN_SECRET: 'test' }) },
      db,
      clock: { now: () => 0 },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers /healthz with 200 when the database is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown paths with a catalogued 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(res.statusCode).toBe(404);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('not_found');
  });
});
