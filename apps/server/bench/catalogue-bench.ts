/**
 * Catalogue read benchmark against the full-size simulated catalogue (feed running, so the response cache is
 * invalidated every second as in production). Each product route is measured beside its fair baseline, in
 * the same run: a bare Fastify route that sends the product's own bytes for the same request (the gzip body
 * and headers captured from the product just before), so the ratio is what the catalogue costs beyond
 * sending its answer. Then a mixed list workload: hundreds of distinct list URLs (sports, statuses, types,
 * sort orders, page sizes and pages), requested round robin so consecutive requests miss the cache, and its
 * p99. Requests ask for gzip like a browser. Targets: list ≥ 90% of the same-bytes bare route, mixed
 * workload p99 ≤ 10 ms. The load average before and after is printed; no verdict on a busy machine.
 *
 * Product and bare route are measured in `--rounds` alternating rounds (default 3) and their medians compared,
 * so a change in the machine's load during the run does not decide the ratio.
 *
 *   npm run bench -w apps/server -- catalogue [--seconds 10] [--connections 10] [--rounds 3]
 */
import { fork } from 'node:child_process';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { startLoadGuard } from '../../../bench/load-guard';
import { registerCatalogue } from '../src/catalogue/register';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPgliteDb } from '../src/db/pglite-db';
import { installErrorHandling } from '../src/http/error-handler';
import type { CatalogueClientArgs, CatalogueClientFigures } from './catalogue-clients';

interface Figures extends CatalogueClientFigures {
  name: string;
  /**
   * CPU of this process (the servers, and the feed ticking beside them) per request, in µs: far less
   * sensitive than req/s to other processes on the machine, so busy runs stay roughly comparable.
   */
  cpuUsPerRequest: number;
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

async function measure(name: string, args: CatalogueClientArgs): Promise<Figures> {
  const child = fork(fileURLToPath(new URL('./catalogue-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  const cpuBefore = process.cpuUsage();
  const figures = await new Promise<CatalogueClientFigures>((resolve, reject) => {
    child.once('message', (m) => resolve(m as CatalogueClientFigures));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`clients exited with ${code}`))));
    child.send(args);
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { name, ...figures, cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, figures.requests) };
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** Each figure's median over the rounds (the figures of one row need not come from the same round); errors summed. */
function medianFigures(rounds: Figures[]): Figures {
  const of = (key: keyof CatalogueClientFigures | 'cpuUsPerRequest'): number =>
    median(rounds.map((f) => f[key]));
  return {
    name: rounds[0]!.name,
    rps: of('rps'),
    p50: of('p50'),
    p99: of('p99'),
    errors: rounds.reduce((n, f) => n + f.errors, 0),
    bytesPerRequest: of('bytesPerRequest'),
    requests: of('requests'),
    cpuUsPerRequest: of('cpuUsPerRequest'),
  };
}

interface Captured {
  body: Buffer;
  headers: Record<string, string>;
}

/** The product's answer to `url` as a browser gets it: raw (still gzipped) bytes and the content headers. */
async function capture(url: string): Promise<Captured> {
  // The cache gzips an answer from its second request on; ask until the gzip form comes back.
  for (let attempt = 0; attempt < 10; attempt++) {
    const got = await new Promise<Captured>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of ['content-type', 'content-encoding', 'vary'])
            if (typeof res.headers[name] === 'string') headers[name] = res.headers[name];
          resolve({ body: Buffer.concat(chunks), headers });
        });
      })
        .on('error', reject)
        .end();
    });
    if (got.headers['content-encoding'] === 'gzip') return got;
  }
  throw new Error(`${url} never answered gzip`);
}

/** Distinct list URLs a front end could ask for: every sport × status × type × sort × page size × page. */
function mixedListPaths(base: string, sportKeys: string[]): string[] {
  const paths: string[] = [];
  const sorts = ['', '&sort_by=start_time', '&sort_by=tournament_priority:desc,start_time'];
  for (const sport of ['', ...sportKeys.map((k) => `&sport_key=${k}`)])
    for (const status of ['', '&match_status=0', '&match_status=1'])
      for (const type of ['', '&type=match'])
        for (const sort of sorts)
          for (const limit of [10, 20, 50])
            for (const page of [1, 2, 3])
              paths.push(`${base}/matches?limit=${limit}&page=${page}${sport}${status}${type}${sort}`);
  return paths;
}

