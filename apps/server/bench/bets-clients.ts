/**
 * Load generator for the bets bench, in its own process so it does not share the server's event loop:
 * one loop per client, each its own player (bearer token) and body, POST /bets back to back for the warm-up
 * and then the measured seconds. Sends the latencies (ms) and status counts of the measured part back.
 */
interface Args {
  url: string;
  clients: { token: string; body: string }[];
  warmupSeconds: number;
  seconds: number;
}

async function run(args: Args): Promise<void> {
  const start = performance.now();
  const measureFrom = start + args.warmupSeconds * 1000;
  const end = measureFrom + args.seconds * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let seq = 0;
  await Promise.all(
    args.clients.map(async (c, i) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(args.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${c.token}`,
            'content-type': 'application/json',
            'idempotency-key': `bench-${process.pid}-${i}-${seq++}`,
          },
          body: c.body,
        });
        await res.arrayBuffer();
        const t1 = performance.now();
        if (t0 >= measureFrom && t1 <= end) {
          latencies.push(t1 - t0);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }
    }),
  );
  process.send?.({ latencies, statuses });
}

run(JSON.parse(process.argv[2]!) as Args).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
