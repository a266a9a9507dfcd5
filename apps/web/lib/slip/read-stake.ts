import { parseAmount } from '@slipstream/betting';
import { asciiNumerals } from '../format/locale-numerals';

/** The locale's decimal mark ("." or ","), read from Intl's formatting of a fixed number (no money involved). */
export function decimalMark(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/**
 * A stake as typed, read exactly by parse-amount, in the locale's decimal mark (HW1) and any of its digits. A number still being typed ("10." or ".5") is read as
 * what it will be, so the field does not complain mid-keystroke.
 */
export function readStake(text: string, subunits: number, mark: '.' | ','): number {
  // Arabic-Indic and Persian digits (and the Arabic marks) as typed on an Arabic or Persian keyboard (LC11).
  let t = asciiNumerals(text, mark).trim();
  if (t.endsWith(mark)) t = t.slice(0, -1);
  if (t.startsWith(mark)) t = `0${t}`;
  return parseAmount(t, subunits, { decimalSeparator: mark });
}
