import {
  confirmationQuerySchema,
  emailOnlyBodySchema,
  passwordResetBodySchema,
  signInBodySchema,
  signUpBodySchema,
  unlockQuerySchema,
} from '@slipstream/contract';
import { assertAuthAllowed } from './auth-gate';
import type { FastifyInstance } from 'fastify';
import { issueAccountToken, useAccountToken } from '../accounts/account-tokens';
import { findPlayerByEmail, findPlayerById, insertPlayer } from '../accounts/players';
import { askRegister, storeRegisterAnswer, type SelfExclusionRegister } from '../accounts/exclusion-register';
import { toProfile } from '../accounts/profile';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import type { AbuseLimits } from '../security/abuse-limits';
import type { PasswordHasher } from '../security/passwords';
import { countSignInFailure, forgetSignInFailures } from '../security/sign-in-failures';
import {
  clearSessionCookies,
  createWebSession,
  revokeAllWebSessions,
  revokeWebSession,
  setSessionCookies,
} from '../security/web-sessions';
import { findCurrency } from '../wallet/currencies';
import { openAccount } from '../wallet/player-accounts';
import type { Outbox } from './outbox';
import { currentSession, requireSession } from './session-auth';
import type { PlatformSettings } from './settings';

const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code === '23505';

/**
 * Sign up, sign in, sign out, password reset, confirmation and unlock (API.md "Accounts and tokens").
 * Reset submissions (not fixed by the spec): POST /users/password {user:{email}} e-mails a link with
 * reset_password_token; PUT /users/password {user:{reset_password_token, password}} sets the password.
 * Resend instructions: POST /users/confirmation and POST /users/unlock with {user:{email}}.
 * The "instructions sent" answers are the same whether or not the e-mail has an account (no enumeration).
 */
