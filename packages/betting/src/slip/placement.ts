import type { Odds } from '../odds/odds';
import { isWrongOddsError, placeErrorMessageKey } from '../validation/wrong-odds';
import { withDerivedFields } from './derived-fields';
import { enterTicketState, hasFlaggedSelection, idleTicketState } from './enter-ticket-state';
import type { SlipBet, SlipState, TicketError } from './types';

/** One bet of the placement answer, in the order the processing bets were sent (TS8). */
export interface PlacedBetResult {
  readonly betId: string;
  readonly status: string;
  readonly isVip: boolean;
  /** Confirmed price per selection, in the bet's selection order. */
  readonly odds: readonly Odds[];
}

/** A failed placement as the host read it from the error answer. */
export interface PlaceErrorInput {
  /** True for 401/unauthorised: the player must sign in (TS6). */
  readonly unauthorised?: boolean;
  readonly code?: number | string | null;
  readonly message?: string | null;
  readonly details?: unknown;
  /** errors_by_bet: localized message per index of the sent (processing) bets. */
  readonly errorsByBet?: Readonly<Record<string, string>>;
  /** Risk-validation codes found in the answer (VA14). */
  readonly riskCodes?: readonly string[];
}

/**
 * TS4/TS6: placing. Ignored while in progress, from ODDS_CHANGED or SUCCESS (TS1), with a flagged selection
 * (§5), or when no bet has a stake. A visitor goes to INITIAL with a sign-in prompt. Otherwise the error is
 * cleared, the ticket is in progress and the bets with a stake above 0 are the processing bets, handed to the
 * host in a placeBets effect.
 */
export function placeStart(state: SlipState, isLoggedIn: boolean): SlipState {
  const processing = state.bets.filter((b) => b.stake > 0);
  if (state.inProgress || processing.length === 0 || hasFlaggedSelection(state.bets)) return state;
  if (state.ticketState !== 'INITIAL' && state.ticketState !== 'ERROR') return state;
  if (!isLoggedIn) {
    return enterTicketState(
      state,
      { ...state, error: null, signInRequired: true, effects: [...state.effects, { type: 'signInPrompt' }] },
      'INITIAL',
    );
  }
  return enterTicketState(
    state,
    {
      ...state,
      error: null,
      signInRequired: false,
      inProgress: true,
      processingBets: processing,
      effects: [...state.effects, { type: 'placeBets', bets: processing }],
    },
    'PROCESSING',
  );
}

function confirmed(bet: SlipBet, result: PlacedBetResult): SlipBet {
  const odds = result.odds.length === bet.selections.length ? result.odds : null;
  return {
    ...bet,
    betId: result.betId,
    status: result.status,
    isVip: result.isVip,
    selections: odds
      ? bet.selections.map((s, i) => {
          const o = odds[i] ?? s.odds;
          return { ...s, odds: o, acceptedOdds: o };
        })
      : bet.selections,
  };
}

/**
 * TS7/TS8: success. The processing bets take betId, status, isVip and confirmed odds from the answer and become
 * the placed bets; they leave the slip (bets without a stake stay). Place and success tracking effects fire.
 */
export function placeSuccess(state: SlipState, results: readonly PlacedBetResult[]): SlipState {
  if (!state.inProgress) return state;
  const placed = state.processingBets.map((b, i) => {
    const r = results[i];
    return r ? confirmed(b, r) : b;
  });
  // A bet is known by its selections (each outcome sits in one bet only, and selections cannot change during a
  // placement); its object may have been replaced by a price push while the request was in flight.
  const sent = new Set(state.processingBets.map((b) => b.selections[0]?.id));
  return enterTicketState(
    state,
    withDerivedFields({
      ...state,
      inProgress: false,
      processingBets: placed,
      placedBets: placed,
      bets: state.bets.filter((b) => !sent.has(b.selections[0]?.id)),
      effects: [
        ...state.effects,
        ...placed.map((bet) => ({ type: 'track' as const, event: 'place' as const, bet })),
        ...placed.map((bet) => ({ type: 'track' as const, event: 'success' as const, bet })),
      ],
    }),
    'SUCCESS',
  );
}

/**
 * TS6/TS9: failure. Unauthorised: INITIAL with a sign-in prompt. An error with a code: ERROR with the message
 * (the answer's, else the code's key), per-selection messages and the wrong-odds flag. Anything else: INITIAL
 * and the host's general error handler (generalError effect).
 */
export function placeError(state: SlipState, input: PlaceErrorInput): SlipState {
  if (!state.inProgress) return state;
  const base: SlipState = { ...state, inProgress: false };
  if (input.unauthorised) {
    return enterTicketState(
      state,
      { ...base, signInRequired: true, effects: [...state.effects, { type: 'signInPrompt' }] },
      'INITIAL',
    );
  }
  const code = input.code ?? null;
  if (code === null) {
    return enterTicketState(
      state,
      { ...base, effects: [...state.effects, { type: 'generalError', message: input.message ?? null }] },
      'INITIAL',
    );
  }
  const messagesByBet: Record<string, string> = {};
  for (const [index, message] of Object.entries(input.errorsByBet ?? {})) {
    const bet = state.processingBets[Number(index)];
    for (const s of bet?.selections ?? []) messagesByBet[s.id] = message;
  }
  const error: TicketError = {
    message: input.message ?? placeErrorMessageKey(code),
    details: input.details ?? null,
    messagesByBet,
    code,
    isWrongOddsError: isWrongOddsError(code, input.riskCodes),
  };
  return enterTicketState(state, { ...base, error }, 'ERROR');
}

/** TS10: the player closes the result: SUCCESS or ERROR go back to the idle state, result and error cleared. */
export function dismissResult(state: SlipState): SlipState {
  if (state.ticketState !== 'SUCCESS' && state.ticketState !== 'ERROR') return state;
  return enterTicketState(
    state,
    { ...state, error: null, placedBets: [], processingBets: [], signInRequired: false },
    idleTicketState(state.bets),
  );
}
