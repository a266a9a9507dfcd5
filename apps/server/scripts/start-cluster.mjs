// npm run start:cluster [-- --nodes 3] : N built server nodes on ports 3001… behind a round-robin proxy on 3000,
// over this machine's PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). docs/CLUSTER.md, docs/DEPLOY.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const count = Number(flag('nodes', process.env.CLUSTER_NODES ?? '3'));
const proxyPort = Number(flag('port', process.env.PORT ?? '3000'));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = resolve(process.env.DATA_DIR ?? join(serverDir, '..', '..', '.data')); // the repository's .data

// Every node signs and verifies the same tokens: one secret for the cluster, kept across restarts.
mkdirSync(dataDir, { recursive: true });
const secretFile = join(dataDir, 'cluster-token-secret');
if (!process.env.TOKEN_SECRET && !existsSync(secretFile))
  writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
const tokenSecret = process.env.TOKEN_SECRET ?? readFileSync(secretFile, 'utf8').trim();

const backends = Array.from({ length: count }, (_, i) => ({ host: '127.0.0.1', port: proxyPort + 1 + i }));
// The proxy first: a port in use stops everything before any node starts.
const proxy = await startRoundRobinProxy(proxyPort, backends);
const children = [];
for (let i = 0; i < count; i++) {
  const port = backends[i].port;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ID: `node${i + 1}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TOKEN_SECRET: tokenSecret,
      DATA_DIR: dataDir,
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
  });
  child.on('exit', (code, signal) => {
    console.error(`node${i + 1} (port ${port}) exited: ${signal ?? code}`);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      proxy.close();
      process.exitCode = 1;
    }
  });
  children.push(child);
}

const stop = () => {
  proxy.close();
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
