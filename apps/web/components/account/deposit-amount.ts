import { decimalMark, readStake } from '../../lib/slip/read-stake';

/** The typed amount in minor units, or 0 when it is not a positive amount of the currency. */
export function readDepositAmount(text: string, subunits: number, locale: string): number {
  try {
    const value = readStake(text, subunits, decimalMark(locale));
    return value > 0 ? value : 0;
  } catch {
    return 0;
  }
}
