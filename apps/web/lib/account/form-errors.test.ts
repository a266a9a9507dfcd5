import { describe, expect, it } from 'vitest';
import { ApiError } from '../auth/http';
import english from '../../messages/en.json';
import german from '../../messages/de.json';
import { compileCatalogue } from '../i18n/compile-catalogue';
import { registerCatalogue } from '../i18n/messages';
import { formErrorsOf } from './form-errors';

registerCatalogue('en', compileCatalogue(english));
registerCatalogue('de', compileCatalogue(german));

describe('formErrorsOf', () => {
  it('[AC4] puts validation_failed issues beside their fields', () => {
    const err = new ApiError(400, 'validation_failed', 'bad', {
      details: [
        { path: 'user.email', message: 'Invalid email' },
        { path: 'user.password', message: 'Too small' },
      ],
    });
    expect(formErrorsOf(err, 'en')).toEqual({
      fields: { email: 'Enter a valid e-mail address.', password: 'Use at least 8 characters.' },
      form: null,
    });
  });
  it('[AC4] a code that belongs to a field goes beside it; others to the form', () => {
    expect(formErrorsOf(new ApiError(409, 'email_taken', 'x', null), 'en').fields.email).toMatch(
      /already exists/,
    );
    expect(formErrorsOf(new ApiError(400, 'invalid_token', 'x', null), 'en').form).toMatch(
      /invalid or has expired/,
    );
    expect(formErrorsOf(new ApiError(429, 'rate_limited', 'x', null), 'en').form).toMatch(/Too many/);
  });
  it('[AC4] user_limit_reached names the limit', () => {
    const err = new ApiError(422, 'user_limit_reached', 'x', { details: { type: 'deposit' } });
    expect(formErrorsOf(err, 'en').form).toBe('This would go past your deposit limit.');
  });
  it('[AC16] a wrong current password goes beside the current-password field', () => {
    expect(formErrorsOf(new ApiError(400, 'current_password_invalid', 'x', null), 'en')).toEqual({
      fields: { current_password: 'This is not your current password.' },
      form: null,
    });
  });
  it('[AC17] a wrong SMS code goes beside the code field; a bad phone number beside the number', () => {
    expect(formErrorsOf(new ApiError(400, 'phone_code_invalid', 'x', null), 'en').fields.code).toMatch(
      /wrong/,
    );
    const bad = new ApiError(400, 'validation_failed', 'x', {
      details: [{ path: 'phone_number', message: 'an E.164 number' }],
    });
    expect(formErrorsOf(bad, 'en').fields.phone_number).toMatch(/country code/);
  });
  it('[LC10] a code with no form wording of its own shows the catalogue message for it, not a key', () => {
    // amount_out_of_range belongs to the amount field but has no account.form text: it showed its key.
    expect(formErrorsOf(new ApiError(400, 'amount_out_of_range', 'x', null), 'en').fields.amount).toBe(
      'The amount is outside the allowed range.',
    );
    expect(
      formErrorsOf(new ApiError(403, 'sign_up_disabled', 'Signing up is not available', null), 'de'),
    ).toEqual({
      fields: {},
      form: 'Die Registrierung ist auf dieser Seite nicht möglich.',
    });
  });
  it('[LC10] a field with no text of its own gets the code message in the page language, not the issue text', () => {
    const err = new ApiError(400, 'validation_failed', 'x', {
      details: [{ path: 'user.birth_date', message: 'Expected a date' }],
    });
    expect(formErrorsOf(err, 'de').fields.birth_date).toBe(german['error.code.validation_failed']);
  });
  it('[LC10] a deposit above the maximum names the maximum where the form can show its currency', () => {
    const err = new ApiError(400, 'amount_out_of_range', 'x', {
      details: { max: { value: 10_000_000, currency: 'EUR' } },
    });
    const money = (minor: number) => `${minor / 100} EUR`;
    expect(formErrorsOf(err, 'de', { money }).fields.amount).toBe(
      'Der Betrag liegt außerhalb des erlaubten Bereichs. Höchstens 100000 EUR sind erlaubt.',
    );
    expect(formErrorsOf(err, 'de').fields.amount).toBe('Der Betrag liegt außerhalb des erlaubten Bereichs.');
  });
  it('[LC10] the server message shows only for a code the catalogue does not know', () => {
    expect(formErrorsOf(new ApiError(400, 'brand_new_code', 'Developer text', null), 'de').form).toBe(
      'Developer text',
    );
  });
  it('[LC10] a 429 says how long to wait, in the locale', () => {
    const err = new ApiError(429, 'sign_in_rate_limited', 'x', { details: { retry_after_seconds: 30 } });
    expect(formErrorsOf(err, 'de').form).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es später erneut. Wartezeit: 30 Sekunden.',
    );
  });
});
