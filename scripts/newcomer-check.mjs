// The newcomer check (CI runs it after the test command): what a new user does on a fresh clone, exactly as the
// README says, with nothing of this checkout's environment or build.
//
// 1. `git clone` of HEAD into a temporary folder whose path contains a space.
// 2. `npm ci`, then `npm start` in the clone with no environment but PORT and DATA_DIR (and PATH/HOME for the
//    shell): /readyz answers 200, the home page is server-rendered with event names, the demo player signs in,
//    places one bet and finds it in their list.
// 3. `npm start` again, started from a working directory outside the clone (`npm --prefix <clone> start`):
//    the warm start, which builds nothing, to the same checks.
// 4. The same clone with NODE_ENV=production: the demo player is refused, /api/sim answers 404, and a new player
//    signs up.
// It prints the times (npm ci, cold start, warm start) the README quotes. On a failure it prints the server's
// last log lines and exits 1.
//
//   node scripts/newcomer-check.mjs [--keep]     (--keep leaves the clone in place)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const DEMO = { email: 'demo@example.com', password: 'demo-password-123' };
const keep = process.argv.includes('--keep');

const base = mkdtempSync(join(tmpdir(), 'slipstream newcomer '));
const clone = join(base, 'my sportsbook');
const shellEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? base };
const figures = {};

function step(name) {
  console.log(`--- newcomer: ${name}`);
}

function run(command, args, cwd) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env: shellEnv, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
  return (performance.now() - started) / 1000;
}

/**
 * Drops the cluster's throwaway schema. A node's last connections can still be closing after start:cluster has
 * stopped (a DROP then deadlocks with them): a few tries a second apart, and a schema left behind is a warning, not
 * a failed check (it holds nothing the next run reads).
 */
