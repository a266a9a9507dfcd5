import { describe, expect, it } from 'vitest';
import type { SlipAction } from './actions';
import { selectBetPayout } from './selectors';
import { MULTI_SINGLE, odds, run, runFrom, selectionInput, toggle } from './test-support';

const a = selectionInput('m1');
const b = selectionInput('m2', '1', { odds: odds(2500) });
const c = selectionInput('m3');
const move = (milli: number): SlipAction => ({
  type: 'marketsUpdated',
  markets: [
    {
      matchId: 'm1',
      marketId: '1',
      specifier: '',
      status: 1,
      outcomes: [{ id: '1', odds: odds(milli), active: true }],
    },
  ],
});

describe('stakes', () => {
  it('[ST5] a stake is set per bet or for every bet, in integer minor units never below 0', () => {
    const s = run([toggle(a), toggle(b), { type: 'setStake', betIndex: 1, stake: 300 }], MULTI_SINGLE);
    expect(s.bets.map((x) => [x.stake, x.stakeSource])).toEqual([
      [0, 'manual'],
      [300, 'manual'],
    ]);
    const common = runFrom(s, [{ type: 'setCommonStake', stake: 120 }]);
    expect(common.bets.map((x) => x.stake)).toEqual([120, 120]);
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(runFrom(s, [{ type: 'setStake', betIndex: 0, stake: bad }])).toBe(s);
    }
    expect(runFrom(s, [{ type: 'setStake', betIndex: 5, stake: 1 }])).toBe(s);
  });

  it('[ST6] a stake derived from the potential win is the one whose win is nearest', () => {
    const single = run([toggle(a), { type: 'setStakeFromPotentialWin', betIndex: 0, potentialWin: 1000 }]);
    expect(single.bets[0]).toMatchObject({ stake: 500, stakeSource: 'potential_win' });
    const combo = run([
      toggle(a),
      toggle(b),
      { type: 'setStakeFromPotentialWin', betIndex: 0, potentialWin: 1001 },
    ]);
    expect(combo.bets[0]?.stake).toBe(200);
    expect(selectBetPayout(combo, 0)?.potentialWin).toBe(1000);
    const system = run([
      toggle(a),
      toggle(selectionInput('m5')),
      toggle(c),
      { type: 'setBetType', betType: 'system' },
      { type: 'setStakeFromPotentialWin', betIndex: 0, potentialWin: 1200 },
    ]);
    expect(system.bets[0]?.stake).toBe(100);
    expect(selectBetPayout(system, 0)?.potentialWin).toBe(1200);
  });

  it('[ST6] a custom bet without its price cannot derive a stake', () => {
    const legs = [
      selectionInput('m9', '1'),
      selectionInput('m9', '4', { marketId: '18' }),
      selectionInput('m9', '7', { marketId: '20' }),
    ];
    const s = run([
      { type: 'addCustomBet', selections: legs, customOdds: odds(3000) },
      { type: 'removeSelection', selectionId: 'm9/18//4' },
    ]);
    expect(runFrom(s, [{ type: 'setStakeFromPotentialWin', betIndex: 0, potentialWin: 100 }])).toBe(s);
  });

  it('[BT9] a currency change resets every stake to 0 and marks the stake source as sharing', () => {
    const s = run(
      [
        toggle(a),
        toggle(c),
        { type: 'setCommonStake', stake: 700 },
        { type: 'currencyChanged', currency: { code: 'BTC', subunits: 100_000_000 } },
      ],
      MULTI_SINGLE,
    );
    expect(s.bets.map((x) => [x.stake, x.stakeSource, x.currency, x.subunits])).toEqual([
      [0, 'sharing', 'BTC', 100_000_000],
      [0, 'sharing', 'BTC', 100_000_000],
    ]);
    const next = runFrom(s, [toggle(b)]);
    expect(next.bets.at(-1)?.currency).toBe('BTC');
  });

  it('[BT10] a stake derived from potential win is rescaled by old/new total odds when the price moves', () => {
    const s = run([
      toggle(a),
      { type: 'setStakeFromPotentialWin', betIndex: 0, potentialWin: 1000 },
      move(2500),
    ]);
    expect(s.bets[0]?.stake).toBe(400);
    expect(selectBetPayout(s, 0)?.potentialWin).toBe(1000);
    const typed = run([toggle(a), { type: 'setStake', betIndex: 0, stake: 500 }, move(2500)]);
    expect(typed.bets[0]?.stake).toBe(500);
  });
});
