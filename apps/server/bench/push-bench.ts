/**
 * Push benchmark: N clients subscribed to one channel, R publications per second for D seconds.
 * Prints delivered messages/s and p50/p99 publish-to-receive latency for the built-in hub and, in the
 * same run, for the fair baseline, and the ratio (targets: ≥ 90% of the baseline's deliveries, hub p99
 * ≤ 100 ms at 5,000 clients), with the load average before and after (no verdict on a busy machine).
 *
 * The baseline does the same work as the hub minus the hub: a bare `ws` server that gathers the
 * publications of one event-loop turn (setImmediate, waiting as long as the last fan-out took, capped like
 * the hub's maxBatchDelayMs), serialises them once into the very bytes the hub writes (Centrifugo push
 * frames, newline-delimited, in one WebSocket text frame built once) and writes that one buffer to every
 * socket. What remains between the two is the hub's own cost: protocol, subscriptions, history, slow-client
 * checks, metrics.
 *
 * Method: the clients live in `--procs` child processes (default 2) so each server is measured on its
 * own event loop; on a small machine they share the CPU, which the figures include. Clients are raw
 * WebSockets on TCP sockets (push-raw-client.ts), the same for hub and bare loop, permessage-deflate off
 * on both sides: every client counts publications by a native byte scan, and `--sample` clients (default
 * 200, spread evenly over all N) parse every message and give the latency (publish time `t` in the
 * payload, one wall clock). `--client centrifuge` runs the hub alone with the official centrifuge client
 * (every client parses everything), as a cross-check at smaller N. `--only hub|bare` runs one side.
 * `--clients` (or PUSH_BENCH_CLIENTS) sets N: 500 makes a quick check, the targets are stated at 5,000.
 *
 *   npm run bench -w apps/server -- push [--clients 5000] [--rate 100] [--seconds 10] [--procs 2]
 *     [--sample 200] [--client raw|centrifuge] [--only hub|bare]
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import { publicChannel } from '@slipstream/contract';
import { startLoadGuard } from '../../../bench/load-guard';
import { loadConfig } from '../src/config';
import { openPgliteDb } from '../src/db/pglite-db';
import { registerPush } from '../src/push/register-push';
import { signConnectionToken } from '../src/push/push-tokens';
import { DEFAULT_PUSH_SETTINGS } from '../src/push/push-settings';
import { asciiJson } from '../src/push/hub/delta';
import { publicationPushFrame } from '../src/push/hub/protocol';
import { textWireFrame } from '../src/push/hub/wire-frame';
import type { ClientArgs, ClientReport } from './push-clients';

export interface Options {
  clients: number;
  rate: number;
  seconds: number;
  procs: number;
  sample: number;
  client: 'raw' | 'centrifuge';
  only: 'hub' | 'bare' | null;
}

/** The client processes' figures, merged. */
interface Report {
  delivered: number;
  lastReceiveAt: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU the client processes used from the start of the measured run to the report. */
  clientCpuMs: number;
  closedByServer: number;
}

export interface Result extends Report {
  perSecond: number;
  expected: number;
  /** Publications per second the publisher achieved (below the offered rate when fan-out cannot keep up). */
  published: number;
  /** CPU used by the server process (publisher and fan-out) over the run, in % of one core. */
  serverCpu: number;
  /** CPU used by all client processes over the run, in % of one core. */
  clientCpu: number;
  /**
   * CPU time per delivered message (µs), server and clients: unlike rates and latencies, hardly
   * affected by other processes on the machine, so runs on a busy machine stay comparable.
   */
  serverUsPerMsg: number;
  clientUsPerMsg: number;
}

