/**
 * Push benchmark: N clients subscribed to one channel, R publications per second for D seconds.
 * Prints delivered messages/s and p50/p99 publish-to-receive latency for the built-in hub and, in the
 * same run, for a bare `ws` broadcast loop (same clients, same payload, same rate), and the ratio.
 * Clients live in a child process so each server is measured on its own event loop; on a small machine
 * both share the CPU, which the figures include.
 *
 *   npm run bench -w apps/server -- push [--clients 5000] [--rate 100] [--seconds 10]
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import { publicChannel } from '@slipstream/contract';
import { loadConfig } from '../src/config';
import { openPgliteDb } from '../src/db/pglite-db';
import { registerPush } from '../src/push/register-push';
import { signConnectionToken } from '../src/push/push-tokens';

interface Options {
  clients: number;
  rate: number;
  seconds: number;
}

interface Report {
  delivered: number;
  lastReceiveAt: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU the client process used from the start of the measured run to the report. */
  clientCpuMs: number;
  closedByServer: number;
}

interface Result extends Report {
  perSecond: number;
  expected: number;
  /** Publications per second the publisher achieved (below the offered rate when fan-out cannot keep up). */
  published: number;
  /** CPU used by the server process (publisher and fan-out) over the run, in % of one core. */
  serverCpu: number;
  clientCpu: number;
}

function parseOptions(argv: string[]): Options {
  const get = (name: string, fallback: number): number => {
    const i = argv.indexOf(`--${name}`);
    const n = i >= 0 ? Number(argv[i + 1]) : NaN;
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return { clients: get('clients', 5000), rate: get('rate', 100), seconds: get('seconds', 10) };
}

const now = (): number => performance.timeOrigin + performance.now();
const CHANNEL = publicChannel('en');

/** A markets_changed-sized update (~0.5 kB); `t` is the send time the clients measure latency from. */
function publication(seq: number): { event: string; data: Record<string, unknown> } {
  return {
    event: 'markets_changed',
    data: {
      t: now(),
      seq,
      match_id: 50000001,
      markets: Array.from({ length: 4 }, (_, m) => ({
        id: m + 1,
        specifier: `total=${m + 0.5}`,
        status: 1,
        outcomes: [
          { id: 12, odds: 1.85 + (seq % 7) / 100, status: 1 },
          { id: 13, odds: 1.95, status: 1 },
        ],
      })),
    },
  };
}

function startClients(args: Record<string, unknown>): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL('./push-clients.ts', import.meta.url)), [JSON.stringify(args)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
    child.once('message', (msg: { type: string }) =>
      msg.type === 'ready' ? resolve(child) : reject(new Error(String(msg.type))),
    );
  });
}

const ask = <T>(child: ChildProcess, type: string, answer: string): Promise<T> =>
  new Promise((resolve) => {
    const onMessage = (msg: { type: string }): void => {
      if (msg.type !== answer) return;
      child.off('message', onMessage);
      resolve(msg as T);
    };
    child.on('message', onMessage);
    child.send({ type });
  });

/** Publishes at the rate for the duration, then waits until deliveries stop (or a few seconds pass). */
async function drive(child: ChildProcess, options: Options, publish: (seq: number) => void): Promise<Result> {
  // Warm-up: a second of traffic not counted, so JIT and buffers settle.
  for (let seq = 0; seq < options.rate; seq++) {
    publish(-1);
    await new Promise((r) => setTimeout(r, 1000 / options.rate));
  }
  await new Promise((r) => setTimeout(r, 500));
  await ask(child, 'reset', 'reset-done');
  const total = options.rate * options.seconds;
  const cpuBefore = process.cpuUsage();
  const started = now();
  for (let seq = 0; seq < total; seq++) {
    publish(seq);
    // Keep to the schedule (catching up if a fan-out took longer than one period).
    const due = started + ((seq + 1) * 1000) / options.rate;
    const wait = due - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else await new Promise((r) => setImmediate(r));
  }
  const published = total / ((now() - started) / 1000);
  const expected = total * options.clients;
  let report = await ask<Report>(child, 'report', 'report');
  const deadline = now() + 10_000;
  while (report.delivered < expected && now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    report = await ask<Report>(child, 'report', 'report');
  }
  const elapsedMs = Math.max(report.lastReceiveAt, started + options.seconds * 1000) - started;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = ((cpu.user + cpu.system) / 1000 / (now() - started)) * 100;
  const clientCpu = (report.clientCpuMs / (now() - started)) * 100;
  return {
    ...report,
    expected,
    published,
    serverCpu,
    clientCpu,
    perSecond: report.delivered / (elapsedMs / 1000),
  };
}

