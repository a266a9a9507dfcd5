import { describe, expect, it } from 'vitest';
import { parseMessage } from './compile-catalogue';
import { plainNumbersInLocaleDigits } from './plain-number-values';
import { translate } from './server-messages';

describe('numbers given to plain message arguments', () => {
  it('[LC8] are written in the locale digits; plural and select arguments keep their number', () => {
    const ast = parseMessage('{count} of {total, plural, one {# bet} other {# bets}} by {name}');
    expect(plainNumbersInLocaleDigits(ast, { count: 12, total: 3, name: 'x' }, 'ar')).toEqual({
      count: '١٢',
      total: 3,
      name: 'x',
    });
    expect(plainNumbersInLocaleDigits(ast, { count: 12, total: 3, name: 'x' }, 'de')).toEqual({
      count: '12',
      total: 3,
      name: 'x',
    });
  });

  it("[LC8] the vote count and the reality check's minutes read in Arabic-Indic digits on /ar", () => {
    expect(translate('ar', 'vote.total', { count: 105 })).toBe('التوقعات: ١٠٥');
    expect(translate('en', 'vote.total', { count: 105 })).toBe(
      translate('en', 'vote.total', { count: '105' }),
    );
  });
});
