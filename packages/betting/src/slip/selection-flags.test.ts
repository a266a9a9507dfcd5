import { describe, expect, it } from 'vitest';
import type { MarketUpdate } from './market-updates';
import { isBettingEnabled, isNotAvailable, isSuspended, reprice } from './selection-flags';
import { idOf, odds, run, runFrom, selectionInput, toggle } from './test-support';

const a = selectionInput('m1');
const b = selectionInput('m2');
const market = (status: number, outcomes: MarketUpdate['outcomes']): MarketUpdate => ({
  matchId: 'm1',
  marketId: '1',
  specifier: '',
  status,
  outcomes,
});

describe('selection flags', () => {
  it('[SF1] suspended when the market is not allowed, the outcome is missing or inactive', () => {
    expect(isSuspended(1, { active: true })).toBe(false);
    for (const status of [-1, 0, -2, -3, -4]) expect(isSuspended(status, { active: true })).toBe(true);
    expect(isSuspended(1, undefined)).toBe(true);
    expect(isSuspended(1, { active: false })).toBe(true);
    const gone = run([
      toggle(a),
      { type: 'marketsUpdated', markets: [market(1, [{ id: '2', odds: odds(3000), active: true }])] },
    ]);
    expect(gone.bets[0]?.selections[0]).toMatchObject({ isSuspended: true, odds: 2000 });
    const back = runFrom(gone, [
      { type: 'marketsUpdated', markets: [market(1, [{ id: '1', odds: odds(2000), active: true }])] },
    ]);
    expect(back.bets[0]?.selections[0]?.isSuspended).toBe(false);
    expect(back.ticketState).toBe('INITIAL');
  });

  it('[SF2] under none any difference is a change; under higher only a drop; under any nothing', () => {
    expect(reprice(odds(2000), odds(2100), 'none')).toEqual({ acceptedOdds: 2000, isChanged: true });
    expect(reprice(odds(2000), odds(1900), 'none')).toEqual({ acceptedOdds: 2000, isChanged: true });
    expect(reprice(odds(2000), odds(2000), 'none')).toEqual({ acceptedOdds: 2000, isChanged: false });
    expect(reprice(odds(2000), odds(2100), 'higher')).toEqual({ acceptedOdds: 2100, isChanged: false });
    expect(reprice(odds(2000), odds(1900), 'higher')).toEqual({ acceptedOdds: 2000, isChanged: true });
    expect(reprice(odds(2000), odds(1900), 'any')).toEqual({ acceptedOdds: 1900, isChanged: false });
  });

  it('[SF2] a pushed price sets the selection odds and its changed flag by the accept mode', () => {
    const up = [market(1, [{ id: '1', odds: odds(2500), active: true }])];
    const none = run([toggle(a), { type: 'marketsUpdated', markets: up }]);
    expect(none.bets[0]?.selections[0]).toMatchObject({ odds: 2500, acceptedOdds: 2000, isChanged: true });
    const higher = run([toggle(a), { type: 'marketsUpdated', markets: up }], { oddsAcceptMode: 'higher' });
    expect(higher.bets[0]?.selections[0]).toMatchObject({ odds: 2500, acceptedOdds: 2500, isChanged: false });
    expect(higher.ticketState).toBe('INITIAL');
  });

  it('[SF3] unavailable when the provider is inactive or the match is stopped, closed, finished or not covered', () => {
    expect(isNotAvailable({}, 'betradar', 0)).toBe(false);
    expect(isNotAvailable({}, 'betradar', 1)).toBe(false);
    for (const st of [2, 3, 4, 5] as const) expect(isNotAvailable({}, 'betradar', st)).toBe(true);
    expect(isNotAvailable({ betradar: false }, 'betradar', 0)).toBe(true);
    const s = run([toggle(a), toggle(b), { type: 'matchStatusChanged', matchId: 'm2', status: 2 }]);
    expect(s.bets[0]?.selections.map((x) => x.isNotAvailable)).toEqual([false, true]);
    expect(s.ticketState).toBe('ODDS_CHANGED');
  });

  it('[SF5] a provider status update marks its selections unavailable and sets ODDS_CHANGED', () => {
    const oddin = selectionInput('m3', '1', { provider: 'oddin' });
    const s = run([
      toggle(a),
      toggle(oddin),
      { type: 'providerStatusesChanged', providerStatuses: { oddin: false } },
    ]);
    expect(s.bets[0]?.selections.map((x) => x.isNotAvailable)).toEqual([false, true]);
    expect(s.ticketState).toBe('ODDS_CHANGED');
    const again = runFrom(s, [{ type: 'providerStatusesChanged', providerStatuses: { oddin: true } }]);
    expect(again.ticketState).toBe('INITIAL');
  });

  it('[SF4] accepting changes removes suspended and unavailable selections', () => {
    const c = selectionInput('m3');
    const s = run([
      toggle(a),
      toggle(b),
      toggle(c),
      { type: 'marketsUpdated', markets: [market(-1, [{ id: '1', odds: odds(2000), active: true }])] },
      { type: 'matchStatusChanged', matchId: 'm2', status: 4 },
      { type: 'acceptChanges' },
    ]);
    expect(s.selectedOutcomeIds).toEqual([idOf(c)]);
    expect(s.bets[0]?.betType).toBe('single');
    expect(s.effects.slice(-2)).toEqual([
      { type: 'track', event: 'delete', selectionId: idOf(a) },
      { type: 'track', event: 'delete', selectionId: idOf(b) },
    ]);
  });

  it('[SF4] for custom bets only unavailable legs go; the bet goes when none remain or a match is unbettable', () => {
    const legs = [
      selectionInput('m9', '1'),
      selectionInput('m9', '4', { marketId: '18' }),
      selectionInput('m8', '1', { provider: 'oddin' }),
    ];
    const custom = run([{ type: 'addCustomBet', selections: legs, customOdds: odds(4000) }]);
    const oneGone = runFrom(custom, [
      {
        type: 'marketsUpdated',
        markets: [{ matchId: 'm9', marketId: '18', specifier: '', status: -1, outcomes: [] }],
      },
      { type: 'providerStatusesChanged', providerStatuses: { oddin: false } },
      { type: 'acceptChanges' },
    ]);
    expect(oneGone.bets[0]?.selections.map((s) => s.outcomeId)).toEqual(['1', '4']);
    expect(oneGone.bets[0]?.customOdds).toBeNull();
    expect(oneGone.effects.at(-1)).toEqual({ type: 'calculateCustomOdds', betIndex: 0 });
    const closed = runFrom(custom, [
      { type: 'matchStatusChanged', matchId: 'm9', status: 2 },
      { type: 'acceptChanges' },
    ]);
    expect(closed.bets).toEqual([]);
  });

  it('[SF6] betting is enabled while at least one provider is active', () => {
    expect(isBettingEnabled({ betradar: false, oddin: true })).toBe(true);
    expect(isBettingEnabled({ betradar: false, oddin: false })).toBe(false);
    expect(isBettingEnabled({})).toBe(true);
  });
});
