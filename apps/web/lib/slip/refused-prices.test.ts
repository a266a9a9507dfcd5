import { createSlipState, oddsFromDecimal, slipReducer, type SlipState } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { marketUpdatesFor, refusedPrices } from './refused-prices';
import { selectionInputFixture } from './test-fixtures';

function slipWith(...outcomes: { outcomeId: string; odds: string }[]): SlipState {
  return outcomes.reduce(
    (state, o) =>
      slipReducer(state, {
        type: 'toggleSelection',
        selection: selectionInputFixture({ outcomeId: o.outcomeId, odds: oddsFromDecimal(o.odds) }),
      }),
    createSlipState({ oddsAcceptMode: 'none' }),
  );
}

describe('prices of a wrong-odds refusal', () => {
  it('[TS13] map the 101 details onto the sent selections; other shapes are left out', () => {
    const state = slipWith({ outcomeId: '1', odds: '2.35' }, { outcomeId: '3', odds: '3.10' });
    // Two singles as sent: each bet holds one selection.
    const bet = state.bets[0]!;
    const sent = state.bets.flatMap((b) => b.selections).map((s) => ({ ...bet, selections: [s] }));
    const prices = refusedPrices(
      [
        { bet_index: 1, selection_index: 0, odds: 2.95 },
        { bet_index: 0, selection_index: null, odds: 4.2 },
        { bet_index: 7, selection_index: 0, odds: 2 },
        { bet_index: 0, selection_index: 0, odds: 2.1 + 0.2 },
        'junk',
      ],
      sent,
    );
    expect([...prices]).toEqual([[sent[1]!.selections[0]!.id, 2950]]);
    expect(refusedPrices(null, sent).size).toBe(0);
    expect(refusedPrices({ bet_index: 0 }, sent).size).toBe(0);
  });

  it('[TS13] flag the refused selection with the new price and leave its market siblings as they were', () => {
    let state = slipWith({ outcomeId: '1', odds: '2.35' }, { outcomeId: '3', odds: '3.10' });
    const [home, away] = state.bets.flatMap((b) => b.selections);
    const markets = marketUpdatesFor(
      state.bets.flatMap((b) => b.selections),
      new Map([[away!.id, oddsFromDecimal('2.95')]]),
    );
    expect(markets).toHaveLength(1);
    state = slipReducer(state, { type: 'marketsUpdated', markets });
    const after = state.bets.flatMap((b) => b.selections);
    expect(after.find((s) => s.id === away!.id)).toMatchObject({ odds: 2950, isChanged: true });
    expect(after.find((s) => s.id === home!.id)).toMatchObject({
      odds: 2350,
      isChanged: false,
      isSuspended: false,
    });
    expect(state.ticketState).toBe('ODDS_CHANGED');
  });
});
