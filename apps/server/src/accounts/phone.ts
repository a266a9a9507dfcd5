import type { z } from 'zod';
import type { phoneSchema } from '@slipstream/contract';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { Outbox } from '../platform/outbox';
import type { PlatformSettings } from '../platform/settings';
import { hashToken, newNumericCode, safeEqual } from '../security/tokens';
import { findPlayerById } from './players';

type PhoneDto = z.infer<typeof phoneSchema>;
const DAY_MS = 24 * 3600 * 1000;

/** Phone number and its verification by an SMS code (sent to the outbox). */
export function createPhoneVerification(deps: { db: Db; outbox: Outbox; settings: PlatformSettings }) {
  const { db, outbox, settings } = deps;

  async function sendStats(
    q: Queryable,
    playerId: number,
    nowMs: number,
  ): Promise<{ sentToday: number; lastAt: number | null }> {
    const res = await q.query<{ sent: number; last_at: Date | null }>(
      `SELECT count(*)::integer AS sent, max(created_at) AS last_at FROM phone_verifications
        WHERE player_id = $1 AND created_at > $2`,
      [playerId, new Date(nowMs - DAY_MS)],
    );
    const row = res.rows[0]!;
    return { sentToday: row.sent, lastAt: row.last_at ? new Date(row.last_at).getTime() : null };
  }

  async function list(playerId: number, nowMs: number): Promise<PhoneDto[]> {
    const player = await findPlayerById(db, playerId);
    if (!player?.mobile_phone) return [];
    const { sentToday, lastAt } = await sendStats(db, playerId, nowMs);
    const resendAt = lastAt === null ? null : lastAt + settings.phone.resendAfterSeconds * 1000;
    return [
      {
        phone_number: player.mobile_phone,
        phone_country: player.phone_country ?? '',
        verified_status: player.phone_verified_at ? 'verified' : 'unverified',
        resend_timeout_until: resendAt !== null && resendAt > nowMs ? new Date(resendAt).toISOString() : null,
        sms_limit_reached: sentToday >= settings.phone.maxCodesPerDay,
      },
    ];
  }

  return {
    list,
    /** Sets the number (a new number is unverified) and sends a code, within the resend and daily limits. */
    async setAndSend(
      playerId: number,
      phoneNumber: string,
      phoneCountry: string,
      nowMs: number,
    ): Promise<PhoneDto[]> {
      const player = await findPlayerById(db, playerId);
      if (player?.mobile_phone === phoneNumber && player.phone_verified_at) return list(playerId, nowMs);
      await db.transaction(async (tx) => {
        // Serialise a player's sends so the daily count cannot be raced past.
        await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
        const { sentToday, lastAt } = await sendStats(tx, playerId, nowMs);
        if (sentToday >= settings.phone.maxCodesPerDay) throw new AppError('sms_limit_reached');
        if (lastAt !== null && nowMs < lastAt + settings.phone.resendAfterSeconds * 1000)
          throw new AppError('phone_resend_too_soon', {
            resend_timeout_until: new Date(lastAt + settings.phone.resendAfterSeconds * 1000).toISOString(),
          });
        await tx.query(
          `UPDATE players SET mobile_phone = $2, phone_country = $3,
             phone_verified_at = CASE WHEN mobile_phone = $2 THEN phone_verified_at ELSE NULL END
           WHERE id = $1`,
          [playerId, phoneNumber, phoneCountry],
        );
        const code = newNumericCode();
        await tx.query(
          `INSERT INTO phone_verifications (player_id, phone_number, code_hash, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            playerId,
            phoneNumber,
            hashToken(code),
            new Date(nowMs),
            new Date(nowMs + settings.phone.codeTtlSeconds * 1000),
          ],
        );
        await outbox.put(
          tx,
          {
            channel: 'sms',
            recipient: phoneNumber,
            kind: 'phone_verification',
            subject: 'Phone verification code',
            body: `Your Slipstream verification code is ${code}`,
            payload: { code },
          },
          nowMs,
        );
      });
      return list(playerId, nowMs);
    },
    /** Checks the latest unexpired code for the current number; wrong codes count against the code. */
    async verify(playerId: number, code: string, nowMs: number): Promise<PhoneDto[]> {
      const player = await findPlayerById(db, playerId);
      if (!player?.mobile_phone) throw new AppError('phone_not_set');
      // Each guess takes one of the code's attempts before it is compared, in one statement: guesses sent at once
      // for one code are checked at most maxAttemptsPerCode times (docs/SECURITY.md DEP-PHONE-1).
      const res = await db.query<{ id: number; code_hash: string }>(
        `UPDATE phone_verifications SET attempts = attempts + 1
          WHERE id = (SELECT id FROM phone_verifications
                       WHERE player_id = $1 AND phone_number = $2 AND used_at IS NULL AND expires_at > $3
                       ORDER BY created_at DESC, id DESC LIMIT 1)
            AND attempts < $4
          RETURNING id, code_hash`,
        [playerId, player.mobile_phone, new Date(nowMs), settings.phone.maxAttemptsPerCode],
      );
      const pending = res.rows[0];
      if (!pending || !safeEqual(hashToken(code), pending.code_hash))
        throw new AppError('phone_code_invalid');
      await db.transaction(async (tx) => {
        await tx.query('UPDATE phone_verifications SET used_at = $2 WHERE id = $1', [
          pending.id,
          new Date(nowMs),
        ]);
        await tx.query('UPDATE players SET phone_verified_at = $2 WHERE id = $1', [
          playerId,
          new Date(nowMs),
        ]);
      });
      return list(playerId, nowMs);
    },
  };
}
