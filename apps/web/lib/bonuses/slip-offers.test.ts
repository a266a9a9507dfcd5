import {
  createSlipState,
  oddsFromDecimal,
  slipReducer,
  type SlipAction,
  type SlipState,
} from '@slipstream/betting';
import type { BonusDto } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { selectionInputFixture } from '../slip/test-fixtures';
import { offersFor } from './slip-offers';

const issued = {
  seen: false,
  times_used: 0,
  activated_at: null,
  expired_at: '2030-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  computed_status: 'active' as const,
};
const common = {
  description: '',
  uses_count: 1,
  country_codes: ['FR'],
  only_verified: true,
  event_conditions: [],
  trigger_key: null,
  status: 'active' as const,
  banners: { desktop: null, mobile: null },
};
const freeBet: BonusDto = {
  ...common,
  id: '7',
  type: 'freebet_all_win',
  name: 'Welcome free bet',
  min_odds: 1.5,
  max_odds: null,
  match_status: null,
  selection_count_from: 1,
  selection_count_to: 10,
  issued: {
    ...issued,
    is_active: true,
    currency: 'EUR',
    currency_subunits: 100,
    amount: 1000,
    boost_multiplier: null,
  },
  boost_data: null,
};
const boost: BonusDto = {
  ...common,
  id: '8',
  type: 'comboboost',
  name: 'Combo boost',
  min_odds: 1.2,
  uses_count: null,
  ranges: [{ min_count: 3, max_count: null, bonus_odds: 1.05 }],
  valid_to: '2030-01-01T00:00:00.000Z',
  issued,
};

function slipWith(odds: string[]): SlipState {
  let s = createSlipState();
  odds.forEach((o, i) => {
    const a: SlipAction = {
      type: 'toggleSelection',
      selection: selectionInputFixture({ matchId: String(100 + i), odds: oddsFromDecimal(o) }),
    };
    s = slipReducer(s, a);
  });
  return s;
}

describe('slip bonus offers', () => {
  it('[WB1] a single offers the free bet at 1.50 or more, never below; country and verification are left to the server', () => {
    expect(offersFor(slipWith(['2.35']).bets[0]!, [freeBet, boost])).toEqual([
      { id: '7', type: 'freebet_all_win', amount: 1000 },
    ]);
    expect(offersFor(slipWith(['1.4']).bets[0]!, [freeBet])).toEqual([]);
  });

  it('[WB1] a 3-selection combo offers the boost with its range odds, and BT12 makes it the default', () => {
    const state = slipWith(['2', '2.1', '1.9']);
    const offers = offersFor(state.bets[0]!, [freeBet, boost]);
    expect(offers).toContainEqual({ id: '8', type: 'comboboost', odds: 1050 });
    const next = slipReducer(state, { type: 'bonusesUpdated', betIndex: 0, availableBonuses: offers });
    expect(next.bets[0]!.bonus?.id).toBe('8');
    expect(next.bets[0]!.bonusOdds).toBe(1050);
  });

  it('[WB1] a free bet in another currency is not offered', () => {
    const bet = { ...slipWith(['2.35']).bets[0]!, currency: 'USDT' };
    expect(offersFor(bet, [freeBet])).toEqual([]);
  });
});
