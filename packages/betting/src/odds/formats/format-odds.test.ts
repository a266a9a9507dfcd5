import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abs, compare, parseRational, rational, sub, type Rational } from '../../money/rational';
import { InvalidOddsError, oddsFromDecimal, oddsFromMilli, type Odds } from '../odds';
import { formatOdds, formatOddsValue, parseOdds } from './format-odds';
import { ODDS_FORMATS, isOddsFormat, type OddsFormat } from './odds-format';

const o = (d: string): Odds => oddsFromDecimal(d);
const arbOdds = fc
  .oneof(
    fc.integer({ min: 1001, max: 5000 }),
    fc.integer({ min: 1001, max: 1_000_000 }),
    fc.integer({ min: 1_000_000, max: 10_000_000 }),
  )
  .map((m) => oddsFromMilli(m));

const table: [string, Record<OddsFormat, string>][] = [
  [
    '2.5',
    {
      decimal: '2.50',
      european: '2.50',
      hong_kong: '1.50',
      malaysian: '-0.667',
      american: '+150',
      indonesian: '1.50',
      british: '6/4',
      percent: '40.00%',
    },
  ],
  [
    '1.8',
    {
      decimal: '1.80',
      european: '1.80',
      hong_kong: '0.80',
      malaysian: '0.80',
      american: '-125',
      indonesian: '-1.25',
      british: '4/5',
      percent: '55.56%',
    },
  ],
  [
    '2',
    {
      decimal: '2.00',
      european: '2.00',
      hong_kong: '1.00',
      malaysian: '1.00',
      american: '+100',
      indonesian: '1.00',
      british: '1/1',
      percent: '50.00%',
    },
  ],
  [
    '1.125',
    {
      decimal: '1.125',
      european: '1.13',
      hong_kong: '0.125',
      malaysian: '0.125',
      american: '-800',
      indonesian: '-8.00',
      british: '1/8',
      percent: '88.89%',
    },
  ],
  [
    '2.35',
    {
      decimal: '2.35',
      european: '2.35',
      hong_kong: '1.35',
      malaysian: '-0.741',
      american: '+135',
      indonesian: '1.35',
      british: '27/20',
      percent: '42.55%',
    },
  ],
];

