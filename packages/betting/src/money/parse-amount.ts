import { InvalidAmountError } from './invalid-amount-error';
import { fractionDigits } from './subunits';

export interface ParseAmountOptions {
  /** The decimal mark the player's locale uses; the other mark (and spaces) may group thousands. */
  readonly decimalSeparator?: '.' | ',';
}

const PLAIN_OR_GROUPED = /^(?:\d+|\d{1,3}(?: \d{3})+)$/;

/**
 * Reads a player-typed amount ("10", "10.5", "1 234,50") into integer minor units for a currency with
 * `subunits`, exactly: string digits only, never a float. Refuses empty text, signs, junk, misplaced
 * group marks, more fraction digits than the currency has, and values beyond a safe integer.
 */
export function parseAmount(text: string, subunits: number, options: ParseAmountOptions = {}): number {
  const digits = fractionDigits(subunits);
  const mark = options.decimalSeparator ?? '.';
  const group = mark === '.' ? ',' : '.';
  const t = text.trim().replace(/[\s\u00a0\u202f]/g, ' ');
  if (t === '') throw new InvalidAmountError('empty', text);
  if (/^[-\u2212]/.test(t)) throw new InvalidAmountError('negative', text);
  const [intPart = '', frac, ...rest] = t.split(mark);
  // Group marks (the non-decimal mark or a space) must sit between 3-digit groups.
  if (rest.length > 0 || !PLAIN_OR_GROUPED.test(intPart.split(group).join(' '))) {
    throw new InvalidAmountError('not_a_number', text);
  }
  if (frac !== undefined && !/^\d+$/.test(frac)) throw new InvalidAmountError('not_a_number', text);
  if ((frac ?? '').length > digits) throw new InvalidAmountError('too_many_decimals', text);
  const minor = BigInt(intPart.replace(/\D/g, '') + (frac ?? '').padEnd(digits, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidAmountError('too_large', text);
  return Number(minor);
}
