import { describe, expect, it } from 'vitest';
import arabic from '../../messages/ar.json';
import english from '../../messages/en.json';
import german from '../../messages/de.json';
import { ApiError } from '../auth/http';
import { answerMessageKey, apiErrorText, retryAfterText, writeFailureText } from './api-error-text';
import { compileCatalogue } from './compile-catalogue';
import { registerCatalogue } from './messages';

registerCatalogue('en', compileCatalogue(english));
registerCatalogue('de', compileCatalogue(german));
registerCatalogue('ar', compileCatalogue(arabic));

const fallback = 'myBets.cashoutFailed';

describe('apiErrorText', () => {
  it("[LC7] [LC10] a catalogue code shows in the page's language, never the server's English", () => {
    const err = new ApiError(
      409,
      'bonus_bet_not_editable',
      'A bet placed with a bonus cannot be edited',
      null,
    );
    expect(apiErrorText(err, 'de', fallback)).toBe(
      'Eine mit Bonus platzierte Wette kann nicht bearbeitet werden.',
    );
    expect(apiErrorText(new ApiError(409, 101, 'The odds have changed', null), 'de', fallback)).toBe(
      german['error.place_bets.invalid_odds'],
    );
  });

  it('[LC7] the server message is the fallback for an unknown code; a failure without an answer shows the fallback', () => {
    expect(apiErrorText(new ApiError(418, 'not_in_catalogue', 'Developer text', null), 'de', fallback)).toBe(
      'Developer text',
    );
    expect(apiErrorText(new ApiError(502, null, 'HTTP 502', null), 'de', fallback)).toBe(german[fallback]);
    expect(apiErrorText(new TypeError('fetch failed'), 'de', fallback)).toBe(german[fallback]);
  });

  it('[LC10] [LC8] a wait the answer carries is added in the locale, digits included', () => {
    const err = new ApiError(429, 'rate_limited', 'x', { details: { retry_after_seconds: 30 } });
    expect(apiErrorText(err, 'en', fallback)).toBe(
      'Too many requests. Wait a moment and try again. Time to wait: 30 seconds.',
    );
    expect(retryAfterText(err, 'ar')).toContain('٣٠');
    // Beyond two minutes the wait reads in whole minutes, rounded up.
    const long = new ApiError(429, 'sms_limit_reached', 'x', { details: { retry_after_seconds: 601 } });
    expect(retryAfterText(long, 'de')).toBe('Wartezeit: 11 Minuten.');
    expect(
      retryAfterText(new ApiError(429, 'rate_limited', 'x', { details: { retry_after_seconds: 'x' } }), 'en'),
    ).toBe(null);
  });

  it('[LC10] a limit refusal names the limit where the answer says which', () => {
    const err = new ApiError(403, 'user_limit_reached', 'x', { details: { type: 'wager', period: 86400 } });
    expect(apiErrorText(err, 'de', fallback)).toBe(german['error.platform.user_limit_reached.wager']);
    expect(apiErrorText(new ApiError(403, 'user_limit_reached', 'x', null), 'de', fallback)).toBe(
      german['error.code.user_limit_reached'],
    );
  });

  it("[LC10] a bet-builder failure shows its reason, which says more than the code's text", () => {
    const err = new ApiError(409, 120, 'x', {
      details: { reason: 'different_matches' },
      localized_message: 'error.custom_bet.different_matches',
    });
    expect(apiErrorText(err, 'de', 'error.place_bets.invalid_odds_custom_bet')).toBe(
      'Auswahlen im Wett-Baukasten müssen aus einem Spiel stammen.',
    );
    expect(answerMessageKey({ localized_message: 'error.custom_bet.unavailable' })).toBe(
      'error.custom_bet.unavailable',
    );
    // A key the catalogue does not have (or not a key at all) falls back to the code's message.
    expect(answerMessageKey({ localized_message: 'error.custom_bet.something_new' })).toBe(null);
    expect(answerMessageKey({ localized_message: 'These selections cannot win together' })).toBe(null);
    expect(apiErrorText(new ApiError(409, 120, 'x', { localized_message: 'nonsense' }), 'de', fallback)).toBe(
      german['error.place_bets.invalid_odds_custom_bet'],
    );
  });
});

describe('writeFailureText (issue 31)', () => {
  it("[LC10] a cashout whose outcome is unknown, or a database that wrote nothing, says so in the page's language; any other failure keeps the screen's own text", () => {
    const unknown = new ApiError(503, 'outcome_unknown', 'We could not confirm', null);
    expect(writeFailureText(unknown, 'de', fallback)).toBe(german['error.code.outcome_unknown']);
    const unavailable = new ApiError(503, 'unavailable', 'unavailable', null);
    expect(writeFailureText(unavailable, 'en', fallback)).toBe(english['error.code.unavailable']);
    const refused = new ApiError(409, 'cashout_unavailable', 'This bet cannot be cashed out now', null);
    expect(writeFailureText(refused, 'de', fallback)).toBe(german[fallback]);
    expect(writeFailureText(new TypeError('Failed to fetch'), 'en', fallback)).toBe(english[fallback]);
  });
});
