// Crash test of issue 31's claims: three compiled nodes over one PostgreSQL and one Redis, concurrent players,
// faults injected during the load, invariants checked from the database afterwards. Not part of the product.
//
// Prerequisites (see REPORT.md): a PostgreSQL 15 of our own on 127.0.0.1:5491 (data /work/crash31-pg/data, run as
// the OS user crash31pg, trust auth, database crash31), redis-server on PATH, `npm run build -w apps/server` done.
// node scripts/crash-test/crash.mjs [--phases baseline,killFollower,...] [--out DIR]
import { spawn, execSync, exec } from 'node:child_process';
import { promisify } from 'node:util';
const execAsync = promisify(exec);
import { mkdirSync, createWriteStream, writeFileSync, openSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const require = createRequire(join(root, 'apps/server/package.json'));
const pg = require('pg');

const args = process.argv.slice(2);
const flag = (n, d) => (args.includes(`--${n}`) ? args[args.indexOf(`--${n}`) + 1] : d);
const ALL_PHASES = [
  'baseline',
  'convergenceBaseline',
  'killFollower',
  'killLeader',
  'pauseLeader',
  'redisDown',
  'redisHalfOpen',
  'followerRedisCut',
  'followerRedisHalfOpen',
  'convergenceRepeat',
  'leaderDbHalfOpen',
  'slowDb',
  'pgRestart',
  'pgImmediate',
  'randomKills',
];
const phases = flag('phases', ALL_PHASES.join(',')).split(',');
const RUN = flag('run', new Date().toISOString().replace(/[:.]/g, '-'));
const OUT = resolve(flag('out', join(here, 'out', RUN)));
mkdirSync(OUT, { recursive: true });

const PG_PORT = 5491;
const PG_DATA = '/work/crash31-pg/data';
const PG_USER_OS = 'crash31pg';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const DB = flag('db', 'crash31');
const REDIS_PORT = 6391;
const PROXY_CONTROL = 7991;
const PREFIX = `crash31-${RUN.slice(-8)}:`;
const TOKEN_SECRET = randomBytes(32).toString('hex');
const WORKERS = Number(flag('workers', '8'));
const PLAYERS = Number(flag('players', '6'));

const NODES = [1, 2, 3].map((i) => ({
  i,
  id: `node${i}`,
  port: 3100 + i,
  pgProxy: 5500 + i,
  redisProxy: 6400 + i,
  proc: null,
  pid: null,
  state: 'down', // up | down | stopped
  starts: 0,
}));

const t00 = Date.now();
const T = () => ((Date.now() - t00) / 1000).toFixed(1);
const logFile = createWriteStream(join(OUT, 'driver.log'));
function log(...a) {
  const line = `[${T()}s] ${a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}`;
  console.log(line);
  logFile.write(line + '\n');
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const events = [];
const ev = (type, o = {}) => {
  events.push({ t: Date.now() - t00, type, ...o });
  log('EVENT', type, o);
};

// ---------------------------------------------------------------- infrastructure
let proxyProc = null;
function startProxy() {
  const routes = [];
  for (const n of NODES) {
    routes.push({ name: `pg${n.i}`, listen: n.pgProxy, host: '127.0.0.1', port: PG_PORT });
    routes.push({ name: `redis${n.i}`, listen: n.redisProxy, host: '127.0.0.1', port: REDIS_PORT });
  }
  proxyProc = spawn(
    process.execPath,
    [join(here, 'proxy.mjs'), String(PROXY_CONTROL), JSON.stringify(routes)],
    {
      stdio: ['ignore', openSync(join(OUT, 'proxy.log'), 'a'), openSync(join(OUT, 'proxy.err'), 'a')],
    },
  );
}
async function proxySet(names, mode, ms = 0) {
  const r = await fetch(
    `http://127.0.0.1:${PROXY_CONTROL}/set?name=${names.join(',')}&mode=${mode}&ms=${ms}`,
  );
  ev('proxy', { names, mode, ms, ok: r.ok });
}

let redisProc = null;
function startRedis() {
  redisProc = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', openSync(join(OUT, 'redis.log'), 'a'), openSync(join(OUT, 'redis.log'), 'a')],
    },
  );
  ev('redis-start', { pid: redisProc.pid });
}
async function killRedis(sig = 'SIGKILL') {
  if (!redisProc) return;
  const p = redisProc;
  redisProc = null;
  p.kill(sig);
  await new Promise((r) => (p.exitCode !== null || p.signalCode ? r() : p.once('exit', r)));
  ev('redis-killed', { sig });
}
async function pgCtl(cmd) {
  const t = Date.now();
  try {
    const { stdout: out } = await execAsync(`su ${PG_USER_OS} -c "${PG_BIN}/pg_ctl -D ${PG_DATA} ${cmd}"`, {
      encoding: 'utf8',
      timeout: 60_000,
    });
    ev('pg_ctl', { cmd, ms: Date.now() - t, out: out.trim().split('\n').slice(-1)[0] });
  } catch (e) {
    ev('pg_ctl-failed', { cmd, ms: Date.now() - t, err: String(e.stderr ?? e.message).slice(0, 300) });
  }
}

