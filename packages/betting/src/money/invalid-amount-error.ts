/** Why a typed amount or a currency's subunits were refused; callers map `reason` to a catalogue code. */
export type InvalidAmountReason =
  | 'empty'
  | 'not_a_number'
  | 'negative'
  | 'too_many_decimals'
  | 'too_large'
  | 'invalid_subunits'
  | 'invalid_rate';

export class InvalidAmountError extends Error {
  constructor(
    readonly reason: InvalidAmountReason,
    readonly input: string,
  ) {
    super(`${reason}: ${input}`);
    this.name = 'InvalidAmountError';
  }
}
