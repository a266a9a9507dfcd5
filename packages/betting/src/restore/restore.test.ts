import { describe, expect, it } from 'vitest';
import { odds, run, runFrom, selectionInput, toggle } from '../slip/test-support';
import { convertMinorUnits } from './convert-currency';
import { restoreBets, type RestoreContext } from './restore-bets';
import { chooseRestoreSource } from './restore-source';
import { toSharedBets } from './share-payload';
import type { FreshMatch, SharedBet } from './types';

const match = (id: string, status: FreshMatch['status'] = 0, provider = 'betradar'): FreshMatch => ({
  id,
  urnId: `sr:match:${id}`,
  slug: `match-${id}`,
  nameA: `Home ${id}`,
  nameB: `Away ${id}`,
  status,
  provider,
  sportKey: 'soccer',
  sportType: 'regular',
  categoryId: 'c1',
  categoryName: 'England',
  categorySlug: 'england',
});
const market = (matchId: string, milli: number, status = 1, outcomes = ['1']) => ({
  matchId,
  marketId: '1',
  specifier: '',
  name: '1x2',
  status,
  outcomes: outcomes.map((id) => ({ id, name: `Outcome ${id}`, odds: odds(milli), active: true })),
});

// The slip shares its bets; restoring rebuilds them from fresh data.
const shared: SharedBet[] = toSharedBets(
  run([
    toggle(selectionInput('m1')),
    toggle(selectionInput('m2')),
    toggle(selectionInput('m3')),
    { type: 'setStake', betIndex: 0, stake: 1000 },
  ]).bets,
);
const baseCtx: RestoreContext = {
  matches: [match('m1'), match('m2'), match('m3')],
  markets: [market('m1', 2100), market('m2', 2000), market('m3', 1900)],
  providerStatuses: {},
  currency: { code: 'EUR', subunits: 100 },
  rates: { EUR: '1', USD: '0.8', BTC: '50000' },
};

