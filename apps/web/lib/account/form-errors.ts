import { ApiError } from '../auth/http';
import { apiErrorText, retryAfterText } from '../i18n/api-error-text';
import { errorMessageKey } from '../i18n/error-keys';
import { translate, type MessageValues } from '../i18n/messages';
import { accountText } from './account-messages';

/** A failed submission: messages beside the fields that caused them, and one for the form as a whole. */
export interface FormErrors {
  readonly fields: Readonly<Record<string, string>>;
  readonly form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/** What a form knows beyond the answer: how to show an amount of its currency (a deposit form's account). */
export interface FormErrorContext {
  readonly money?: (minor: number) => string;
}

/** The catalogue codes that belong to one field of the account forms. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  email_taken: 'email',
  unknown_currency: 'currency',
  amount_out_of_range: 'amount',
  current_password_invalid: 'current_password',
  phone_code_invalid: 'code',
};

const FIELD_MESSAGE: Readonly<Record<string, string>> = {
  email: 'error.email',
  password: 'error.password',
  currency: 'error.currency',
  amount: 'error.amount',
  value: 'error.amount',
  first_name: 'error.name',
  last_name: 'error.name',
  nickname: 'error.name',
  phone_number: 'error.phone_number',
  phone_country: 'error.phone_country',
  code: 'error.code',
};

/**
 * Maps the server's answer onto the form (the server is the one judge of the input: forms are noValidate).
 * validation_failed carries `data.details: [{path, message}]`; the last path segment names the field.
 */
export function formErrorsOf(err: unknown, locale: string, context: FormErrorContext = {}): FormErrors {
  const text = (key: string, vars?: MessageValues) => accountText(locale, key, vars);
  if (!(err instanceof ApiError)) return { fields: {}, form: text('error.generic') };
  const code = String(err.code ?? '');
  const details = err.data?.details;
  if (code === 'validation_failed' && Array.isArray(details)) {
    const fields: Record<string, string> = {};
    for (const issue of details as { path?: unknown; message?: unknown }[]) {
      const path = typeof issue.path === 'string' ? issue.path : '';
      const field = path.split('.').filter((p) => p !== 'user' && !/^\d+$/.test(p))[0] ?? '';
      if (!field || fields[field]) continue;
      const key = FIELD_MESSAGE[field];
      // A field without a text of its own: the code's message beside it (the issue's message is the server's English).
      fields[field] = key ? text(key) : translate(locale, 'error.code.validation_failed');
    }
    return { fields, form: Object.keys(fields).length ? null : codeText(err, locale) };
  }
  const field = FIELD_OF_CODE[code];
  if (field) {
    const max = code === 'amount_out_of_range' ? maxAmountText(err, locale, context) : null;
    return {
      fields: { [field]: max ? `${codeText(err, locale)} ${max}` : codeText(err, locale) },
      form: null,
    };
  }
  if (code === 'user_limit_reached') return { fields: {}, form: limitMessage(err, locale) };
  if (err.status === 429) {
    const wait = retryAfterText(err, locale);
    return { fields: {}, form: wait ? `${text('error.tooMany')} ${wait}` : text('error.tooMany') };
  }
  return { fields: {}, form: codeText(err, locale) };
}

/** LC10: amount_out_of_range names the most allowed (`data.details.max`, minor units) when the form can show it. */
function maxAmountText(err: ApiError, locale: string, context: FormErrorContext): string | null {
  const max = (err.data?.details as { max?: { value?: unknown } } | null | undefined)?.max?.value;
  if (!context.money || typeof max !== 'number' || !Number.isSafeInteger(max)) return null;
  return translate(locale, 'error.detail.maxAmount', { amount: context.money(max) });
}

/**
 * LC7/LC10: the forms' own wording of a code where they have one (`account.form.error.{code}`), else the
 * catalogue's message for the code; the server's English only for a code the catalogue does not know.
 */
function codeText(err: ApiError, locale: string): string {
  const code = String(err.code ?? '');
  const own = accountText(locale, `error.${code}`);
  if (own !== `error.${code}`) return own;
  const key = errorMessageKey(err.code);
  return key ? translate(locale, key) : apiErrorText(err, locale, 'account.form.error.generic');
}

/** user_limit_reached: data.details.type names the limit (deposit, loss, wager, session). */
export function limitMessage(err: ApiError, locale: string): string {
  const text = (key: string, vars?: MessageValues) => accountText(locale, key, vars);
  const details = (err.data?.details ?? null) as { type?: unknown } | null;
  const type = typeof details?.type === 'string' ? details.type : '';
  const name = text(`limit.type.${type}`);
  return text('error.user_limit_reached', { type: name.startsWith('limit.') ? '' : name });
}
