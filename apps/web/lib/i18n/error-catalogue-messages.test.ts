import { ERRORS, type ErrorSpec } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import english from '../../messages/en.json';
import { catalogueKeyOfCode } from './error-keys';

/** The codes of the contract's error catalogue whose message key English lacks. */
function codesWithoutMessage(
  specs: readonly ErrorSpec[],
  catalogue: Readonly<Record<string, string>>,
): string[] {
  return specs.map((s) => String(s.code)).filter((code) => !(catalogueKeyOfCode(code) in catalogue));
}

describe('every error code has a message (the catalogue test holds every locale to English)', () => {
  it('[LC10] the check finds a code without a message (self-check)', () => {
    const catalogue: Record<string, string> = { ...english };
    delete catalogue['error.code.invalid_credentials'];
    delete catalogue['error.place_bets.invalid_odds'];
    expect(
      codesWithoutMessage([ERRORS.invalid_credentials, ERRORS.invalid_odds, ERRORS.not_found], catalogue),
    ).toEqual(['invalid_credentials', '101']);
  });

  it('[LC10] each code of packages/contract ERRORS has its key in en.json', () => {
    expect(codesWithoutMessage(Object.values(ERRORS), english)).toEqual([]);
  });

  it("[LC10] a code the spec names a key for uses that key (the contract's messageKey where it sets one)", () => {
    for (const spec of Object.values(ERRORS) as ErrorSpec[]) {
      const key = catalogueKeyOfCode(spec.code);
      // bet_rejected and selection_unavailable keep their own, more telling texts over the shared default.
      if (spec.messageKey && spec.messageKey !== 'error.place_bets.default')
        expect(key).toBe(spec.messageKey);
      expect(key in english).toBe(true);
    }
  });
});
