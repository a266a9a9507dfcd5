import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../db/test-db';
import { AppError } from '../http/app-error';
import { reportingEnvironment, reportingRelease, startErrorReporting } from './error-reporting';

/** A local endpoint speaking the envelope part of Sentry's protocol: the events the SDK sent. */
async function envelopeSink() {
  const events: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2)
        if ((JSON.parse(lines[i]!) as { type?: string }).type === 'event')
          events.push(JSON.parse(lines[i + 1]!));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return { events, port: typeof address === 'object' && address ? address.port : 0, server };
}

describe('server error reporting', () => {
  let sink: Awaited<ReturnType<typeof envelopeSink>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    sink = await envelopeSink();
    await startErrorReporting({
      dsn: `http://key@127.0.0.1:${sink.port}/1`,
      release: 'slipstream@t1',
      environment: 'test',
    });
    db = await openTestDb('pglite');
    app = await buildApp({ config: loadConfig({ TOKEN_SECRET: 'test' }), db, clock: { now: () => 0 } });
    app.get('/test/boom', async () => {
      throw new Error('boom for the reporter');
    });
    app.get('/test/skipped', async () => {
      throw Object.assign(new Error('handled elsewhere'), { skipReport: true });
    });
    app.get('/test/client', async () => {
      throw new AppError('bad_request');
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    sink.server.close();
  });

  it('[EM7] an unhandled error is sent with release, environment and the request as extras; 4xx and skipped ones are not', async () => {
    expect((await app.inject({ url: '/test/client' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/test/skipped' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/test/boom?secret=1' })).statusCode).toBe(500);
    const deadline = Date.now() + 10_000;
    while (sink.events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Give a wrongly sent second event the time to arrive too.
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.events).toHaveLength(1);
    const event = sink.events[0]!;
    expect(JSON.stringify(event.exception)).toContain('boom for the reporter');
    expect(event).toMatchObject({
      release: 'slipstream@t1',
      environment: 'test',
      extra: { method: 'GET', url: '/test/boom' },
    });
  });

  it('release and environment defaults', () => {
    expect(reportingRelease({ SENTRY_RELEASE: 'r9' }, '/nowhere')).toBe('r9');
    expect(reportingRelease({}, '/nowhere')).toBe('slipstream@dev');
    expect(reportingEnvironment({ NODE_ENV: 'production' })).toBe('production');
    expect(reportingEnvironment({ SENTRY_ENVIRONMENT: 'vercel-preview' })).toBe('vercel-preview');
    expect(reportingEnvironment({})).toBe('development');
  });
});
