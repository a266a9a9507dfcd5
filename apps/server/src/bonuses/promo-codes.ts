import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { toSafeInt } from '../wallet/amounts';
import { findBonus, type IssuedBonus } from './bonus-model';
import { issueAndAnnounce, playerCurrency, type BonusesDeps } from './issue-bonus';

interface CampaignRow {
  id: unknown;
  type: string;
  amount_units: number | null;
  demo: boolean;
}

async function campaignForCode(q: Queryable, code: string, demo: boolean): Promise<CampaignRow> {
  const res = await q.query<CampaignRow>(
    'SELECT id, type, amount_units, demo FROM bonus_campaigns WHERE promo_code = $1',
    [code.toUpperCase()],
  );
  const row = res.rows[0];
  // Demo codes do not exist outside demo mode (API.md).
  if (!row || (row.demo && !demo)) throw new AppError('promo_code_invalid');
  return row;
}

/** The bonus the player's request `requestId` issued (player_bonuses.request_id, migrations/0840). */
async function bonusOfRequest(
  q: Queryable,
  playerId: number,
  requestId: string,
): Promise<IssuedBonus | null> {
  const res = await q.query<{ id: unknown }>(
    'SELECT id FROM player_bonuses WHERE player_id = $1 AND request_id = $2',
    [playerId, requestId],
  );
  return res.rows[0] ? findBonus(q, playerId, toSafeInt(res.rows[0].id)) : null;
}

/**
 * POST /bonuses/promo-code (§7): issues the code's bonus, active at once (the player asked for it), once per
 * player. A free bet's amount is the campaign's whole units in the player's current currency (WELCOME10: 10.00).
 * Sent again with its Idempotency-Key, it answers the bonus that request issued (issue 31).
 */
export async function redeemPromoCode(
  deps: BonusesDeps,
  playerId: number,
  code: string,
  requestId?: string,
): Promise<IssuedBonus> {
  const campaign = await campaignForCode(deps.db, code, deps.demo);
  // A retry of a redemption whose answer was lost (503 outcome_unknown, issue 31): the bonus it issued.
  const earlier = requestId === undefined ? null : await bonusOfRequest(deps.db, playerId, requestId);
  if (earlier) {
    if (earlier.promoCode !== code.toUpperCase())
      throw new AppError('idempotency_conflict', { request_id: requestId });
    return earlier;
  }
  const currency = await playerCurrency(deps.db, playerId);
  const freeBet = campaign.type !== 'comboboost';
  return issueAndAnnounce(deps, {
    playerId,
    campaignId: toSafeInt(campaign.id),
    currency: freeBet ? currency.code : null,
    amount: freeBet ? (campaign.amount_units ?? 0) * currency.subunits : null,
    promoCode: code.toUpperCase(),
    state: 'active',
    requestId,
  });
}
