import type { Odds } from '../odds/odds';
import type { SelectionResult } from '../settlement/selection-result';

/** A selection of an open bet as cashout sees it: still priced, suspended (no price), or settled. */
export type CashoutLeg =
  | { readonly status: 'open'; readonly currentOdds: Odds }
  | { readonly status: 'suspended' }
  | { readonly status: 'settled'; readonly result: SelectionResult };

/**
 * Why no cashout is offered: the bet is lost (a leg, or enough legs of a system), a price is missing
 * (suspended leg, or no current bet-builder price), every leg is settled already, or the offer rounds to 0.
 */
export type CashoutUnavailableReason = 'lost' | 'suspended' | 'settled' | 'no_value';

export type CashoutQuote =
  | {
      readonly available: true;
      /** What the book pays now: fair value less the margin, floored to the minor unit. */
      readonly value: number;
      /** The margin-free value at current prices, floored. */
      readonly fairValue: number;
    }
  | { readonly available: false; readonly reason: CashoutUnavailableReason; readonly value: null };
