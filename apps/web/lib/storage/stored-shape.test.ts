import { describe, expect, it } from 'vitest';
import { flag, integer, list, nullable, oneOf, safeParse, shape, text } from './stored-shape';

describe('stored shapes', () => {
  const bet = shape({
    stake: integer((n) => n >= 0),
    currency: text(3),
    mode: nullable(oneOf('none', 'any')),
    legs: list(shape({ id: text(), live: flag }), 1, 2),
  });
  const valid = { stake: 150, currency: 'EUR', mode: null, legs: [{ id: 'a', live: false }] };

  it('keeps a valid value, leaving out keys the shape does not name', () => {
    const parsed = safeParse(bet, { ...valid, extra: 1, legs: [{ id: 'a', live: false, odds: 9 }] });
    expect(parsed).toEqual({ success: true, data: valid });
  });

  it('drops a value with a missing, mistyped or out-of-range field', () => {
    const broken: unknown[] = [
      null,
      [],
      'x',
      { ...valid, stake: undefined },
      { ...valid, stake: -1 },
      { ...valid, stake: 1.5 },
      { ...valid, stake: Number.MAX_SAFE_INTEGER + 1 },
      { ...valid, stake: '150' },
      { ...valid, currency: 'EURO' },
      { ...valid, mode: 'higher' },
      { ...valid, mode: undefined },
      { ...valid, legs: [] },
      { ...valid, legs: [valid.legs[0], valid.legs[0], valid.legs[0]] },
      { ...valid, legs: [{ id: 'a', live: 'no' }] },
      { ...valid, legs: {} },
    ];
    for (const value of broken) expect(safeParse(bet, value).success, JSON.stringify(value)).toBe(false);
  });

  it('reads only own keys, never inherited ones', () => {
    const inherited = Object.create({ id: 'a', live: true }) as object;
    expect(safeParse(shape({ id: text(), live: flag }), inherited).success).toBe(false);
  });
});
