import { formatAmount } from '@slipstream/betting';
import type { Notification } from '@slipstream/contract';
import { intlLocale } from '../i18n/locales';
import type { MessageKey, MessageValues } from '../i18n/messages';

type Translate = (key: MessageKey, vars?: MessageValues) => string;

const SETTLED_TITLES: Readonly<Record<string, MessageKey>> = {
  win_entire: 'notification.betSettled.won',
  lose_entire: 'notification.betSettled.lost',
  refund_entire: 'notification.betSettled.refunded',
  canceled: 'notification.betSettled.cancelled',
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Minor units of a notification's values as the locale writes them ("12,50 EUR" on /de), exactly. */
function amountText(values: Record<string, unknown>, locale: string): string | null {
  const amount = num(values.amount);
  const subunits = num(values.subunits);
  const currency = str(values.currency);
  if (amount === null || subunits === null || subunits <= 0 || currency === null) return null;
  return `${formatAmount(amount, subunits, { locale: intlLocale(locale) })} ${currency}`;
}

/** The bonus's name in the page's language (`name@<locale>`, then its base language's), else the default. */
function localName(values: Record<string, unknown>, locale: string): string {
  const base = locale.split('-')[0]!;
  return str(values[`name@${locale}`]) ?? str(values[`name@${base}`]) ?? str(values.name) ?? '';
}

/**
 * A notification's title and body in the page's language (issue 33 item 7): the server sends the text as a message
 * key and its values beside its English title and body; the known keys are written from the catalogue, amounts
 * through Intl. A notification without a key this page knows keeps the server's text.
 */
export function notificationText(
  n: Pick<Notification, 'title' | 'body' | 'message'>,
  locale: string,
  t: Translate,
): { title: string; body: string } {
  const message = n.message;
  if (!message) return { title: n.title, body: n.body };
  const values = message.values as Record<string, unknown>;
  const amount = amountText(values, locale);
  if (message.key === 'bet_settled') {
    const ref = str(values.ref) ?? '';
    return {
      title: t(SETTLED_TITLES[str(values.result) ?? ''] ?? 'notification.betSettled.settled'),
      body:
        amount !== null && (num(values.amount) ?? 0) > 0
          ? t('notification.betSettled.paid', { ref, amount })
          : t('notification.betSettled.done', { ref }),
    };
  }
  if (message.key === 'bonus_issued') {
    const name = localName(values, locale);
    return {
      title: t('notification.bonusIssued.title'),
      body:
        amount !== null
          ? t('notification.bonusIssued.worth', { name, amount })
          : t('notification.bonusIssued.body', { name }),
    };
  }
  return { title: n.title, body: n.body };
}