function spawnNode(n) {
  const env = {
    ...process.env,
    PORT: String(n.port),
    NODE_ID: n.id,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${n.pgProxy}/${DB}`,
    REDIS_URL: `redis://127.0.0.1:${n.redisProxy}`,
    REDIS_PREFIX: PREFIX,
    TOKEN_SECRET,
    SIM_CONTROL: '1',
    SERVE_WEB: '0',
    TRUST_PROXY: 'loopback',
    DATA_DIR: join(OUT, `data-${n.id}`),
    RATE_LIMIT_SIGN_UP_PER_IP: '10000/3600',
    RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '100/3600',
    RATE_LIMIT_BETS_PER_IP: '100000/10',
    RATE_LIMIT_BETS_PER_ACCOUNT: '100000/10',
    RATE_LIMIT_DEPOSITS_PER_IP: '100000/3600',
    RATE_LIMIT_DEPOSITS_PER_ACCOUNT: '100000/3600',
  };
  const out = createWriteStream(join(OUT, `${n.id}.log`), { flags: 'a' });
  const p = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  p.stdout.pipe(out);
  p.stderr.pipe(out);
  n.proc = p;
  n.pid = p.pid;
  n.state = 'starting';
  n.starts++;
  n.startedAt = Date.now();
  p.on('exit', (code, sig) => {
    if (n.proc === p) {
      n.state = 'down';
      n.proc = null;
    }
    ev('node-exit', { node: n.id, pid: p.pid, code, sig });
  });
  ev('node-spawn', { node: n.id, pid: p.pid });
  return p;
}
async function waitReady(n, timeoutMs = 90_000) {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    if (!n.proc) return false;
    const r = await get(n, '/readyz', 1000);
    if (r.status === 200) {
      n.state = 'up';
      ev('node-ready', { node: n.id, ms: Date.now() - n.startedAt, status: r.json?.status });
      return true;
    }
    await sleep(250);
  }
  ev('node-not-ready', { node: n.id, ms: Date.now() - t });
  return false;
}
async function killNode(n, sig = 'SIGKILL') {
  if (!n.proc) return;
  const p = n.proc;
  if (sig === 'SIGKILL') {
    n.state = 'down';
    n.killedAt = Date.now();
  }
  if (sig === 'SIGSTOP') {
    n.state = 'stopped';
    n.stoppedAt = Date.now();
    stopWindows.push({ node: n.id, from: Date.now(), to: null });
  }
  if (sig === 'SIGCONT') {
    n.state = 'up';
    const w = stopWindows.findLast((x) => x.node === n.id && x.to === null);
    if (w) w.to = Date.now();
  }
  process.kill(p.pid, sig);
  ev('signal', { node: n.id, pid: p.pid, sig });
  if (sig === 'SIGKILL') {
    killWindows.push({ node: n.id, at: Date.now() });
    await new Promise((r) => (p.exitCode !== null || p.signalCode ? r() : p.once('exit', r)));
  }
}
const stopWindows = [];
const killWindows = [];

// ---------------------------------------------------------------- HTTP
const reqs = [];
async function call(n, method, path, { body, headers = {}, timeout = 30_000, kind } = {}) {
  const rec = { kind, node: n.id, method, path: path.split('?')[0], t: Date.now() - t00 };
  const t0 = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${n.port}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeout),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    rec.status = res.status;
    rec.code = json?.code;
    rec.ms = performance.now() - t0;
    return { status: res.status, json, headers: res.headers, text, rec };
  } catch (e) {
    rec.status = 0;
    rec.err = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message);
    rec.ms = performance.now() - t0;
    return { status: 0, err: rec.err, rec };
  } finally {
    if (kind) reqs.push(rec);
  }
}
const get = (n, path, timeout = 5000) => call(n, 'GET', path, { timeout });
const upNodes = () => NODES.filter((n) => n.state === 'up');
const pick = (a) => a[Math.floor(Math.random() * a.length)];

// ---------------------------------------------------------------- monitors
const leaderSamples = [];
const overlaps = [];
const readySamples = [];
let monitoring = true;
async function monitorReadyz() {
  while (monitoring) {
    const round = Date.now() - t00;
    const answers = await Promise.all(
      NODES.map(async (n) => {
        if (!n.proc) return { node: n.id, down: true };
        const r = await call(n, 'GET', '/readyz', { timeout: 1000 });
        return {
          node: n.id,
          status: r.status,
          s: r.json?.status,
          leader: r.json?.cluster?.feed_leader,
          epoch: r.json?.cluster?.feed_epoch,
          inStep: r.json?.cluster?.feed_in_step,
          pending: r.json?.cluster?.redis_outbox_pending,
          ms: Math.round(r.rec.ms),
        };
      }),
    );
    const leaders = answers.filter((a) => a.leader === true);
    leaderSamples.push({ t: round, leaders: leaders.map((a) => `${a.node}@${a.epoch}`) });
    readySamples.push({ t: round, answers });
    if (leaders.length > 1) {
      overlaps.push({ t: round, leaders: leaders.map((a) => ({ node: a.node, epoch: a.epoch })) });
      log('!!! TWO LEADERS', leaders);
    }
    await sleep(250);
  }
}
const leaseLog = [];
async function monitorLeadershipRow() {
  let client = null;
  let last = '';
  while (monitoring) {
    try {
      if (!client) {
        client = new pg.Client({
          host: '127.0.0.1',
          port: PG_PORT,
          user: 'postgres',
          database: DB,
          connectionTimeoutMillis: 1000,
        });
        client.on('error', () => undefined);
        await client.connect();
      }
      const r = await client.query(
        `SELECT l.epoch, l.holder, (l.lease_until - clock_timestamp()) AS left,
                (SELECT value FROM app_state WHERE key = 'feed_position') AS pos
           FROM leadership l WHERE name = $1`,
        [`feed:${PREFIX}`],
      );
      const row = r.rows[0];
      if (row) {
        const key = `${row.epoch}|${row.holder}`;
        if (key !== last) {
          leaseLog.push({ t: Date.now() - t00, epoch: Number(row.epoch), holder: row.holder, pos: row.pos });
          log('leadership row', { epoch: row.epoch, holder: row.holder, pos: row.pos });
          last = key;
        }
        const pos = typeof row.pos === 'string' ? JSON.parse(row.pos) : row.pos;
        if (pos) positions.push({ t: Date.now() - t00, epoch: pos.epoch, seq: pos.seq });
      }
    } catch {
      await client?.end().catch(() => undefined);
      client = null;
    }
    await sleep(300);
  }
  await client?.end().catch(() => undefined);
}
const positions = [];

