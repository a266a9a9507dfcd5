import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
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

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

export interface ClusterNode {
  name: string;
  url: string;
  wsUrl: string;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export interface TestCluster {
  nodes: ClusterNode[];
  /** A pool on the cluster's throwaway schema (the test's own look at the database). */
  db: pg.Pool;
  prefix: string;
  logDir: string;
  /** The node whose /readyz says it leads the feed (among those alive), or null. */
  leader(): Promise<ClusterNode | null>;
  close(): Promise<void>;
}

/**
 * Three (or `count`) real server processes (`node --import tsx src/main.ts`) on free random ports over one
 * throwaway PostgreSQL schema and a unique Redis key prefix, so parallel runs never collide. Logs go to files
 * under a temporary directory (printed on failure by the caller).
 */
export async function startTestCluster(count = 3, env: Record<string, string> = {}): Promise<TestCluster> {
  const baseUrl = process.env.DATABASE_URL!;
  const schema = `c_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const prefix = `slipstream-test-${randomBytes(6).toString('hex')}:`;
  const logDir = mkdtempSync(join(tmpdir(), 'slipstream-cluster-'));
  const nodes: ClusterNode[] = [];
  const start = async (i: number): Promise<ClusterNode> => {
    const port = await freePort();
    const name = `node${i + 1}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: prefix,
        NODE_ID: name,
        SERVE_WEB: '0',
        SIM_CONTROL: '1',
        TOKEN_SECRET: CLUSTER_TOKEN_SECRET,
        DATA_DIR: join(logDir, name),
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(join(logDir, `${name}.log`));
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
    return {
      name,
      url: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
      process: child,
      exited,
    };
  };
  try {
    // The first node migrates and generates the catalogue; the others start once it is ready.
    nodes.push(await start(0));
    await waitReady(nodes[0]!, logDir);
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)));
    nodes.push(...rest);
    await Promise.all(rest.map((n) => waitReady(n, logDir)));
  } catch (err) {
    for (const node of nodes) node.process.kill('SIGKILL'); // never leave processes behind a failed start
    throw err;
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  return {
    nodes,
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
      const drop = new pg.Client({ connectionString: baseUrl });
      await drop.connect();
      await drop.query(`DROP SCHEMA ${schema} CASCADE`);
      await drop.end();
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

async function waitReady(node: ClusterNode, logDir: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.process.exitCode !== null)
      throw new Error(`${node.name} exited; see ${logDir}/${node.name}.log`);
    const ok = await fetch(`${node.url}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${node.name} not ready within ${timeoutMs} ms; see ${logDir}/${node.name}.log`);
}
