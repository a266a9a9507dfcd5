import { oddsFromDecimal, type SelectionInput } from '@slipstream/betting';

/** A catalogue outcome as the slip takes it, for unit tests. */
export function selectionInputFixture(over: Partial<SelectionInput> = {}): SelectionInput {
  return {
    outcomeId: '1',
    outcomeName: 'Home',
    matchId: '50000001',
    matchUrnId: 'sr:match:50000001',
    matchSlug: 'home-away-50000001',
    matchName: 'Home - Away',
    matchStatus: 0,
    marketId: '1',
    marketName: '1x2',
    marketGroup: 'main',
    specifier: '',
    sportKey: 'soccer',
    sportType: 'regular',
    nameA: 'Home',
    nameB: 'Away',
    categoryId: '7',
    categoryName: 'Spain',
    categorySlug: 'spain',
    provider: 'betradar',
    type: 'match',
    odds: oddsFromDecimal('2.35'),
    active: true,
    marketStatus: 1,
    ...over,
  };
}
