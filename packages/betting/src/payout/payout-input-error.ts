/** A bet the payout maths cannot price; `reason` says which input is wrong so callers can map it to a code. */
export type PayoutInputReason =
  | 'invalid_stake'
  | 'invalid_selection_count'
  | 'invalid_system_type'
  | 'missing_custom_odds'
  | 'amount_overflow';

export class PayoutInputError extends Error {
  constructor(
    readonly reason: PayoutInputReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'PayoutInputError';
  }
}
