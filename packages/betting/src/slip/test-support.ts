// Builders shared by the slip, quick-bet, validation and restore tests (not a test file itself).
import type { Odds } from '../odds/odds';
import type { SlipAction } from './actions';
import { createSlipState } from './initial-state';
import type { MatchStatus } from './match-status';
import { slipReducer } from './slip-reducer';
import type { SelectionInput, SlipSettings, SlipState } from './types';

export const odds = (milli: number): Odds => milli as Odds;

/** A prematch selection on match `matchId`, market 1, outcome `outcomeId`, provider betradar, price 2.000. */
export function selectionInput(
  matchId: string,
  outcomeId = '1',
  overrides: Partial<SelectionInput> & { matchStatus?: MatchStatus } = {},
): SelectionInput {
  return {
    outcomeId,
    outcomeName: `Outcome ${outcomeId}`,
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `match-${matchId}`,
    matchName: `Home ${matchId} - Away ${matchId}`,
    matchStatus: 0,
    marketId: '1',
    marketName: '1x2',
    marketGroup: 'main',
    specifier: '',
    sportKey: 'soccer',
    sportType: 'regular',
    nameA: `Home ${matchId}`,
    nameB: `Away ${matchId}`,
    categoryId: 'c1',
    categoryName: 'England',
    categorySlug: 'england',
    provider: 'betradar',
    type: 'match',
    odds: odds(2000),
    active: true,
    marketStatus: 1,
    ...overrides,
  };
}

export const idOf = (s: SelectionInput): string => `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;

export function run(actions: readonly SlipAction[], settings: Partial<SlipSettings> = {}): SlipState {
  return actions.reduce(slipReducer, createSlipState(settings));
}

export function runFrom(state: SlipState, actions: readonly SlipAction[]): SlipState {
  return actions.reduce(slipReducer, state);
}

export const toggle = (selection: SelectionInput): SlipAction => ({ type: 'toggleSelection', selection });

export const MULTI_SINGLE: Partial<SlipSettings> = { multiSingleAvailableByProvider: { betradar: true } };
