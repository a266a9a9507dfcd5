/**
 * The client side of the push benchmark, run in its own process so the server is measured on its own
 * event loop. Opens N WebSockets to either the hub (speaking the protocol: connect + subscribe, pong)
 * or the bare ws server, counts every publication received and its publish-to-receive latency.
 * Talks to the parent over IPC: {ready}, then answers {report} with the figures.
 */
import WebSocket from 'ws';

interface Args {
  mode: 'hub' | 'bare';
  url: string;
  clients: number;
  token: string;
  channel: string;
}

const args = JSON.parse(process.argv[2]!) as Args;
const now = (): number => performance.timeOrigin + performance.now();
const latencies: number[] = [];
let delivered = 0;
let lastReceiveAt = 0;
const sockets: WebSocket[] = [];
let cpuAtReset = process.cpuUsage();
/** Sockets the server closed (e.g. 3008 slow): their undelivered publications show as such. */
let closedByServer = 0;
let closing = false;

/** Every line of a frame that carries a publication holds `"t":<send time>`; read it without JSON.parse. */
function onFrame(text: string, ws: WebSocket): void {
  const at = now();
  let from = 0;
  for (;;) {
    const i = text.indexOf('"t":', from);
    if (i < 0) break;
    let end = i + 4;
    while (
      end < text.length &&
      ((text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) || text[end] === '.')
    )
      end++;
    latencies.push(at - Number(text.slice(i + 4, end)));
    delivered++;
    from = end;
  }
  if (args.mode === 'hub' && (text === '{}' || text.startsWith('{}\n') || text.includes('\n{}')))
    ws.send('{}');
  lastReceiveAt = at;
}

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(args.url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on('error', reject);
    ws.on('close', () => {
      if (!closing) closedByServer++;
    });
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      if (args.mode === 'hub' && text.includes('"subscribe"')) return resolve();
      onFrame(text, ws);
    });
    ws.on('open', () => {
      if (args.mode === 'bare') return resolve();
      ws.send(
        `${JSON.stringify({ id: 1, connect: { token: args.token } })}\n${JSON.stringify({ id: 2, subscribe: { channel: args.channel } })}`,
      );
    });
  });
}

async function main(): Promise<void> {
  for (let i = 0; i < args.clients; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, args.clients - i) }, open));
  }
  process.send!({ type: 'ready' });
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'reset') {
      latencies.length = 0;
      delivered = 0;
      cpuAtReset = process.cpuUsage();
      process.send!({ type: 'reset-done' });
    }
    if (msg.type === 'report') {
      const sorted = Float64Array.from(latencies).sort();
      const pct = (p: number): number =>
        sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
      const cpu = process.cpuUsage(cpuAtReset);
      const clientCpuMs = (cpu.user + cpu.system) / 1000;
      process.send!({
        type: 'report',
        delivered,
        lastReceiveAt,
        p50: pct(0.5),
        p99: pct(0.99),
        max: pct(1),
        clientCpuMs,
        closedByServer,
      });
    }
    if (msg.type === 'close') {
      closing = true;
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
