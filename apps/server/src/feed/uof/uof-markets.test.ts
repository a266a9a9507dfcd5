import { describe, expect, it } from 'vitest';
import { ReadModel } from '../../catalogue/read-model';
import { FIRST_ALLOCATED_ID, newMatch, sportDef } from './uof-catalogue';
import { toMarketState, unchangedMarket } from './uof-markets';
import type { UofMarketOdds } from './uof-messages';
import type { MarketDescription } from './sports-api';

const ids = { byUrn: {}, next: FIRST_ALLOCATED_ID };
const sport = sportDef(ids, new ReadModel(), 'sr:sport:1', 'Soccer');
const match = newMatch({ id: 7, urn: 'sr:match:7', tournamentId: 1, sport, ids, fixture: null, now: 0 });
const description: MarketDescription = {
  id: 18,
  name: 'Total {total}',
  groups: ['all', 'totals'],
  outcomes: new Map([
    ['12', 'over {total}'],
    ['13', 'under {total}'],
  ]),
};
const odds = (over: string, under: string | null, o: Partial<UofMarketOdds> = {}): UofMarketOdds => ({
  id: 18,
  specifiers: 'total=2.5',
  status: 1,
  favourite: false,
  outcomes: [
    { id: '12', odds: over, active: true },
    { id: '13', odds: under, active: true },
  ],
  ...o,
});

/**
 * FD2: a provider resends every market in every odds_change; the consumer skips building the ones that stand as
 * they are. The shortcut must agree with the full path: unchanged exactly when toMarketState would answer the
 * market the read model holds.
 */
describe('unchangedMarket (the odds_change shortcut for markets resent as they stand)', () => {
  const previous = toMarketState(match, odds('1.85', '1.95'), undefined, description)!;

  it('[FD2] is true for the same prices, status and favourite', () => {
    expect(unchangedMarket(match, odds('1.85', '1.95'), previous, description, 1)).toBe(true);
    expect(unchangedMarket(match, odds('1.850', '1.95'), previous, description, 1)).toBe(true);
  });

  it('[FD2] is false for anything the full path would change', () => {
    expect(unchangedMarket(match, odds('1.86', '1.95'), previous, description, 1)).toBe(false);
    expect(unchangedMarket(match, odds('1.85', '1.95'), previous, description, -1)).toBe(false);
    expect(unchangedMarket(match, odds('1.85', '1.95', { favourite: true }), previous, description, 1)).toBe(
      false,
    );
    const inactive = odds('1.85', '1.95');
    inactive.outcomes[1]!.active = false;
    expect(unchangedMarket(match, inactive, previous, description, 1)).toBe(false);
    // an outcome without a price keeps its old one, inactive: the full path decides
    expect(unchangedMarket(match, odds('1.85', null), previous, description, 1)).toBe(false);
    // no description yet (names would be rendered) or no market yet
    expect(unchangedMarket(match, odds('1.85', '1.95'), previous, undefined, 1)).toBe(false);
    expect(unchangedMarket(match, odds('1.85', '1.95'), undefined, description, 1)).toBe(false);
    // the event went live: the bet builder groups go
    expect(unchangedMarket({ ...match, status: 1 }, odds('1.85', '1.95'), previous, description, 1)).toBe(
      false,
    );
  });
});
