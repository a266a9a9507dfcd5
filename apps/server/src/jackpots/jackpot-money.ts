import { publicChannel } from '@slipstream/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import type { Publisher } from '../push/publisher';
import type { WalletService } from '../wallet/wallet-service';
import type { BalanceChange } from '../wallet/ledger';
import { toSafeInt } from '../wallet/amounts';
import { foldContributions } from './jackpot-fold';
import { jackpotName, selectJackpots } from './jackpot-store';

export interface JackpotsDeps {
  db: Db;
  clock: Clock;
  publisher: Publisher;
  wallet: WalletService;
  locales: readonly string[];
  log: FastifyBaseLogger;
  secret: string;
}

/** tournament_pool_changed on every locale's public channel: the jackpot's pools now. */
export async function publishPools(deps: JackpotsDeps, jackpotIds: Iterable<number>): Promise<void> {
  for (const id of new Set(jackpotIds)) {
    const [pools] = await selectJackpots(deps.db, id);
    if (!pools) continue;
    const names = await deps.db.query<{ name: string; names: Record<string, string> | string | null }>(
      'SELECT name, names FROM jackpots WHERE id = $1',
      [id],
    );
    for (const lang of deps.locales) {
      // Each locale's channel gets the jackpot named in its language.
      const jackpot = names.rows[0] ? { ...pools, name: jackpotName(names.rows[0], lang) } : pools;
      try {
        await deps.publisher.publish(publicChannel(lang), {
          event: 'tournament_pool_changed',
          data: { jackpot },
        });
      } catch (err) {
        deps.log.warn({ err }, 'tournament_pool_changed publish failed');
      }
    }
  }
}

/**
 * SPEC.md JP2: a hit on a level, approved: in one transaction the jackpot's unfolded contributions are folded
 * first (so the hit takes the whole pool, under the same row locks), then the level's pool becomes the hit's
 * amount and goes back to its seed, and the jackpot's hits_amount grows by it.
 */
export async function approveHit(
  deps: JackpotsDeps,
  jackpotId: number,
  playerId: number,
  levelCode: string | undefined,
): Promise<number> {
  const hitId = await deps.db.transaction(async (tx) => {
    await foldContributions(tx, jackpotId);
    const level = await tx.query<{
      code: string;
      pool_amount: unknown;
      seed_amount: unknown;
      currency: string;
    }>(
      `SELECT l.code, l.pool_amount, l.seed_amount, j.currency FROM jackpot_levels l JOIN jackpots j ON j.id = l.jackpot_id
        WHERE l.jackpot_id = $1 AND l.state = 'active' AND ($2::text IS NULL OR l.code = $2)
        ORDER BY l.position DESC LIMIT 1 FOR UPDATE OF l`,
      [jackpotId, levelCode ?? null],
    );
    const l = level.rows[0];
    if (!l) throw new AppError('jackpot_not_found', { jackpot_id: jackpotId, level: levelCode ?? null });
    const amount = toSafeInt(l.pool_amount);
    const hit = await tx.query<{ id: unknown }>(
      `INSERT INTO jackpot_hits (jackpot_id, level_code, player_id, amount, currency, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'approved', to_timestamp($6::double precision / 1000)) RETURNING id`,
      [jackpotId, l.code, playerId, amount, l.currency, deps.clock.now()],
    );
    await tx.query(
      'UPDATE jackpot_levels SET pool_amount = seed_amount WHERE jackpot_id = $1 AND code = $2',
      [jackpotId, l.code],
    );
    await tx.query('UPDATE jackpots SET hits_amount = hits_amount + $2 WHERE id = $1', [jackpotId, amount]);
    return toSafeInt(hit.rows[0]!.id);
  });
  await publishPools(deps, [jackpotId]);
  return hitId;
}

/**
 * SPEC.md JP3: pays an approved hit once: the status moves approved → paid by a conditional UPDATE and the
 * credit (house:bonuses, reason bonus) carries the hit's idempotency key, so two payers never pay twice.
 */
export async function payHit(deps: JackpotsDeps, hitId: number): Promise<boolean> {
  const changes = await deps.db.transaction(async (tx): Promise<BalanceChange[] | null> => {
    const hit = await tx.query<{ player_id: unknown; amount: unknown; currency: string }>(
      `UPDATE jackpot_hits SET status = 'paid', paid_at = to_timestamp($2::double precision / 1000)
        WHERE id = $1 AND status = 'approved' RETURNING player_id, amount, currency`,
      [hitId, deps.clock.now()],
    );
    const h = hit.rows[0];
    if (!h) return null;
    const amount = toSafeInt(h.amount);
    if (amount === 0) return [];
    const playerId = toSafeInt(h.player_id);
    // A player without an account in the jackpot's currency gets one: the prize is theirs either way.
    await tx.query(
      'INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING',
      [playerId, h.currency],
    );
    const credit = await deps.wallet.credit(tx, {
      playerId,
      currency: h.currency,
      amount,
      reason: 'bonus',
      reference: `jackpot_hit:${hitId}`,
      idempotencyKey: `jackpot_hit:${hitId}`,
    });
    return credit.changes;
  });
  if (changes === null) return false;
  await deps.wallet.publishBalanceChanges(changes);
  return true;
}

/** At start and after each approval: pays every approved hit (a crash between approval and payment heals). */
export async function payApprovedHits(deps: JackpotsDeps): Promise<number> {
  const res = await deps.db.query<{ id: unknown }>(
    "SELECT id FROM jackpot_hits WHERE status = 'approved' ORDER BY id",
  );
  let paid = 0;
  for (const r of res.rows) if (await payHit(deps, toSafeInt(r.id))) paid++;
  return paid;
}