async function benchHub(options: Options): Promise<Result> {
  const app = Fastify({ trustProxy: true });
  const config = loadConfig({ ...process.env, TOKEN_SECRET: 'bench-secret', CENTRIFUGO_API_URL: '' });
  const db = await openPgliteDb(undefined); // push keeps no tables; AppContext wants a Db all the same
  const clock = { now: () => Date.now() };
  const push = await registerPush(
    app,
    { config, db, clock },
    {
      // Defaults otherwise: a client that falls 1 MB behind is cut off (3008), as in production.
      maxConnectionsPerIp: options.clients + 100,
      pingIntervalMs: 60_000,
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const token = await signConnectionToken(config.tokenSecret, null, clock.now(), 3600);
  const child = await startClients({
    mode: 'hub',
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    clients: options.clients,
    token,
    channel: CHANNEL,
  });
  try {
    return await drive(child, options, (seq) => void push.publisher.publish(CHANNEL, publication(seq)));
  } finally {
    child.send({ type: 'close' });
    await app.close();
    await db.close();
  }
}

/** The baseline: a plain ws server that serialises each payload once and sends it to every socket. */
async function benchBare(options: Options): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const port = (wss.address() as AddressInfo).port;
  const child = await startClients({
    mode: 'bare',
    url: `ws://127.0.0.1:${port}`,
    clients: options.clients,
    token: '',
    channel: '',
  });
  try {
    return await drive(child, options, (seq) => {
      const payload = Buffer.from(JSON.stringify(publication(seq)));
      for (const ws of wss.clients) ws.send(payload, { binary: false });
    });
  } finally {
    child.send({ type: 'close' });
    for (const ws of wss.clients) ws.terminate();
    await new Promise((r) => wss.close(r));
  }
}

const fmt = (n: number, digits = 1): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function line(name: string, r: Result): string {
  const lost = r.expected - r.delivered;
  return `${name.padEnd(8)} published ${fmt(r.published, 0).padStart(4)}/s  delivered ${fmt(r.perSecond, 0).padStart(9)} msg/s   p50 ${fmt(r.p50).padStart(7)} ms   p99 ${fmt(r.p99).padStart(7)} ms   max ${fmt(r.max).padStart(7)} ms   (${r.delivered}/${r.expected}${lost > 0 ? `, ${lost} not delivered` : ''}${r.closedByServer > 0 ? `, ${r.closedByServer} clients cut off as slow` : ''})  cpu server ${fmt(r.serverCpu, 0)}% clients ${fmt(r.clientCpu, 0)}%`;
}

export async function runPushBench(argv: string[]): Promise<void> {
  const options = parseOptions(argv);
  console.log(
    `push: ${options.clients} clients on one channel, ${options.rate} publications/s for ${options.seconds} s (offered ${fmt(options.clients * options.rate, 0)} msg/s)`,
  );
  const hub = await benchHub(options);
  console.log(line('hub', hub));
  const bare = await benchBare(options);
  console.log(line('bare ws', bare));
  const ratio = hub.perSecond / bare.perSecond;
  console.log(
    `ratio hub/bare throughput ${fmt(ratio * 100)}%  (target ≥ 70%)   hub p99 ${fmt(hub.p99)} ms (target ≤ 100 ms)`,
  );
}
