import { okResponseSchema, profileSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import {
  DEMO,
  TestBrowser,
  expectError,
  lastOutbox,
  platformSuite,
  type PlatformHarness,
} from './test-support';

const SIGN_IN = { freeFailuresPerAccountIp: 3, maxFailuresPerIp: 8, lockAfterFailures: 6 };
// This suite signs up and mails many accounts from one test address: only sign-in is limited as in production.
const ABUSE = {
  signUp: { perIp: { points: 1000 } },
  messages: { perIp: { points: 1000 }, perAccount: { points: 1000 } },
  signIn: {
    maxFailuresPerIp: SIGN_IN.maxFailuresPerIp,
    freeFailuresPerAccountIp: SIGN_IN.freeFailuresPerAccountIp,
  },
};

describe.each(testDbKinds())('sign up, sign in and account e-mails on %s', (kind) => {
  let h: PlatformHarness;
  platformSuite(
    kind,
    {
      signIn: { lockAfterFailures: SIGN_IN.lockAfterFailures },
      abuse: ABUSE,
    },
    (opened) => (h = opened),
  );

  it('signs up: 201, the profile, an HttpOnly SameSite=Lax session cookie, an account in the currency', async () => {
    const browser = new TestBrowser(h.app);
    const res = await browser.signUp('New.Player@Example.com', 'correct horse battery', 'USDT');
    expect(res.statusCode, res.body).toBe(201);
    const profile = profileSchema.parse(res.json());
    expect(profile.email).toBe('new.player@example.com');
    expect(profile.currency).toBe('USDT');
    expect(profile.logged_in).toBe(true);
    expect(profile.display_name).toBe('new.player@example.com');
    const session = (
      res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[]
    ).find((c) => c.name === 'slipstream_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const csrf = (res.cookies as { name: string; httpOnly?: boolean }[]).find(
      (c) => c.name === 'slipstream_csrf',
    );
    expect(csrf?.httpOnly).toBeFalsy();
    const accounts = await browser.request({ method: 'GET', url: '/api/platform/player/accounts' });
    expect(accounts.json().map((a: { currency: string }) => a.currency)).toEqual(['USDT']);
    // the confirmation e-mail is in the outbox; confirming is optional (§1) and works once
    const mail = await lastOutbox(h.db, 'new.player@example.com', 'confirmation');
    expect(mail?.body).toContain('/users/confirmation?confirmation_token=');
    const token = mail!.payload.confirmation_token!;
    const confirm = await browser.request({
      method: 'GET',
      url: `/api/platform/users/confirmation?confirmation_token=${token}`,
    });
    expect(okResponseSchema.parse(confirm.json())).toEqual({ ok: true });
    const me = profileSchema.parse(
      (await browser.request({ method: 'GET', url: '/api/platform/player' })).json(),
    );
    expect(me.confirmed).toBe(true);
    expectError(
      await browser.request({
        method: 'GET',
        url: `/api/platform/users/confirmation?confirmation_token=${token}`,
      }),
      400,
      'invalid_token',
    );
  });

  it('resends confirmation instructions only to unconfirmed accounts, with a fresh token', async () => {
    const email = 'unconfirmed@example.com';
    await new TestBrowser(h.app).signUp(email);
    const first = (await lastOutbox(h.db, email, 'confirmation'))!.payload.confirmation_token!;
    const resend = () =>
      h.app.inject({ method: 'POST', url: '/api/platform/users/confirmation', payload: { user: { email } } });
    expect(okResponseSchema.parse((await resend()).json())).toEqual({ ok: true });
    const second = (await lastOutbox(h.db, email, 'confirmation'))!.payload.confirmation_token!;
    expect(second).not.toBe(first);
    // the link sent first stays valid (DEP-MAIL-2); using it ends the second
    const ok = await h.app.inject({
      method: 'GET',
      url: `/api/platform/users/confirmation?confirmation_token=${first}`,
    });
    expect(ok.json()).toEqual({ ok: true });
    expectError(
      await h.app.inject({
        method: 'GET',
        url: `/api/platform/users/confirmation?confirmation_token=${second}`,
      }),
      400,
      'invalid_token',
    );
    await resend(); // confirmed: nothing more is sent
    expect((await lastOutbox(h.db, email, 'confirmation'))!.payload.confirmation_token).toBe(second);
    expectError(
      await h.app.inject({ method: 'GET', url: '/api/platform/users/confirmation' }),
      400,
      'validation_failed',
    );
    expectError(
      await h.app.inject({
        method: 'GET',
        url: '/api/platform/users/confirmation?confirmation_token=<script>',
      }),
      400,
      'validation_failed',
    );
    expectError(
      await h.app.inject({
        method: 'POST',
        url: '/api/platform/users/confirmation',
        payload: { user: { email: 'nope' } },
      }),
      400,
      'validation_failed',
    );
  });

  it('sets Secure on the cookies when the request came over https', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { user: { email: 'secure@example.com', password: 'correct horse battery', currency: 'EUR' } },
    });
    expect(res.statusCode).toBe(201);
    expect((res.cookies as { secure?: boolean }[]).every((c) => c.secure)).toBe(true);
  });

  it('refuses a taken e-mail (any case), an unknown currency and invalid fields with catalogue codes', async () => {
    const browser = new TestBrowser(h.app);
    expectError(await browser.signUp('DEMO@example.com'), 409, 'email_taken');
    expectError(
      await browser.signUp('x@example.com', 'correct horse battery', 'XYZ'),
      400,
      'unknown_currency',
    );
    expectError(
      await browser.signUp('x@example.com', 'correct horse battery', 'eur'),
      400,
      'validation_failed',
    );
    expectError(await browser.signUp('not-an-email'), 400, 'validation_failed');
    expectError(await browser.signUp('short@example.com', 'short'), 400, 'validation_failed');
    expectError(await browser.signUp('long@example.com', 'x'.repeat(129)), 400, 'validation_failed');
    expectError(
      await browser.request({
        method: 'POST',
        url: '/api/platform/users/sign_up',
        payload: {
          user: { email: 'a@example.com', password: 'correct horse battery', currency: 'EUR', admin: true },
        },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await browser.request({
        method: 'POST',
        url: '/api/platform/users/sign_up',
        headers: { 'content-type': 'application/json' },
        payload: '{"user":',
      }),
      400,
      'bad_request',
    );
  });

  it('signs in the demo player (200 + cookie) and answers wrong credentials with 401', async () => {
    const browser = new TestBrowser(h.app, '198.51.100.20');
    const ok = await browser.signIn();
    expect(ok.statusCode).toBe(200);
    expect(profileSchema.parse(ok.json()).email).toBe(DEMO.email);
    expect(browser.cookies.get('slipstream_session')).toBeTruthy();
    expectError(
      await new TestBrowser(h.app, '198.51.100.21').signIn(DEMO.email, 'wrong-password'),
      401,
      'invalid_credentials',
    );
    expectError(
      await new TestBrowser(h.app, '198.51.100.21').signIn('nobody@example.com', 'whatever-pw'),
      401,
      'invalid_credentials',
    );
  });

  it('a visitor gets 401 on every player resource', async () => {
    const visitor = new TestBrowser(h.app);
    for (const [method, url] of [
      ['GET', '/api/platform/player'],
      ['GET', '/api/platform/player/accounts'],
      ['POST', '/api/platform/player/accounts'],
      ['PATCH', '/api/platform/player/update_locale'],
      ['PATCH', '/api/platform/player/currency'],
      ['GET', '/api/platform/player/phone'],
      ['POST', '/api/platform/player/phone'],
      ['POST', '/api/platform/player/phone/verification'],
      ['GET', '/api/platform/player/comp_points'],
      ['GET', '/api/platform/player/status_groups'],
      ['GET', '/api/platform/user_limits'],
      ['POST', '/api/platform/player/activity_limit_track'],
      ['POST', '/api/platform/sportsbook_sessions'],
      ['POST', '/api/platform/sportsbook_sessions/continue'],
      ['POST', '/api/platform/payments/deposit'],
      ['GET', '/api/platform/payments/deposits/abcdefghijkl'],
    ] as const) {
      expectError(
        await visitor.request({ method, url, payload: method === 'GET' ? undefined : {} }),
        401,
        'unauthorized',
      );
    }
    // a forged cookie is a visitor too
    const forged = await h.app.inject({
      method: 'GET',
      url: '/api/platform/player',
      headers: { cookie: 'slipstream_session=forged-token' },
    });
    expectError(forged, 401, 'unauthorized');
  });

  it('DEP-LIMIT-4: an account+IP pair meets growing delays (429 + Retry-After), never the player elsewhere', async () => {
    await new TestBrowser(h.app).signUp('limited@example.com');
    const attacker = new TestBrowser(h.app, '203.0.113.50');
    const guess = () => attacker.signIn('limited@example.com', 'wrong-password');
    for (let i = 0; i < SIGN_IN.freeFailuresPerAccountIp + 1; i++)
      expectError(await guess(), 401, 'invalid_credentials');
    // past the free failures the pair waits 1 s, then 2 s, 4 s…: each answer says how long
    const held = await guess();
    expectError(held, 429, 'sign_in_rate_limited');
    expect(held.headers['retry-after']).toBe('1');
    // the player, from their own address, is not held back by a stranger's guesses
    expect(
      (await new TestBrowser(h.app, '203.0.113.51').signIn('limited@example.com', 'correct horse battery'))
        .statusCode,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    expectError(await guess(), 401, 'invalid_credentials');
    const longer = await guess();
    expectError(longer, 429, 'sign_in_rate_limited');
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('rate-limits sign-in per IP across accounts (429)', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < SIGN_IN.maxFailuresPerIp; i++) {
      const res = await new TestBrowser(h.app, ip).signIn(`stuffing${i}@example.com`, 'guess-password');
      expectError(res, 401, 'invalid_credentials');
    }
    expectError(await new TestBrowser(h.app, ip).signIn(), 429, 'sign_in_rate_limited');
    expect((await new TestBrowser(h.app, '203.0.113.98').signIn()).statusCode).toBe(200);
  });

  it('locks the account after repeated failures and unlocks it with the e-mailed token', async () => {
    const email = 'locked@example.com';
    await new TestBrowser(h.app).signUp(email);
    // a full lock takes many failures from any addresses (one address alone meets growing delays first)
    for (let i = 0; i < SIGN_IN.lockAfterFailures; i++)
      expectError(await new TestBrowser(h.app, `192.0.2.${i}`).signIn(email, 'wrong-password'), 401);
    expectError(
      await new TestBrowser(h.app, '192.0.2.100').signIn(email, 'correct horse battery'),
      403,
      'account_locked',
    );
    const mail = await lastOutbox(h.db, email, 'unlock');
    expect(mail?.body).toContain('unlock_token=');
    expectError(
      await h.app.inject({ method: 'GET', url: '/api/platform/users/unlock?unlock_token=' + 'x'.repeat(43) }),
      400,
      'invalid_token',
    );
    expectError(
      await h.app.inject({ method: 'GET', url: '/api/platform/users/unlock' }),
      400,
      'validation_failed',
    );
    // resend unlock instructions issues a fresh token; the one sent before stays valid (DEP-MAIL-2)
    const resend = await h.app.inject({
      method: 'POST',
      url: '/api/platform/users/unlock',
      payload: { user: { email } },
    });
    expect(resend.json()).toEqual({ ok: true });
    const fresh = (await lastOutbox(h.db, email, 'unlock'))!.payload.unlock_token!;
    expect(fresh).not.toBe(mail!.payload.unlock_token);
    const unlock = await h.app.inject({
      method: 'GET',
      url: `/api/platform/users/unlock?unlock_token=${mail!.payload.unlock_token}`,
    });
    expect(unlock.json()).toEqual({ ok: true });
    // using one link ends the others of its kind
    expectError(
      await h.app.inject({ method: 'GET', url: `/api/platform/users/unlock?unlock_token=${fresh}` }),
      400,
      'invalid_token',
    );
    expect(
      (await new TestBrowser(h.app, '192.0.2.101').signIn(email, 'correct horse battery')).statusCode,
    ).toBe(200);
  });

  it('resets a password with the e-mailed token, once, and signs out every browser', async () => {
    const email = 'forgetful@example.com';
    const browser = new TestBrowser(h.app);
    await browser.signUp(email);
    const ask = await h.app.inject({
      method: 'POST',
      url: '/api/platform/users/password',
      payload: { user: { email } },
    });
    expect(okResponseSchema.parse(ask.json())).toEqual({ ok: true });
    // unknown e-mails get the same answer (no account enumeration) and no mail
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/platform/users/password',
      payload: { user: { email: 'ghost@example.com' } },
    });
    expect(unknown.json()).toEqual({ ok: true });
    expect(await lastOutbox(h.db, 'ghost@example.com')).toBeUndefined();
    const token = (await lastOutbox(h.db, email, 'reset_password'))!.payload.reset_password_token!;
    const put = (password: string, t = token) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/platform/users/password',
        payload: { user: { reset_password_token: t, password } },
      });
    expectError(await put('short'), 400, 'validation_failed');
    expect((await put('a brand new passphrase')).json()).toEqual({ ok: true });
    expectError(await put('another new passphrase'), 400, 'invalid_token');
    expectError(await browser.request({ method: 'GET', url: '/api/platform/player' }), 401, 'unauthorized');
    expectError(await new TestBrowser(h.app, '192.0.2.150').signIn(email, 'correct horse battery'), 401);
    expect(
      (await new TestBrowser(h.app, '192.0.2.151').signIn(email, 'a brand new passphrase')).statusCode,
    ).toBe(200);
  });

  it('expires reset tokens', async () => {
    const email = 'slow@example.com';
    await new TestBrowser(h.app).signUp(email);
    await h.app.inject({ method: 'POST', url: '/api/platform/users/password', payload: { user: { email } } });
    const token = (await lastOutbox(h.db, email, 'reset_password'))!.payload.reset_password_token!;
    h.clock.advance(h.platform.settings.resetPasswordTtlSeconds * 1000 + 1);
    expectError(
      await h.app.inject({
        method: 'PUT',
        url: '/api/platform/users/password',
        payload: { user: { reset_password_token: token, password: 'too late passphrase' } },
      }),
      400,
      'invalid_token',
    );
  });

  it('signs out: 204, the session is gone server-side, the cookie cleared', async () => {
    const browser = new TestBrowser(h.app, '192.0.2.200');
    await browser.signIn();
    const stolenCookie = browser.cookies.get('slipstream_session')!;
    const out = await browser.request({ method: 'DELETE', url: '/api/platform/users/sign_out' });
    expect(out.statusCode).toBe(204);
    expect(browser.cookies.has('slipstream_session')).toBe(false);
    const replay = await h.app.inject({
      method: 'GET',
      url: '/api/platform/player',
      headers: { cookie: `slipstream_session=${stolenCookie}` },
    });
    expectError(replay, 401, 'unauthorized');
  });

  it('CSRF: cookie-authenticated writes need the session token; cross-site origins are refused', async () => {
    const browser = new TestBrowser(h.app, '192.0.2.201');
    await browser.signIn();
    const write = {
      method: 'PATCH' as const,
      url: '/api/platform/player/update_locale',
      payload: { locale: 'de' },
    };
    expectError(await browser.request({ ...write, csrf: false }), 403, 'csrf_failed');
    expectError(
      await browser.request({ ...write, csrf: false, headers: { 'x-csrf-token': 'guess' } }),
      403,
      'csrf_failed',
    );
    const other = new TestBrowser(h.app, '192.0.2.202');
    await other.signIn();
    expectError(
      await browser.request({ ...write, csrf: false, headers: { 'x-csrf-token': other.csrf! } }),
      403,
      'csrf_failed',
    );
    expectError(
      await browser.request({ ...write, headers: { origin: 'https://evil.example' } }),
      403,
      'csrf_failed',
    );
    expectError(
      await browser.request({ ...write, csrf: false, method: 'DELETE', url: '/api/platform/users/sign_out' }),
      403,
      'csrf_failed',
    );
    // login CSRF: a cross-site page cannot sign the browser in to the attacker's account
    expectError(
      await h.app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        headers: { origin: 'https://evil.example' },
        payload: { user: DEMO },
      }),
      403,
      'csrf_failed',
    );
    const same = await browser.request({
      ...write,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});