// ---------------------------------------------------------------- players and load
const players = [];
function cookiesFrom(res) {
  const jar = {};
  for (const c of res.headers.getSetCookie?.() ?? []) {
    const [kv] = c.split(';');
    const i = kv.indexOf('=');
    jar[kv.slice(0, i)] = kv.slice(i + 1);
  }
  return jar;
}
async function signUp(k) {
  const n = upNodes()[k % upNodes().length];
  const email = `p${k}-${RUN.slice(-8).toLowerCase()}@crash31.test`;
  const r = await call(n, 'POST', '/api/platform/users/sign_up', {
    body: { user: { email, password: 'crash31-password-123', currency: 'EUR' } },
  });
  if (r.status !== 201 && r.status !== 200) throw new Error(`sign up ${r.status} ${r.text?.slice(0, 300)}`);
  const jar = cookiesFrom(r);
  const csrf = r.headers.get('x-csrf-token') ?? jar.slipstream_csrf;
  const cookie = Object.entries(jar)
    .map(([a, b]) => `${a}=${b}`)
    .join('; ');
  const p = { k, email, cookie, csrf, id: r.json?.id ?? r.json?.data?.id, token: null };
  await refreshToken(p);
  return p;
}
async function refreshToken(p) {
  for (let i = 0; i < 20; i++) {
    const n = pick(upNodes());
    const r = await call(n, 'POST', '/api/platform/sportsbook_sessions', {
      body: {},
      headers: { cookie: p.cookie, 'x-csrf-token': p.csrf },
    });
    if (r.status === 200 || r.status === 201) {
      p.token = r.json.token;
      return;
    }
    await sleep(500);
  }
  throw new Error('no sportsbook token');
}
const auth = (p) => ({ authorization: `Bearer ${p.token}` });

let selections = [];
async function refreshSelections() {
  const n = pick(upNodes());
  if (!n) return;
  const r = await get(n, '/api/sportsbook/v1/matches?limit=200', 5000);
  if (r.status !== 200) return;
  const list = [];
  for (const m of r.json.data ?? []) {
    const mk = m.main_market;
    if (!mk || mk.status !== 1 || (m.status !== 0 && m.status !== 1)) continue;
    for (const o of mk.outcomes)
      if (o.active)
        list.push({
          match_id: m.id,
          market_id: mk.id,
          specifier: mk.specifier,
          outcome_id: o.id,
          odds: o.odds,
          status: m.status,
        });
  }
  if (list.length) selections = list;
}

const bets = []; // one per placement request: {key, player, attempts: [...], final}
const deposits = [];
const cashouts = [];

async function definitive(makeCall, isUnknown, maxAttempts = 8) {
  // Sends once; on an unknown answer (connection error, 5xx) sends the same request (same key) again elsewhere.
  const attempts = [];
  for (let i = 0; i < maxAttempts; i++) {
    const nodes = upNodes();
    if (!nodes.length) {
      await sleep(500);
      continue;
    }
    const r = await makeCall(pick(nodes), i);
    attempts.push({
      node: r.rec.node,
      status: r.status,
      code: r.json?.code ?? r.err,
      ms: Math.round(r.rec.ms),
      t: r.rec.t,
    });
    if (!isUnknown(r)) return { r, attempts };
    await sleep(400 + 300 * i);
  }
  return { r: null, attempts };
}
const unknownAnswer = (r) => r.status === 0 || r.status >= 500 || r.status === 429;

async function placeBet(p) {
  if (!selections.length) return;
  const sel = pick(selections);
  const key = `b-${p.k}-${randomBytes(6).toString('hex')}`;
  const body = {
    meta: { request_id: key, device_id: 'crash31' },
    bets: [
      {
        stake: { value: 100, currency: 'EUR' },
        selections: [
          {
            match_id: sel.match_id,
            market_id: sel.market_id,
            specifier: sel.specifier,
            outcome_id: sel.outcome_id,
            odds: sel.odds,
          },
        ],
      },
    ],
  };
  const rec = { key, player: p.k, sel };
  bets.push(rec);
  const { r, attempts } = await definitive(
    (n) =>
      call(n, 'POST', '/api/sportsbook/v3/bets', {
        body,
        headers: { ...auth(p), 'idempotency-key': key },
        kind: 'bet',
      }),
    unknownAnswer,
  );
  rec.attempts = attempts;
  rec.firstStatus = attempts[0]?.status;
  rec.final = r?.status ?? 'unresolved';
  if (r?.status === 201) {
    rec.ids = r.json.data.map((b) => b.id);
    rec.odds = r.json.data[0]?.selections?.[0]?.odds;
  } else rec.code = r?.json?.code;
  if (r?.status === 401) await refreshToken(p).catch(() => undefined);
}
async function deposit(p, amount) {
  const key = `d-${p.k}-${randomBytes(6).toString('hex')}`;
  const value = amount ?? 1000 + 100 * Math.floor(Math.random() * 20);
  const rec = { key, player: p.k, value };
  deposits.push(rec);
  const { r, attempts } = await definitive(
    (n) =>
      call(n, 'POST', '/api/platform/payments/deposit', {
        body: { amount: { value, currency: 'EUR' }, quick: true },
        headers: { cookie: p.cookie, 'x-csrf-token': p.csrf, 'idempotency-key': key },
        kind: 'deposit',
      }),
    unknownAnswer,
  );
  rec.attempts = attempts;
  rec.final = r?.status ?? 'unresolved';
  if (r?.status === 201 || r?.status === 200) {
    rec.id = r.json.id;
    rec.status = r.json.status;
  } else rec.code = r?.json?.code;
}
async function cashout(p) {
  const n = pick(upNodes());
  if (!n) return;
  const l = await call(n, 'GET', '/api/sportsbook/v3/bets?status=open&limit=30', {
    headers: auth(p),
    kind: 'list',
  });
  const open = (l.json?.data ?? []).filter((b) => b.to_cashout && b.to_cashout.value > 0 && !b.bonus);
  if (!open.length) return;
  const b = pick(open);
  const key = `c-${p.k}-${randomBytes(6).toString('hex')}`;
  const rec = { key, player: p.k, betId: b.id, offer: b.to_cashout.value };
  cashouts.push(rec);
  const { r, attempts } = await definitive(
    (m) =>
      call(m, 'POST', '/api/sportsbook/v3/bets/cashout', {
        body: { bet_id: b.id, to_cashout: b.to_cashout.value },
        headers: { ...auth(p), 'idempotency-key': key },
        kind: 'cashout',
      }),
    unknownAnswer,
  );
  rec.attempts = attempts;
  rec.final = r?.status ?? 'unresolved';
  rec.code = r?.json?.code;
  if (r?.status === 200) rec.status = r.json.data?.status;
}

