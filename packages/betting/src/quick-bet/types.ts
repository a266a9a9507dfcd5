import type { PlaceErrorInput, PlacedBetResult } from '../slip/placement';
import type { SelectionInput, SlipBet, SlipSelection, TicketError, TicketState } from '../slip/types';
import type { ValidationIssue } from '../validation/types';

/** §3 "Quick bet", plus the effect queue the host drains. */
export interface QuickBetState {
  readonly isEnabled: boolean;
  /** INITIAL, PROCESSING, SUCCESS or ERROR (quick bet never shows ODDS_CHANGED). */
  readonly state: TicketState;
  readonly bet: SlipBet | null;
  readonly selectedOutcomeIds: readonly string[];
  /** Minor units of `currency`. */
  readonly stake: number;
  readonly currency: { readonly code: string; readonly subunits: number };
  readonly isApproved: boolean;
  readonly error: TicketError | null;
  readonly placedBet: SlipBet | null;
  readonly effects: readonly QuickBetEffect[];
}

export type QuickBetEffect =
  | { readonly type: 'signInPrompt' }
  | { readonly type: 'placeBets'; readonly bets: readonly SlipBet[] }
  /** Quick bet switched itself off; the host puts these selections on the normal slip. */
  | { readonly type: 'moveToSlip'; readonly selections: readonly SlipSelection[] }
  | { readonly type: 'generalError'; readonly message: string | null }
  | { readonly type: 'track'; readonly event: 'place' | 'success'; readonly bet: SlipBet };

/** What the host knows about the player when the quick bet is placed (§4, §6). */
export interface QuickBetPlayer {
  readonly isLoggedIn: boolean;
  /** The account status or suspension reason forbids betting. */
  readonly bettingForbidden: boolean;
  readonly isPve: boolean;
}

export type QuickBetAction =
  | { readonly type: 'toggle' }
  | { readonly type: 'selectOutcome'; readonly selection: SelectionInput; readonly isCustom: boolean }
  | { readonly type: 'setStake'; readonly stake: number }
  | {
      readonly type: 'currencyChanged';
      readonly currency: { readonly code: string; readonly subunits: number };
    }
  | { readonly type: 'approve' }
  /** `issues`: validateBets() of the quick bet against the limits (the host runs it with its context). */
  | { readonly type: 'place'; readonly player: QuickBetPlayer; readonly issues: readonly ValidationIssue[] }
  | { readonly type: 'placeSuccess'; readonly placed: PlacedBetResult }
  | { readonly type: 'placeError'; readonly error: PlaceErrorInput }
  | { readonly type: 'balanceChanged'; readonly balance: number }
  | { readonly type: 'dismissResult' }
  | { readonly type: 'effectsDrained'; readonly count: number };
