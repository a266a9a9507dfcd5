/**
 * UOF bench: `npm run bench -w apps/server -- uof [--events 200] [--messages 10000] [--rate 500] [--seconds 10]
 * [--recovery 500] [--changed 5] [--profile DIR]`. Builds dist/main.js and starts it with FEED=uof on a fresh PGlite DATA_DIR (DATABASE_URL
 * set: on that PostgreSQL instead), against a unique exchange on the machine's RabbitMQ and a Sports API
 * stand-in of the bench's own. Every odds_change carries 50 markets, `--changed` of them with a new price (a
 * provider resends every market; the feed publishes the ones that moved). It prints:
 *  1. throughput: messages/s from the first publish until the last message's price is visible through the API
 *     and its push has arrived (target ≥ 2,000/s);
 *  2. latency: publish → push p50/p99 at a steady --rate (target p99 ≤ 50 ms at 500/s);
 *  3. recovery: a producer outage (no alive), then the time from the consumer's recovery request to every
 *     market of --recovery events reopened (target ≤ 5 s).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Centrifuge } from 'centrifuge';
import { Connection, type Publisher } from 'rabbitmq-client';
import WebSocket from 'ws';
import { parseProcStat, ticksPerSecond } from '../../../bench/cpu-accounting';
import { startLoadGuard } from '../../../bench/load-guard';
import { MARKETS_XML_PATH } from '../src/feed/uof/producer/uof-producer';
import { aliveXml, oddsChangeXml, snapshotCompleteXml } from '../src/feed/uof/producer/uof-xml-writer';
import { routingKeyFor } from '../src/feed/uof/uof-routing';
import type { UofMarketOdds } from '../src/feed/uof/uof-messages';
import { SERVER_ROOT } from '../src/repo-files';

const AMQP = 'amqp://guest:guest@127.0.0.1:5672/';
const FIRST_EVENT = 70_000_001;
const MARKETS = 50;

function arg(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** How many of a message's 50 markets move their price (`--changed`); the others are resent unchanged. */
let changedPerMessage = 5;

/**
 * 50 total lines of one event, as a provider sends them: every market in every message, of which the first
 * `changedPerMessage` move. `tag` (0–7999) is written into the first outcome's price so a push names its message.
 */
function markets(tag: number, status = 1): UofMarketOdds[] {
  const out: UofMarketOdds[] = [];
  for (let i = 0; i < MARKETS; i++) {
    const moves = i < changedPerMessage;
    out.push({
      id: 18,
      specifiers: `total=${i}.5`,
      status,
      favourite: i === 2,
      outcomes: [
        {
          id: '12',
          odds:
            i === 0 ? priceOf(tag) : `1.${String(500 + (((moves ? tag : 0) + i) % 400)).padStart(3, '0')}`,
          active: true,
        },
        {
          id: '13',
          odds: `2.${String(100 + (((moves ? tag * 7 : 0) + i) % 800)).padStart(3, '0')}`,
          active: true,
        },
      ],
    });
  }
  return out;
}
/** A price that names a message: 2.000 + tag/1000 (tags below 8,000). */
const priceOf = (tag: number) => `${2 + Math.floor(tag / 1000)}.${String(tag % 1000).padStart(3, '0')}`;
const tagOf = (odds: number) => Math.round(odds * 1000) - 2000;

class BenchProducer {
  private connection = new Connection({ url: AMQP, connectionName: 'uof bench producer' });
  private publisher!: Publisher;
  private server!: Server;
  private aliveTimer: NodeJS.Timeout | null = null;
  alive = true;
  apiUrl = '';
  /** Events the recovery republishes (their last state). */
  recoveryEvents = 0;
  recoveryAskedAt: number | null = null;
  private ts = Date.now();

  constructor(readonly exchange: string) {}

