import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeNumerals } from '../format/locale-numerals';

type Values = Record<string, string | number | Date>;

/** ICU element types (the parser's TYPE enum, kept as numbers so no parser code ships to the browser). */
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;

/** The names a message uses only as plain `{name}` arguments (never as a plural, select, number or date). */
function plainOnly(els: readonly MessageFormatElement[], plain: Set<string>, typed: Set<string>): void {
  for (const el of els) {
    if (el.type === ARGUMENT) plain.add(el.value);
    else if ('value' in el && typeof el.value === 'string' && el.type !== 0) typed.add(el.value);
    if (el.type === PLURAL || el.type === SELECT)
      for (const option of Object.values(el.options)) plainOnly(option.value, plain, typed);
  }
}

/**
 * A number given to a plain `{count}` argument is written by ICU as `String(value)`: Latin digits on /ar (the
 * vote count, a reminder's minutes). Such values are passed as text in the locale's digits instead (SPEC.md LC8),
 * the figure unchanged (no grouping, only the digits and decimal mark swapped, as `localeNumerals` does); a
 * name a plural or select also reads keeps its number.
 */
export function plainNumbersInLocaleDigits(
  els: readonly MessageFormatElement[],
  values: Values,
  locale: string,
): Values {
  if (!Object.values(values).some((v) => typeof v === 'number')) return values;
  const plain = new Set<string>();
  const typed = new Set<string>();
  plainOnly(els, plain, typed);
  const out: Values = { ...values };
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'number' && plain.has(name) && !typed.has(name))
      out[name] = localeNumerals(String(value), locale);
  return out;
}
