import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, repoPath } from '../repo-files';
import { call, cookiesOf, startRealServer, type RealServer } from './real-server';

/** The variables of README.md's configuration table, in order (a row may name several). */
function readmeVariables(): string[] {
  const readme = readFileSync(repoPath('README.md'), 'utf8');
  const start = readme.indexOf('| variable | default | what it does |');
  const rows = readme.slice(start).split('\n').slice(2);
  const names: string[] = [];
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const first = row.split('|')[1] ?? '';
    names.push(...[...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
  }
  return names;
}

function filesUnder(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', '.next', '.next-bench', 'dist', '.data', 'artifacts'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

const isTest = (p: string): boolean =>
  /\.(test|e2e)\.ts$/.test(p) ||
  p.endsWith('scripts/newcomer-check.mjs') ||
  p.includes(`${join('e2e', 'support')}`) ||
  p.endsWith(join('cluster', 'test-cluster.ts'));
const isSource = (p: string): boolean => /\.(ts|tsx)$/.test(p) && !isTest(p) && !p.includes('/bench/');

describe('README.md configuration table (every row does something)', () => {
  const variables = readmeVariables();
  const roots = ['apps', 'packages', 'e2e', 'scripts'].map((d) => join(REPO_ROOT, d));
  const all = roots.flatMap((r) => filesUnder(r, (p) => /\.(ts|tsx|mjs)$/.test(p)));
  const text = new Map(all.map((p) => [p, readFileSync(p, 'utf8')]));

  it('lists each variable once', () => {
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((v, i) => variables.indexOf(v) !== i)).toEqual([]);
  });

  it('names only variables the code reads', () => {
    const unread = variables.filter(
      (v) => ![...text].some(([p, t]) => isSource(p) && new RegExp(`\\b${v}\\b`).test(t)),
    );
    expect(unread).toEqual([]);
  });

  it('names only variables some test or check sets on a server', () => {
    // set as an environment entry: `VAR: '…'`, `VAR=`, or a quoted key
    const setIn = (v: string): string[] =>
      [...text]
        .filter(([p, t]) => isTest(p) && new RegExp(`(\\b${v}\\s*:|\\b${v}=|['"]${v}['"])`).test(t))
        .map(([p]) => relative(REPO_ROOT, p));
    const untested = variables.filter((v) => setIn(v).length === 0);
    expect(untested).toEqual([]);
  });
});

describe('settings seen on the compiled server', () => {
  const PUSH_KEY = 'readme-push-key-0123456789abcdef';
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer('pglite', {
      SERVE_WEB: '1',
      RTL_VIEW: '0',
      SIGN_UP_REMINDER_SECONDS: '7',
      COOKIE_SECURE: 'true',
      PUSH_TOKEN_SECRET: PUSH_KEY,
      PLATFORM_LIMIT_COOLING_OFF_SECONDS: '120',
      LOCALES: 'en,ar',
      SIM_SPEED: '30',
    });
  });
  afterAll(() => s.close());

  it('RTL_VIEW=0 renders Arabic left to right; SIGN_UP_REMINDER_SECONDS reaches the page', async () => {
    const res = await fetch(`${s.url}/ar`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*lang="ar"/);
    expect(html).toMatch(/<html[^>]*dir="ltr"/);
    expect(html).toMatch(/signUpReminderSeconds\\?":7\b/);
  });

  it('COOKIE_SECURE=true sets Secure over plain http; PUSH_TOKEN_SECRET signs the push tokens', async () => {
    const signedIn = await call(`${s.url}/api/platform/users/sign_in`, {
      body: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
    });
    expect(signedIn.status).toBe(200);
    for (const c of signedIn.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure/i);
    const token = (await call(`${s.url}/api/sportsbook/v1/websocket/token`, { body: {} })).json!
      .token as string;
    await expect(jwtVerify(token, new TextEncoder().encode(PUSH_KEY))).resolves.toBeTruthy();
  });

  it('PLATFORM_LIMIT_COOLING_OFF_SECONDS: a raised limit waits that long', async () => {
    const signUp = await call(`${s.url}/api/platform/users/sign_up`, {
      body: { user: { email: 'cooling@example.com', password: 'a long passphrase', currency: 'EUR' } },
    });
    expect(signUp.status).toBe(201);
    const auth = cookiesOf(signUp.headers);
    const headers = { cookie: auth.cookie, 'x-csrf-token': auth.csrf };
    const set = (amount: number) =>
      call(`${s.url}/api/platform/user_limits`, {
        body: { type: 'deposit', period: 'day', amount },
        headers,
      });
    expect((await set(1000)).status).toBe(201);
    const before = Date.now();
    const raised = await set(5000);
    expect(raised.status).toBe(201);
    const pending = JSON.stringify(raised.json);
    const at = [...pending.matchAll(/"(\d{4}-\d\d-\d\dT[^"]+)"/g)]
      .map((m) => Date.parse(m[1]!))
      .filter((t) => t > before + 60_000);
    expect(at.length).toBeGreaterThan(0);
    for (const t of at) expect(t - before).toBeLessThanOrEqual(125_000);
  });

  it('SIM_SPEED=30: live match clocks run about thirty times faster than the wall clock', async () => {
    type Live = {
      id: number;
      statistics: { clock: { match_time: string | null; stopped: boolean } | null } | null;
    };
    const clocks = async (): Promise<Map<number, number>> => {
      const res = await call(`${s.url}/api/sportsbook/v1/matches?match_status=1&limit=100`);
      const out = new Map<number, number>();
      for (const m of (res.json!.data as Live[]) ?? []) {
        const c = m.statistics?.clock;
        const t = c && !c.stopped && c.match_time ? /^(\d+):(\d\d)$/.exec(c.match_time) : null;
        if (t) out.set(m.id, Number(t[1]) * 60 + Number(t[2]));
      }
      return out;
    };
    const first = await clocks();
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 4_000));
    const second = await clocks();
    const wall = (Date.now() - started) / 1000;
    const rates = [...first].filter(([id]) => second.has(id)).map(([id, t]) => (second.get(id)! - t) / wall);
    expect(rates.length).toBeGreaterThan(0);
    expect(Math.max(...rates)).toBeGreaterThan(10);
  });
});