let loadOn = false;
async function worker(w) {
  while (loadOn) {
    const p = players[w % players.length];
    const x = Math.random();
    try {
      if (x < 0.85) await placeBet(p);
      else if (x < 0.93) await deposit(p);
      else await cashout(p);
    } catch (e) {
      log('worker error', w, String(e));
    }
    await sleep(30 + Math.random() * 70);
  }
}

// ---------------------------------------------------------------- helpers for phases
async function leaderNow(timeoutMs = 15_000) {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    for (const n of upNodes()) {
      const r = await call(n, 'GET', '/readyz', { timeout: 1000 });
      if (r.json?.cluster?.feed_leader) return { node: n, epoch: r.json.cluster.feed_epoch };
    }
    await sleep(200);
  }
  return null;
}
async function waitNewLeader(oldEpoch, timeoutMs = 30_000) {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    for (const n of upNodes()) {
      const r = await call(n, 'GET', '/readyz', { timeout: 700 });
      if (r.json?.cluster?.feed_leader && r.json.cluster.feed_epoch !== oldEpoch)
        return { node: n, epoch: r.json.cluster.feed_epoch, ms: Date.now() - t };
    }
    await sleep(100);
  }
  return null;
}
async function restart(n) {
  spawnNode(n);
  return waitReady(n);
}

// Convergence probe: the leader replaces a price; a bet at the old price is sent to `target` until refused.
let convPlayer = null;
async function outcomeOn(n, sel) {
  const r = await get(
    n,
    `/api/sportsbook/v1/matches/${sel.match_id}/markets?market_id=${sel.market_id}`,
    3000,
  );
  const mk = (r.json?.data ?? r.json ?? []).find?.(
    (m) => m.id === sel.market_id && m.specifier === sel.specifier,
  );
  return mk?.outcomes?.find((o) => o.id === sel.outcome_id);
}
const convergence = [];
async function convergenceProbe(label, leader, target, { before } = {}) {
  const cands = selections.filter((s) => s.status === 0);
  const sel = pick(cands.length ? cands : selections);
  const oldOdds = (await outcomeOn(target, sel))?.odds;
  if (!oldOdds) {
    log('probe: no outcome', label);
    return;
  }
  if (before) await before();
  const newOdds = Math.round((oldOdds + 0.37) * 1000) / 1000;
  const setAt = performance.now();
  const s = await call(leader, 'POST', '/api/sim/odds', {
    body: {
      match_id: sel.match_id,
      market_id: sel.market_id,
      specifier: sel.specifier,
      outcome_id: sel.outcome_id,
      odds: newOdds,
    },
  });
  const setDone = performance.now();
  const results = [];
  const until = performance.now() + 8000;
  let refusedAt = null;
  while (performance.now() < until) {
    const key = `conv-${randomBytes(6).toString('hex')}`;
    const t0 = performance.now();
    const r = await call(target, 'POST', '/api/sportsbook/v3/bets', {
      body: {
        meta: { request_id: key },
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [
              {
                match_id: sel.match_id,
                market_id: sel.market_id,
                specifier: sel.specifier,
                outcome_id: sel.outcome_id,
                odds: oldOdds,
              },
            ],
          },
        ],
      },
      headers: { ...auth(convPlayer), 'idempotency-key': key },
      kind: 'conv',
    });
    const res = {
      sentAfterSetMs: Math.round(t0 - setDone),
      status: r.status,
      code: r.json?.code,
      odds: r.json?.data?.[0]?.selections?.[0]?.odds,
      betId: r.json?.data?.[0]?.id,
    };
    results.push(res);
    if (r.status === 201)
      bets.push({ key, player: 'conv', final: 201, ids: [res.betId], conv: true, attempts: [] });
    if (r.status !== 201 && r.status !== 0) {
      refusedAt = res.sentAfterSetMs;
      break;
    }
    await sleep(100);
  }
  const accepted = results.filter((x) => x.status === 201);
  const out = {
    label,
    leader: leader.id,
    target: target.id,
    sel,
    oldOdds,
    newOdds,
    setStatus: s.status,
    setMs: Math.round(setDone - setAt),
    acceptedAtOldPrice: accepted.length,
    lastAcceptedAfterMs: accepted.at(-1)?.sentAfterSetMs ?? null,
    refusedAfterMs: refusedAt,
    refusedCode: results.at(-1)?.code,
    results,
  };
  convergence.push(out);
  ev('convergence', {
    label,
    target: target.id,
    acceptedAtOldPrice: accepted.length,
    lastAcceptedAfterMs: out.lastAcceptedAfterMs,
    refusedAfterMs: refusedAt,
    code: out.refusedCode,
  });
  return out;
}

// ---------------------------------------------------------------- phases
const phaseLog = [];
async function phase(name, fn) {
  if (!phases.includes(name)) return;
  const start = Date.now() - t00;
  log(`===== phase ${name}`);
  const reqBefore = reqs.length;
  let note;
  try {
    note = await fn();
  } catch (e) {
    note = { error: String(e?.stack ?? e) };
    log('phase error', name, String(e?.stack ?? e));
  }
  // Every node back up before the next phase.
  for (const n of NODES) if (n.state === 'stopped') await killNode(n, 'SIGCONT');
  for (const n of NODES) if (!n.proc) await restart(n);
  for (const n of NODES) if (n.state === 'starting') await waitReady(n);
  await sleep(3000);
  phaseLog.push({ name, start, end: Date.now() - t00, requests: reqs.length - reqBefore, note });
}