export async function runCatalogueBench(argv: string[]): Promise<void> {
  const seconds = option(argv, 'seconds', 10);
  const connections = option(argv, 'connections', 10);
  const rounds = option(argv, 'rounds', 3);
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
  const api = '/api/sportsbook/v1';
  console.log(
    `catalogue: ${catalogue.model.matches.size} events, built in ${Math.round(performance.now() - started)} ms; feed ticking every second`,
  );
  const live = [...catalogue.model.matches.values()].find((m) => m.status === 1 && m.type === 'match')!;
  const listPath = `${api}/matches?limit=50`;
  const marketsPath = `${api}/matches/${live.id}/markets`;

  // The baseline: Fastify with one route per captured answer, sending those bytes and headers as they are.
  const list = await capture(`${base}${listPath}`);
  const markets = await capture(`${base}${marketsPath}`);
  const bare = Fastify({ logger: false });
  for (const [path, answer] of [
    ['/list', list],
    ['/markets', markets],
  ] as const)
    bare.get(path, async (_request, reply) => reply.headers(answer.headers).send(answer.body));
  const bareBase = await listen(bare);
  const sportKeys = [...catalogue.model.sports.values()].map((s) => s.key);
  const mixed = mixedListPaths(api, sportKeys);

  const guard = startLoadGuard('catalogue');
  const run = (name: string, args: Omit<CatalogueClientArgs, 'seconds' | 'connections'>) =>
    measure(name, { seconds, connections, ...args });
  const pairs = [
    {
      bare: { name: `bare route, list's bytes (${list.body.length} B gzip)`, url: `${bareBase}/list` },
      product: { name: 'GET /matches?limit=50', url: `${base}${listPath}` },
    },
    {
      bare: {
        name: `bare route, markets' bytes (${markets.body.length} B gzip)`,
        url: `${bareBase}/markets`,
      },
      product: { name: 'GET /matches/{id}/markets (live)', url: `${base}${marketsPath}` },
    },
  ];
  const measured = pairs.map(() => ({ bare: [] as Figures[], product: [] as Figures[] }));
  for (let round = 0; round < rounds; round++)
    for (const [i, pair] of pairs.entries()) {
      // Each round alternates which side goes first, so a drift in the machine's load favours neither.
      for (const side of round % 2 === 0 ? (['bare', 'product'] as const) : (['product', 'bare'] as const))
        measured[i]![side].push(await run(pair[side].name, { url: pair[side].url, gzip: true }));
    }
  const ratioOf = (i: number): number =>
    median(measured[i]!.product.map((f, r) => f.rps / measured[i]!.bare[r]!.rps));
  const [bareList, productList, bareMarkets, productMarkets] = [
    medianFigures(measured[0]!.bare),
    medianFigures(measured[0]!.product),
    medianFigures(measured[1]!.bare),
    medianFigures(measured[1]!.product),
  ] as [Figures, Figures, Figures, Figures];
  const mixedList = await run(`mixed list workload, ${mixed.length} URLs`, {
    url: base,
    paths: mixed,
    gzip: true,
  });
  guard.finish();

  console.log(
    `\n${seconds} s each, ${connections} connections, gzip asked; route and bare route medians of ${rounds} ` +
      `alternating rounds (ratio: the median of the rounds' ratios)\n`,
  );
  console.log(
    'route                                          req/s   p50 ms   p99 ms  B/req  cpu µs/req  vs baseline  errors',
  );
  const row = (f: Figures, ratio: number | null): void =>
    console.log(
      `${f.name.padEnd(45)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${f.bytesPerRequest.toFixed(0).padStart(6)} ${f.cpuUsPerRequest.toFixed(0).padStart(11)} ${ratio !== null ? `${(ratio * 100).toFixed(1).padStart(11)}%` : '            '} ${String(f.errors).padStart(7)}`,
    );
  const listRatio = ratioOf(0);
  const marketsRatio = ratioOf(1);
  row(bareList, null);
  row(productList, listRatio);
  row(bareMarkets, null);
  row(productMarkets, marketsRatio);
  row(mixedList, null);

  console.log(
    `\nmatch list: ${(listRatio * 100).toFixed(1)}% of the same-bytes bare route (target ≥ 90%); ` +
      `markets ${(marketsRatio * 100).toFixed(1)}% (target ≥ 90%); mixed list workload p99 ${mixedList.p99} ms (target ≤ 10 ms)`,
  );
  console.log(
    `mixed workload: each of its ${mixed.length} URLs asked ≈ ${(mixedList.rps / mixed.length).toFixed(2)} times a second ` +
      'while the feed changes the model (and so empties the cache) every second: mostly cache misses',
  );
  const met =
    listRatio >= 0.9 &&
    marketsRatio >= 0.9 &&
    mixedList.p99 <= 10 &&
    productList.errors + productMarkets.errors + mixedList.errors === 0;
  console.log(guard.verdict(met ? 'targets met' : 'targets NOT met'));

  await bare.close();
  await app.close();
  await db.close();
}