function dropSchema(schema, cwd) {
  const sql = `SET client_min_messages = warning; DROP SCHEMA IF EXISTS ${schema} CASCADE`;
  for (let attempt = 1; attempt <= 10; attempt++) {
    const result = spawnSync('psql', [process.env.DATABASE_URL, '-qc', sql], {
      cwd,
      env: shellEnv,
      stdio: 'inherit',
    });
    if (result.status === 0) return;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
  }
  console.warn(`--- newcomer: schema ${schema} could not be dropped; drop it by hand`);
}

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/** `npm start` (or `npm --prefix <clone> start` from `cwd`) with only PORT, DATA_DIR and `extra` set. */
async function npmStart({ cwd, prefix, extra = {}, dataDir, script = 'start' }) {
  const port = await freePort();
  const args = [...(prefix ? ['--prefix', prefix] : []), 'run', script];
  const log = [];
  const started = performance.now();
  const child = spawn('npm', args, {
    cwd,
    env: { ...shellEnv, PORT: String(port), DATA_DIR: dataDir, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm, node and Next's workers stop together
  });
  const keepLine = (chunk) => {
    log.push(...chunk.toString().split('\n'));
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  child.stdout.on('data', keepLine);
  child.stderr.on('data', keepLine);
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw withLog(new Error(`npm start exited with ${child.exitCode}`), server);
    const status = await fetch(`${url}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw withLog(new Error('/readyz never answered 200'), server);
    await new Promise((r) => setTimeout(r, 100));
  }
  server.secondsToReady = (performance.now() - started) / 1000;
  return server;
}

function withLog(err, server) {
  err.serverLog = server.log.slice(-60).join('\n');
  return err;
}

async function call(url, { method, body, headers = {} } = {}) {
  const res = await fetch(url, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

function cookiesOf(headers) {
  const pairs = headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = pairs.find((p) => p.startsWith('slipstream_csrf='))?.split('=')[1] ?? '';
  return { cookie: pairs.join('; '), csrf };
}

/** The demo-mode checks: readiness, a server-rendered home page with events, the demo player's bet. */
async function demoChecks(server) {
  const matches = await call(`${server.url}/api/sportsbook/v1/matches?match_status=0&limit=50`);
  expect(matches.status === 200, `GET /matches answered ${matches.status}`);
  const events = matches.json.data.filter((m) => m.competitors && m.main_market);
  expect(events.length > 0, 'the catalogue has no upcoming event with a main market');

  const home = await call(`${server.url}/`, { headers: { accept: 'text/html' } });
  const page =
    home.status >= 300 && home.status < 400
      ? await call(new URL(home.headers.get('location'), server.url).href)
      : home;
  expect(page.status === 200, `the home page answered ${page.status}`);
  const names = matches.json.data.flatMap((m) =>
    m.competitors ? [m.competitors.home.name, m.competitors.away.name] : [],
  );
  const shown = names.filter((n) => page.text.includes(n.replace(/&/g, '&amp;')));
  expect(shown.length > 0, 'the server-rendered home page names no event');

  const signedIn = await call(`${server.url}/api/platform/users/sign_in`, { body: { user: DEMO } });
  expect(signedIn.status === 200, `the demo player's sign-in answered ${signedIn.status}`);
  const auth = cookiesOf(signedIn.headers);
  const session = await call(`${server.url}/api/platform/sportsbook_sessions`, {
    body: {},
    headers: { cookie: auth.cookie, 'x-csrf-token': auth.csrf },
  });
  expect(session.status === 200, `POST /sportsbook_sessions answered ${session.status}`);
  const bearer = { authorization: `Bearer ${session.json.token}` };

  let placed;
  for (let attempt = 0; attempt < 5 && !placed; attempt++) {
    const fresh = await call(`${server.url}/api/sportsbook/v1/matches?match_status=0&limit=50`);
    const match = fresh.json.data.find(
      (m) => m.main_market?.status === 1 && m.main_market.outcomes.some((o) => o.active),
    );
    expect(match, 'no upcoming match with an open main market');
    const market = match.main_market;
    const outcome = market.outcomes.find((o) => o.active);
    const res = await call(`${server.url}/api/sportsbook/v3/bets`, {
      headers: bearer,
      body: {
        meta: {
          device_id: 'newcomer-check',
          type: 'single',
          request_id: `newcomer-${Date.now()}-${attempt}`,
        },
        bets: [
          {
            stake: { value: 500, currency: 'EUR' },
            selections: [
              {
                match_id: match.id,
                market_id: market.id,
                specifier: market.specifier,
                outcome_id: outcome.id,
                odds: outcome.odds,
              },
            ],
          },
        ],
      },
    });
    if (res.status === 201) placed = res.json;
    else if (res.json?.code !== 101)
      throw new Error(`placing a bet answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
  expect(placed, 'no bet placed in five tries (the price moved every time)');
  const listed = await call(`${server.url}/api/sportsbook/v3/bets`, { headers: bearer });
  expect(listed.status === 200, `GET /bets answered ${listed.status}`);
  const placedId = String(placed.data?.[0]?.id ?? placed.bets?.[0]?.id);
  expect(listed.text.includes(placedId), "the placed bet is not in the player's list");
}

/** The production-mode checks: no demo player, no feed control, sign-up works. */
async function productionChecks(server) {
  const demo = await call(`${server.url}/api/platform/users/sign_in`, { body: { user: DEMO } });
  expect(demo.status === 401, `production: the demo player's sign-in answered ${demo.status}, not 401`);
  const sim = await call(`${server.url}/api/sim/pause`, { body: {} });
  expect(sim.status === 404, `production: /api/sim/pause answered ${sim.status}, not 404`);
  const signUp = await call(`${server.url}/api/platform/users/sign_up`, {
    body: {
      user: {
        email: `newcomer-${Date.now()}@example.com`,
        password: 'a long new passphrase',
        currency: 'EUR',
      },
    },
  });
  expect(
    signUp.status === 201,
    `production: sign-up answered ${signUp.status}: ${signUp.text.slice(0, 200)}`,
  );
}

let current;
try {
  step(`git clone ${REPO} → "${clone}"`);
  run('git', ['clone', '--quiet', REPO, clone], base);
  step('npm ci');
  figures.npmCiSeconds = run('npm', ['ci', '--no-audit', '--no-fund'], clone);

  step('npm start (cold: builds the server and the web app)');
  current = await npmStart({ cwd: clone, dataDir: join(base, 'data') });
  figures.coldStartSeconds = current.secondsToReady;
  await demoChecks(current);
  await current.stop();

  step('npm --prefix <clone> start from another working directory (warm: nothing to build)');
  current = await npmStart({ cwd: base, prefix: clone, dataDir: join(base, 'data') });
  figures.warmStartSeconds = current.secondsToReady;
  console.log(
    `--- newcomer: npm ci ${figures.npmCiSeconds.toFixed(1)} s, cold npm start to ready ` +
      `${figures.coldStartSeconds.toFixed(1)} s, warm ${figures.warmStartSeconds.toFixed(1)} s (load ${loadavg()[0].toFixed(2)})`,
  );
  await demoChecks(current);
  await current.stop();

  step('npm start with NODE_ENV=production');
  current = await npmStart({
    cwd: base,
    prefix: clone,
    dataDir: join(base, 'prod-data'),
    extra: { NODE_ENV: 'production' },
  });
  await productionChecks(current);
  await current.stop();
  current = undefined;

  step("npm run bench -w apps/server -- startup --runs 2 (the README's start-up bench)");
  run('npm', ['run', 'bench', '-w', 'apps/server', '--', 'startup', '--runs', '2'], clone);

  if (process.env.DATABASE_URL) {
    step('npm run start:cluster (three nodes behind the round-robin proxy, on PostgreSQL and Redis)');
    const schema = `newcomer_${process.pid}`;
    run('psql', [process.env.DATABASE_URL, '-qc', `CREATE SCHEMA ${schema}`], base);
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      current = await npmStart({
        cwd: clone,
        script: 'start:cluster',
        dataDir: join(base, 'cluster-data'),
        extra: { DATABASE_URL: url.toString(), REDIS_PREFIX: `${schema}:` },
      });
      const home = await fetch(`${current.url}/`, { headers: { accept: 'text/html' } }); // redirects followed
      expect(home.status === 200, `start:cluster: the home page through the proxy answered ${home.status}`);
      await current.stop();
      current = undefined;
    } finally {
      dropSchema(schema, base);
    }
  } else console.log('--- newcomer: start:cluster skipped (no DATABASE_URL: it needs PostgreSQL and Redis)');

  console.log(
    `newcomer check passed: npm ci ${figures.npmCiSeconds.toFixed(1)} s, cold npm start to ready ` +
      `${figures.coldStartSeconds.toFixed(1)} s, warm npm start to ready ${figures.warmStartSeconds.toFixed(1)} s`,
  );
} catch (err) {
  console.error(`newcomer check FAILED: ${err.message}`);
  const log = err.serverLog ?? current?.log.slice(-60).join('\n');
  if (log) console.error(`--- the server's last log lines\n${log}`);
  process.exitCode = 1;
} finally {
  await current?.stop().catch(() => undefined);
  if (!keep) rmSync(base, { recursive: true, force: true });
}
