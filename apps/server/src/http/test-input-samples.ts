import type { z } from 'zod';

/**
 * Input samples built from the contract's zod schemas, for the sweep that sends a NUL character through every
 * route's free-text fields (nul-input.test.ts). A free-text field is a string leaf whose own schema accepts a NUL
 * character (a regex, an enum or a format that refuses it already protects the database); every other leaf gets a
 * value its schema accepts, so the sample as a whole passes the schema and the NULs reach the handler.
 */

/** Values tried, in order, for a string leaf: the first its schema accepts is used (the demo player's e-mail first,
 * so calls that look a player up by e-mail find one). */
const STRING_CANDIDATES = [
  'demo@example.com',
  'EUR',
  'en',
  '1',
  'demo-password-123',
  'success',
  'day',
  'A1B2C3D4',
  '2026-11-21',
  '/promotions',
  'x',
];
const NUMBER_CANDIDATES = [1, 100, 1000, 0, 2];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  defaultValue?: unknown;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (s: z.ZodType, v: unknown) => s.safeParse(v).success;

/** A value the string schema accepts with a NUL in it, or null when it refuses every one (protected). */
function withNul(s: z.ZodType): string | null {
  for (const c of STRING_CANDIDATES)
    for (const v of [`${c}\u0000`, `\u0000${c}`, `${c.slice(0, 1)}\u0000${c.slice(1)}`])
      if (accepts(s, v)) return v;
  return null;
}

/**
 * A sample of `schema` with a NUL in every free-text leaf (`nul: true`) or none. Answers the sample and how many
 * leaves carry a NUL.
 */
export function sampleWithNul(schema: z.ZodType, nul = true): { value: unknown; nuls: number } {
  let nuls = 0;
  const walk = (s: z.ZodType, depth: number): unknown => {
    const d = defOf(s);
    if (depth > 6) return undefined;
    switch (d.type) {
      case 'string': {
        const v = nul ? withNul(s) : null;
        if (v !== null) {
          nuls++;
          return v;
        }
        return STRING_CANDIDATES.find((c) => accepts(s, c)) ?? 'x';
      }
      case 'number':
      case 'int':
        return NUMBER_CANDIDATES.find((n) => accepts(s, n)) ?? 1;
      case 'bigint':
        return 1;
      case 'boolean':
        return false;
      case 'literal':
        return d.values?.[0];
      case 'enum':
        return Object.values(d.entries ?? {})[0];
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(d.shape ?? {})) {
          const before = nuls;
          const x = walk(v, depth + 1);
          // An optional field no candidate satisfies is left out rather than failing the whole sample.
          if (!accepts(v, nul ? stripNul(x) : x) && accepts(v, undefined)) {
            nuls = before;
            continue;
          }
          if (x !== undefined) out[k] = x;
        }
        return out;
      }
      case 'array':
        return [walk(d.element!, depth + 1)];
      case 'tuple':
        return (d.items ?? []).map((i) => walk(i, depth + 1));
      case 'union': {
        // The first option whose sample the option itself accepts once its NULs are taken out.
        for (const o of d.options ?? []) {
          const before = nuls;
          const x = walk(o, depth + 1);
          if (accepts(o, nul ? stripNul(x) : x)) return x;
          nuls = before;
        }
        return walk(d.options![0]!, depth + 1);
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(d.innerType!, depth + 1);
      case 'pipe':
        return walk(d.in!, depth + 1);
      case 'lazy':
        return walk(d.getter!(), depth + 1);
      case 'intersection':
        return { ...(walk(d.left!, depth + 1) as object), ...(walk(d.right!, depth + 1) as object) };
      case 'record':
        return {};
      default:
        return undefined;
    }
  };
  const value = walk(schema, 0);
  return { value, nuls };
}

/** The same value with every NUL character taken out (to check a sample is otherwise valid). */
export function stripNul(v: unknown): unknown {
  if (typeof v === 'string') return v.replaceAll('\u0000', '');
  if (Array.isArray(v)) return v.map(stripNul);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stripNul(x)]));
  return v;
}

/** A sample as a query string (nested values as JSON, as a client would have to send them). */
export function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return new URLSearchParams(
    Object.entries(value).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
}
