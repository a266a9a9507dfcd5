import { issueAccountToken, useAccountToken, type AccountTokenKind } from '../accounts/account-tokens';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { Outbox } from './outbox';
import type { PlatformSettings } from './settings';

/** The e-mail a link goes out in: its subject and its body around the link's token. */
export interface LinkMail {
  subject: string;
  body: (token: string) => string;
}

/**
 * The e-mailed links of accounts (API.md "Accounts and tokens"): confirmation, password reset and unlock. `mail`
 * issues a link's token and puts its e-mail in the outbox in the caller's transaction (`send`: in one of its own; the token is sent
 * as `{kind}_token` in the payload, valid for the kind's TTL from the settings); `redeem` uses a token once and applies
 * what it proves in the same transaction, or answers invalid_token (unknown, used or expired).
 */
export function accountLinks(ctx: AppContext, settings: PlatformSettings, outbox: Outbox) {
  const ttlSeconds: Record<AccountTokenKind, number> = {
    confirmation: settings.confirmationTtlSeconds,
    reset_password: settings.resetPasswordTtlSeconds,
    unlock: settings.unlockTtlSeconds,
  };
  async function mail(
    tx: Queryable,
    kind: AccountTokenKind,
    player: { id: number; email: string },
    message: LinkMail,
    nowMs: number,
  ): Promise<void> {
    const token = await issueAccountToken(tx, player.id, kind, nowMs, ttlSeconds[kind]);
    await outbox.put(
      tx,
      {
        channel: 'email',
        recipient: player.email,
        kind,
        subject: message.subject,
        body: message.body(token),
        payload: { [`${kind}_token`]: token },
      },
      nowMs,
    );
  }
  return {
    mail,

    /** The same in a transaction of its own, now. */
    async send(
      kind: AccountTokenKind,
      player: { id: number; email: string },
      message: LinkMail,
    ): Promise<void> {
      const nowMs = ctx.clock.now();
      await ctx.db.transaction((tx) => mail(tx, kind, player, message, nowMs));
    },

    async redeem(
      kind: AccountTokenKind,
      token: string,
      apply: (tx: Queryable, playerId: number, nowMs: number) => Promise<void>,
    ): Promise<{ ok: true }> {
      const nowMs = ctx.clock.now();
      const redeemed = await ctx.db.transaction(async (tx) => {
        const id = await useAccountToken(tx, token, kind, nowMs);
        if (id === null) return false;
        await apply(tx, id, nowMs);
        return true;
      });
      if (!redeemed) throw new AppError('invalid_token');
      return { ok: true };
    },
  };
}
