import { endAccountTokens } from '../accounts/account-tokens';
import {
  addAccountBodySchema,
  changeCurrencyBodySchema,
  passwordChangeBodySchema,
  setPhoneBodySchema,
  setUserLimitBodySchema,
  updateLocaleBodySchema,
  updateProfileBodySchema,
  verifyPhoneBodySchema,
} from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import { trackActivity } from '../accounts/activity';
import { listUserLimits, removeUserLimit, setUserLimit } from '../accounts/limits';
import { z } from 'zod';
import type { createPhoneVerification } from '../accounts/phone';
import type { AbuseLimits } from '../security/abuse-limits';
import { findPlayerById } from '../accounts/players';
import { toProfile } from '../accounts/profile';
import { statusGroupsFor } from '../accounts/progress';
import type { createSportsbookSessions } from '../accounts/sportsbook-sessions';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import type { PasswordHasher } from '../security/passwords';
import { clearSessionCookies, revokeOtherWebSessions, revokeWebSession } from '../security/web-sessions';
import { hasActiveAccount, listAccounts, openAccount } from '../wallet/player-accounts';
import { requireSession } from './session-auth';
import type { PlatformSettings } from './settings';

const limitIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The signed-in player's own resources (§7 Platform API table). Every route needs the session cookie. */
export function registerPlayerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    settings: PlatformSettings;
    phone: ReturnType<typeof createPhoneVerification>;
    limits: AbuseLimits;
    sessions: ReturnType<typeof createSportsbookSessions>;
    passwords: PasswordHasher;
  },
): void {
  const { settings, phone, sessions, passwords } = deps;

  const player = async (id: number) => {
    const p = await findPlayerById(ctx.db, id);
    if (!p) throw new AppError('unauthorized'); // the session outlived its player
    return p;
  };

  app.get('/player', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return toProfile(ctx.db, await player(playerId), settings, ctx.clock.now());
  });

  /** The name fields (missed_auth_fields modal): only the fields sent change. */
  app.patch('/player', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const body = parseInput(updateProfileBodySchema, request.body);
    await ctx.db.query(
      `UPDATE players SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
         nickname = COALESCE($4, nickname) WHERE id = $1`,
      [playerId, body.first_name ?? null, body.last_name ?? null, body.nickname ?? null],
    );
    return toProfile(ctx.db, await player(playerId), settings, ctx.clock.now());
  });

  /**
   * Password change on the profile page: the current password proves it is the player, not a borrowed browser
   * (a wrong one is `current_password_invalid`, counted like a failed sign-in). The other browsers are signed
   * out; this one stays.
   */
  app.patch('/player/password', async (request) => {
    const session = await requireSession(request, ctx);
    const { user } = parseInput(passwordChangeBodySchema, request.body);
    const p = await player(session.playerId);
    const key = p.email ?? `player:${p.id}`;
    await deps.limits.signIn.check(request.ip, key);
    if (!(await passwords.verify(p.password_hash, user.current_password))) {
      await deps.limits.signIn.failed(request.ip, key);
      throw new AppError('current_password_invalid', [
        { path: 'user.current_password', message: 'is wrong' },
      ]);
    }
    await deps.limits.signIn.succeeded(request.ip, key);
    const passwordHash = await passwords.hash(user.password);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [p.id, passwordHash]);
      // Reset links mailed before the change would undo it: they end with it.
      await endAccountTokens(tx, p.id, ['reset_password']);
      await revokeOtherWebSessions(tx, p.id, session.tokenHash);
    });
    return { ok: true };
  });

  app.get('/player/accounts', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return listAccounts(ctx.db, playerId);
  });

  app.post('/player/accounts', async (request, reply) => {
    const { playerId } = await requireSession(request, ctx);
    const { currency } = parseInput(addAccountBodySchema, request.body);
    const account = await ctx.db.transaction((tx) => openAccount(tx, playerId, currency));
    return reply.status(201).send(account);
  });

  app.patch('/player/update_locale', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const { locale } = parseInput(updateLocaleBodySchema, request.body);
    await ctx.db.query('UPDATE players SET language = $2 WHERE id = $1', [playerId, locale]);
    return { language: locale };
  });

  /** Change currency (§4): only to a currency the player holds an active account in. */
  app.patch('/player/currency', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const { currency } = parseInput(changeCurrencyBodySchema, request.body);
    if (!(await hasActiveAccount(ctx.db, playerId, currency)))
      throw new AppError('account_not_found', { currency });
    await ctx.db.query('UPDATE players SET currency = $2 WHERE id = $1', [playerId, currency]);
    return { currency };
  });

  app.get('/player/phone', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return phone.list(playerId, ctx.clock.now());
  });

  app.post('/player/phone', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const body = parseInput(setPhoneBodySchema, request.body);
    // It sends an SMS: limited per IP here; per player by the phone module's own resend and daily limits.
    await deps.limits.consume('messages', request.ip);
    return phone.setAndSend(playerId, body.phone_number, body.phone_country, ctx.clock.now());
  });

  app.post('/player/phone/verification', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const { code } = parseInput(verifyPhoneBodySchema, request.body);
    return phone.verify(playerId, code, ctx.clock.now());
  });

  app.get('/player/comp_points', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return { persistent: { points: (await player(playerId)).comp_points } };
  });

  app.get('/player/status_groups', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return statusGroupsFor(ctx.db, (await player(playerId)).comp_points);
  });

  app.get('/user_limits', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return listUserLimits(ctx.db, playerId);
  });

  /** API.md "Player limits": lower applies at once, higher or removal after the cooling-off. */
  app.post('/user_limits', async (request, reply) => {
    const { playerId } = await requireSession(request, ctx);
    const body = parseInput(setUserLimitBodySchema, request.body);
    const p = await player(playerId);
    await ctx.db.transaction((tx) =>
      setUserLimit(
        tx,
        { id: playerId, currency: p.currency },
        body,
        ctx.clock.now(),
        settings.limitCoolingOffSeconds,
      ),
    );
    return reply.status(201).send(await listUserLimits(ctx.db, playerId));
  });

  app.delete('/user_limits/:id', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const { id } = parseInput(limitIdParams, request.params);
    await removeUserLimit(ctx.db, playerId, id, ctx.clock.now(), settings.limitCoolingOffSeconds);
    return listUserLimits(ctx.db, playerId);
  });

  app.post('/player/activity_limit_track', async (request, reply) => {
    const session = await requireSession(request, ctx);
    try {
      return await trackActivity(ctx.db, session.playerId, ctx.clock.now());
    } catch (err) {
      // Out of activity time: the server ends the browser session too, agreeing with the client's sign-out.
      if (err instanceof AppError && err.errorName === 'activity_limit_reached') {
        await revokeWebSession(ctx.db, session.tokenHash);
        clearSessionCookies(request, reply, settings.secureCookies);
      }
      throw err;
    }
  });

  app.post('/sportsbook_sessions', async (request) => {
    const { playerId, id } = await requireSession(request, ctx);
    return sessions.start(playerId, id);
  });

  app.get('/sportsbook_sessions/info', async (request, reply) => {
    const { playerId } = await requireSession(request, ctx);
    // "Refetched every 30 s without cache" (§7): no cache may answer in the server's place.
    void reply.header('cache-control', 'no-store');
    return sessions.info(playerId);
  });

  app.post('/sportsbook_sessions/continue', async (request) => {
    const { playerId, id } = await requireSession(request, ctx);
    return sessions.continue(playerId, id);
  });
}