  async start(): Promise<void> {
    this.publisher = this.connection.createPublisher({
      exchanges: [{ exchange: this.exchange, type: 'topic', durable: false }],
    });
    await this.connection.onConnect(10_000, true);
    this.server = createHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname.endsWith('/markets.xml')) {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(readFileSync(MARKETS_XML_PATH, 'utf8'));
        return;
      }
      const m = /^\/v1\/(liveodds|pre)\/recovery\/initiate_request$/.exec(url.pathname);
      if (m) {
        res.writeHead(202).end('<response response_code="ACCEPTED"/>');
        const product = m[1] === 'pre' ? 3 : 1;
        void this.recover(
          product,
          Number(url.searchParams.get('request_id')),
          Number(url.searchParams.get('node_id')),
        );
      } else res.writeHead(404).end('<response response_code="NOT_FOUND"/>');
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.apiUrl = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    this.aliveTimer = setInterval(() => {
      if (this.alive)
        void this.send(
          routingKeyFor({ kind: 'alive', product: 3 }),
          aliveXml({ product: 3, timestamp: Date.now(), subscribed: true }),
        );
      void this.send(
        routingKeyFor({ kind: 'alive', product: 1 }),
        aliveXml({ product: 1, timestamp: Date.now(), subscribed: true }),
      );
    }, 500);
  }

  send(routingKey: string, xml: string): Promise<void> {
    return this.publisher.send({ exchange: this.exchange, routingKey, contentType: 'text/xml' }, xml);
  }

  /** Publishes one odds_change for event i (pre-match product). */
  odds(event: number, tag: number, o: { requestId?: number; nodeId?: number } = {}): Promise<void> {
    const urn = `sr:match:${FIRST_EVENT + event}`;
    this.ts = Math.max(this.ts + 1, Date.now());
    return this.send(
      routingKeyFor({ kind: 'odds_change', product: 3, eventUrn: urn, sportId: 1, nodeId: o.nodeId }),
      oddsChangeXml({
        product: 3,
        eventId: urn,
        timestamp: this.ts,
        requestId: o.requestId ?? null,
        markets: markets(tag),
      }),
    );
  }

  private async recover(product: number, requestId: number, nodeId: number): Promise<void> {
    if (product === 3) {
      this.recoveryAskedAt = performance.now();
      for (let e = 0; e < this.recoveryEvents; e++) await this.odds(e, e % 1000, { requestId, nodeId });
    }
    await this.send(
      routingKeyFor({ kind: 'snapshot_complete', product, nodeId }),
      snapshotCompleteXml({ product, timestamp: Date.now(), requestId }),
    );
  }

  async close(): Promise<void> {
    if (this.aliveTimer) clearInterval(this.aliveTimer);
    await new Promise<void>((r) => this.server.close(() => r()));
    await this.connection.exchangeDelete({ exchange: this.exchange }).catch(() => undefined);
    await this.publisher.close();
    await this.connection.close();
  }
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T> | T,
  timeoutMs: number,
  everyMs = 20,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await Promise.resolve()
      .then(probe)
      .catch(() => null);
    if (v) return v;
    if (Date.now() > until) throw new Error(`bench: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * CPU ms the server process has used (its own user + system time, from /proc): a phase's figure per message is
 * the server's cost, whatever else the machine runs (on a busy machine the wall-clock figures are not).
 */
function serverCpuMs(pid: number | undefined): number {
  try {
    const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return stat ? (stat.ticks * 1000) / ticksPerSecond() : NaN;
  } catch {
    return NaN;
  }
}

/** "server CPU …": core-ms the phase took in the server, per message, and what one core would then sustain. */
function cpuLine(ms: number, messages: number): string {
  const perMsg = ms / messages;
  return `server CPU ${Math.round(ms)} ms, ${(perMsg * 1000).toFixed(0)} µs/message (one core: ${Math.round(1000 / perMsg)} msg/s)`;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

export async function runUofBench(argv: string[]): Promise<void> {
  const events = arg(argv, 'events', 200);
  const messages = arg(argv, 'messages', 10_000);
  const rate = arg(argv, 'rate', 500);
  const seconds = arg(argv, 'seconds', 10);
  const recoveryEvents = arg(argv, 'recovery', 500);
  changedPerMessage = Math.max(1, Math.min(MARKETS, arg(argv, 'changed', 5)));
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: SERVER_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the production build failed');
  const exchange = `uof-bench-${process.pid}-${Date.now()}`;
  const producer = new BenchProducer(exchange);
  await producer.start();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-uof-bench-'));
  const base = `http://127.0.0.1:${port}`;
  // --profile: the server writes a V8 CPU profile into --profile's directory when it exits.
  const profileDir = argv.includes('--profile') ? argv[argv.indexOf('--profile') + 1] : undefined;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_WEB: '0',
      LOG_LEVEL: 'error',
      FEED: 'uof',
      UOF_AMQP_URL: AMQP,
      UOF_EXCHANGE: exchange,
      UOF_API_URL: producer.apiUrl,
      UOF_INACTIVITY_SECONDS: '2',
      RATE_LIMIT_STORE: 'memory',
      // The bench's one client takes every event's pushes; on a starved machine it reads late, and the hub's
      // slow-reader limit (1 MiB buffered, then 3008) would close it mid-run: the figure is the feed's, not that.
      PUSH_MAX_BUFFERED_BYTES: String(256 * 1024 * 1024),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let centrifuge: Centrifuge | null = null;
  try {
    await waitFor('the server', async () => (await fetch(`${base}/readyz`)).status === 200, 120_000, 200);
    const tokenRes = await fetch(`${base}/api/sportsbook/v1/websocket/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const token = ((await tokenRes.json()) as { token: string }).token;
    centrifuge = new Centrifuge(`ws://127.0.0.1:${port}/connection/websocket`, {
      websocket: WebSocket,
      token,
    });
    const up = async (product: number) =>
      (await (await fetch(`${base}/metrics`)).text()).includes(`uof_producer_up{product="${product}"} 1`);
    await waitFor('both producers up', async () => (await up(1)) && (await up(3)), 60_000, 100);
    // Create the events (their first odds), and find our ids.
    for (let e = 0; e < events; e++) await producer.odds(e, 0);
    const idOf = new Map<number, number>();
    await waitFor(
      'every event',
      async () => {
        const res = await fetch(`${base}/api/sportsbook/v1/matches?limit=500&sport_key=soccer`);
        const body = (await res.json()) as { data: { id: number; urn_id: string }[] };
        for (const m of body.data) {
          const e = Number(m.urn_id.split(':')[2]) - FIRST_EVENT;
          if (e >= 0 && e < events) idOf.set(e, m.id);
        }
        return idOf.size === events;
      },
      120_000,
      200,
    );

    // Push: every event's match channel, noting when each tag arrives.
    const arrived = new Map<number, number>();
    const client = centrifuge;
    let reconnects = 0;
    client.on('connecting', () => reconnects++);
    client.connect();
    await new Promise<void>((r) => client.once('connected', () => r()));
    reconnects = 0;
    // Reconnects are counted and printed: a client the hub closed (a pong late on a starved machine) comes
    // back recovering what it missed (its arrival is then late, as the client saw it), not losing it.
    for (const [, id] of idOf) {
      const sub = client.newSubscription(`match:en:${id}`, { recoverable: true });
      sub.on('publication', (ctx) => {
        const data = ctx.data as {
          event?: string;
          data?: { markets?: { specifier: string; outcomes: { id: string; odds: number }[] }[] };
        };
        const line = data.data?.markets?.find((x) => x.specifier === 'total=0.5');
        const odds = line?.outcomes.find((o) => o.id === '12')?.odds;
        if (odds !== undefined && !arrived.has(tagOf(odds))) arrived.set(tagOf(odds), performance.now());
      });
      sub.subscribe();
    }
    await new Promise((r) => setTimeout(r, 1500));
    const guard = startLoadGuard('uof');

    // 1. Throughput: `messages` odds_change as fast as the producer can publish, spread over the events; the
    // last one's tag must be visible through the API and arrive by push.
    arrived.clear();
    const lastTag = 7999;
    const cpu0 = serverCpuMs(child.pid);
    const started = performance.now();
    for (let i = 0; i < messages - 1; i++) await producer.odds(i % events, 5000 + (i % 2000));
    await producer.odds(0, lastTag);
    const published = performance.now();
    const firstId = idOf.get(0)!;
    // The push first (the bench's client only listens), then the API once: polling the API all along would
    // charge the server thousands of requests during the phase.
    await waitFor('the last push', () => arrived.has(lastTag), 300_000, 2);
    const pushed = arrived.get(lastTag)!;
    await waitFor(
      'the last price through the API',
      async () => {
        const res = await fetch(`${base}/api/sportsbook/v1/matches/${firstId}/markets?market_id=18`);
        const body = (await res.json()) as {
          data: { specifier: string; outcomes: { id: string; odds: number }[] }[];
        };
        const odds = body.data
          .find((x) => x.specifier === 'total=0.5')
          ?.outcomes.find((o) => o.id === '12')?.odds;
        return odds !== undefined && tagOf(odds) === lastTag;
      },
      60_000,
      5,
    );
    const visible = performance.now();
    const throughput = messages / ((Math.max(visible, pushed) - started) / 1000);
    const cpu1 = serverCpuMs(child.pid);
    console.log(
      `throughput: ${messages} odds_change × ${MARKETS} markets (${changedPerMessage} moving) over ${events} events in ${Math.round(Math.max(visible, pushed) - started)} ms ` +
        `(published in ${Math.round(published - started)} ms): ${Math.round(throughput)} msg/s to API and push (target ≥ 2000); ` +
        cpuLine(cpu1 - cpu0, messages),
    );

    // 2. Latency at a steady rate: tags 0..N-1 each sent at its slot, push arrival − send time.
    await new Promise((r) => setTimeout(r, 2000));
    arrived.clear();
    const total = Math.min(4999, rate * seconds);
    const sentAt = new Map<number, number>();
    const cpu2 = serverCpuMs(child.pid);
    const t0 = performance.now();
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      sentAt.set(i, performance.now());
      await producer.odds(i % events, i);
    }
    await waitFor('the pushes', () => arrived.size >= total, 60_000, 20).catch(() => null);
    const cpu3 = serverCpuMs(child.pid);
    const latencies = [...sentAt]
      .filter(([tag]) => arrived.has(tag))
      .map(([tag, at]) => arrived.get(tag)! - at);
    console.log(
      `latency at ${rate} msg/s for ${seconds} s: ${latencies.length}/${total} pushes arrived, publish → push ` +
        `p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p99 ≤ 50); ${cpuLine(cpu3 - cpu2, total)}; push client reconnects so far: ${reconnects}`,
    );

    // 3. Recovery: the pre-match producer stops its alive, goes down, comes back; the consumer asks for recovery
    // and the stand-in republishes `recoveryEvents` events (50 markets each) and snapshot_complete.
    for (let e = events; e < recoveryEvents; e++) await producer.odds(e, 0);
    producer.recoveryEvents = recoveryEvents;
    producer.alive = false;
    await waitFor('pre-match down', async () => !(await up(3)), 30_000, 50);
    producer.recoveryAskedAt = null;
    const cpu4 = serverCpuMs(child.pid);
    producer.alive = true;
    await waitFor('the recovery request', () => producer.recoveryAskedAt !== null, 30_000, 5);
    const lastId = await waitFor(
      'the last recovered event',
      async () => {
        const res = await fetch(
          `${base}/api/sportsbook/v1/matches?external_id=sr:match:${FIRST_EVENT + recoveryEvents - 1}`,
        );
        return ((await res.json()) as { data: { id: number }[] }).data[0]?.id;
      },
      60_000,
      50,
    );
    await waitFor(
      'pre-match up and its markets open',
      async () => {
        if (!(await up(3))) return false;
        const res = await fetch(`${base}/api/sportsbook/v1/matches/${lastId}/markets?market_id=18`);
        const body = (await res.json()) as { data: { status: number }[] };
        return body.data.length === MARKETS && body.data.every((x) => x.status === 1);
      },
      60_000,
      10,
    );
    const recovered = performance.now() - producer.recoveryAskedAt!;
    const cpu5 = serverCpuMs(child.pid);
    console.log(
      `recovery: ${recoveryEvents} events × ${MARKETS} markets, request → snapshot applied and markets reopened in ${Math.round(recovered)} ms (target ≤ 5000); ` +
        `server CPU ${Math.round(cpu5 - cpu4)} ms`,
    );
    console.log(`machine: ${cpus().length} cores`);
    console.log(
      guard.verdict(
        `throughput ${throughput >= 2000 ? 'met' : 'missed'}, p99 ${pct(latencies, 99) <= 50 ? 'met' : 'missed'}, recovery ${recovered <= 5000 ? 'met' : 'missed'}`,
      ),
    );
  } finally {
    centrifuge?.disconnect();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await producer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