async function main() {
  log('out', OUT, 'prefix', PREFIX);
  startProxy();
  startRedis();
  await sleep(500);
  for (const n of NODES) spawnNode(n);
  for (const n of NODES) await waitReady(n);
  void monitorReadyz();
  void monitorLeadershipRow();
  for (let k = 0; k < PLAYERS; k++) players.push(await signUp(k));
  convPlayer = await signUp(99);
  // the convergence player refuses any price change (mode none, the operator default) and has money
  for (const p of [...players, convPlayer]) await deposit(p, 50000).catch(() => undefined);
  for (const p of players) {
    await call(pick(upNodes()), 'POST', '/api/sportsbook/v1/settings', {
      body: { auto_accept_odds_change: 'any' },
      headers: auth(p),
    });
  }
  await refreshSelections();
  log('selections', selections.length);
  const selTimer = setInterval(() => void refreshSelections().catch(() => undefined), 5000);
  loadOn = true;
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));

  await phase('baseline', async () => {
    await sleep(15_000);
  });
  await phase('convergenceBaseline', async () => {
    const l = await leaderNow();
    const followers = upNodes().filter((n) => n !== l.node);
    for (const f of followers) await convergenceProbe('baseline', l.node, f);
    return { leader: l.node.id };
  });
  await phase('killFollower', async () => {
    const l = await leaderNow();
    const f = pick(upNodes().filter((n) => n !== l.node));
    await killNode(f);
    await sleep(5000);
    await restart(f);
    return { killed: f.id };
  });
  await phase('killLeader', async () => {
    const l = await leaderNow();
    await killNode(l.node);
    const nl = await waitNewLeader(l.epoch);
    ev('leader-change', {
      from: l.node.id,
      fromEpoch: l.epoch,
      to: nl?.node.id,
      epoch: nl?.epoch,
      ms: nl?.ms,
    });
    await sleep(3000);
    await restart(l.node);
    return { killed: l.node.id, takeoverMs: nl?.ms, newLeader: nl?.node.id, newEpoch: nl?.epoch };
  });
  await phase('pauseLeader', async () => {
    const l = await leaderNow();
    const old = l.node;
    // Probe: a price the old leader's read model still has, replaced by the new leader while the old one is paused.
    const cands = selections.filter((s) => s.status === 0);
    const sel = pick(cands.length ? cands : selections);
    const oldOdds = (await outcomeOn(old, sel))?.odds;
    await killNode(old, 'SIGSTOP');
    const nl = await waitNewLeader(l.epoch);
    ev('leader-change', {
      from: old.id,
      fromEpoch: l.epoch,
      to: nl?.node.id,
      epoch: nl?.epoch,
      ms: nl?.ms,
      cause: 'SIGSTOP',
    });
    let probe = null;
    if (nl && oldOdds) {
      const newOdds = Math.round((oldOdds + 0.41) * 1000) / 1000;
      const s = await call(nl.node, 'POST', '/api/sim/odds', {
        body: {
          match_id: sel.match_id,
          market_id: sel.market_id,
          specifier: sel.specifier,
          outcome_id: sel.outcome_id,
          odds: newOdds,
        },
      });
      // bets at the old price sent to the paused node: answered when it resumes
      const pending = Array.from({ length: 6 }, () => {
        const key = `pause-${randomBytes(6).toString('hex')}`;
        return call(old, 'POST', '/api/sportsbook/v3/bets', {
          body: {
            meta: { request_id: key },
            bets: [
              {
                stake: { value: 100, currency: 'EUR' },
                selections: [
                  {
                    match_id: sel.match_id,
                    market_id: sel.market_id,
                    specifier: sel.specifier,
                    outcome_id: sel.outcome_id,
                    odds: oldOdds,
                  },
                ],
              },
            ],
          },
          headers: { ...auth(convPlayer), 'idempotency-key': key },
          timeout: 30_000,
          kind: 'conv-paused',
        }).then((r) => ({
          key,
          status: r.status,
          code: r.json?.code,
          odds: r.json?.data?.[0]?.selections?.[0]?.odds,
          id: r.json?.data?.[0]?.id,
        }));
      });
      await sleep(2500);
      await killNode(old, 'SIGCONT');
      const res = await Promise.all(pending);
      for (const x of res)
        if (x.status === 201)
          bets.push({ key: x.key, player: 'conv', final: 201, ids: [x.id], conv: true, attempts: [] });
      probe = { sel, oldOdds, newOdds, setStatus: s.status, answers: res };
      ev('paused-leader-probe', {
        accepted: res.filter((x) => x.status === 201).length,
        answers: res.map((x) => `${x.status}/${x.code ?? x.odds}`),
      });
    } else {
      await sleep(3000);
      await killNode(old, 'SIGCONT');
    }
    await sleep(3000);
    return { paused: old.id, takeoverMs: nl?.ms, newLeader: nl?.node.id, probe };
  });
  await phase('redisDown', async () => {
    await killRedis('SIGKILL');
    await sleep(2500);
    const ready = await Promise.all(
      upNodes().map(async (n) => ({ node: n.id, ...(await get(n, '/readyz', 2000)).json })),
    );
    ev('readyz-without-redis', { ready: ready.map((x) => `${x.node}:${x.status}:${x.checks?.redis}`) });
    // a node (re)started while Redis is away
    const l = await leaderNow(5000);
    const f = pick(upNodes().filter((n) => n !== l?.node));
    await killNode(f);
    spawnNode(f);
    const ok = await waitReady(f, 20_000);
    ev('start-without-redis', { node: f.id, ready: ok });
    await sleep(4000);
    startRedis();
    await sleep(8000);
    if (!ok && f.proc) await waitReady(f, 30_000);
    return { ready, restartedWithoutRedis: f.id, readyWithoutRedis: ok };
  });
  await phase('redisHalfOpen', async () => {
    await proxySet(['redis1', 'redis2', 'redis3'], 'blackhole');
    await sleep(6000);
    const ready = await Promise.all(
      upNodes().map(async (n) => ({ node: n.id, ...(await get(n, '/readyz', 2000)).json })),
    );
    ev('readyz-redis-halfopen', { ready: ready.map((x) => `${x.node}:${x.status}:${x.checks?.redis}`) });
    await sleep(2000);
    await proxySet(['redis1', 'redis2', 'redis3'], 'forward');
    await sleep(5000);
  });
  await phase('followerRedisCut', async () => {
    const l = await leaderNow();
    const f = pick(upNodes().filter((n) => n !== l.node));
    await proxySet([`redis${f.i}`], 'refuse');
    await sleep(1000);
    const p1 = await convergenceProbe('follower-redis-refused', l.node, f);
    await proxySet([`redis${f.i}`], 'forward');
    await sleep(4000);
    return {
      follower: f.id,
      probe: p1 && { accepted: p1.acceptedAtOldPrice, lastAcceptedAfterMs: p1.lastAcceptedAfterMs },
    };
  });
  await phase('followerRedisHalfOpen', async () => {
    const l = await leaderNow();
    const f = pick(upNodes().filter((n) => n !== l.node));
    await proxySet([`redis${f.i}`], 'blackhole');
    const p1 = await convergenceProbe('follower-redis-halfopen', l.node, f);
    await sleep(2000);
    await proxySet([`redis${f.i}`], 'forward');
    await sleep(5000);
    return {
      follower: f.id,
      probe: p1 && { accepted: p1.acceptedAtOldPrice, lastAcceptedAfterMs: p1.lastAcceptedAfterMs },
    };
  });
  // Repeated convergence probes with the simulator's random drift paused (so only the probe moves the price).
  await phase('convergenceRepeat', async () => {
    const l = await leaderNow();
    await call(l.node, 'POST', '/api/sim/pause', { body: {} });
    const followers = upNodes().filter((n) => n !== l.node);
    const out = [];
    for (let k = 0; k < 3; k++) {
      for (const f of followers) out.push(await convergenceProbe('paused-sim-baseline', l.node, f));
      const f = followers[k % followers.length];
      await proxySet([`redis${f.i}`], 'refuse');
      await sleep(1500);
      out.push(await convergenceProbe('paused-sim-follower-redis-refused', l.node, f));
      await proxySet([`redis${f.i}`], 'forward');
      await sleep(5000);
      await proxySet([`redis${f.i}`], 'blackhole');
      await sleep(300);
      out.push(await convergenceProbe('paused-sim-follower-redis-halfopen', l.node, f));
      await proxySet([`redis${f.i}`], 'forward');
      await sleep(6000);
    }
    await call(l.node, 'POST', '/api/sim/resume', { body: {} });
    return out.filter(Boolean).map((c) => ({
      label: c.label,
      target: c.target,
      accepted: c.acceptedAtOldPrice,
      last: c.lastAcceptedAfterMs,
    }));
  });
  await phase('leaderDbHalfOpen', async () => {
    const l = await leaderNow();
    await proxySet([`pg${l.node.i}`], 'blackhole');
    const nl = await waitNewLeader(l.epoch);
    ev('leader-change', {
      from: l.node.id,
      fromEpoch: l.epoch,
      to: nl?.node.id,
      epoch: nl?.epoch,
      ms: nl?.ms,
      cause: 'db half-open',
    });
    await sleep(4000);
    await proxySet([`pg${l.node.i}`], 'forward');
    await sleep(6000);
    return { cut: l.node.id, takeoverMs: nl?.ms, newLeader: nl?.node.id };
  });
  await phase('slowDb', async () => {
    const l = await leaderNow();
    await proxySet([`pg${l.node.i}`], 'delay', 1200);
    const nl = await waitNewLeader(l.epoch, 15_000);
    ev('leader-change', {
      from: l.node.id,
      to: nl?.node.id,
      epoch: nl?.epoch,
      ms: nl?.ms,
      cause: 'slow db 1200ms',
    });
    await sleep(5000);
    await proxySet([`pg${l.node.i}`], 'forward');
    await sleep(5000);
    return { slowed: l.node.id, takeoverMs: nl?.ms ?? null };
  });
  await phase('pgRestart', async () => {
    await pgCtl('restart -m fast -w -t 30 -l /work/crash31-pg/pg.log');
    await sleep(12_000);
    const ready = await Promise.all(
      upNodes().map(async (n) => ({ node: n.id, ...(await get(n, '/readyz', 2000)).json })),
    );
    return { ready: ready.map((x) => `${x.node}:${x.status}`) };
  });
  await phase('pgImmediate', async () => {
    await pgCtl('stop -m immediate -w -t 30');
    await sleep(5000);
    await pgCtl('start -w -t 60 -l /work/crash31-pg/pg.log');
    await sleep(12_000);
    const ready = await Promise.all(
      upNodes().map(async (n) => ({ node: n.id, ...(await get(n, '/readyz', 2000)).json })),
    );
    return { ready: ready.map((x) => `${x.node}:${x.status}`) };
  });
  await phase('randomKills', async () => {
    const kills = [];
    for (let i = 0; i < 4; i++) {
      await sleep(2000 + Math.random() * 4000);
      const n = pick(upNodes());
      const l = await leaderNow(3000);
      kills.push({ node: n.id, wasLeader: l?.node === n });
      await killNode(n);
      await sleep(1500 + Math.random() * 3000);
      await restart(n);
    }
    await sleep(5000);
    return { kills };
  });

  loadOn = false;
  clearInterval(selTimer);
  await Promise.all(workers);
  log('load stopped');
  await sleep(3000);
  monitoring = false;
  // final state of every node, then stop them cleanly
  const finalReady = await Promise.all(
    NODES.map(async (n) => ({ node: n.id, ...(await get(n, '/readyz', 2000)).json })),
  );
  for (const n of NODES) if (n.proc) n.proc.kill('SIGTERM');
  await sleep(4000);
  for (const n of NODES) if (n.proc) n.proc.kill('SIGKILL');
  const feedStream = redisFeedIds();
  await killRedis('SIGTERM');
  proxyProc.kill();
  const checks = await checkDatabase();
  const summary = summarize(checks, finalReady, feedStream);
  writeFileSync(
    join(OUT, 'results.json'),
    JSON.stringify(
      {
        summary,
        phaseLog,
        events,
        convergence,
        overlaps,
        leaseLog,
        checks,
        bets,
        deposits,
        cashouts,
        reqs,
        readySamples,
        stopWindows,
        killWindows,
      },
      null,
      1,
    ),
  );
  writeFileSync(
    join(OUT, 'summary.json'),
    JSON.stringify(
      {
        summary,
        phaseLog,
        convergence: convergence.map(({ results: _results, ...c }) => c),
        overlaps,
        leaseLog,
        checks: { ...checks, detail: undefined },
      },
      null,
      1,
    ),
  );
  log('SUMMARY', JSON.stringify(summary, null, 1));
  process.exit(0);
}

