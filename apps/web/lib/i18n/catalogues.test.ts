import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { parseMessage } from './compile-catalogue';
import { formatAst } from './format-ast';
import { numeralsOf } from '../format/locale-numerals';
import { baseLanguage, CATALOGUE_LOCALES, intlLocale } from './locales';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../messages');
const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, string>;
const english = read('en.json');

/** The argument names of a message (plural, select, number, date and plain ones), nested ones too. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** What is wrong with a catalogue against English: missing and extra keys, unparsable or mismatched messages. */
function problems(messages: Record<string, string>): string[] {
  const out: string[] = [];
  for (const key of Object.keys(english)) if (!(key in messages)) out.push(`missing ${key}`);
  for (const [key, text] of Object.entries(messages)) {
    if (!(key in english)) {
      out.push(`extra ${key}`);
      continue;
    }
    if (typeof text !== 'string') {
      out.push(`not text ${key}`);
      continue;
    }
    try {
      const want = [...argumentsOf(parseMessage(english[key] ?? ''))].sort();
      const got = [...argumentsOf(parseMessage(text))].sort();
      if (want.join() !== got.join()) out.push(`arguments ${key}: ${got.join()} ≠ ${want.join()}`);
    } catch (error) {
      out.push(`not ICU ${key}: ${(error as Error).message}`);
    }
  }
  return out;
}

describe('message catalogues', () => {
  it('[LC1] one catalogue per locale of API.md, no other file', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(CATALOGUE_LOCALES.map((l) => `${l}.json`).sort());
  });

  it('[LC1] the check finds a missing key, an extra key, broken ICU and a lost argument (self-check)', () => {
    const broken = { ...english, 'nav.unknown': 'x', 'slip.remove': 'Remove {name', 'slip.betId': 'Bet' };
    delete (broken as Record<string, string>)['nav.home'];
    expect(problems(broken)).toEqual([
      'missing nav.home',
      expect.stringMatching(/^not ICU slip\.remove/),
      expect.stringMatching(/^arguments slip\.betId/),
      'extra nav.unknown',
    ]);
  });

  it.each(CATALOGUE_LOCALES)(
    '[LC1] %s has every key of English, each valid ICU with its arguments',
    (locale) => {
      expect(problems(read(`${locale}.json`))).toEqual([]);
    },
  );

  it.each(CATALOGUE_LOCALES.filter((l) => baseLanguage(l) !== 'en'))(
    '[LC1] %s is translated: most messages differ from English',
    (locale) => {
      const messages = read(`${locale}.json`);
      const keys = Object.keys(english);
      const same = keys.filter((k) => messages[k] === english[k]);
      // Brand-like words (Live, Max, E-mail, HK) may stay; a catalogue left in English may not.
      expect(same.length / keys.length).toBeLessThan(0.15);
    },
  );
});

/** The literal text of a message (its arguments left out), plural and select branches too. */
function literalText(elements: MessageFormatElement[]): string {
  let out = '';
  for (const el of elements) {
    if (el.type === TYPE.literal) out += el.value;
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) out += literalText(option.value);
  }
  return out;
}

/** Codes a player types as they are, which stay in Latin digits in every locale (SPEC.md LC8): a phone number. */
const LATIN_CODES = new Set(['account.form.hint.phone_number', 'account.form.error.phone_number']);

describe("numbers in the catalogues' own texts", () => {
  const ownDigits = CATALOGUE_LOCALES.filter(
    (l) => numeralsOf(l) !== null && numeralsOf(l)!.digits[0] !== '0',
  );

  it('[LC8] the locales with digits of their own are the Arabic-script ones', () => {
    expect(ownDigits).toEqual(['ar', 'fa']);
  });

  it.each(ownDigits)('[LC8] %s writes the numbers of its messages in its own digits', (locale) => {
    const messages = read(`${locale}.json`);
    const latin = Object.entries(messages)
      .filter(([key, text]) => !LATIN_CODES.has(key) && /[0-9]/.test(literalText(parseMessage(text))))
      .map(([key, text]) => `${key}: ${text}`);
    expect(latin).toEqual([]);
  });
});

describe('one word for one thing', () => {
  it.each(['de', 'de-AT', 'de-CH'])(
    '[LC1] %s says cash-out in German ("Auszahlung"), and a free bet is always a "Gratiswette"',
    (locale) => {
      const texts = Object.entries(read(`${locale}.json`));
      expect(texts.filter(([, text]) => /cash.?out/i.test(text)).map(([key]) => key)).toEqual([]);
      expect(texts.filter(([, text]) => /frei.?wette/i.test(text)).map(([key]) => key)).toEqual([]);
      expect(texts.some(([, text]) => text.includes('Gratiswette'))).toBe(true);
    },
  );
});

describe('browser formatting', () => {
  const samples = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000];
  it.each(CATALOGUE_LOCALES)(
    '[LC1] %s: format-ast gives the same text as intl-messageformat for every message',
    (locale) => {
      const messages = read(`${locale}.json`);
      for (const [key, text] of Object.entries(messages)) {
        const ast = parseMessage(text);
        const names = [...argumentsOf(ast)];
        for (const n of samples) {
          const values = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0 ? n : n + i]));
          const want = new IntlMessageFormat(ast, intlLocale(locale)).format(values);
          expect(formatAst(ast, intlLocale(locale), values), `${locale} ${key} ${n}`).toBe(
            Array.isArray(want) ? want.join('') : String(want),
          );
        }
      }
    },
  );
});
