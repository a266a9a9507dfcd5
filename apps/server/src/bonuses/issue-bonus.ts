import { userChannel } from '@slipstream/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { Publisher } from '../push/publisher';
import { toSafeInt } from '../wallet/amounts';
import { bonusToWire, inLocale, findBonus, type IssuedBonus } from './bonus-model';

/**
 * Called inside the issuing transaction for every bonus issued (promo code, feed control): the hook where the
 * notifications module adds its notification row in the same transaction (app.ts wiring). A throw rolls the
 * issue back. What it returns runs after COMMIT (the notification's push), so nothing is announced that a
 * rollback could take back.
 */
export type BonusIssuedListener = (tx: Queryable, bonus: IssuedBonus) => Promise<void | AfterCommit>;
export type AfterCommit = () => Promise<void>;

export interface BonusesDeps {
  db: Db;
  clock: Clock;
  publisher: Publisher;
  /** The languages a player's private channel is published in (push/player-channels.ts). */
  playerLanguages(playerId: number): Promise<readonly string[]>;
  log: FastifyBaseLogger;
  /** Demo mode: the demo promo codes and demo campaigns exist (API.md "Modes and deployment"). */
  demo: boolean;
  onBonusIssued: readonly BonusIssuedListener[];
}

export interface IssueRequest {
  playerId: number;
  campaignId: number;
  /** Free bets: currency and amount in its minor units. */
  currency: string | null;
  amount: number | null;
  promoCode: string | null;
  state: 'available' | 'active';
  /** The Idempotency-Key of the request that issues it (a promo code): its retry answers this bonus (issue 31). */
  requestId?: string | undefined;
}

/**
 * Issues a bonus to a player inside `tx`: the campaign's uses and validity are copied onto the issue; a promo
 * code already used by this player is refused (the unique (player, promo_code) decides, also under races).
 * Listeners run in the same transaction.
 */
export async function issueBonus(
  deps: BonusesDeps,
  tx: Queryable,
  r: IssueRequest,
): Promise<{ bonus: IssuedBonus; afterCommit: AfterCommit[] }> {
  const now = deps.clock.now();
  const res = await tx.query<{ id: unknown }>(
    `INSERT INTO player_bonuses (campaign_id, player_id, state, currency, amount, uses_count, promo_code,
                                 created_at, activated_at, expired_at, request_id)
     SELECT c.id, $2, $3, $4, $5, c.uses_count, $6, to_timestamp($7::double precision / 1000),
            CASE WHEN $3 = 'active' THEN to_timestamp($7::double precision / 1000) END,
            to_timestamp($7::double precision / 1000) + make_interval(days => c.valid_days), $8
       FROM bonus_campaigns c WHERE c.id = $1
     ON CONFLICT (player_id, promo_code) DO NOTHING RETURNING id`,
    [r.campaignId, r.playerId, r.state, r.currency, r.amount, r.promoCode, now, r.requestId ?? null],
  );
  if (!res.rows[0]) throw new AppError('promo_code_used', { code: r.promoCode });
  const bonus = (await findBonus(tx, r.playerId, toSafeInt(res.rows[0].id)))!;
  const afterCommit: AfterCommit[] = [];
  for (const listener of deps.onBonusIssued) {
    const after = await listener(tx, bonus);
    if (after) afterCommit.push(after);
  }
  return { bonus, afterCommit };
}

/** Issues in its own transaction, then pushes bonus_issued on the player's private channel (after COMMIT). */
export async function issueAndAnnounce(deps: BonusesDeps, r: IssueRequest): Promise<IssuedBonus> {
  const { bonus, afterCommit } = await deps.db.transaction((tx) => issueBonus(deps, tx, r));
  await announceIssued(deps, bonus, afterCommit);
  return bonus;
}

/** After the issuing COMMIT: the listeners' after-commit work, then bonus_issued on the private channel. */
export async function announceIssued(
  deps: BonusesDeps,
  bonus: IssuedBonus,
  afterCommit: readonly AfterCommit[],
): Promise<void> {
  for (const after of afterCommit) {
    try {
      await after();
    } catch (err) {
      deps.log.warn({ err }, 'bonus issued: an after-commit listener failed');
    }
  }
  for (const lang of await deps.playerLanguages(bonus.playerId)) {
    try {
      // Each locale's channel gets the campaign's texts in its language.
      const data = { bonus: bonusToWire(inLocale(bonus, lang), deps.clock.now()) };
      await deps.publisher.publish(userChannel(lang, bonus.playerId), { event: 'bonus_issued', data });
    } catch (err) {
      // Issued and committed; the client's next GET /bonuses shows it.
      deps.log.warn({ err }, 'bonus_issued publish failed');
    }
  }
}

/** The player's currency and its subunits (free bets are issued in it). */
export async function playerCurrency(
  q: Queryable,
  playerId: number,
): Promise<{ code: string; subunits: number }> {
  const res = await q.query<{ currency: string; subunits: unknown }>(
    'SELECT p.currency, c.subunits FROM players p JOIN currencies c ON c.code = p.currency WHERE p.id = $1',
    [playerId],
  );
  const row = res.rows[0];
  if (!row) throw new AppError('unauthorized');
  return { code: row.currency, subunits: toSafeInt(row.subunits) };
}
