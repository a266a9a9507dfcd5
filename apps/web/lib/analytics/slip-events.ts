import { oddsToDecimalString, type SlipBet, type SlipEffect } from '@slipstream/betting';
import type { AnalyticsEvent } from './data-layer';

type TrackEffect = Extract<SlipEffect, { type: 'track' }>;

const betFields = (bet: SlipBet) => ({
  bet_type: bet.betType,
  bet_id: bet.betId,
  stake: bet.stake,
  currency: bet.currency,
  subunits: bet.subunits,
  selections: bet.selections.map((s) => ({
    id: s.id,
    match_id: s.matchId,
    odds: oddsToDecimalString(s.odds),
  })),
});

/** The dataLayer event of one slip or quick-bet tracking effect. */
export function slipAnalyticsEvent(effect: TrackEffect, quick = false): AnalyticsEvent {
  switch (effect.event) {
    case 'add':
      return { event: 'slip_add_selection', selection_id: effect.selectionId };
    case 'delete':
      return { event: 'slip_remove_selection', selection_id: effect.selectionId };
    case 'place':
      return { event: 'slip_place_bet', quick, ...betFields(effect.bet) };
    case 'success':
      return { event: 'slip_place_success', quick, ...betFields(effect.bet) };
  }
}
