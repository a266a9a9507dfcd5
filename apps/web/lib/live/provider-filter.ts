import {
  providerPolicy,
  SPORT_TYPE_PROVIDERS_COOKIE,
  type ProviderPolicy,
} from '@slipstream/contract/provider-policy';

/**
 * The providers this browser may see (SPEC.md OP3): the operator's list per sport type, narrowed by the
 * `sport_type_providers` cookie when the operator's `custom_sport_type_providers` flag is on. Read once per
 * page session, like the server reads it per request.
 */
export function browserProviderPolicy(
  sportTypeProviders: Readonly<Record<string, readonly string[]>>,
  customAllowed: boolean,
  cookieHeader: string | undefined = typeof document === 'undefined' ? undefined : document.cookie,
): ProviderPolicy {
  return providerPolicy(
    sportTypeProviders,
    customAllowed,
    customAllowed ? cookieOf(cookieHeader) : undefined,
  );
}

function cookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SPORT_TYPE_PROVIDERS_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}
