import type { FastifyRequest } from 'fastify';
import type { OperatorConfig } from '@slipstream/contract/operator';
import {
  providerPolicy,
  SPORT_TYPE_PROVIDERS_COOKIE,
  type ProviderPolicy,
} from '@slipstream/contract/provider-policy';

export type ProviderPolicyOf = (request: FastifyRequest) => ProviderPolicy;

/** The providers a request may see (SPEC.md OP3): the operator's list, narrowed by the cookie when the flag allows. */
export function requestProviderPolicy(operator: OperatorConfig): ProviderPolicyOf {
  const base = providerPolicy(operator.providers.sport_type_providers, false, undefined);
  if (!operator.features.custom_sport_type_providers) return () => base;
  return (request) => {
    const value = cookieValue(request.headers.cookie, SPORT_TYPE_PROVIDERS_COOKIE);
    return value ? providerPolicy(operator.providers.sport_type_providers, true, value) : base;
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
