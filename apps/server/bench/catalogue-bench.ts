/**
 * Catalogue read benchmark: GET /matches?limit=50 and GET /matches/{id}/markets against the full-size
 * simulated catalogue (feed running, so caches are invalidated every second as in production), beside a
 * bare Fastify route measured in the same run on the same machine. Prints req/s and p99 for each and
 * the ratio to the bare route (targets: list ≥ 30% of bare, p99 ≤ 20 ms). Requests ask for gzip like a
 * browser; the list is also measured without it, for reference.
 *
 *   npm run bench -w apps/server -- catalogue [--seconds 10] [--connections 10]
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCatalogue } from '../src/catalogue/register';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPgliteDb } from '../src/db/pglite-db';
import { installErrorHandling } from '../src/http/error-handler';

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(
  name: string,
  url: string,
  seconds: number,
  connections: number,
  gzip = true,
): Promise<Figures> {
  // The load generator runs in a worker thread so it does not share the server's event loop; it asks
  // for gzip as every browser does (cached answers are compressed once per feed change).
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    workers: 1,
    headers: gzip ? { 'accept-encoding': 'gzip' } : {},
  });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runCatalogueBench(argv: string[]): Promise<void> {
  const seconds = option(argv, 'seconds', 10);
  const connections = option(argv, 'connections', 10);
  const db = await openPgliteDb(undefined);
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'bench', SIM_SEED: '42' });

  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const started = performance.now();
  const catalogue = await registerCatalogue(
    app,
    { config, db, clock: systemClock },
    { publisher: { publish: () => undefined }, startFeed: true },
  );
  const base = await listen(app);
  console.log(
    `catalogue: ${catalogue.model.matches.size} events, built in ${Math.round(performance.now() - started)} ms; feed ticking every second`,
  );

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  const bareBase = await listen(bare);

  const live = [...catalogue.model.matches.values()].find((m) => m.status === 1 && m.type === 'match')!;
  const figures: Figures[] = [];
  figures.push(await measure('bare Fastify route', `${bareBase}/bare`, seconds, connections));
  figures.push(
    await measure(
      'GET /matches?limit=50',
      `${base}/api/sportsbook/v1/matches?limit=50`,
      seconds,
      connections,
    ),
  );
  figures.push(
    await measure(
      'GET /matches?limit=50 (no gzip)',
      `${base}/api/sportsbook/v1/matches?limit=50`,
      seconds,
      connections,
      false,
    ),
  );
  figures.push(
    await measure(
      `GET /matches/{id}/markets (live)`,
      `${base}/api/sportsbook/v1/matches/${live.id}/markets`,
      seconds,
      connections,
    ),
  );

  const bareRps = figures[0]!.rps;
  console.log(`\n${seconds} s each, ${connections} connections\n`);
  console.log('route                               req/s     p99 ms   vs bare   errors');
  for (const f of figures)
    console.log(
      `${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} ${f.p99.toFixed(1).padStart(9)} ${((f.rps / bareRps) * 100).toFixed(1).padStart(8)}% ${String(f.errors).padStart(7)}`,
    );
  const list = figures[1]!;
  const pass = list.rps / bareRps >= 0.3 && list.p99 <= 20;
  console.log(
    `\nmatch list: ${((list.rps / bareRps) * 100).toFixed(1)}% of the bare route, p99 ${list.p99} ms (target ≥ 30%, ≤ 20 ms): ${pass ? 'met' : 'NOT met'}`,
  );

  await bare.close();
  await app.close();
  await db.close();
}
