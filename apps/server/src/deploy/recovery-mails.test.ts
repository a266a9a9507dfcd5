import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startRealServer, type RealServer } from './real-server';
import { ownPg, PASSWORD, signIn, signUp } from './test-player-client';

const USERS = '/api/platform/users';

/** The e-mails of one kind sent to `email`, oldest first, with their payloads (the links' tokens). */
async function mails(db: pg.Client, email: string, kind: string): Promise<Record<string, string>[]> {
  const { rows } = await db.query<{ payload: Record<string, string> }>(
    'SELECT payload FROM outbox WHERE lower(recipient) = lower($1) AND kind = $2 ORDER BY id',
    [email, kind],
  );
  return rows.map((r) => r.payload);
}

const ask = (s: RealServer, path: 'password' | 'confirmation' | 'unlock', email: string, ip: string) =>
  call(`${s.url}${USERS}/${path}`, { body: { user: { email } }, headers: { 'x-forwarded-for': ip } });

const reset = (s: RealServer, token: string, password: string) =>
  call(`${s.url}${USERS}/password`, {
    method: 'PUT',
    body: { user: { reset_password_token: token, password } },
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.env.DATABASE_URL)(
  'DEP-MAIL: recovery e-mails a stranger cannot use up, on postgres',
  () => {
    let s: RealServer;
    let db: pg.Client;
    beforeAll(async () => {
      s = await startRealServer('postgres', {
        NODE_ENV: 'production',
        TRUST_PROXY: '1',
        CONFIRMATION_TTL_SECONDS: '3',
        RESET_PASSWORD_TTL_SECONDS: '4',
        UNLOCK_TTL_SECONDS: '3',
        SIGN_IN_FREE_FAILURES: '1000',
        SIGN_IN_LOCK_AFTER_FAILURES: '4',
        SIGN_IN_LOCK_FAILURES_PER_ADDRESS: '1',
      });
      db = await ownPg(s);
    });
    afterAll(async () => {
      await db.end();
      await s.close();
    });

    it('DEP-MAIL-1: past the recipient’s quota every request still answers 200 {ok:true}; the mail is simply not sent', async () => {
      const victim = 'victim-mail@example.com';
      await signUp(s.url, victim, '10.2.0.1');
      // Strangers from four addresses (each well inside its own per-IP limit) ask for the victim's address.
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await ask(s, 'password', victim, `10.2.1.${i % 4}`));
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.json).toEqual({ ok: true });
      }
      expect(await mails(db, victim, 'reset_password')).toHaveLength(5);
      // The owner asks too: the same answer, no 429 (and no sixth mail within the hour).
      const own = await ask(s, 'password', victim, '10.2.0.1');
      expect(own.status).toBe(200);
      expect(own.json).toEqual({ ok: true });
      for (const path of ['confirmation', 'unlock'] as const) {
        const other = await ask(s, path, victim, '10.2.0.1');
        expect(other.status).toBe(200);
        expect(other.json).toEqual({ ok: true });
      }
      expect(await mails(db, victim, 'reset_password')).toHaveLength(5);
    });

    it('DEP-MAIL-2: a later request keeps the link already sent valid until it is used or expires', async () => {
      const owner = 'keeps-link@example.com';
      await signUp(s.url, owner, '10.2.0.2');
      expect((await ask(s, 'password', owner, '10.2.0.2')).status).toBe(200);
      const [first] = await mails(db, owner, 'reset_password');
      // A stranger asks again: a second mail, but the owner's link still works.
      expect((await ask(s, 'password', owner, '10.2.2.1')).status).toBe(200);
      const sent = await mails(db, owner, 'reset_password');
      expect(sent).toHaveLength(2);
      const used = await reset(s, first!.reset_password_token!, 'the owner’s new passphrase');
      expect(used.status).toBe(200);
      // Using one link ends every reset link of the player (the stranger-triggered one too).
      const stale = await reset(s, sent[1]!.reset_password_token!, 'someone else’s passphrase');
      expect(stale.status).toBe(400);
      expect(stale.json?.code).toBe('invalid_token');
      expect((await signIn(s.url, owner, 'the owner’s new passphrase', '10.2.0.2')).status).toBe(200);
    });

    it('DEP-MAIL-3: confirmation links expire (CONFIRMATION_TTL_SECONDS)', async () => {
      const email = 'confirm-late@example.com';
      await signUp(s.url, email, '10.2.0.3');
      const [welcome] = await mails(db, email, 'confirmation');
      await sleep(3_500);
      const late = await call(
        `${s.url}${USERS}/confirmation?confirmation_token=${welcome!.confirmation_token}`,
      );
      expect(late.status).toBe(400);
      expect(late.json?.code).toBe('invalid_token');
      // A fresh link works at once.
      expect((await ask(s, 'confirmation', email, '10.2.0.3')).status).toBe(200);
      const fresh = (await mails(db, email, 'confirmation')).at(-1)!;
      const ok = await call(`${s.url}${USERS}/confirmation?confirmation_token=${fresh.confirmation_token}`);
      expect(ok.status).toBe(200);
    });

    it('DEP-MAIL-3: reset links expire (RESET_PASSWORD_TTL_SECONDS)', async () => {
      const email = 'reset-late@example.com';
      await signUp(s.url, email, '10.2.0.5');
      expect((await ask(s, 'password', email, '10.2.0.5')).status).toBe(200);
      const [late] = await mails(db, email, 'reset_password');
      await sleep(4_500);
      const expired = await reset(s, late!.reset_password_token!, 'a passphrase too late');
      expect(expired.status).toBe(400);
      expect(expired.json?.code).toBe('invalid_token');
      expect((await signIn(s.url, email, 'a passphrase too late', '10.2.0.5')).status).toBe(401);
      // A fresh link works at once.
      expect((await ask(s, 'password', email, '10.2.0.5')).status).toBe(200);
      const fresh = (await mails(db, email, 'reset_password')).at(-1)!;
      expect((await reset(s, fresh.reset_password_token!, 'a passphrase in time')).status).toBe(200);
      expect((await signIn(s.url, email, 'a passphrase in time', '10.2.0.5')).status).toBe(200);
    });

    it('DEP-MAIL-3: unlock links expire (UNLOCK_TTL_SECONDS)', async () => {
      const email = 'unlock-late@example.com';
      await signUp(s.url, email, '10.2.0.4');
      for (let i = 0; i < 4; i++)
        expect((await signIn(s.url, email, 'wrong password!', `10.2.3.${i}`)).status).toBe(401);
      const locked = await signIn(s.url, email, PASSWORD, '10.2.0.4');
      expect(locked.json?.code).toBe('account_locked');
      const [unlock] = await mails(db, email, 'unlock');
      expect(unlock?.unlock_token).toBeTruthy();
      await sleep(3_500);
      const late = await call(`${s.url}${USERS}/unlock?unlock_token=${unlock!.unlock_token}`);
      expect(late.status).toBe(400);
      expect(late.json?.code).toBe('invalid_token');
      expect((await ask(s, 'unlock', email, '10.2.0.4')).status).toBe(200);
      const fresh = (await mails(db, email, 'unlock')).at(-1)!;
      expect((await call(`${s.url}${USERS}/unlock?unlock_token=${fresh.unlock_token}`)).status).toBe(200);
      expect((await signIn(s.url, email, PASSWORD, '10.2.0.4')).status).toBe(200);
    });
  },
);
