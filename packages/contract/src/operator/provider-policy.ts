/**
 * Which odds providers a visitor sees per sport type (betting-core §3 "a match or match-status push is
 * delivered only if the provider for that sport type is allowed by feature flags and a cookie"; SPEC.md OP3).
 * Pure and zod-free, so the web app's client code can use it without the schema.
 */

/** The cookie a visitor (or the operator's tooling) sets to narrow the providers: JSON {sport type: [providers]}. */
export const SPORT_TYPE_PROVIDERS_COOKIE = 'sport_type_providers';

export type SportTypeProviders = Readonly<Partial<Record<string, readonly string[]>>>;

export interface ProviderPolicy {
  /** Whether a match of this sport type from this provider is listed and pushed. */
  allows(sportType: string, provider: string): boolean;
  /** '' for the operator's own list; otherwise a stable key of the narrowed list (answer caches vary by it). */
  readonly key: string;
}

/**
 * The operator's providers per sport type, narrowed by the cookie when `custom_sport_type_providers` is on.
 * The cookie can only take providers away, never add one the operator did not allow; a malformed cookie is
 * ignored.
 */
export function providerPolicy(
  operator: SportTypeProviders,
  customAllowed: boolean,
  cookieValue: string | undefined,
): ProviderPolicy {
  const narrowed = customAllowed ? parseCookie(cookieValue) : null;
  const allowed = new Map<string, Set<string>>();
  for (const [type, list] of Object.entries(operator)) {
    const own = new Set(list ?? []);
    const wanted = narrowed?.[type];
    allowed.set(type, wanted ? new Set(wanted.filter((p) => own.has(p))) : own);
  }
  const key = narrowed
    ? [...allowed.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([t, s]) => `${t}=${[...s].sort().join('+')}`)
        .join(';')
    : '';
  return {
    key,
    allows: (sportType, provider) => allowed.get(sportType)?.has(provider) ?? false,
  };
}

function parseCookie(value: string | undefined): Record<string, string[]> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const out: Record<string, string[]> = {};
    for (const [type, list] of Object.entries(parsed)) {
      if (Array.isArray(list) && list.every((p) => typeof p === 'string')) out[type] = list as string[];
    }
    return out;
  } catch {
    return null;
  }
}
