import pg from 'pg';
import { expect } from 'vitest';
import { call, cookiesOf, type RealServer } from './real-server';

export const PASSWORD = 'correct horse battery';

/** A browser signed in: its cookies and the CSRF token it echoes on writes. */
export interface Browser {
  cookie: string;
  csrf: string;
}

/** Signs a new player up (from `ip` when the server trusts one proxy hop); the new browser session. */
export async function signUp(url: string, email: string, ip?: string): Promise<Browser> {
  const res = await call(`${url}/api/platform/users/sign_up`, {
    body: { user: { email, password: PASSWORD, currency: 'EUR' } },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
  expect(res.status).toBe(201);
  return cookiesOf(res.headers);
}

export function signIn(url: string, email: string, password = PASSWORD, ip?: string) {
  return call(`${url}/api/platform/users/sign_in`, {
    body: { user: { email, password } },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
}

export function signOut(url: string, b: Browser) {
  return call(`${url}/api/platform/users/sign_out`, {
    method: 'DELETE',
    headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
  });
}

/** A sportsbook bearer token minted by the browser session `b`. */
export async function bearer(url: string, b: Browser): Promise<string> {
  const res = await call(`${url}/api/platform/sportsbook_sessions`, {
    body: {},
    headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
  });
  expect(res.status).toBe(200);
  return res.json!.token as string;
}

/**
 * The test's own look at a PostgreSQL-backed server's database: a pg client on the server's schema (only for
 * the 'postgres' kind; whole-server tests never read PGlite, which lives inside the server).
 */
export async function ownPg(s: RealServer): Promise<pg.Client> {
  const schema = (await s.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}
