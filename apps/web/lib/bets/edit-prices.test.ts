import { describe, expect, it } from 'vitest';
import { ApiError } from '../auth/http';
import { CUSTOM_PRICE, editedShape, lineCount, refusedEditPrices, unacceptedPrices } from './edit-prices';

const refusal = (code: number | string, details: unknown) => new ApiError(409, code, 'x', { details });

describe('edit bet prices (SPEC.md CO10)', () => {
  it('[CO10] a wrong-odds refusal names the book prices by the position of the selections sent', () => {
    const keys = ['1/1//1', '2/1//2'];
    const prices = refusedEditPrices(refusal(101, [{ bet_index: 0, selection_index: 1, odds: 2.35 }]), keys);
    expect([...prices]).toEqual([['2/1//2', 2.35]]);
    // A bet builder's price (120, no selection index) is the custom price.
    expect([
      ...refusedEditPrices(refusal(120, [{ bet_index: 0, selection_index: null, odds: 4.1 }]), keys),
    ]).toEqual([[CUSTOM_PRICE, 4.1]]);
  });

  it('[CO10] anything else names no price: another code, another shape, a position not sent', () => {
    expect(
      refusedEditPrices(refusal('cashout_offer_changed', [{ selection_index: 0, odds: 2 }]), ['a']).size,
    ).toBe(0);
    expect(refusedEditPrices(refusal(101, { odds: 2 }), ['a']).size).toBe(0);
    expect(refusedEditPrices(refusal(101, [{ selection_index: 3, odds: 2 }]), ['a']).size).toBe(0);
    expect(refusedEditPrices(refusal(101, [{ selection_index: 0, odds: 'x' }]), ['a']).size).toBe(0);
    expect(refusedEditPrices(null, ['a']).size).toBe(0);
  });

  it('[CO10] only prices that differ from those the edit would send wait for the accept', () => {
    const offered = new Map([
      ['a', 2.5],
      ['b', 1.9],
    ]);
    const sending = (k: string) => (k === 'a' ? 2.4 : k === 'b' ? 1.9 : undefined);
    expect([...unacceptedPrices(offered, sending)]).toEqual([['a', { from: 2.4, to: 2.5 }]]);
  });

  it('[CO10] a system keeps its win count: k/n follows the selections, a combo at k, a single at one', () => {
    const system = { type: 'system' as const, system: { id: '2/4', win_count: 2, total_count: 4 } };
    expect(editedShape(system, 4)).toEqual({ type: 'system', systemId: '2/4', lines: 6 });
    expect(editedShape(system, 3)).toEqual({ type: 'system', systemId: '2/3', lines: 3 });
    expect(editedShape(system, 2)).toEqual({ type: 'combo', systemId: null, lines: 1 });
    expect(editedShape(system, 1)).toEqual({ type: 'single', systemId: null, lines: 1 });
    expect(editedShape({ type: 'custom_bet', system: null }, 3).type).toBe('custom_bet');
    expect(editedShape({ type: 'combo', system: null }, 1).type).toBe('single');
    expect(lineCount(10, 3)).toBe(120);
    expect(lineCount(3, 4)).toBe(0);
  });
});
