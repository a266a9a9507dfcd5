import { z } from 'zod';

/**
 * Query-string building blocks. Fastify hands over strings (or arrays for repeated keys); values
 * containing commas are lists (betting-core §2), so `id=1,2&id=3` is [1, 2, 3]. Every value is checked
 * strictly: junk never reaches the handlers.
 */
const splitList = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const nonEmpty = parts.filter((p) => p !== '');
  return nonEmpty.length ? nonEmpty : undefined;
};

const single = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : value;
  return value === '' ? undefined : value;
};

/** A non-negative integer written in decimal digits (ids, pages). */
export const intParam = z
  .string()
  .regex(/^\d{1,15}$/, 'Expected a whole number')
  .transform(Number);

export const qInt = (min: number, max: number) =>
  z.preprocess(single, intParam.pipe(z.number().int().min(min).max(max)));

export const qIntList = z.preprocess(splitList, z.array(intParam).max(500));

export const qEnumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(splitList, z.array(z.enum(values)).max(50));

export const qStringList = z.preprocess(
  splitList,
  z
    .array(
      z
        .string()
        .min(1)
        .max(64)
        .regex(/^[a-z0-9_\-:]+$/i, 'Expected a key'),
    )
    .max(50),
);

export const qBool = z.preprocess(
  single,
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
);

export const qDateTime = z.preprocess(
  single,
  z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
);

export const qDate = z.preprocess(
  single,
  z.iso.date().transform((v) => Date.parse(`${v}T00:00:00Z`)),
);

export const qString = (min: number, max: number) =>
  z.preprocess(single, z.string().trim().min(min).max(max));

/** The locale may be sent as a query key by some clients; it is accepted and ignored (Accept-Language wins). */
export const localeParam = z.preprocess(single, z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)).optional();

/** Path ids: digits only, bounded so they fit an int8 column. */
export const idPathParam = z.strictObject({
  id: intParam.pipe(z.number().int().max(Number.MAX_SAFE_INTEGER)),
});
