import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../auth/jwt';
import { SESSION_VALIDITY_CACHE_MS } from '../auth/session-validity';
import { loadConfig } from '../config';
import { testDbKinds } from '../db/test-db';
import { call, cookiesOf, startRealServer, type RealServer } from './real-server';

const SECRET = 'deploy-test-secret';
const BETS = '/api/sportsbook/v3/bets';
const PASSWORD = 'correct horse battery';

interface Browser {
  cookie: string;
  csrf: string;
}

async function signUp(s: RealServer, email: string): Promise<Browser> {
  const res = await call(`${s.url}/api/platform/users/sign_up`, {
    body: { user: { email, password: PASSWORD, currency: 'EUR' } },
  });
  expect(res.status).toBe(201);
  return cookiesOf(res.headers);
}

async function signIn(s: RealServer, email: string, password = PASSWORD, ip?: string) {
  return call(`${s.url}/api/platform/users/sign_in`, {
    body: { user: { email, password } },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
}

async function bearer(s: RealServer, b: Browser): Promise<string> {
  const res = await call(`${s.url}/api/platform/sportsbook_sessions`, {
    body: {},
    headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
  });
  expect(res.status).toBe(200);
  return res.json!.token as string;
}

const myBets = (url: string, token: string) =>
  call(`${url}${BETS}`, { headers: { authorization: `Bearer ${token}` } });

describe.each(testDbKinds())('sportsbook tokens bound to the browser session on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer(kind, { TRUST_PROXY: '1', SIGN_IN_LOCK_AFTER_FAILURES: '3' });
  });
  afterAll(() => s.close());

  it('DEP-TOKEN-1: a token is refused right after sign-out', async () => {
    const b = await signUp(s, 'signout@example.com');
    const token = await bearer(s, b);
    expect((await myBets(s.url, token)).status).toBe(200);
    const out = await call(`${s.url}/api/platform/users/sign_out`, {
      method: 'DELETE',
      headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
    });
    expect(out.status).toBe(204);
    const after = await myBets(s.url, token);
    expect(after.status).toBe(401);
    expect(after.json?.code).toBe('unauthorized');
  });

  it('DEP-TOKEN-1: signing out one browser leaves the tokens of the other browsers working', async () => {
    const a = await signUp(s, 'two-browsers@example.com');
    const other = cookiesOf((await signIn(s, 'two-browsers@example.com')).headers);
    const tokenA = await bearer(s, a);
    const tokenB = await bearer(s, other);
    await call(`${s.url}/api/platform/users/sign_out`, {
      method: 'DELETE',
      headers: { cookie: a.cookie, 'x-csrf-token': a.csrf },
    });
    expect((await myBets(s.url, tokenA)).status).toBe(401);
    expect((await myBets(s.url, tokenB)).status).toBe(200);
  });

  it('DEP-TOKEN-2: a token is refused right after a password reset', async () => {
    const email = 'reset-token@example.com';
    const token = await bearer(s, await signUp(s, email));
    expect((await myBets(s.url, token)).status).toBe(200);
    await call(`${s.url}/api/platform/users/password`, { body: { user: { email } } });
    // demo mode prints every e-mail to the server log (the outbox's development delivery), soon after
    const mailedLinks = () =>
      s
        .logLines()
        .filter((l) => l.includes('"outbox"') && l.includes(email))
        .map((l) => /reset_password_token=([^"\s&]+)/.exec(l)?.[1])
        .filter(Boolean);
    for (let waited = 0; mailedLinks().length === 0 && waited < 15_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    const mailed = mailedLinks();
    const reset = await call(`${s.url}/api/platform/users/password`, {
      method: 'PUT',
      body: {
        user: {
          reset_password_token: mailed.at(-1)!,
          password: 'a brand new passphrase',
        },
      },
    });
    expect(reset.status).toBe(200);
    expect((await myBets(s.url, token)).status).toBe(401);
  });

  it('DEP-TOKEN-3: a token is refused right after the account locks', async () => {
    const email = 'lock-token@example.com';
    const token = await bearer(s, await signUp(s, email));
    // from three addresses: one address alone never reaches the lock (DEP-LIMIT-4)
    for (let i = 0; i < 3; i++)
      expect((await signIn(s, email, 'wrong-password', `203.0.113.${i + 1}`)).status).toBe(401);
    expect((await myBets(s.url, token)).status).toBe(401);
  });

  it('DEP-TOKEN-4: refuses a token without exp, one signed with the push key, and a push token', async () => {
    const b = await signUp(s, 'claims@example.com');
    const good = await bearer(s, b);
    const { sid, sub } = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      sub: string;
    };
    const noExp = await new SignJWT({ sub, typ: 'sportsbook', sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(SECRET));
    expect((await myBets(s.url, noExp)).status).toBe(401);
    const pushKey = loadConfig({ TOKEN_SECRET: SECRET }).pushTokenSecret;
    expect(pushKey).not.toBe(SECRET);
    const withPushKey = await signJwt(
      { sub, typ: 'sportsbook', sid },
      pushKey,
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await myBets(s.url, withPushKey)).status).toBe(401);
    const pushToken = await call(`${s.url}/api/sportsbook/v1/websocket/token`, {
      body: {},
      headers: { authorization: `Bearer ${good}` },
    });
    expect(pushToken.status).toBe(200);
    expect((await myBets(s.url, pushToken.json!.token as string)).status).toBe(401);
    // and a token that names no live session (forged sid) signs nothing
    const unbound = await signJwt(
      { sub, typ: 'sportsbook', sid: '999999' },
      SECRET,
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await myBets(s.url, unbound)).status).toBe(401);
  });
});

describe.runIf(testDbKinds().includes('postgres'))('revocation across server nodes on PostgreSQL', () => {
  it(`DEP-TOKEN-5: another node refuses a signed-out token within ${SESSION_VALIDITY_CACHE_MS} ms`, async () => {
    const a = await startRealServer('postgres', { TOKEN_SECRET: SECRET });
    const b = await startRealServer('postgres', { TOKEN_SECRET: SECRET }, { sameDatabaseAs: a });
    const urlB = b.url;
    try {
      const browser = await signUp(a, 'two-nodes@example.com');
      const token = await bearer(a, browser);
      expect((await myBets(urlB, token)).status).toBe(200); // node B now holds the session as valid
      await call(`${a.url}/api/platform/users/sign_out`, {
        method: 'DELETE',
        headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
      });
      expect((await myBets(a.url, token)).status).toBe(401);
      const started = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - started < SESSION_VALIDITY_CACHE_MS + 2_000) {
        status = (await myBets(urlB, token)).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(401);
      expect(Date.now() - started).toBeLessThanOrEqual(SESSION_VALIDITY_CACHE_MS + 500);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
