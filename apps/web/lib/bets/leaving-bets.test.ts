import { describe, expect, it } from 'vitest';
import { emptyLeavingView, nextLeavingDue, nextLeavingView } from './leaving-bets';

const bet = (id: string, status = 'waiting_results') => ({ id, status });

describe('the open list when a bet settles (HW13)', () => {
  it('[HW13] a bet seen settled stays in place with its cue, then leaves after the hold', () => {
    let v = nextLeavingView(emptyLeavingView(), [bet('3'), bet('2'), bet('1')], 0, 4000);
    expect(v.shown.map((b) => b.id)).toEqual(['3', '2', '1']);
    // bet_changed merged: 2 is done, still in the cached open page.
    v = nextLeavingView(v, [bet('3'), bet('2', 'done'), bet('1')], 100, 4000);
    expect(v.shown.map((b) => b.id)).toEqual(['3', '2', '1']);
    expect([...v.leaving.keys()]).toEqual(['2']);
    expect(nextLeavingDue(v, 100, 4000)).toBe(4000);
    // The refetch drops it: it keeps its place until the hold is over.
    v = nextLeavingView(v, [bet('3'), bet('1')], 500, 4000);
    expect(v.shown.map((b) => b.id)).toEqual(['3', '2', '1']);
    expect(v.shown[1]!.status).toBe('done');
    v = nextLeavingView(v, [bet('3'), bet('1')], 4100, 4000);
    expect(v.shown.map((b) => b.id)).toEqual(['3', '1']);
    expect(v.leaving.size).toBe(0);
    expect(nextLeavingDue(v, 4100, 4000)).toBeNull();
  });

  it('[HW13] a bet that only drops out of the page is not taken for settled', () => {
    let v = nextLeavingView(emptyLeavingView(), [bet('2'), bet('1')], 0, 4000);
    v = nextLeavingView(v, [bet('3'), bet('2')], 10, 4000);
    expect(v.shown.map((b) => b.id)).toEqual(['3', '2']);
    expect(v.leaving.size).toBe(0);
  });

  it('[HW13] cashed out counts as settled; a cashout in progress is still open', () => {
    let v = nextLeavingView(
      emptyLeavingView(),
      [bet('2', 'cashout_in_progress'), bet('1', 'cashed_out')],
      0,
      4000,
    );
    expect([...v.leaving.keys()]).toEqual(['1']);
    v = nextLeavingView(v, [bet('2', 'cashout_in_progress')], 3999, 4000);
    expect(v.shown.map((b) => b.id)).toEqual(['2', '1']);
  });
});