function redisFeedIds() {
  try {
    const out = execSync(
      `redis-cli -p ${REDIS_PORT} --raw XRANGE '${PREFIX}feed' - + COUNT 100000 | grep -E '^[0-9]+-[0-9]+$'`,
      { encoding: 'utf8' },
    );
    const ids = out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((s) => s.split('-').map(Number));
    let regress = 0;
    for (let i = 1; i < ids.length; i++) if (ids[i][0] < ids[i - 1][0]) regress++;
    const perEpoch = {};
    for (const [e] of ids) perEpoch[e] = (perEpoch[e] ?? 0) + 1;
    return { entries: ids.length, epochRegressions: regress, perEpoch };
  } catch (e) {
    return { error: String(e.message).slice(0, 200) };
  }
}

// ---------------------------------------------------------------- invariants
async function checkDatabase() {
  const c = new pg.Client({ host: '127.0.0.1', port: PG_PORT, user: 'postgres', database: DB });
  await c.connect();
  const emails = [...players, convPlayer].map((p) => p.email);
  const pl = await c.query('SELECT id, email FROM players WHERE email = ANY($1)', [emails]);
  const idOf = new Map(pl.rows.map((r) => [r.email, Number(r.id)]));
  const pids = [...idOf.values()];
  const out = { problems: [], detail: {} };
  const problem = (what, o) => {
    out.problems.push({ what, ...o });
  };
  // 1. every acknowledged bet exists once, debited once
  const acked = bets.filter((b) => b.final === 201);
  const ackIds = acked.flatMap((b) => b.ids ?? []);
  const rows = await c.query(
    `SELECT b.id, b.player_id, b.request_id, b.total_stake, b.status,
            (SELECT count(*) FROM ledger_transactions t WHERE t.idempotency_key = 'bet_stake:' || b.id) AS debits
       FROM bets b WHERE b.id = ANY($1::bigint[])`,
    [ackIds],
  );
  const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
  for (const b of acked)
    for (const id of b.ids ?? []) {
      const r = byId.get(String(id));
      if (!r) problem('acknowledged bet missing', { key: b.key, id });
      else if (Number(r.debits) !== 1)
        problem('acknowledged bet not debited exactly once', { key: b.key, id, debits: r.debits });
      else if (r.request_id !== b.key)
        problem('bet under another request id', { key: b.key, id, request_id: r.request_id });
    }
  // 2. requests never acknowledged: at most one bet per request id
  const dup = await c.query(
    `SELECT player_id, request_id, count(*) FROM bets WHERE player_id = ANY($1::bigint[]) GROUP BY 1, 2 HAVING count(*) > 1`,
    [pids],
  );
  for (const r of dup.rows) problem('request placed twice', r);
  const unresolved = bets.filter((b) => b.final === 'unresolved');
  // bets in the database whose request the client never saw acknowledged (lost answers then retried away, or unresolved)
  const allDb = await c.query(`SELECT request_id FROM bets WHERE player_id = ANY($1::bigint[])`, [pids]);
  const ackKeys = new Set(acked.map((b) => b.key));
  const dbNotAcked = allDb.rows.filter((r) => !ackKeys.has(r.request_id)).map((r) => r.request_id);
  out.detail.dbNotAcked = dbNotAcked;
  // 3. the ledger: each player's balance equals its entries, each bet debited once, no orphan debits
  const acc = await c.query(
    `SELECT a.id, a.player_id, a.balance, COALESCE(sum(e.amount), 0) AS entries
       FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.player_id = ANY($1::bigint[]) GROUP BY a.id`,
    [pids],
  );
  for (const r of acc.rows)
    if (Number(r.balance) !== Number(r.entries)) problem('balance differs from ledger entries', r);
  const stakes = await c.query(
    `SELECT b.id, count(t.id) AS n FROM bets b LEFT JOIN ledger_transactions t ON t.idempotency_key = 'bet_stake:' || b.id
      WHERE b.player_id = ANY($1::bigint[]) GROUP BY b.id HAVING count(t.id) <> 1`,
    [pids],
  );
  for (const r of stakes.rows) problem('bet debited other than once', r);
  const byReason = await c.query(
    `SELECT a.player_id, t.reason, sum(e.amount) AS amount, count(*) AS n
       FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.player_id = ANY($1::bigint[]) GROUP BY 1, 2 ORDER BY 1, 2`,
    [pids],
  );
  out.detail.byReason = byReason.rows;
  // money: balance = deposits - stakes + payouts/refunds/cashouts, per player, from independent tables
  const money = await c.query(
    `SELECT p.id,
       (SELECT balance FROM accounts WHERE player_id = p.id AND currency = 'EUR') AS balance,
       (SELECT COALESCE(sum(amount), 0) FROM deposits WHERE player_id = p.id AND status = 'success') AS deposits,
       (SELECT COALESCE(sum(total_stake), 0) FROM bets WHERE player_id = p.id) AS stakes,
       (SELECT COALESCE(sum(e.amount), 0) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE a.player_id = p.id AND t.reason NOT IN ('deposit', 'bet_stake')) AS credits
     FROM players p WHERE p.id = ANY($1::bigint[])`,
    [pids],
  );
  for (const r of money.rows) {
    const expect = Number(r.deposits) - Number(r.stakes) + Number(r.credits);
    if (expect !== Number(r.balance)) problem('balance != deposits - stakes + credits', { ...r, expect });
  }
  out.detail.money = money.rows;
  // 4. deposits: acknowledged success ones credited exactly once
  for (const d of deposits.filter((x) => x.id)) {
    const r = await c.query(
      `SELECT d.status, d.amount, (SELECT count(*) FROM ledger_transactions t WHERE t.idempotency_key = 'deposit:' || d.id) AS credits
         FROM deposits d WHERE d.id = $1`,
      [d.id],
    );
    const row = r.rows[0];
    if (!row) problem('acknowledged deposit missing', { key: d.key, id: d.id });
    else if (d.status === 'success' && (row.status !== 'success' || Number(row.credits) !== 1))
      problem('acknowledged deposit not credited exactly once', { key: d.key, id: d.id, ...row });
  }
  // 5. cashouts acknowledged: bet cashed out, paid once
  for (const co of cashouts.filter((x) => x.final === 200)) {
    const r = await c.query(
      `SELECT b.status, (SELECT count(*) FROM ledger_transactions t WHERE t.idempotency_key = 'bet_cashout:' || b.id) AS n,
              (SELECT COALESCE(sum(e.amount),0) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
                 JOIN accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL
                WHERE t.idempotency_key = 'bet_cashout:' || b.id) AS paid
         FROM bets b WHERE b.id = $1`,
      [co.betId],
    );
    const row = r.rows[0];
    if (!row || row.status !== 'cashed_out' || Number(row.n) !== 1 || Number(row.paid) !== co.offer)
      problem('acknowledged cashout not paid exactly once', {
        key: co.key,
        betId: co.betId,
        offer: co.offer,
        ...row,
      });
  }
  // 6. settled bets paid once
  const pay = await c.query(
    `SELECT b.id, b.status, b.win_amount, count(t.id) AS n
       FROM bets b LEFT JOIN ledger_transactions t ON t.idempotency_key = 'bet_settle:' || b.id
      WHERE b.player_id = ANY($1::bigint[]) AND b.status = 'done' AND b.win_amount > 0 GROUP BY b.id HAVING count(t.id) <> 1`,
    [pids],
  );
  for (const r of pay.rows) problem('settled winner not paid exactly once', r);
  // 7. conv bets: recorded odds
  out.detail.unresolved = unresolved.map((b) => b.key);
  const lead = await c.query(`SELECT * FROM leadership`);
  out.detail.leadership = lead.rows;
  const counts = await c.query(
    `SELECT count(*) AS bets, count(*) FILTER (WHERE status <> 'waiting_results') AS settled FROM bets WHERE player_id = ANY($1::bigint[])`,
    [pids],
  );
  out.detail.counts = counts.rows[0];
  await c.end();
  return out;
}

