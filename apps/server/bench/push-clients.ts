/**
 * The client side of the push benchmark, one of several child processes so the server is measured on
 * its own event loop. Opens this process's share of the sockets to either the hub (connect + subscribe,
 * pong) or the bare ws server and counts the publications received; a sample of clients parses every
 * message for publish-to-receive latency (see push-raw-client.ts). `kind: 'centrifuge'` uses the
 * official centrifuge client instead (every client parses everything: a cross-check at smaller counts).
 * Talks to the parent over IPC: {ready}, then answers {report} with the figures.
 */
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';
import { RawClient, clientTextFrame, type ClientStats } from './push-raw-client';

export interface ClientArgs {
  kind: 'raw' | 'centrifuge';
  mode: 'hub' | 'bare';
  url: string;
  /** Global index of this process's first client and how many it opens. */
  first: number;
  count: number;
  /** Client i parses every message (latency) when i % sampleEvery === 0. */
  sampleEvery: number;
  token: string;
  channel: string;
}

export interface ClientReport {
  type: 'report';
  delivered: number;
  lastReceiveAt: number;
  latencies: number[];
  clientCpuMs: number;
  closedByServer: number;
}

const args = JSON.parse(process.argv[2]!) as ClientArgs;
const now = (): number => performance.timeOrigin + performance.now();
const stats: ClientStats = { delivered: 0, lastReceiveAt: 0, latencies: [], closedByServer: 0 };
const closers: (() => void)[] = [];
let cpuAtReset = process.cpuUsage();

function openRaw(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const hello = clientTextFrame(
      `${JSON.stringify({ id: 1, connect: { token: args.token } })}\n${JSON.stringify({ id: 2, subscribe: { channel: args.channel } })}`,
    );
    const client: RawClient = new RawClient(
      new URL(args.url),
      stats,
      index % args.sampleEvery === 0,
      (chunk) => {
        if (args.mode === 'bare') {
          resolve();
          return true;
        }
        if (chunk === null) {
          client.send(hello);
          return false;
        }
        const text = chunk.toString('utf8');
        if (text.includes('"error"')) reject(new Error(`hub refused: ${text}`));
        if (!text.includes('"subscribe"')) return false;
        resolve();
        return true;
      },
      reject,
    );
    closers.push(() => client.close());
  });
}

function openCentrifuge(): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = new Centrifuge(args.url, { websocket: WebSocket, token: args.token });
    const sub = client.newSubscription(args.channel);
    sub.on('publication', (ctx) => {
      const at = now();
      const t = (ctx.data as { data?: { t?: number } }).data?.t;
      if (typeof t !== 'number') return;
      stats.latencies.push(at - t);
      stats.delivered++;
      stats.lastReceiveAt = at;
    });
    sub.on('subscribed', () => resolve());
    sub.on('error', (ctx) => reject(new Error(ctx.error.message)));
    client.on('disconnected', () => stats.closedByServer++);
    sub.subscribe();
    client.connect();
    closers.push(() => client.disconnect());
  });
}

async function main(): Promise<void> {
  const open = (i: number): Promise<void> =>
    args.kind === 'centrifuge' ? openCentrifuge() : openRaw(args.first + i);
  for (let i = 0; i < args.count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, args.count - i) }, (_, j) => open(i + j)));
  }
  process.send!({ type: 'ready' });
  process.on('message', (msg: { type: string; full?: boolean }) => {
    if (msg.type === 'reset') {
      stats.latencies.length = 0;
      stats.delivered = 0;
      cpuAtReset = process.cpuUsage();
      process.send!({ type: 'reset-done' });
    }
    if (msg.type === 'report') {
      const cpu = process.cpuUsage(cpuAtReset);
      const report: ClientReport = {
        type: 'report',
        delivered: stats.delivered,
        lastReceiveAt: stats.lastReceiveAt,
        // Latencies only in the final report: progress polls stay small.
        latencies: msg.full ? stats.latencies : [],
        clientCpuMs: (cpu.user + cpu.system) / 1000,
        closedByServer: stats.closedByServer,
      };
      process.send!(report);
    }
    if (msg.type === 'close') {
      for (const close of closers) close();
      process.exit(0);
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