describe('restore and share', () => {
  it('[RS1] a share code wins when sharing is on; else non-empty session storage; else nothing', () => {
    const base = { profileLoaded: true, shareEnabled: true, shareCode: 'A1B2', storedBetCount: 2 };
    expect(chooseRestoreSource(base)).toBe('shareCode');
    expect(chooseRestoreSource({ ...base, shareEnabled: false })).toBe('sessionStorage');
    expect(chooseRestoreSource({ ...base, shareCode: '' })).toBe('sessionStorage');
    expect(chooseRestoreSource({ ...base, shareCode: null, storedBetCount: 0 })).toBeNull();
  });

  it('[RS1] restoring sets isRestoring and clears it at the end or on failure', () => {
    const started = run([{ type: 'restoreStart' }]);
    expect(started.isRestoring).toBe(true);
    expect(runFrom(started, [{ type: 'restoreFailed' }]).isRestoring).toBe(false);
    const done = runFrom(started, [{ type: 'restoreSuccess', bets: restoreBets(shared, baseCtx) }]);
    expect(done).toMatchObject({ isRestoring: false, ticketState: 'INITIAL' });
    expect(done.selectedOutcomeIds).toEqual(['m1/1//1', 'm2/1//1', 'm3/1//1']);
    expect(done.systemTypes).toEqual([{ winCount: 2, totalCount: 3 }]);
  });

  it('[RS2] restored bets are at current prices, accepted, with the shared stake and stakeSource sharing', () => {
    const [bet] = restoreBets(shared, baseCtx);
    expect(bet?.betType).toBe('combo');
    expect(bet?.selections.map((s) => [s.odds, s.acceptedOdds, s.isChanged])).toEqual([
      [2100, 2100, false],
      [2000, 2000, false],
      [1900, 1900, false],
    ]);
    expect(bet).toMatchObject({ stake: 1000, stakeSource: 'sharing', currency: 'EUR' });
    expect(bet?.selections[0]).toMatchObject({
      matchName: 'Home m1 - Away m1',
      marketName: '1x2',
      outcomeName: 'Outcome 1',
    });
  });

  it('[RS3] selections whose match is gone or unbettable are unavailable; a missing market or outcome is suspended', () => {
    const [bet] = restoreBets(shared, {
      ...baseCtx,
      matches: [match('m1', 3), match('m2')],
      markets: [market('m1', 2100), market('m2', 2000, 1, ['2'])],
    });
    expect(bet?.selections.map((s) => [s.isNotAvailable, s.isSuspended])).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
    const state = run([{ type: 'restoreStart' }, { type: 'restoreSuccess', bets: bet ? [bet] : [] }]);
    expect(state.ticketState).toBe('ODDS_CHANGED');
    const provider = restoreBets(shared, { ...baseCtx, providerStatuses: { betradar: false } });
    expect(provider[0]?.selections.every((s) => s.isNotAvailable)).toBe(true);
  });

  it('[RS4] stakes in another currency are converted exactly into the player currency, rounding down', () => {
    const usd = shared.map((b) => ({ ...b, currency: 'USD', stake: 1001 }));
    expect(restoreBets(usd, baseCtx)[0]?.stake).toBe(800);
    const btc = restoreBets(
      shared.map((b) => ({ ...b, stake: 1000 })),
      { ...baseCtx, currency: { code: 'BTC', subunits: 100_000_000 } },
    );
    expect(btc[0]).toMatchObject({ stake: 20_000, currency: 'BTC', subunits: 100_000_000 });
    expect(
      restoreBets(
        shared.map((b) => ({ ...b, currency: 'XYZ' })),
        baseCtx,
      )[0]?.stake,
    ).toBe(0);
    const btcToEur = (satoshi: number) =>
      convertMinorUnits(
        satoshi,
        { code: 'BTC', subunits: 100_000_000 },
        { code: 'EUR', subunits: 100 },
        baseCtx.rates,
      );
    expect(btcToEur(1)).toBe(0);
    expect(btcToEur(3)).toBe(0);
    expect(btcToEur(100_000_000)).toBe(5_000_000);
    expect(
      convertMinorUnits(-1, { code: 'EUR', subunits: 100 }, { code: 'USD', subunits: 100 }, baseCtx.rates),
    ).toBeNull();
    expect(
      convertMinorUnits(
        5,
        { code: 'EUR', subunits: 100 },
        { code: 'USD', subunits: 100 },
        { EUR: '1', USD: '0' },
      ),
    ).toBeNull();
  });

  it('[RS5] nothing is restored before the profile has loaded', () => {
    expect(
      chooseRestoreSource({ profileLoaded: false, shareEnabled: true, shareCode: 'A', storedBetCount: 3 }),
    ).toBeNull();
  });

  it('[RS6] the share payload carries what restoring needs, and a custom bet whose legs moved is re-priced', () => {
    expect(shared[0]?.selections[0]).toEqual({
      id: 'm1/1//1',
      matchId: 'm1',
      matchUrnId: 'sr:match:m1',
      marketGroup: 'main',
      type: 'match',
      marketId: '1',
      specifier: '',
      outcomeId: '1',
      provider: 'betradar',
      odds: 2000,
      categoryName: 'England',
    });
    const legs = [selectionInput('m1'), selectionInput('m1', '2')];
    const custom = toSharedBets(
      run([{ type: 'addCustomBet', selections: legs, customOdds: odds(3300) }]).bets,
    );
    const same = restoreBets(custom, { ...baseCtx, markets: [market('m1', 2000, 1, ['1', '2'])] });
    expect(same[0]?.customOdds).toBe(3300);
    const moved = restoreBets(custom, { ...baseCtx, markets: [market('m1', 2200, 1, ['1', '2'])] });
    expect(moved[0]?.customOdds).toBeNull();
    const state = run([{ type: 'restoreSuccess', bets: moved }]);
    expect(state.effects).toEqual([{ type: 'calculateCustomOdds', betIndex: 0 }]);
  });

  it('[RS7] a pick made before the restore finished is kept; the restored slip is dropped', () => {
    const picked = run([{ type: 'restoreStart' }, toggle(selectionInput('m9'))]);
    const stored = run([toggle(selectionInput('m1')), toggle(selectionInput('m2'))]).bets;
    const done = runFrom(picked, [{ type: 'restoreSuccess', bets: stored }]);
    expect(done.isRestoring).toBe(false);
    expect(done.bets.flatMap((b) => b.selections.map((x) => x.id))).toEqual(
      picked.bets.flatMap((b) => b.selections.map((x) => x.id)),
    );
    // With nothing picked meanwhile, the restore fills the slip as before.
    const empty = run([{ type: 'restoreStart' }, { type: 'restoreSuccess', bets: stored }]);
    expect(empty.bets.flatMap((b) => b.selections).length).toBe(2);
  });
});
