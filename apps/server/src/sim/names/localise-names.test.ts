import { SUPPORTED_LOCALES } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { eventName, marketName, nameLocale, outcomeName } from './localise-names';

/** The locales of another language than English (en-AU, en-NZ read English). */
const OTHER_LANGUAGES = SUPPORTED_LOCALES.filter((l) => !l.startsWith('en'));

/** The simulator's English market and outcome names that are words (not team names or a bare "1X2"). */
const MARKETS = [
  '1st half - total 1.5',
  'Winner',
  'Draw no bet',
  'Both teams to score',
  'Correct score',
  'Total 2.5',
  'Total sets 3.5',
];
const OUTCOMES: [string, string][] = [
  ['2', 'draw'],
  ['74', 'yes'],
  ['76', 'no'],
  ['12', 'over 2.5'],
  ['13', 'under 2.5'],
  ['9', 'Lions or draw'],
  ['11', 'draw or Tigers'],
  ['1712', 'draw (0:1)'],
];

describe('[LC9] market and outcome names in every locale (issue 33 item 7)', () => {
  it.each(OTHER_LANGUAGES)('%s has a names language of its own, never English', (locale) => {
    expect(nameLocale(locale)).not.toBe('en');
  });

  it.each(OTHER_LANGUAGES)('%s names every market and outcome in its language', (locale) => {
    const lang = nameLocale(locale);
    for (const english of MARKETS)
      expect(marketName(lang, english), `${locale}: ${english}`).not.toBe(english);
    for (const [id, english] of OUTCOMES)
      expect(outcomeName(lang, id, english), `${locale}: ${english}`).not.toBe(english);
    // Team names stay as they are.
    expect(outcomeName(lang, '1', 'Lions')).toBe('Lions');
  });

  it('[LC8] writes a line in the locale’s digits and decimal mark', () => {
    expect(marketName(nameLocale('de'), 'Total 2.5')).toBe('Gesamt 2,5');
    expect(marketName(nameLocale('de-CH'), 'Total 2.5')).toBe('Gesamt 2.5');
    expect(outcomeName(nameLocale('fr'), '12', 'over 2.5')).toBe('Plus de 2,5');
    expect(outcomeName(nameLocale('ar'), '13', 'under 2.5')).toBe('أقل من ٢٫٥');
    expect(marketName(nameLocale('fa'), 'Handicap -1.5')).toBe('هندیکپ -۱٫۵');
    expect(outcomeName(nameLocale('pl'), '1714', 'Lions (+1.5)')).toBe('Lions (+1,5)');
    expect(marketName(nameLocale('ja'), 'Total 2.5')).toBe('合計 2.5');
    expect(marketName('en', 'Total 2.5')).toBe('Total 2.5');
  });

  it('reads the aliases and regional locales: br and pt-BR Brazilian, no Norwegian, es-CO Spanish', () => {
    expect(nameLocale('br')).toBe(nameLocale('pt-BR'));
    expect(nameLocale('pt-BR')).not.toBe(nameLocale('pt'));
    expect(nameLocale('no')).toBe(nameLocale('nb'));
    expect(nameLocale('es-CO')).toBe(nameLocale('es'));
    expect(nameLocale('zh-CN,zh;q=0.9')).toBe(nameLocale('zh-cn'));
    expect(nameLocale('en-AU')).toBe('en');
  });

  it('names are remembered, and stay right past the memo size (issue 34: the feed names each change again)', () => {
    expect(outcomeName('fr', '12', 'over 2.5')).toBe('Plus de 2,5');
    expect(outcomeName('fr', '12', 'over 2.5')).toBe('Plus de 2,5');
    expect(outcomeName('fr', '13', 'over 2.5')).toBe(outcomeName('fr', '13', 'over 2.5'));
    for (let i = 0; i < 20_500; i++) outcomeName('fr', '12', `over ${i}.5`);
    expect(outcomeName('fr', '12', 'over 20499.5')).toBe('Plus de 20499,5');
    expect(outcomeName('fr', '12', 'over 2.5')).toBe('Plus de 2,5');
    expect(marketName('fr', 'Total 2.5')).toBe(marketName('fr', 'Total 2.5'));
  });

  it("[LC8] a correct-score outcome is written in the language's digits", () => {
    expect(outcomeName('ar', '1234', '2:1')).toBe('٢:١');
    expect(outcomeName('de', '1234', '2:1')).toBe('2:1');
  });
});

describe("[LC16] races' and outrights' names from their parts in every locale (the phone tester's M1)", () => {
  it('names a race and a season outright in German and Arabic, the numbers in the language’s digits', () => {
    expect(eventName('de', 'Galway Races 14:15 race')).toBe('Galway Races 14:15 Rennen');
    expect(eventName('ar', 'Galway Races 14:15 race')).toBe('سباق Galway Races ١٤:١٥');
    expect(eventName('de', 'Premier Division 2026/27 - winner')).toBe('Premier Division 2026/27 - Sieger');
    expect(eventName('ar', 'Premier Division 2026/27 - winner')).toBe('Premier Division ٢٠٢٦/٢٧ - الفائز');
    expect(marketName('de', 'Langford Park 15:15 race - winner')).toBe('Langford Park 15:15 Rennen - Sieger');
    expect(eventName('en', 'Galway Races 14:15 race')).toBe('Galway Races 14:15 race');
    // A name of another form (a feed's own) stays as it is.
    expect(eventName('de', 'Lions - Tigers')).toBe('Lions - Tigers');
  });

  it.each(OTHER_LANGUAGES)('%s has words of its own for a race and an outright', (locale) => {
    const lang = nameLocale(locale);
    expect(eventName(lang, 'Galway Races 14:15 race')).not.toMatch(/ race$/);
    expect(eventName(lang, 'Premier Division 2026/27 - winner')).not.toMatch(/winner$/);
  });
});
