import { describe, expect, it } from 'vitest';
import { selectionLabelKey } from './selectors';
import { idOf, MULTI_SINGLE, odds, run, runFrom, selectionInput, toggle } from './test-support';

const a = selectionInput('m1');
const b = selectionInput('m2');

describe('slip selections', () => {
  it('[ST1] selecting an outcome adds it, selecting it again removes it, with add/delete tracking effects', () => {
    const added = run([toggle(a)]);
    expect(added.selectedOutcomeIds).toEqual([idOf(a)]);
    expect(added.bets).toHaveLength(1);
    expect(added.bets[0]?.selections[0]).toMatchObject({
      outcomeId: '1',
      odds: 2000,
      acceptedOdds: 2000,
      initialOdds: 2000,
    });
    const removed = runFrom(added, [toggle(a)]);
    expect(removed.selectedOutcomeIds).toEqual([]);
    expect(removed.bets).toEqual([]);
    expect(removed.effects).toEqual([
      { type: 'track', event: 'add', selectionId: idOf(a) },
      { type: 'track', event: 'delete', selectionId: idOf(a) },
    ]);
  });

  it('[ST1] outcomes with the same id in different markets or specifiers are different selections', () => {
    const total25 = selectionInput('m1', '12', { marketId: '18', specifier: 'total=2.5' });
    const total35 = selectionInput('m1', '12', { marketId: '18', specifier: 'total=3.5' });
    const s = run([toggle(total25), toggle(total35)], MULTI_SINGLE);
    expect(s.selectedOutcomeIds).toEqual([idOf(total25), idOf(total35)]);
  });

  it('[ST2] removing a selection from a combo keeps the rest; a bet left empty leaves the slip', () => {
    const c = selectionInput('m3');
    const s = run([toggle(a), toggle(b), toggle(c), { type: 'removeSelection', selectionId: idOf(b) }]);
    expect(s.bets).toHaveLength(1);
    expect(s.bets[0]?.selections.map((x) => x.matchId)).toEqual(['m1', 'm3']);
    const empty = runFrom(s, [
      { type: 'removeSelection', selectionId: idOf(a) },
      { type: 'removeSelection', selectionId: idOf(c) },
    ]);
    expect(empty.bets).toEqual([]);
  });

  it('[ST2] removing an outcome that is not in the slip changes nothing', () => {
    const s = run([toggle(a)]);
    expect(runFrom(s, [{ type: 'removeSelection', selectionId: 'nope' }])).toBe(s);
  });

  it('[ST3] clearing removes every selection and tracks each deletion', () => {
    const s = run([toggle(a), toggle(b), { type: 'effectsDrained', count: 2 }, { type: 'clear' }]);
    expect(s.bets).toEqual([]);
    expect(s.effects.map((e) => e.type === 'track' && e.event)).toEqual(['delete', 'delete']);
  });

  it('[ST4] a bet-builder pick adds a custom bet with its price', () => {
    const legs = [selectionInput('m9', '1'), selectionInput('m9', '4', { marketId: '18' })];
    const s = run([toggle(a), { type: 'addCustomBet', selections: legs, customOdds: odds(3500) }]);
    expect(s.bets.map((x) => x.betType)).toEqual(['single', 'custom_bet']);
    expect(s.bets[1]?.customOdds).toBe(3500);
    expect(s.selectedOutcomeIds).toHaveLength(3);
  });

  it('[ST4] a custom bet holding an outcome already in the slip is refused', () => {
    const s = run([toggle(a)]);
    const again = runFrom(s, [{ type: 'addCustomBet', selections: [a, b], customOdds: odds(3000) }]);
    expect(again).toBe(s);
  });

  it('[ST4] a regular pick while the first bet is a custom bet opens the custom-bet modal and adds nothing', () => {
    const legs = [selectionInput('m9', '1'), selectionInput('m9', '4', { marketId: '18' })];
    const s = run([{ type: 'addCustomBet', selections: legs, customOdds: odds(3500) }, toggle(a)]);
    expect(s.bets).toHaveLength(1);
    expect(s.effects.at(-1)).toEqual({ type: 'openCustomBetModal' });
  });

  it('[ST4] removing a custom-bet leg keeps the custom bet and asks the host for a new price', () => {
    const legs = [
      selectionInput('m9', '1'),
      selectionInput('m9', '4', { marketId: '18' }),
      selectionInput('m9', '7', { marketId: '20' }),
    ];
    const s = run([
      { type: 'addCustomBet', selections: legs, customOdds: odds(5000) },
      { type: 'removeSelection', selectionId: idOf(legs[1]!) },
    ]);
    expect(s.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: null });
    expect(s.bets[0]?.selections).toHaveLength(2);
    expect(s.effects.at(-1)).toEqual({ type: 'calculateCustomOdds', betIndex: 0 });
    const priced = runFrom(s, [{ type: 'setCustomOdds', betIndex: 0, customOdds: odds(4200) }]);
    expect(priced.bets[0]?.customOdds).toBe(4200);
  });

  it('[ST7] selecting, removing and clearing are ignored while a placement is in progress', () => {
    const s = run([
      toggle(a),
      { type: 'setStake', betIndex: 0, stake: 100 },
      { type: 'placeStart', isLoggedIn: true },
    ]);
    expect(s.inProgress).toBe(true);
    expect(runFrom(s, [toggle(b)])).toBe(s);
    expect(runFrom(s, [toggle(a)])).toBe(s);
    expect(runFrom(s, [{ type: 'clear' }])).toBe(s);
    expect(runFrom(s, [{ type: 'setStake', betIndex: 0, stake: 5 }])).toBe(s);
  });

  it('[ST8] selectedOutcomeIds and systemTypes follow the bets', () => {
    const s = run([toggle(a), toggle(b), toggle(selectionInput('m3')), toggle(selectionInput('m4'))]);
    expect(s.selectedOutcomeIds).toHaveLength(4);
    expect(s.systemTypes).toEqual([
      { winCount: 2, totalCount: 4 },
      { winCount: 3, totalCount: 4 },
    ]);
  });

  it('[ST9] the host drains effects it performed, oldest first', () => {
    const s = run([toggle(a), toggle(b)]);
    expect(s.effects).toHaveLength(2);
    const drained = runFrom(s, [{ type: 'effectsDrained', count: 1 }]);
    expect(drained.effects).toEqual([{ type: 'track', event: 'add', selectionId: idOf(b) }]);
  });

  it('[ST10] flagged selections carry the §8 label keys', () => {
    const s = run([
      toggle(selectionInput('m1', '1', { active: false })),
      toggle(selectionInput('m2', '1', { matchStatus: 3 })),
    ]);
    const [susp, na] = s.bets[0]!.selections;
    expect(selectionLabelKey(susp!)).toBe('sb.ticket.suspended.label');
    expect(selectionLabelKey(na!)).toBe('sb.ticket.not-available.label');
    expect(selectionLabelKey(run([toggle(a)]).bets[0]!.selections[0]!)).toBeNull();
  });
});
