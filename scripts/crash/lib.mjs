// Crash-test harness: three compiled nodes over a throwaway schema and a Redis of its own (issue 31's fresh
// crash test). Used by run.mjs; not part of the product.
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const PG = 'postgres://root@127.0.0.1:5432/test';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const log = (...a) => console.log(new Date().toISOString().slice(11, 23), ...a);

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

export function startRedis(port, dir) {
  const p = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  return p;
}

/** A TCP proxy that can go silent (stop forwarding without closing) and come back. */
export function silentProxy(listenPort, targetPort) {
  let silent = false;
  const pairs = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', (d) => {
      if (!silent) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!silent) client.write(d);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  server.listen(listenPort, '127.0.0.1');
  return {
    silence() {
      silent = true; // bytes are swallowed; nothing is closed (a half-open path)
    },
    restore() {
      silent = false;
    },
    close() {
      for (const p of pairs) {
        p.client.destroy();
        p.upstream.destroy();
      }
      server.close();
    },
  };
}

export async function makeCluster({ redisPort, schema, dbPorts = {}, redisPorts = {} }) {
  const secret = 'crash-' + randomBytes(8).toString('hex');
  const nodes = [];
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    const dir = `/tmp/crash-run/${schema}/node${i + 1}`;
    mkdirSync(dir, { recursive: true });
    const dbPort = dbPorts[i] ?? 5432;
    const rPort = redisPorts[i] ?? redisPort;
    const env = {
      ...process.env,
      DATABASE_URL: `postgres://root@127.0.0.1:${dbPort}/test?options=-csearch_path%3D${schema}`,
      REDIS_URL: `redis://127.0.0.1:${rPort}`,
      REDIS_PREFIX: `${schema}:`,
      NODE_ID: `node${i + 1}`,
      TOKEN_SECRET: secret,
      PUSH_TOKEN_SECRET: secret,
      PORT: String(port),
      DATA_DIR: dir,
      DEMO: '1',
      SIM_CONTROL: '1',
      SERVE_WEB: '0',
      NODE_ENV: 'test',
      RATE_LIMIT_BETS_PER_ACCOUNT: '10000/10',
      RATE_LIMIT_BETS_PER_IP: '10000/10',
    };
    nodes.push({ name: `node${i + 1}`, port, url: `http://127.0.0.1:${port}`, env, dir, proc: null });
  }
  return nodes;
}

export function startNode(node) {
  const out = openSync(`${node.dir}/log.txt`, 'a');
  node.proc = spawn('node', ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: node.env,
    stdio: ['ignore', out, out],
  });
  node.alive = true;
  node.proc.on('exit', () => (node.alive = false));
  return node;
}

export async function waitReady(node, timeoutMs = 90_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      const r = await fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (r.status === 200) return await r.json();
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${node.name} not ready`);
}

export async function readyz(node) {
  try {
    const r = await fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(2000) });
    return await r.json();
  } catch {
    return null;
  }
}

export async function leaderOf(nodes) {
  const out = [];
  for (const n of nodes) {
    if (!n.alive) continue;
    const r = await readyz(n);
    if (r?.cluster?.feed_leader) out.push(n);
  }
  return out;
}

/** fetch with a 15 s cap; returns {status, json, ms}. */
export async function call(url, { method = 'GET', body, headers = {} } = {}) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, {
      method: body !== undefined ? 'POST' : method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await r.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: r.status, json, headers: r.headers, ms: performance.now() - t0 };
  } catch (err) {
    return { status: 0, json: null, error: String(err), ms: performance.now() - t0 };
  }
}

export async function signInDemo(node) {
  const r = await call(`${node.url}/api/platform/users/sign_in`, {
    body: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
  });
  if (r.status !== 200) throw new Error('sign in ' + r.status + JSON.stringify(r.json));
  const pairs = r.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = pairs.find((p) => p.startsWith('slipstream_csrf='))?.split('=')[1] ?? '';
  const t = await call(`${node.url}/api/platform/sportsbook_sessions`, {
    body: {},
    headers: { cookie: pairs.join('; '), 'x-csrf-token': csrf },
  });
  if (t.status !== 200) throw new Error('token ' + t.status);
  return t.json.token;
}

export function db(schema) {
  return new pg.Pool({ connectionString: `${PG}?options=-csearch_path%3D${schema}`, max: 2 });
}

export function psql(sql) {
  execSync(`psql ${PG} -q -c "SET client_min_messages=warning" -c "${sql}"`, { stdio: 'inherit' });
}
