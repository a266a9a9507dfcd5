import { translate, type MessageValues } from '../i18n/messages';

/** The catalogue prefix of the account forms' texts (`account.form.title.sign_in`). */
export const ACCOUNT_FORM_PREFIX = 'account.form.';

/**
 * The account forms' texts are keys of the one catalogue (apps/web/messages/<locale>.json) under
 * `account.form.`; callers name them without the prefix. The browser holds the page's locale only (the
 * layout's RSC payload), so the texts add no JavaScript to the first load. A key the catalogue lacks answers
 * the key as given (unprefixed), so callers can tell a missing text (`error.${code}`) from a known one.
 */
export function accountText(locale: string, key: string, vars?: MessageValues): string {
  const full = ACCOUNT_FORM_PREFIX + key;
  const text = translate(locale, full, vars);
  return text === full ? key : text;
}
