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
import { accountLinks } from './account-links';
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
  const links = accountLinks(ctx, settings, outbox);
  /** A resend request's player, or null: past the recipient's quota nothing is sent (DEP-MAIL-1). */
  const playerToMail = async (ip: string, email: string) =>
    (await limits.consumeForRecipient('messages', ip, email)) ? await findPlayerByEmail(ctx.db, email) : null;

  async function startSession(
    request: Parameters<typeof setSessionCookies>[0],
    reply: Parameters<typeof setSessionCookies>[1],
    playerId: number,
  ) {
    const maxAge = ctx.config.sessions.maxAgeSeconds;
    const session = await createWebSession(ctx.db, playerId, ctx.clock.now(), maxAge);
    setSessionCookies(request, reply, session, maxAge, settings.secureCookies);
  }

  const sendUnlock = (playerId: number, email: string) =>
    links.send(
      'unlock',
      { id: playerId, email },
      {
        subject: 'Unlock your account',
        body: (token) =>
          `Your account was locked after too many failed sign-ins. Unlock it: /?modal=unlock_user&unlock_token=${token}`,
      },
    );

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
        await openAccount(tx, id, user.currency);
        await storeRegisterAnswer(tx, id, listed, nowMs);
        await links.mail(
          tx,
          'confirmation',
          { id, email: user.email },
          {
            subject: 'Confirm your e-mail',
            body: (token) =>
              `Welcome to ${ctx.config.operator.brand.name}. Confirm your e-mail: /users/confirmation?confirmation_token=${token}`,
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
          await sendUnlock(player.id, player.email ?? user.email);
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
    const player = await playerToMail(request.ip, user.email);
    if (player)
      await links.send(
        'reset_password',
        { id: player.id, email: user.email },
        {
          subject: 'Reset your password',
          body: (token) => `Choose a new password: /users/password/edit?reset_password_token=${token}`,
        },
      );
    return { ok: true };
  });

  app.put('/users/password', async (request) => {
    const { user } = parseInput(passwordResetBodySchema, request.body);
    // The hash first (the slow part, outside any transaction); the link is checked and used in one transaction.
    const passwordHash = await passwords.hash(user.password);
    return links.redeem('reset_password', user.reset_password_token, async (tx, id) => {
      // Proving control of the mailbox also clears the failure count (not the lock: unlock has its own link).
      await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
      await forgetSignInFailures(tx, id);
      await revokeAllWebSessions(tx, id);
    });
  });

  app.get('/users/confirmation', async (request) => {
    const { confirmation_token } = parseInput(confirmationQuerySchema, request.query);
    return links.redeem('confirmation', confirmation_token, async (tx, id, nowMs) => {
      await tx.query('UPDATE players SET confirmed_at = $2 WHERE id = $1', [id, new Date(nowMs)]);
    });
  });

  app.post('/users/confirmation', async (request) => {
    const { user } = parseInput(emailOnlyBodySchema, request.body);
    const player = await playerToMail(request.ip, user.email);
    if (player && !player.confirmed_at)
      await links.send(
        'confirmation',
        { id: player.id, email: user.email },
        {
          subject: 'Confirm your e-mail',
          body: (token) => `Confirm your e-mail: /users/confirmation?confirmation_token=${token}`,
        },
      );
    return { ok: true };
  });

  app.get('/users/unlock', async (request) => {
    const { unlock_token } = parseInput(unlockQuerySchema, request.query);
    return links.redeem('unlock', unlock_token, async (tx, id) => {
      await tx.query('UPDATE players SET locked_at = NULL WHERE id = $1', [id]);
      await forgetSignInFailures(tx, id);
    });
  });

  app.post('/users/unlock', async (request) => {
    const { user } = parseInput(emailOnlyBodySchema, request.body);
    const player = await playerToMail(request.ip, user.email);
    if (player?.locked_at) await sendUnlock(player.id, user.email);
    return { ok: true };
  });
}
