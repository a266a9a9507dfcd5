import { describe, expect, it } from 'vitest';
import { defaultBonus } from './bonuses';
import { odds, run, runFrom, selectionInput, toggle } from './test-support';
import type { SlipBonus } from './types';

const freebet: SlipBonus = { id: 'fb1', type: 'freebet', amount: 500 };
const hunting: SlipBonus = { id: 'h1', type: 'hunting' };
const tournament: SlipBonus = { id: 't1', type: 'tournament' };
const boost: SlipBonus = { id: 'c1', type: 'comboboost', odds: odds(1100) };
const offered = (list: SlipBonus[]) =>
  run([toggle(selectionInput('m1')), { type: 'bonusesUpdated', betIndex: 0, availableBonuses: list }]);

describe('bonuses on a bet', () => {
  it('[BT11] choosing a free bet sets the stake to its amount; removing it sets the stake to 0', () => {
    const chosen = runFrom(offered([freebet, boost]), [
      { type: 'chooseFreeBet', betIndex: 0, bonusId: 'fb1' },
    ]);
    expect(chosen.bets[0]).toMatchObject({
      stake: 500,
      freebetStake: 500,
      stakeSource: 'freebet',
      bonus: freebet,
    });
    expect(runFrom(chosen, [{ type: 'setStake', betIndex: 0, stake: 9 }])).toBe(chosen);
    const removed = runFrom(chosen, [{ type: 'removeFreeBet', betIndex: 0 }]);
    expect(removed.bets[0]).toMatchObject({ stake: 0, freebetStake: null, bonus: boost, bonusOdds: 1100 });
    const notOffered = offered([boost]);
    expect(runFrom(notOffered, [{ type: 'chooseFreeBet', betIndex: 0, bonusId: 'fb1' }])).toBe(notOffered);
  });

  it('[BT12] the default bonus is hunting, then tournament, then comboboost', () => {
    expect(defaultBonus([boost, tournament, hunting])).toBe(hunting);
    expect(defaultBonus([boost, tournament])).toBe(tournament);
    expect(defaultBonus([freebet, boost])).toBe(boost);
    expect(defaultBonus([freebet])).toBeNull();
    expect(offered([boost, tournament]).bets[0]?.bonus).toBe(tournament);
  });

  it('[BT12] a free bet no longer offered is replaced by the default and the stake goes to 0', () => {
    const chosen = runFrom(offered([freebet, hunting]), [
      { type: 'chooseFreeBet', betIndex: 0, bonusId: 'fb1' },
    ]);
    const refreshed = runFrom(chosen, [
      { type: 'bonusesUpdated', betIndex: 0, availableBonuses: [{ ...freebet, amount: 800 }, hunting] },
    ]);
    expect(refreshed.bets[0]).toMatchObject({ stake: 800, bonus: { id: 'fb1', amount: 800 } });
    const gone = runFrom(chosen, [{ type: 'bonusesUpdated', betIndex: 0, availableBonuses: [hunting] }]);
    expect(gone.bets[0]).toMatchObject({ stake: 0, bonus: hunting, freebetStake: null });
  });
});
