import { describe, expect, it } from 'vitest';
import { slotValues, splitSlots } from './isolated-slots';
import { translate } from './server-messages';

describe('isolated message arguments', () => {
  it('[LC13] splits a formatted message around its isolated arguments, the sentence kept whole', () => {
    const text = translate('ar', 'slip.perLine', { lines: 3, ...slotValues(['stake']) });
    const parts = splitSlots(text);
    expect(parts.filter((p) => typeof p === 'number')).toEqual([0]);
    expect(parts.map((p) => (typeof p === 'number' ? '١٢٫٥٠ EUR' : p)).join('')).toBe(
      translate('ar', 'slip.perLine', { lines: 3, stake: '١٢٫٥٠ EUR' }),
    );
    expect(splitSlots(translate('de', 'slip.betId', slotValues(['id'])))).toEqual(['Wette ', 0]);
    expect(splitSlots('no slot')).toEqual(['no slot']);
  });
});
