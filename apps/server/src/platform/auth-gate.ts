import type { FastifyRequest } from 'fastify';
import type { OperatorConfig } from '@slipstream/contract/operator';
import { AppError } from '../http/app-error';

/** The visitor's country as the operator's proxy states it (OPERATOR_CONFIG geo.country_header), or null. */
export function requestCountry(request: FastifyRequest, operator: OperatorConfig): string | null {
  const raw = request.headers[operator.geo.country_header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

/**
 * Sign-in and sign-up as the operator allows them (account-and-surroundings §5, SPEC.md OP4): off for the whole
 * site (`auth.sign_in_enabled`/`sign_up_enabled`), or for visitors from a country of the site's blocked list
 * or of the action's own list.
 */
export function assertAuthAllowed(
  request: FastifyRequest,
  operator: OperatorConfig,
  action: 'sign_in' | 'sign_up',
): void {
  const enabled = action === 'sign_in' ? operator.auth.sign_in_enabled : operator.auth.sign_up_enabled;
  if (!enabled) throw new AppError(action === 'sign_in' ? 'sign_in_disabled' : 'sign_up_disabled');
  const country = requestCountry(request, operator);
  if (!country) return;
  const own =
    action === 'sign_in' ? operator.geo.sign_in_blocked_countries : operator.geo.sign_up_blocked_countries;
  if (operator.geo.blocked_countries.includes(country) || own.includes(country))
    throw new AppError('country_blocked', { country });
}
