import { withDerivedFields } from './derived-fields';
import { enterTicketState, hasFlaggedSelection } from './enter-ticket-state';
import {
  applyAcceptMode,
  applyMarket,
  applyMatchStatus,
  applyProviderStatuses,
  indexMarkets,
  marketKey,
  type MarketUpdate,
} from './market-updates';
import type { MatchStatus } from './match-status';
import { rescaleForNewOdds } from './stakes';
import type { OddsAcceptMode, SlipBet, SlipSelection, SlipState } from './types';

/**
 * TS11: after pushed data changed the flags. While a placement is in progress or finished (PROCESSING, SUCCESS)
 * the ticket state stays. Otherwise a flagged selection sets ODDS_CHANGED, and an ODDS_CHANGED ticket with
 * nothing left flagged (the price came back) returns to INITIAL; ERROR without a flag stays ERROR.
 */
function withUpdatedBets(prev: SlipState, bets: readonly SlipBet[], settings = prev.settings): SlipState {
  const draft = withDerivedFields({ ...prev, bets, settings });
  if (prev.inProgress || prev.ticketState === 'SUCCESS') return draft;
  if (hasFlaggedSelection(bets)) return enterTicketState(prev, draft, 'ODDS_CHANGED');
  return prev.ticketState === 'ODDS_CHANGED' ? enterTicketState(prev, draft, 'INITIAL') : draft;
}

function mapSelections(
  bets: readonly SlipBet[],
  f: (s: SlipSelection) => SlipSelection,
  rescale: (before: SlipBet, after: SlipBet) => SlipBet = (_b, a) => a,
): SlipBet[] {
  return bets.map((bet) => {
    const selections = bet.selections.map(f);
    return selections.every((s, i) => s === bet.selections[i]) ? bet : rescale(bet, { ...bet, selections });
  });
}

/** SF1/SF2/BT10: markets_changed. */
export function marketsUpdated(state: SlipState, markets: readonly MarketUpdate[]): SlipState {
  const index = indexMarkets(markets);
  const mode = state.settings.oddsAcceptMode;
  const bets = mapSelections(
    state.bets,
    (s) => {
      const market = index.get(marketKey(s));
      return market ? applyMarket(s, market, mode) : s;
    },
    (before, after) => rescaleForNewOdds(before, after),
  );
  return withUpdatedBets(state, bets);
}

/** SF3: match_status_changed. */
export function matchStatusChanged(state: SlipState, matchId: string, status: MatchStatus): SlipState {
  const providers = state.settings.providerStatuses;
  const bets = mapSelections(state.bets, (s) =>
    s.matchId === matchId && s.matchStatus !== status ? applyMatchStatus(s, status, providers) : s,
  );
  return withUpdatedBets(state, bets);
}

/** SF3/§4: provider_status_changed marks selections unavailable and can set ODDS_CHANGED. */
export function providerStatusesChanged(
  state: SlipState,
  providerStatuses: Readonly<Record<string, boolean>>,
): SlipState {
  const bets = mapSelections(state.bets, (s) => {
    const next = applyProviderStatuses(s, providerStatuses);
    return next.isNotAvailable === s.isNotAvailable ? s : next;
  });
  return withUpdatedBets(state, bets, { ...state.settings, providerStatuses });
}

/** SF2/TS5: the player's odds accept mode changed; current prices are judged again under it. */
export function oddsAcceptModeChanged(state: SlipState, mode: OddsAcceptMode): SlipState {
  const bets = mapSelections(state.bets, (s) => {
    const next = applyAcceptMode(s, mode);
    return next.isChanged === s.isChanged && next.acceptedOdds === s.acceptedOdds ? s : next;
  });
  return withUpdatedBets(state, bets, { ...state.settings, oddsAcceptMode: mode });
}
