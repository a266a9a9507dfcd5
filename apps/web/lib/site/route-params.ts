/** Next passes params and search params as promises (App Router, Next 15+). */
export type LocaleParams = Promise<{ locale: string }>;
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One value of a query parameter; lists (comma-separated, betting-core §2) are read by `listParam`. */
export function oneParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function listParam(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function positiveInt(value: string | undefined, fallback: number, max = 10_000): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}
