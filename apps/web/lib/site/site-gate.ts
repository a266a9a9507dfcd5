import type { OperatorConfig } from '@slipstream/contract/operator';

/**
 * What the proxy does with a page request before routing it (SPEC.md OP4, OP5): the blocked page for a
 * country of the operator's blocked list (the country header is set by the operator's proxy), then the group
 * lock. Pure, so the rules are unit-tested apart from Next.
 */
export type GateDecision =
  | { kind: 'pass' }
  | { kind: 'blocked'; country: string }
  | { kind: 'locked' }
  | { kind: 'redirect'; location: string };

/** The country header's value as an ISO code in capitals, or null when absent or malformed. */
export function countryOf(headerValue: string | null | undefined): string | null {
  const v = headerValue?.trim().toUpperCase();
  return v && /^[A-Z]{2}$/.test(v) ? v : null;
}

export function geoDecision(operator: OperatorConfig, headerValue: string | null | undefined): GateDecision {
  const country = countryOf(headerValue);
  return country && operator.geo.blocked_countries.includes(country)
    ? { kind: 'blocked', country }
    : { kind: 'pass' };
}

/**
 * §2 "if the user-group checker is on, logged-out users, or logged-in users outside the required group, are
 * sent to the platform front-end origin": `statuses` is the signed-in player's groups (playerGroupsOf), null
 * for a visitor. Without a platform origin the locked page shows instead.
 */
export function groupLockDecision(
  operator: OperatorConfig,
  statuses: readonly string[] | null,
): GateDecision {
  const lock = operator.group_lock;
  if (!lock.enabled || !lock.required_group) return { kind: 'pass' };
  if (statuses?.includes(lock.required_group)) return { kind: 'pass' };
  return lock.platform_origin
    ? { kind: 'redirect', location: `${lock.platform_origin}/` }
    : { kind: 'locked' };
}

/**
 * The groups a signed-in player belongs to for the group lock, from GET /api/platform/player: the profile's
 * statuses and the name of the current status group (the same rule as the deposit reminder and quick deposit).
 */
export function playerGroupsOf(body: unknown): string[] {
  const p = (body ?? {}) as { statuses?: unknown; progress?: { statusGroups?: unknown } };
  const statuses = Array.isArray(p.statuses)
    ? p.statuses.filter((s): s is string => typeof s === 'string')
    : [];
  const groups = Array.isArray(p.progress?.statusGroups) ? (p.progress.statusGroups as unknown[]) : [];
  const current = groups.find(
    (g): g is { name: string } =>
      typeof g === 'object' &&
      g !== null &&
      (g as { status?: unknown }).status === 'current' &&
      typeof (g as { name?: unknown }).name === 'string',
  );
  return current ? [...statuses, current.name] : statuses;
}

/** Fallback pages' languages (account-and-surroundings §2 "Fallback pages"); anything else is en. */
export const ERROR_PAGE_LANGUAGES = [
  'en',
  'de',
  'el',
  'en-AU',
  'en-CA',
  'en-IE',
  'en-NZ',
  'es',
  'et',
  'fi',
  'fr-CA',
  'hu',
  'it',
  'ja',
  'no',
  'pl',
  'pt',
  'sl',
  'cs',
  'sk',
  'da',
] as const;

/**
 * The language of an error page (OP6): the locale the URL path names (its locale segment, or the first
 * configured locale when the path has none, as the router resolved it) if it is an error-page language, else en.
 * The alias nb is shown as no.
 */
export function errorPageLanguage(routedLocale: string): string {
  const wanted = routedLocale.toLowerCase() === 'nb' ? 'no' : routedLocale.toLowerCase();
  return ERROR_PAGE_LANGUAGES.find((l) => l.toLowerCase() === wanted) ?? 'en';
}
