import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { applyDemoPlayer } from '../accounts/demo-player';
import { createDemoExclusionRegister } from '../accounts/demo-exclusion-register';
import { NO_REGISTER, type SelfExclusionRegister } from '../accounts/exclusion-register';
import { createPhoneVerification } from '../accounts/phone';
import { createSportsbookSessions } from '../accounts/sportsbook-sessions';
import type { AppContext } from '../app-context';
import type { Publisher } from '../push/publisher';
import { assertSameOrigin, isWrite } from '../security/csrf';
import { createAbuseLimits, type AbuseLimitRedis, type AbuseLimits } from '../security/abuse-limits';
import { createPasswordHasher } from '../security/passwords';
import { createDemoDepositProvider } from '../wallet/demo-deposit-provider';
import { createDeposits, type Deposits } from '../wallet/deposits';
import { createWalletService, type WalletService } from '../wallet/wallet-service';
import { registerExclusionRoutes } from './exclusion-routes';
import { createOutbox } from './outbox';
import { registerPaymentRoutes } from './payments-routes';
import { registerPlayerRoutes } from './player-routes';
import {
  platformSettingsFromOperator,
  resolveSettings,
  type PlatformSettings,
  type PlatformSettingsOverrides,
} from './settings';
import { registerUserRoutes } from './users-routes';

export const PLATFORM_PREFIX = '/api/platform';

/** What the platform offers other modules (bets debit stakes and credit payouts through `wallet`). */
export interface PlatformServices {
  wallet: WalletService;
  deposits: Deposits;
  settings: PlatformSettings;
  /** Per-IP and per-account abuse limits (app.ts limits bet placement through them). */
  limits: AbuseLimits;
}

/**
 * Mounts the Platform API under /api/platform (accounts, sign-in, sessions, limits, wallet, demo deposits)
 * in its own encapsulated scope (cookie parsing, form bodies and the Origin check stay inside it).
 */
export function registerPlatform(
  app: FastifyInstance,
  ctx: AppContext,
  options: {
    publisher: Publisher;
    /** The languages a player's private channel is published in (push/player-channels.ts). */
    playerLanguages(playerId: number): Promise<readonly string[]>;
    settings?: PlatformSettingsOverrides;
    /** Cluster mode: the abuse-limit counters go to Redis unless RATE_LIMIT_STORE says otherwise. */
    redis?: AbuseLimitRedis;
    /** The self-exclusion register (SPEC.md SX7); default: the demo register in demo mode, else none. */
    exclusionRegister?: SelfExclusionRegister;
  },
): PlatformServices {
  const settings = resolveSettings({
    // Production cookies are Secure whatever the request says (API.md "Modes and deployment").
    ...(ctx.config.production ? { secureCookies: true } : {}),
    // The operator's values (SPEC.md OP2), under whatever the caller (environment, tests) overrides.
    ...platformSettingsFromOperator(ctx.config.operator),
    ...options.settings,
  });
  const wallet = createWalletService({
    db: ctx.db,
    publisher: options.publisher,
    playerLanguages: options.playerLanguages,
    log: app.log,
  });
  const deposits = createDeposits({
    db: ctx.db,
    wallet,
    maxMajorUnits: settings.maxDepositMajorUnits,
    provider: createDemoDepositProvider({ pendingSeconds: settings.demoDepositPendingSeconds }),
  });
  const outbox = createOutbox({ log: app.log, printToLog: settings.logOutbox });
  const passwords = createPasswordHasher(settings.argon2, settings.passwordWork);
  const limits = createAbuseLimits(ctx.db, settings.abuse, options.redis);
  const phone = createPhoneVerification({ db: ctx.db, outbox, settings });
  const sessions = createSportsbookSessions(ctx, settings);
  const exclusionRegister =
    options.exclusionRegister ?? (ctx.config.demo ? createDemoExclusionRegister() : NO_REGISTER);

  void app.register(
    async (scope) => {
      await scope.register(cookie);
      scope.addHook('onRequest', async (request) => {
        if (isWrite(request.method)) assertSameOrigin(request, ctx.config.publicOrigin);
      });
      registerUserRoutes(scope, ctx, { settings, passwords, outbox, limits, exclusionRegister });
      registerPlayerRoutes(scope, ctx, { settings, phone, sessions, limits, passwords });
      registerExclusionRoutes(scope, ctx, { settings });
      // The demo payment provider credits whoever asks: demo mode only (API.md "Modes and deployment").
      if (ctx.config.demo) registerPaymentRoutes(scope, ctx, { deposits, limits });
    },
    { prefix: PLATFORM_PREFIX },
  );
  app.addHook('onReady', async () => {
    await applyDemoPlayer(ctx.db, ctx.config.demo);
  });
  return { wallet, deposits, settings, limits };
}
