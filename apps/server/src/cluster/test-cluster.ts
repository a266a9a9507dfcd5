import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  spawnCompiledServer,
  throwawaySchema,
  waitReady as waitServerReady,
  type ServerProcess,
} from '../testing/compiled-server';

export const CLUSTER_TOKEN_SECRET = 'cluster-test-secret';

/** Why the cluster tests cannot run here (printed), or null when PostgreSQL and Redis both answer. */
export async function clusterUnavailableReason(): Promise<string | null> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return 'DATABASE_URL is not set (a cluster needs a shared PostgreSQL)';
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return `Redis does not answer at ${process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'}: ${String(err)}`;
  } finally {
    redis.disconnect();
  }
}

/** A node: the compiled server as a child process (src/testing/compiled-server.ts). */
export type ClusterNode = ServerProcess;

export interface TestCluster {
  nodes: ClusterNode[];
  /** The cluster's database (its throwaway schema); another cluster may start on it (`onDatabase`). */
  databaseUrl: string;
  /** A pool on the cluster's throwaway schema (the test's own look at the database). */
  db: pg.Pool;
  prefix: string;
  logDir: string;
  /** The node whose /readyz says it leads the feed (among those alive), or null. */
  leader(): Promise<ClusterNode | null>;
  close(): Promise<void>;
}

/**
 * One compiled cluster node as `npm start` runs it, configured by its environment only: `env` names its database
 * and Redis (DATABASE_URL, REDIS_URL, REDIS_PREFIX), and may override the rest; its log and data go under `logDir`.
 */
export function spawnClusterNode(
  name: string,
  logDir: string,
  env: Record<string, string>,
): Promise<ClusterNode> {
  return spawnCompiledServer({
    name,
    logDir,
    env: {
      NODE_ID: name,
      SERVE_WEB: '0',
      SIM_CONTROL: '1',
      TOKEN_SECRET: CLUSTER_TOKEN_SECRET,
      DATA_DIR: join(logDir, name),
      NODE_ENV: 'test',
      ...env,
    },
  });
}

/**
 * Three (or `count`) real server processes (the compiled `dist/main.js`, as `npm start` runs it) on free random ports over one
 * throwaway PostgreSQL schema and a unique Redis key prefix, so parallel runs never collide. Logs go to files
 * under a temporary directory (printed on failure by the caller).
 */
export async function startTestCluster(
  count = 3,
  env: Record<string, string> = {},
  /** Start on another cluster's database (which that cluster drops when it closes), under a prefix of its own. */
  onDatabase?: string,
): Promise<TestCluster> {
  const { databaseUrl, drop } = onDatabase
    ? { databaseUrl: onDatabase, drop: async () => undefined }
    : await throwawaySchema(process.env.DATABASE_URL!, 'c');
  const prefix = `slipstream-test-${randomBytes(6).toString('hex')}:`;
  const logDir = mkdtempSync(join(tmpdir(), 'slipstream-cluster-'));
  const nodes: ClusterNode[] = [];
  const start = (i: number): Promise<ClusterNode> =>
    spawnClusterNode(`node${i + 1}`, logDir, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
      ...env,
    });
  try {
    // The first node migrates and generates the catalogue; the others start once it is ready.
    nodes.push(await start(0));
    await waitServerReady(nodes[0]!, { timeoutMs: 60_000 });
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)));
    nodes.push(...rest);
    await Promise.all(rest.map((n) => waitServerReady(n, { timeoutMs: 60_000 })));
  } catch (err) {
    for (const node of nodes) node.process.kill('SIGKILL'); // never leave processes behind a failed start
    throw err;
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  return {
    nodes,
    databaseUrl,
    db,
    prefix,
    logDir,
    async leader() {
      for (const node of nodes) {
        if (node.process.exitCode !== null || node.process.signalCode !== null) continue;
        const ready = await fetch(`${node.url}/readyz`)
          .then((r) => r.json() as Promise<{ cluster?: { feed_leader: boolean } }>)
          .catch(() => null);
        if (ready?.cluster?.feed_leader) return node;
      }
      return null;
    },
    async close() {
      for (const node of nodes)
        if (node.process.exitCode === null && node.process.signalCode === null) node.process.kill('SIGTERM');
      await Promise.race([Promise.all(nodes.map((n) => n.exited)), new Promise((r) => setTimeout(r, 5_000))]);
      for (const node of nodes)
        if (node.process.exitCode === null && node.process.signalCode === null) node.process.kill('SIGKILL');
      await db.end();
      await drop();
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
