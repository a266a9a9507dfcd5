import { describe, expect, it } from 'vitest';
import { movementReference } from './movement-reference';

describe("a wallet movement's reference on the statement", () => {
  it('shows a bet as its statement reference and another kind as its id, never the ledger\'s "kind:" prefix', () => {
    expect(movementReference('bet:1')).toBe('B00000001');
    expect(movementReference('bet:123456789')).toBe('B123456789');
    expect(movementReference('deposit:abc-12')).toBe('abc-12');
    expect(movementReference('jackpot_hit:7')).toBe('7');
    expect(movementReference('manual')).toBe('manual');
  });
});
