/**
 * One node of the cluster push benchmark (cluster-bench.ts): the push module alone, in cluster mode over Redis
 * (REDIS_URL, REDIS_PREFIX from the argument), on a free port. Tells the parent {ready, port} over IPC and
 * stops on {close}.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { openCluster } from '../src/cluster/cluster';
import { loadConfig } from '../src/config';
import { openPgliteDb } from '../src/db/pglite-db';
import { registerPush } from '../src/push/register-push';

const { redisUrl, prefix, clients } = JSON.parse(process.argv[2]!) as {
  redisUrl: string;
  prefix: string;
  clients: number;
};
const config = loadConfig({
  TOKEN_SECRET: 'bench-secret',
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  DATABASE_URL: 'postgres://unused', // cluster mode wants one; the push module never opens it
});
const app = Fastify({ trustProxy: true });
const db = await openPgliteDb(undefined);
const cluster = openCluster(config.cluster!, { error: (obj, msg) => console.error(msg, obj) });
await registerPush(
  app,
  { config, db, clock: { now: () => Date.now() } },
  { maxConnectionsPerIp: clients + 100, pingIntervalMs: 60_000 },
  cluster,
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ type: 'ready', port: (app.server.address() as AddressInfo).port });
process.on('message', (msg: { type: string }) => {
  if (msg.type !== 'close') return;
  void app
    .close()
    .then(() => cluster.close())
    .then(() => db.close())
    .finally(() => process.exit(0));
});
