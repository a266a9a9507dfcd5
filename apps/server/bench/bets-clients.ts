/**
 * Load generator for the bets bench, in its own process so it does not share the server's event loop:
 * autocannon with one connection per client, each its own player (bearer token) and body, POST /bets back to
 * back: a warm-up, then the measured seconds. Sends bets/s (2xx), p50/p99 latency (ms) and errors back.
 */
import autocannon from 'autocannon';

interface Args {
  url: string;
  clients: { token: string; ip: string; body: string }[];
  warmupSeconds: number;
  seconds: number;
  /** Replace `[<id>]` in each request's body with a fresh id. */
  idReplacement: boolean;
}

function load(args: Args, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: args.url,
    method: 'POST',
    connections: args.clients.length,
    pipelining: 1,
    idReplacement: args.idReplacement,
    duration: seconds,
    setupClient(client) {
      const c = args.clients[next++ % args.clients.length]!;
      client.setHeadersAndBody(
        { authorization: `Bearer ${c.token}`, 'content-type': 'application/json', 'x-forwarded-for': c.ip },
        c.body,
      );
    },
  });
}

async function run(args: Args): Promise<void> {
  await load(args, args.warmupSeconds);
  const r = await load(args, args.seconds);
  process.send?.({
    perSecond: r['2xx'] / args.seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses: { '2xx': r['2xx'], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts },
  });
}

run(JSON.parse(process.argv[2]!) as Args).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
