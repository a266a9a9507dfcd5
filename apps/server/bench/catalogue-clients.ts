/**
 * Load generator for the catalogue bench, in its own process so it does not share the server's event loop
 * (the same arrangement as the bets bench). autocannon with `connections` connections and gzip asked for as
 * every browser does. With `paths`, each request takes the next path of the list, shared by all connections
 * (round robin), so consecutive requests ask for different URLs and most miss the response cache (the mixed
 * workload); without, every request asks for `url`. Arguments arrive as the first IPC message. Sends req/s, p50/p99 (ms) and errors back.
 */
import autocannon from 'autocannon';

export interface CatalogueClientArgs {
  url: string;
  paths?: string[];
  seconds: number;
  connections: number;
  gzip: boolean;
}

export interface CatalogueClientFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerRequest: number;
  requests: number;
}

async function run(args: CatalogueClientArgs): Promise<void> {
  let next = 0;
  const paths = args.paths;
  const result = await autocannon({
    url: args.url,
    duration: args.seconds,
    connections: args.connections,
    pipelining: 1,
    headers: args.gzip ? { 'accept-encoding': 'gzip' } : {},
    ...(paths
      ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }] }
      : {}),
  });
  const figures: CatalogueClientFigures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
    requests: result.requests.total,
  };
  process.send?.(figures);
}

// The arguments come over IPC: thousands of mixed-workload paths do not fit in a command line.
process.once('message', (args) =>
  run(args as CatalogueClientArgs).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  ),
);
