import { describe, expect, it } from 'vitest';
import { systemTypes } from './system-types';
import { idOf, MULTI_SINGLE, odds, run, runFrom, selectionInput, toggle } from './test-support';

const sels = ['m1', 'm2', 'm3', 'm4', 'm5'].map((m) => selectionInput(m));
const picks = (n: number) => sels.slice(0, n).map(toggle);

describe('bet types', () => {
  it('[BT1] system types for n selections are k/n for 2 ≤ k < n, sorted by totalCount then winCount', () => {
    expect(systemTypes(1)).toEqual([]);
    expect(systemTypes(2)).toEqual([]);
    expect(systemTypes(3)).toEqual([{ winCount: 2, totalCount: 3 }]);
    expect(systemTypes(5).map((t) => `${t.winCount}/${t.totalCount}`)).toEqual(['2/5', '3/5', '4/5']);
  });

  it('[BT2] a bet left with one selection becomes a single', () => {
    const s = run([...picks(2), { type: 'removeSelection', selectionId: idOf(sels[1]!) }]);
    expect(s.bets.map((b) => b.betType)).toEqual(['single']);
  });

  it('[BT2] a custom bet left with one selection stays custom', () => {
    const legs = [selectionInput('m9', '1'), selectionInput('m9', '4', { marketId: '18' })];
    const s = run([
      { type: 'addCustomBet', selections: legs, customOdds: odds(3000) },
      { type: 'removeSelection', selectionId: idOf(legs[0]!) },
    ]);
    expect(s.bets.map((b) => b.betType)).toEqual(['custom_bet']);
  });

  it('[BT3] a system bet whose count changes keeps its winCount if offered, else the first offered type', () => {
    const sys = run([
      ...picks(4),
      { type: 'setBetType', betType: 'system', systemType: { winCount: 3, totalCount: 4 } },
    ]);
    expect(sys.bets[0]?.systemType).toEqual({ winCount: 3, totalCount: 4 });
    const five = runFrom(sys, [toggle(sels[4]!)]);
    expect(five.bets[0]).toMatchObject({ betType: 'system', systemType: { winCount: 3, totalCount: 5 } });
    const three = runFrom(sys, [{ type: 'removeSelection', selectionId: idOf(sels[0]!) }]);
    expect(three.bets[0]).toMatchObject({ betType: 'system', systemType: { winCount: 2, totalCount: 3 } });
  });

  it('[BT3] a system bet with no type left for its count falls back to combo', () => {
    const sys = run([...picks(3), { type: 'setBetType', betType: 'system' }]);
    const two = runFrom(sys, [{ type: 'removeSelection', selectionId: idOf(sels[0]!) }]);
    expect(two.bets[0]).toMatchObject({ betType: 'combo', systemType: null });
  });

  it('[BT4] a single joined by a second selection becomes a combo', () => {
    const s = run(picks(2));
    expect(s.bets).toHaveLength(1);
    expect(s.bets[0]?.betType).toBe('combo');
  });

  it('[BT5] switching type rebuilds the bets from all selections', () => {
    const combo = run(picks(3), MULTI_SINGLE);
    const singles = runFrom(run(picks(3)), [
      { type: 'multiSingleSettingsChanged', multiSingleAvailableByProvider: { betradar: true } },
      { type: 'setBetType', betType: 'single' },
    ]);
    expect(singles.bets.map((b) => b.betType)).toEqual(['single', 'single', 'single']);
    const toCombo = runFrom(singles, [{ type: 'setBetType', betType: 'combo' }]);
    expect(toCombo.bets).toHaveLength(1);
    expect(toCombo.bets[0]?.selections).toHaveLength(3);
    const toSystem = runFrom(toCombo, [{ type: 'setBetType', betType: 'system' }]);
    expect(toSystem.bets[0]).toMatchObject({ betType: 'system', systemType: { winCount: 2, totalCount: 3 } });
    expect(combo.bets.map((b) => b.betType)).toEqual(['single', 'single', 'single']);
  });

  it('[BT5] a switch is refused: same type, one selection, singles not allowed, no system type, custom first', () => {
    const combo = run(picks(2));
    expect(runFrom(combo, [{ type: 'setBetType', betType: 'combo' }])).toBe(combo);
    expect(runFrom(combo, [{ type: 'setBetType', betType: 'single' }])).toBe(combo);
    expect(runFrom(combo, [{ type: 'setBetType', betType: 'system' }])).toBe(combo);
    const one = run(picks(1));
    expect(runFrom(one, [{ type: 'setBetType', betType: 'combo' }])).toBe(one);
    const legs = [selectionInput('m9', '1'), selectionInput('m9', '4', { marketId: '18' })];
    const custom = run([{ type: 'addCustomBet', selections: legs, customOdds: odds(3000) }]);
    expect(runFrom(custom, [{ type: 'setBetType', betType: 'combo' }])).toBe(custom);
    expect(runFrom(combo, [{ type: 'setBetType', betType: 'custom_bet' }])).toBe(combo);
  });

  it('[BT6] with multi-single allowed and a single first, each pick is a new single; otherwise it joins the first bet', () => {
    expect(run(picks(3), MULTI_SINGLE).bets).toHaveLength(3);
    const mixed = run(
      [toggle(sels[0]!), toggle(selectionInput('m7', '1', { provider: 'oddin' }))],
      MULTI_SINGLE,
    );
    expect(mixed.bets).toHaveLength(1);
    expect(mixed.bets[0]?.betType).toBe('combo');
  });

  it('[BT7] another offered system type can be picked; an unoffered one is ignored', () => {
    const sys = run([...picks(4), { type: 'setBetType', betType: 'system' }]);
    const three = runFrom(sys, [{ type: 'setSystemType', systemType: { winCount: 3, totalCount: 4 } }]);
    expect(three.bets[0]?.systemType).toEqual({ winCount: 3, totalCount: 4 });
    expect(runFrom(sys, [{ type: 'setSystemType', systemType: { winCount: 4, totalCount: 4 } }])).toBe(sys);
  });

  it('[BT8] rebuilt bets keep the first regular bet stake', () => {
    const s = run([
      ...picks(3),
      { type: 'setStake', betIndex: 0, stake: 250 },
      { type: 'multiSingleSettingsChanged', multiSingleAvailableByProvider: { betradar: true } },
      { type: 'setBetType', betType: 'single' },
    ]);
    expect(s.bets.map((b) => b.stake)).toEqual([250, 250, 250]);
    const fromWin = run([
      ...picks(2),
      { type: 'setStakeFromPotentialWin', betIndex: 0, potentialWin: 1000 },
      { type: 'multiSingleSettingsChanged', multiSingleAvailableByProvider: { betradar: true } },
      { type: 'setBetType', betType: 'single' },
    ]);
    expect(fromWin.bets.map((b) => [b.stake, b.stakeSource])).toEqual([
      [250, 'manual'],
      [250, 'manual'],
    ]);
  });
});
