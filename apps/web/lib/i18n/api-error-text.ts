import { ApiError } from '../auth/http';
import { formatNumber } from '../format/locale-format';
import { errorMessageKey } from './error-keys';
import { hasMessage, translate } from './messages';

const detailsOf = (err: ApiError): Record<string, unknown> | null => {
  const details = err.data?.details;
  return details && typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : null;
};

/**
 * The message key an error answer names itself (`data.localized_message`, betting-core §8: a bet-builder failure
 * names its reason, e.g. `error.custom_bet.different_matches`, which says more than its code), when the catalogue
 * has it (SPEC.md LC10).
 */
export function answerMessageKey(data: Record<string, unknown> | null | undefined): string | null {
  const key = data?.localized_message;
  return typeof key === 'string' && hasMessage(key) ? key : null;
}

/** user_limit_reached names its limit (`data.details.type`): the wager and loss limits have their own texts (RG5). */
function limitKey(err: ApiError): string | null {
  if (err.code !== 'user_limit_reached') return null;
  const type = detailsOf(err)?.type;
  return type === 'wager' || type === 'loss' ? `error.platform.user_limit_reached.${type}` : null;
}

/** A wait in the locale's words and digits: seconds up to two minutes, whole minutes (rounded up) beyond. */
function waitText(locale: string, seconds: number): string {
  const minutes = seconds > 120;
  return formatNumber(locale, minutes ? Math.ceil(seconds / 60) : seconds, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  });
}

/** "Try again in 30 seconds." when the answer says how long to wait (429s: `data.details.retry_after_seconds`). */
export function retryAfterText(err: unknown, locale: string): string | null {
  if (!(err instanceof ApiError)) return null;
  return retryAfterOfDetails(detailsOf(err), locale);
}

/** The same from an answer's `details` as kept elsewhere (the slip keeps a refused placement's details). */
export function retryAfterOfDetails(details: unknown, locale: string): string | null {
  const seconds =
    details && typeof details === 'object'
      ? (details as Record<string, unknown>).retry_after_seconds
      : undefined;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds <= 0) return null;
  return translate(locale, 'error.detail.retryAfter', { wait: waitText(locale, seconds) });
}

/**
 * The text of a failed API call in the page's language (SPEC.md LC7, LC10): the catalogue's message for its
 * code (a bet-builder failure: for its reason; a wager or loss limit: naming it), followed by the specifics the answer carries in structured
 * data (how long to wait). The server's English `message` shows only for a code the catalogue does not know;
 * anything that is not an API error answer (a network failure) shows `fallbackKey`.
 */
export function apiErrorText(err: unknown, locale: string, fallbackKey: string): string {
  if (!(err instanceof ApiError)) return translate(locale, fallbackKey);
  const key = answerMessageKey(err.data) ?? limitKey(err) ?? errorMessageKey(err.code);
  const main = key
    ? translate(locale, key)
    : err.code !== null && err.message
      ? err.message
      : translate(locale, fallbackKey);
  const wait = retryAfterText(err, locale);
  return wait ? `${main} ${wait}` : main;
}

/** The codes of a database fault (issue 31): the write may have happened, or nothing was written and a retry is safe. */
const FAULT_CODES = new Set<unknown>(['outcome_unknown', 'unavailable']);

/**
 * The text of a failed money write whose screen has its own failure text (`fallbackKey`, e.g. "cannot be cashed
 * out now"): a database fault says what it means instead (outcome_unknown: check My bets and the balance;
 * unavailable: try again in a moment), since "cannot" would be wrong for both.
 */
export function writeFailureText(err: unknown, locale: string, fallbackKey: string): string {
  if (err instanceof ApiError && FAULT_CODES.has(err.code)) return apiErrorText(err, locale, fallbackKey);
  return translate(locale, fallbackKey);
}