function summarize(checks, finalReady, feedStream) {
  const inStop = (r) =>
    stopWindows.some(
      (w) => r.node === w.node && r.t + t00 - 0 <= (w.to ?? Date.now()) && r.t + t00 + r.ms >= w.from,
    );
  const money = reqs.filter((r) => ['bet', 'deposit', 'cashout'].includes(r.kind));
  const clean = money.filter((r) => !inStop(r));
  const byStatus = {};
  for (const r of money)
    byStatus[`${r.kind}:${r.status}:${r.code ?? r.err ?? ''}`] =
      (byStatus[`${r.kind}:${r.status}:${r.code ?? r.err ?? ''}`] ?? 0) + 1;
  const lat = clean.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p) => Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? 0);
  const slow = clean
    .filter((r) => r.ms > 5000)
    .map((r) => ({
      t: r.t,
      node: r.node,
      kind: r.kind,
      ms: Math.round(r.ms),
      status: r.status,
      code: r.code ?? r.err,
    }));
  const fiveHundreds = money.filter((r) => r.status === 500 || (r.status >= 500 && !r.code));
  return {
    run: RUN,
    requests: money.length,
    placementRequests: bets.filter((b) => !b.conv).length,
    acknowledgedBets: bets.filter((b) => b.final === 201).length,
    unresolvedBets: bets.filter((b) => b.final === 'unresolved').length,
    deposits: deposits.length,
    acknowledgedDeposits: deposits.filter((d) => d.id).length,
    cashouts: cashouts.length,
    acknowledgedCashouts: cashouts.filter((c) => c.final === 200).length,
    latency: { p50: q(0.5), p99: q(0.99), max: q(1), over5s: slow.length },
    slow: slow.slice(0, 40),
    excludedInStopWindows: money.length - clean.length,
    byStatus,
    fiveHundreds: fiveHundreds.slice(0, 20),
    leaderChanges: leaseLog.length - 1,
    leaseLog,
    overlaps: overlaps.length,
    positionRegressions: positions.filter(
      (p, i) =>
        i > 0 &&
        (p.epoch < positions[i - 1].epoch ||
          (p.epoch === positions[i - 1].epoch && p.seq < positions[i - 1].seq)),
    ).length,
    feedStream,
    problems: checks.problems,
    dbNotAcked: checks.detail.dbNotAcked?.length,
    finalReady: finalReady.map((x) => `${x.node}:${x.status}:${x.cluster?.feed_leader}`),
    convergence: convergence.map((c) => ({
      label: c.label,
      target: c.target,
      accepted: c.acceptedAtOldPrice,
      lastAcceptedAfterMs: c.lastAcceptedAfterMs,
      refusedAfterMs: c.refusedAfterMs,
      code: c.refusedCode,
    })),
  };
}

process.on('unhandledRejection', (e) => log('unhandled', String(e?.stack ?? e)));
main().catch((e) => {
  log('FATAL', String(e?.stack ?? e));
  for (const n of NODES) n.proc?.kill('SIGKILL');
  redisProc?.kill('SIGKILL');
  proxyProc?.kill();
  process.exit(1);
});