export function parseOptions(argv: string[]): Options {
  const get = (name: string, fallback: number): number => {
    const i = argv.indexOf(`--${name}`);
    const n = i >= 0 ? Number(argv[i + 1]) : NaN;
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  const word = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const client = word('client') === 'centrifuge' ? 'centrifuge' : 'raw';
  const only = word('only');
  return {
    clients: get('clients', Number(process.env.PUSH_BENCH_CLIENTS) || 5000),
    rate: get('rate', 100),
    seconds: get('seconds', 10),
    procs: get('procs', 2),
    sample: get('sample', 200),
    client,
    // The centrifuge client cannot talk to the bare loop: that cross-check measures the hub alone.
    only: client === 'centrifuge' ? 'hub' : only === 'hub' || only === 'bare' ? only : null,
  };
}

const now = (): number => performance.timeOrigin + performance.now();
export const CHANNEL = publicChannel('en');

/** A markets_changed-sized update (~0.5 kB); `t` is the send time the clients measure latency from. */
export function publication(seq: number): { event: string; data: Record<string, unknown> } {
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

export type ClientSetup = Pick<ClientArgs, 'mode' | 'url' | 'token' | 'channel'>;

/** Starts the client processes, each with its share of the sockets; resolves when all are subscribed. */
export function startClients(options: Options, setup: ClientSetup): Promise<ChildProcess[]> {
  const per = Math.ceil(options.clients / options.procs);
  const sampleEvery = Math.max(1, Math.floor(options.clients / Math.max(1, options.sample)));
  const children: ChildProcess[] = [];
  for (let first = 0; first < options.clients; first += per) {
    const args: ClientArgs = {
      ...setup,
      kind: options.client,
      first,
      count: Math.min(per, options.clients - first),
      sampleEvery,
    };
    children.push(
      fork(fileURLToPath(new URL('./push-clients.ts', import.meta.url)), [JSON.stringify(args)], {
        // PUSH_BENCH_CLIENT_PROF=<dir> profiles the client processes too (node --cpu-prof).
        execArgv: [
          '--import',
          'tsx',
          ...(process.env.PUSH_BENCH_CLIENT_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PUSH_BENCH_CLIENT_PROF}`]
            : []),
        ],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
  }
  return Promise.all(
    children.map(
      (child) =>
        new Promise<ChildProcess>((resolve, reject) => {
          child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
          child.once('message', (msg: { type: string }) =>
            msg.type === 'ready' ? resolve(child) : reject(new Error(String(msg.type))),
          );
        }),
    ),
  );
}

const ask = <T>(child: ChildProcess, message: { type: string; full?: boolean }, answer: string): Promise<T> =>
  new Promise((resolve) => {
    const onMessage = (msg: { type: string }): void => {
      if (msg.type !== answer) return;
      child.off('message', onMessage);
      resolve(msg as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });

async function collect(children: ChildProcess[], full: boolean): Promise<Report> {
  const reports = await Promise.all(
    children.map((c) => ask<ClientReport>(c, { type: 'report', full }, 'report')),
  );
  const sorted = Float64Array.from(reports.flatMap((r) => r.latencies)).sort();
  const pct = (p: number): number =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
  return {
    delivered: reports.reduce((n, r) => n + r.delivered, 0),
    lastReceiveAt: Math.max(...reports.map((r) => r.lastReceiveAt)),
    clientCpuMs: reports.reduce((n, r) => n + r.clientCpuMs, 0),
    closedByServer: reports.reduce((n, r) => n + r.closedByServer, 0),
    p50: pct(0.5),
    p99: pct(0.99),
    max: pct(1),
  };
}

/** Publishes at the rate for the duration, then waits until deliveries stop (or a few seconds pass). */
export async function drive(
  children: ChildProcess[],
  options: Options,
  publish: (seq: number) => void,
): Promise<Result> {
  // Warm-up: a second of traffic not counted, so JIT and buffers settle.
  for (let seq = 0; seq < options.rate; seq++) {
    publish(-1);
    await new Promise((r) => setTimeout(r, 1000 / options.rate));
  }
  await new Promise((r) => setTimeout(r, 500));
  await Promise.all(children.map((c) => ask(c, { type: 'reset' }, 'reset-done')));
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
  let report = await collect(children, false);
  const deadline = now() + 10_000;
  while (report.delivered < expected && now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    report = await collect(children, false);
  }
  report = await collect(children, true);
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
    serverUsPerMsg: (cpu.user + cpu.system) / report.delivered || NaN,
    clientUsPerMsg: (report.clientCpuMs * 1000) / report.delivered || NaN,
    perSecond: report.delivered / (elapsedMs / 1000),
  };
}

export const closeClients = (children: ChildProcess[]): void => {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.send({ type: 'close' });
  }
};

export async function benchHub(options: Options): Promise<Result> {
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
  const token = await signConnectionToken(config.pushTokenSecret, null, clock.now(), 3600);
  const children = await startClients(options, {
    mode: 'hub',
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    token,
    channel: CHANNEL,
  });
  try {
    return await drive(children, options, (seq) => void push.publisher.publish(CHANNEL, publication(seq)));
  } finally {
    closeClients(children);
    await app.close();
    await db.close();
  }
}

/**
 * The fair baseline: a plain `ws` server (no protocol, no subscriptions) that batches and pre-frames like
 * the hub. Publications are serialised once (asciiJson, as the hub's publish does) and queued; one
 * flush per event-loop turn, delayed like the hub's (as long as the last fan-out took, at most
 * maxBatchDelayMs), builds the hub's exact frame bytes once and writes them to every raw socket.
 */
async function benchBare(options: Options): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  const sockets = new Set<Duplex>();
  wss.on('connection', (ws, req) => {
    sockets.add(req.socket);
    ws.once('close', () => sockets.delete(req.socket));
  });
  await new Promise((r) => wss.once('listening', r));
  const port = (wss.address() as AddressInfo).port;
  const children = await startClients(options, {
    mode: 'bare',
    url: `ws://127.0.0.1:${port}/`,
    token: '',
    channel: '',
  });
  const channelJson = JSON.stringify(CHANNEL);
  let pending: { json: string; offset: number }[] = [];
  let offset = 0;
  let scheduled = false;
  let lastFlushMs = 0;
  const flush = (): void => {
    scheduled = false;
    const batch = pending;
    pending = [];
    const started = performance.now();
    const frame = textWireFrame(
      batch.map((e) => publicationPushFrame(channelJson, e.json, e.offset)).join('\n'),
    );
    for (const socket of sockets) socket.write(frame);
    lastFlushMs = performance.now() - started;
  };
  try {
    return await drive(children, options, (seq) => {
      pending.push({ json: asciiJson(publication(seq)), offset: ++offset });
      if (scheduled) return;
      scheduled = true;
      const delay = Math.min(DEFAULT_PUSH_SETTINGS.maxBatchDelayMs, lastFlushMs);
      if (delay >= 1) setTimeout(flush, delay);
      else setImmediate(flush);
    });
  } finally {
    closeClients(children);
    for (const ws of wss.clients) ws.terminate();
    await new Promise((r) => wss.close(r));
  }
}

export const fmt = (n: number, digits = 1): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function line(name: string, r: Result): string {
  const lost = r.expected - r.delivered;
  return `${name.padEnd(8)} published ${fmt(r.published, 0).padStart(4)}/s  delivered ${fmt(r.perSecond, 0).padStart(9)} msg/s   p50 ${fmt(r.p50).padStart(7)} ms   p99 ${fmt(r.p99).padStart(7)} ms   max ${fmt(r.max).padStart(7)} ms   (${r.delivered}/${r.expected}${lost > 0 ? `, ${lost} not delivered` : ''}${r.closedByServer > 0 ? `, ${r.closedByServer} clients cut off as slow` : ''})  cpu server ${fmt(r.serverCpu, 0)}% clients ${fmt(r.clientCpu, 0)}%  µs/msg server ${fmt(r.serverUsPerMsg, 2)} clients ${fmt(r.clientUsPerMsg, 2)}`;
}

export async function runPushBench(argv: string[]): Promise<void> {
  const options = parseOptions(argv);
  console.log(
    `push: ${options.clients} clients on one channel, ${options.rate} publications/s for ${options.seconds} s (offered ${fmt(options.clients * options.rate, 0)} msg/s)`,
  );
  console.log(
    options.client === 'centrifuge'
      ? `method: official centrifuge clients (each parses every message) in ${options.procs} processes; hub only`
      : `method: raw WebSocket clients in ${options.procs} processes, no compression; all count publications by byte scan, ` +
          `${Math.min(options.clients, options.sample)} spread over them parse every message for latency`,
  );
  const guard = startLoadGuard('push');
  const hub = options.only === 'bare' ? null : await benchHub(options);
  if (hub) console.log(line('hub', hub));
  const bare = options.only === 'hub' ? null : await benchBare(options);
  if (bare) console.log(line('bare ws', bare));
  guard.finish();
  if (hub && bare) {
    const ratio = hub.perSecond / bare.perSecond;
    console.log(
      `ratio hub/fair baseline deliveries ${fmt(ratio * 100)}% (target ≥ 90%)   hub p99 ${fmt(hub.p99)} ms (target ≤ 100 ms at 5,000 clients)`,
    );
    const met = ratio >= 0.9 && hub.p99 <= 100;
    console.log(
      guard.verdict(
        options.clients < 5000
          ? `no verdict at ${options.clients} clients: the targets are stated at 5,000`
          : met
            ? 'targets met'
            : 'targets NOT met',
      ),
    );
  } else console.log(guard.verdict('no verdict: one side only'));
}