export function registerUserRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    settings: PlatformSettings;
    passwords: PasswordHasher;
    outbox: Outbox;
    limits: AbuseLimits;
    /** SPEC.md SX7: asked at sign-up and every sign-in. */
    exclusionRegister: SelfExclusionRegister;
  },
): void {
  const { settings, passwords, outbox, limits, exclusionRegister } = deps;

  async function startSession(
    request: Parameters<typeof setSessionCookies>[0],
    reply: Parameters<typeof setSessionCookies>[1],
    playerId: number,
  ) {
    const maxAge = ctx.config.sessions.maxAgeSeconds;
    const session = await createWebSession(ctx.db, playerId, ctx.clock.now(), maxAge);
    setSessionCookies(request, reply, session, maxAge, settings.secureCookies);
  }

  async function sendUnlock(playerId: number, email: string, nowMs: number): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, playerId, 'unlock', nowMs, settings.unlockTtlSeconds);
      await outbox.put(
        tx,
        {
          channel: 'email',
          recipient: email,
          kind: 'unlock',
          subject: 'Unlock your account',
          body: `Your account was locked after too many failed sign-ins. Unlock it: /?modal=unlock_user&unlock_token=${token}`,
          payload: { unlock_token: token },
        },
        nowMs,
      );
    });
  }

  app.post('/users/sign_up', async (request, reply) => {
    assertAuthAllowed(request, ctx.config.operator, 'sign_up');
    const { user } = parseInput(signUpBodySchema, request.body);
    // Before the argon2 hash: a flood meets 429 per IP and per e-mail instead of taking the hashing lane.
    await limits.consume('signUp', request.ip, user.email);
    if (!(await findCurrency(ctx.db, user.currency)))
      throw new AppError('unknown_currency', { currency: user.currency });
    const passwordHash = await passwords.hash(user.password);
    const nowMs = ctx.clock.now();
    // SX7: asked before the account is written (a network call stays out of the transaction), stored with it; a
    // listed person still gets an account and can sign in, never betting or deposits.
    const listed = await askRegister(exclusionRegister, user.email, async () => true, request.log);
    let playerId: number;
    try {
      playerId = await ctx.db.transaction(async (tx) => {
        const id = await insertPlayer(tx, {
          email: user.email,
          passwordHash,
          currency: user.currency,
          nowMs,
        });
        const confirmationToken = await issueAccountToken(
          tx,
          id,
          'confirmation',
          nowMs,
          settings.confirmationTtlSeconds,
        );
        await openAccount(tx, id, user.currency);
        await storeRegisterAnswer(tx, id, listed, nowMs);
        await outbox.put(
          tx,
          {
            channel: 'email',
            recipient: user.email,
            kind: 'confirmation',
            subject: 'Confirm your e-mail',
            body: `Welcome to ${ctx.config.operator.brand.name}. Confirm your e-mail: /users/confirmation?confirmation_token=${confirmationToken}`,
            payload: { confirmation_token: confirmationToken },
          },
          nowMs,
        );
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('email_taken');
      throw err;
    }
    await startSession(request, reply, playerId);
    const player = (await findPlayerById(ctx.db, playerId))!;
    return reply.status(201).send(await toProfile(ctx.db, player, settings, ctx.clock.now()));
  });

  app.post('/users/sign_in', async (request, reply) => {
    assertAuthAllowed(request, ctx.config.operator, 'sign_in');
    const { user } = parseInput(signInBodySchema, request.body);
    const { lockAfterFailures } = settings.signIn;
    const email = user.email.toLowerCase();
    // Failures are what is counted: players behind one NAT (or the e2e suite) sign in as often as they like.
    // The IP's failures across accounts, and this account's failures from this IP (growing delays), hold back;
    // a stranger's failures from elsewhere never hold back the player's own address.
    await limits.signIn.check(request.ip, email);

    const player = await findPlayerByEmail(ctx.db, user.email);
    const ok = await passwords.verify(player?.password_hash ?? null, user.password);
    if (!player || !ok) {
      await limits.signIn.failed(request.ip, email);
      if (player) {
        const counted = await countSignInFailure(
          ctx.db,
          player.id,
          request.ip,
          settings.signIn,
          ctx.clock.now(),
        );
        if (counted && counted.failedAttempts >= lockAfterFailures && !counted.locked) {
          const nowMs = ctx.clock.now();
          await ctx.db.query('UPDATE players SET locked_at = $2 WHERE id = $1 AND locked_at IS NULL', [
            player.id,
            new Date(nowMs),
          ]);
          // A locked account is signed out everywhere: its browser sessions and their bearer tokens end.
          await revokeAllWebSessions(ctx.db, player.id);
          await sendUnlock(player.id, player.email ?? user.email, nowMs);
        }
      }
      throw new AppError('invalid_credentials');
    }
    // The lock is told only to whoever knows the password: a stranger cannot probe which accounts are locked.
    if (player.locked_at) throw new AppError('account_locked');
    await forgetSignInFailures(ctx.db, player.id);
    await limits.signIn.succeeded(request.ip, email);
    const nowMs = ctx.clock.now();
    const listed = await askRegister(
      exclusionRegister,
      player.email ?? user.email,
      async () => player.register_excluded,
      request.log,
    );
    await storeRegisterAnswer(ctx.db, player.id, listed, nowMs);
    await startSession(request, reply, player.id);
    return reply
      .status(200)
      .send(await toProfile(ctx.db, { ...player, register_excluded: listed }, settings, nowMs));
  });

  app.delete('/users/sign_out', async (request, reply) => {
    const session = await currentSession(request, ctx);
    if (session) {
      await requireSession(request, ctx); // CSRF: a cross-site page must not sign the player out
      await revokeWebSession(ctx.db, session.tokenHash);
    }
    clearSessionCookies(request, reply, settings.secureCookies);
    return reply.status(204).send();
  });

  app.post('/users/password', async (request) => {
    const { user } = parseInput(emailOnlyBodySchema, request.body);
    // Past the recipient's quota nothing is sent, and the answer is the same (DEP-MAIL-1).
    const send = await limits.consumeForRecipient('messages', request.ip, user.email);
    const player = send ? await findPlayerByEmail(ctx.db, user.email) : null;
    if (player) {
      const nowMs = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const token = await issueAccountToken(
          tx,
          player.id,
          'reset_password',
          nowMs,
          settings.resetPasswordTtlSeconds,
        );
        await outbox.put(
          tx,
          {
            channel: 'email',
            recipient: user.email,
            kind: 'reset_password',
            subject: 'Reset your password',
            body: `Choose a new password: /users/password/edit?reset_password_token=${token}`,
            payload: { reset_password_token: token },
          },
          nowMs,
        );
      });
    }
    return { ok: true };
  });

  app.put('/users/password', async (request) => {
    const { user } = parseInput(passwordResetBodySchema, request.body);
    // The hash first (the slow part, outside any transaction); the link is checked and used in one transaction.
    const passwordHash = await passwords.hash(user.password);
    const nowMs = ctx.clock.now();
    const playerId = await ctx.db.transaction(async (tx) => {
      const id = await useAccountToken(tx, user.reset_password_token, 'reset_password', nowMs);
      if (id === null) return null;
      // Proving control of the mailbox also clears the failure count (not the lock: unlock has its own link).
      await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
      await forgetSignInFailures(tx, id);
      await revokeAllWebSessions(tx, id);
      return id;
    });
    if (playerId === null) throw new AppError('invalid_token');
    return { ok: true };
  });

  app.get('/users/confirmation', async (request) => {
    const { confirmation_token } = parseInput(confirmationQuerySchema, request.query);
    const nowMs = ctx.clock.now();
    const confirmed = await ctx.db.transaction(async (tx) => {
      const id = await useAccountToken(tx, confirmation_token, 'confirmation', nowMs);
      if (id === null) return false;
      await tx.query('UPDATE players SET confirmed_at = $2 WHERE id = $1', [id, new Date(nowMs)]);
      return true;
    });
    if (!confirmed) throw new AppError('invalid_token');
    return { ok: true };
  });

  app.post('/users/confirmation', async (request) => {
    const { user } = parseInput(emailOnlyBodySchema, request.body);
    const send = await limits.consumeForRecipient('messages', request.ip, user.email);
    const player = send ? await findPlayerByEmail(ctx.db, user.email) : null;
    if (player && !player.confirmed_at) {
      const nowMs = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const token = await issueAccountToken(
          tx,
          player.id,
          'confirmation',
          nowMs,
          settings.confirmationTtlSeconds,
        );
        await outbox.put(
          tx,
          {
            channel: 'email',
            recipient: user.email,
            kind: 'confirmation',
            subject: 'Confirm your e-mail',
            body: `Confirm your e-mail: /users/confirmation?confirmation_token=${token}`,
            payload: { confirmation_token: token },
          },
          nowMs,
        );
      });
    }
    return { ok: true };
  });

  app.get('/users/unlock', async (request) => {
    const { unlock_token } = parseInput(unlockQuerySchema, request.query);
    const unlocked = await ctx.db.transaction(async (tx) => {
      const id = await useAccountToken(tx, unlock_token, 'unlock', ctx.clock.now());
      if (id === null) return false;
      await tx.query('UPDATE players SET locked_at = NULL WHERE id = $1', [id]);
      await forgetSignInFailures(tx, id);
      return true;
    });
    if (!unlocked) throw new AppError('invalid_token');
    return { ok: true };
  });

  app.post('/users/unlock', async (request) => {
    const { user } = parseInput(emailOnlyBodySchema, request.body);
    const send = await limits.consumeForRecipient('messages', request.ip, user.email);
    const player = send ? await findPlayerByEmail(ctx.db, user.email) : null;
    if (player?.locked_at) await sendUnlock(player.id, user.email, ctx.clock.now());
    return { ok: true };
  });
}
