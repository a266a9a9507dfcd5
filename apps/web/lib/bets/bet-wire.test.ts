import { createSlipState, oddsFromDecimal, slipReducer } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../auth/http';
import { selectionInputFixture } from '../slip/test-fixtures';
import { placeErrorInput, toPlaceBetInput } from './bet-wire';

describe('bet placement wire', () => {
  it('sends exact decimal odds, integer minor units and the system id (§7 payload)', () => {
    let s = createSlipState();
    for (const [match, odds] of [
      ['50000001', '2.35'],
      ['50000002', '1.105'],
      ['50000003', '3.1'],
    ] as const)
      s = slipReducer(s, {
        type: 'toggleSelection',
        selection: selectionInputFixture({ matchId: match, odds: oddsFromDecimal(odds) }),
      });
    s = slipReducer(s, { type: 'setBetType', betType: 'system', systemType: { winCount: 2, totalCount: 3 } });
    s = slipReducer(s, { type: 'setStake', betIndex: 0, stake: 150 });
    const input = toPlaceBetInput(s.bets[0]!);
    expect(input).toMatchObject({
      type: 'system',
      stake: { value: 150, currency: 'EUR', subunits: 100 },
      system_id: '2/3',
    });
    expect(input.selections.map((x) => x.odds)).toEqual(['2.35', '1.105', '3.10']);
    expect(input.selections[0]).toEqual({
      match_id: 50000001,
      market_id: 1,
      specifier: '',
      outcome_id: '1',
      odds: '2.35',
    });
  });

  it('reads error answers as the slip needs them (TS6, TS9)', () => {
    expect(placeErrorInput(new ApiError(401, 'unauthorized', 'Session expired', null))).toEqual({
      unauthorised: true,
    });
    const err = new ApiError(409, 101, 'The odds have changed', {
      details: [{ code: 'odds_higher_than_bookmakers' }],
      errors_by_bet: { '1': { localized_message: 'Odds moved' } },
    });
    expect(placeErrorInput(err)).toMatchObject({
      code: 101,
      errorsByBet: { '1': 'Odds moved' },
      riskCodes: ['odds_higher_than_bookmakers'],
    });
    // Not our API's answer (network down): the general error handler runs.
    expect(placeErrorInput(new TypeError('fetch failed'))).toEqual({ code: null, message: null });
  });

  it("[LC10] a bet-builder failure's per-bet text is its reason's key, not the server's English", () => {
    const err = new ApiError(409, 120, 'Bet builder selections must come from one match', {
      details: { reason: 'different_matches' },
      errors_by_bet: { '0': { localized_message: 'error.custom_bet.different_matches' } },
      localized_message: 'error.custom_bet.different_matches',
    });
    expect(placeErrorInput(err)).toMatchObject({
      code: 120,
      message: 'error.place_bets.invalid_odds_custom_bet',
      errorsByBet: { '0': 'error.custom_bet.different_matches' },
    });
  });
});
