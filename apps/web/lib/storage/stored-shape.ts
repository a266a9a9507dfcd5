/**
 * Parsers for what the page reads back from browser storage (the slip, the preferences): a stale or tampered
 * value fails and is dropped, and what passes keeps only the known keys. The browser's own few shapes do not
 * need zod: even zod/mini brings zod's core (about 23 KB gzip) into the first seconds of every page, as the
 * bundler keeps its schema classes whole.
 */
const INVALID: unique symbol = Symbol('invalid');

export type Parser<T> = (value: unknown) => T | typeof INVALID;
export type Parsed<P> = P extends Parser<infer T> ? T : never;

/** A string of at most `maxLength` characters. */
export const text =
  (maxLength = Number.POSITIVE_INFINITY): Parser<string> =>
  (v) =>
    typeof v === 'string' && v.length <= maxLength ? v : INVALID;

export const flag: Parser<boolean> = (v) => (typeof v === 'boolean' ? v : INVALID);

/** A safe integer that passes `accept` (a bound: `(n) => n > 1000`). */
export const integer =
  (accept: (n: number) => boolean = () => true): Parser<number> =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && accept(v) ? v : INVALID;

/** One of the given values (a literal, an enumeration). */
export const oneOf =
  <const T extends string | number | boolean>(...values: readonly T[]): Parser<T> =>
  (v) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : INVALID;

export const nullable =
  <T>(parser: Parser<T>): Parser<T | null> =>
  (v) =>
    v === null ? null : parser(v);

export const list =
  <T>(item: Parser<T>, minLength: number, maxLength: number): Parser<T[]> =>
  (v) => {
    if (!Array.isArray(v) || v.length < minLength || v.length > maxLength) return INVALID;
    const out: T[] = [];
    for (const element of v) {
      const parsed = item(element);
      if (parsed === INVALID) return INVALID;
      out.push(parsed);
    }
    return out;
  };

/** An object with every key of the shape present and valid; other keys are left out of the result. */
export const shape =
  <S extends Record<string, Parser<unknown>>>(keys: S): Parser<{ [K in keyof S]: Parsed<S[K]> }> =>
  (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, parser] of Object.entries(keys)) {
      const parsed = parser(Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined);
      if (parsed === INVALID) return INVALID;
      out[key] = parsed;
    }
    return out as { [K in keyof S]: Parsed<S[K]> };
  };

export function safeParse<T>(
  parser: Parser<T>,
  value: unknown,
): { success: true; data: T } | { success: false } {
  const parsed = parser(value);
  return parsed === INVALID ? { success: false } : { success: true, data: parsed };
}