describe('odds formats', () => {
  it('[OD1] lists the eight formats of §9 with ids for a switcher', () => {
    expect(ODDS_FORMATS.map((f) => f.id)).toEqual([
      'decimal',
      'european',
      'hong_kong',
      'malaysian',
      'american',
      'indonesian',
      'british',
      'percent',
    ]);
    for (const f of ODDS_FORMATS) expect(formatOddsValue(o('2.5'), f.id)).toBe(f.example);
    expect(isOddsFormat('american')).toBe(true);
    expect(isOddsFormat('fractional')).toBe(false);
  });

  it.each(table)('[OD2] formats %s in every format', (decimal, expected) => {
    for (const f of ODDS_FORMATS) {
      expect(formatOdds(Number(decimal), f.id)).toBe(expected[f.id]);
      expect(formatOddsValue(o(decimal), f.id)).toBe(expected[f.id]);
    }
  });

  it('[OD3] fractional uses the ladder name, else the exact fraction, else the nearest small fraction', () => {
    expect(formatOddsValue(o('1.333'), 'british')).toBe('1/3');
    expect(formatOddsValue(o('1.667'), 'british')).toBe('4/6');
    expect(formatOddsValue(o('3.75'), 'british')).toBe('11/4');
    expect(formatOddsValue(o('1.01'), 'british')).toBe('1/100');
    expect(formatOddsValue(o('1.987'), 'british')).toBe('76/77');
    expect(parseOdds('1/3', 'british')).toBe(1333);
    expect(parseOdds('evens', 'british')).toBe(2000);
    expect(parseOdds('13/8', 'british')).toBe(2625);
  });

  it('[OD4] parses the signed formats on both sides of evens', () => {
    expect(parseOdds('+150', 'american')).toBe(2500);
    expect(parseOdds('-200', 'american')).toBe(1500);
    expect(parseOdds('\u2212110', 'american')).toBe(1909);
    expect(parseOdds('-100', 'american')).toBe(2000);
    expect(parseOdds('0.80', 'malaysian')).toBe(1800);
    expect(parseOdds('-0.5', 'malaysian')).toBe(3000);
    expect(parseOdds('-1.25', 'indonesian')).toBe(1800);
    expect(parseOdds('1.5', 'indonesian')).toBe(2500);
    expect(parseOdds('1.35', 'hong_kong')).toBe(2350);
    expect(parseOdds('40%', 'percent')).toBe(2500);
    expect(parseOdds('2.35', 'decimal')).toBe(2350);
  });

  it('[OD4] rejects text that is no price in the format', () => {
    const bad: [string, OddsFormat][] = [
      ['+50', 'american'],
      ['-99', 'american'],
      ['0', 'american'],
      ['1.5', 'malaysian'],
      ['-1.5', 'malaysian'],
      ['0.5', 'indonesian'],
      ['-0.5', 'indonesian'],
      ['1', 'decimal'],
      ['-2', 'decimal'],
      ['2e3', 'decimal'],
      ['abc', 'european'],
      ['0', 'hong_kong'],
      ['100%', 'percent'],
      ['0%', 'percent'],
      ['0/1', 'british'],
      ['3/0', 'british'],
      ['1.5/2', 'british'],
      ['', 'decimal'],
    ];
    for (const [text, format] of bad)
      expect(() => parseOdds(text, format), `${text} ${format}`).toThrow(InvalidOddsError);
  });

  it('[OD5] format -> parse -> format is stable in every format', () => {
    fc.assert(
      fc.property(arbOdds, fc.constantFrom(...ODDS_FORMATS.map((f) => f.id)), (odds, format) => {
        const shown = formatOddsValue(odds, format);
        expect(formatOddsValue(parseOdds(shown, format), format)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });

  it('[OD5] format -> parse -> format is stable for every price from 1.001 to 3.000', () => {
    for (const f of ODDS_FORMATS) {
      for (let milli = 1001; milli <= 3000; milli++) {
        const shown = formatOddsValue(oddsFromMilli(milli), f.id);
        expect(formatOddsValue(parseOdds(shown, f.id), f.id), `${milli} ${f.id}`).toBe(shown);
      }
    }
    expect(formatOddsValue(o('1.998'), 'american')).toBe('+100');
  });

  it('[OD6] decimal, european at 2 digits, Hong Kong, and the positive sides of the signed formats are exact', () => {
    fc.assert(
      fc.property(arbOdds, (odds) => {
        expect(parseOdds(formatOddsValue(odds, 'decimal'), 'decimal')).toBe(odds);
        expect(parseOdds(formatOddsValue(odds, 'hong_kong'), 'hong_kong')).toBe(odds);
        if (odds <= 2000) expect(parseOdds(formatOddsValue(odds, 'malaysian'), 'malaysian')).toBe(odds);
        if (odds >= 2000) expect(parseOdds(formatOddsValue(odds, 'indonesian'), 'indonesian')).toBe(odds);
        if (odds % 10 === 0) expect(parseOdds(formatOddsValue(odds, 'european'), 'european')).toBe(odds);
        if (odds >= 2000 && odds % 10 === 0)
          expect(parseOdds(formatOddsValue(odds, 'american'), 'american')).toBe(odds);
      }),
      { numRuns: 2000 },
    );
  });

  it('[OD6] every rounded format is within half its last shown digit of the exact value', () => {
    const price = (odds: Odds): Rational => rational(BigInt(odds), 1000n);
    const net = (odds: Odds): Rational => sub(price(odds), rational(1n));
    const within = (shown: string, exact: Rational, halfStep: Rational): void => {
      expect(compare(abs(sub(parseRational(shown), exact)), halfStep)).toBeLessThanOrEqual(0);
    };
    fc.assert(
      fc.property(arbOdds, (odds) => {
        const half3 = rational(1n, 2000n);
        // 1.001–1.004 would round to 1.00, which is no price; they show as 1.01.
        if (odds >= 1005) within(formatOddsValue(odds, 'european'), price(odds), rational(1n, 200n));
        else expect(formatOddsValue(odds, 'european')).toBe('1.01');
        const inv = (unit: bigint): Rational => {
          const n = net(odds);
          return rational(-unit * n.den, n.num);
        };
        const malay = formatOddsValue(odds, 'malaysian');
        // Prices above 2001 would round to -0.000; they stop at the smallest step instead.
        if (odds > 2000 && malay !== '-0.001') within(malay, inv(1n), half3);
        if (odds < 2000) within(formatOddsValue(odds, 'indonesian'), inv(1n), half3);
        // Evens is spelled +100 from both sides (1.996–1.999 round to it).
        const american = formatOddsValue(odds, 'american').replace(/^\+100$/, '-100');
        if (odds < 2000) within(american, inv(100n), rational(1n, 2n));
        if (odds >= 2000)
          within(
            formatOddsValue(odds, 'american'),
            rational(100n * net(odds).num, net(odds).den),
            rational(1n, 2n),
          );
        const pct = rational(100n * 1000n, BigInt(odds));
        const shownPct = formatOddsValue(odds, 'percent').replace('%', '');
        if (shownPct !== '0.01') within(shownPct, pct, rational(1n, 200n));
        const [a = '0', b = '1'] = formatOddsValue(odds, 'british').split('/');
        const fraction = rational(BigInt(a), BigInt(b));
        if (odds > 1005) expect(compare(abs(sub(fraction, net(odds))), rational(1n, 100n))).toBeLessThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});
