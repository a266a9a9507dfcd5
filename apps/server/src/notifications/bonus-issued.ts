import { formatAmount } from '@slipstream/betting';
import type { CampaignTexts } from '../bonuses/bonus-model';
import type { BonusIssuedListener } from '../bonuses/issue-bonus';
import type { NotificationInput } from './notification-store';
import type { Notifier } from './notifier';

/** The fields of an issued bonus its notification needs. */
export interface IssuedBonusSummary {
  id: number;
  name: string;
  currency: string | null;
  subunits: number | null;
  amount: number | null;
  /** The campaign's texts in other languages: their names go with the notification (issue 33 item 7). */
  texts?: CampaignTexts;
}

/** `name@<locale>` for each language the campaign is named in, so the client picks the player's. */
function namesByLocale(texts: CampaignTexts | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, t] of Object.entries(texts ?? {})) if (t.name) out[`name@${locale}`] = t.name;
  return out;
}

/**
 * The notification a player gets when a bonus is issued to them (one per bonus: the dedupe key is the bonus's).
 * It links to the promotions page, which lists the player's bonuses.
 */
export function bonusIssuedNotification(bonus: IssuedBonusSummary): NotificationInput {
  const worth =
    bonus.amount !== null && bonus.currency && bonus.subunits !== null
      ? ` worth ${formatAmount(bonus.amount, bonus.subunits)} ${bonus.currency}`
      : '';
  return {
    type: 'bonus_issued',
    objectType: 'bonus',
    title: 'You have a new bonus',
    body: `${bonus.name}${worth} is waiting in Promotions.`,
    link: '/promotions',
    dedupeKey: `bonus_issued:${bonus.id}`,
    message: {
      key: 'bonus_issued',
      values: {
        name: bonus.name,
        ...namesByLocale(bonus.texts),
        ...(bonus.amount !== null && bonus.currency && bonus.subunits !== null
          ? { amount: bonus.amount, currency: bonus.currency, subunits: bonus.subunits }
          : {}),
      },
    },
  };
}

/**
 * The bonuses module's issue hook (app.ts wiring): the notification row joins the issuing transaction, so a
 * rolled-back issue leaves none, and its push goes out after COMMIT.
 */
export function notifyBonusIssued(notifier: Notifier): BonusIssuedListener {
  return async (tx, bonus) =>
    (await notifier.store(tx, bonus.playerId, bonusIssuedNotification(bonus))).announce;
}
