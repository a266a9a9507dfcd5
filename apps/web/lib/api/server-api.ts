import { cookies } from 'next/headers';
import type { z } from 'zod';
import { SPORT_TYPE_PROVIDERS_COOKIE } from '@slipstream/contract/provider-policy';
import { serverSiteConfig } from '../site/server-site-config';
import { localiseSportNames } from './sport-names';

/**
 * Server components read the API over HTTP on the same origin (docs/WEB.md "Serving"): the server tells Next
 * where through SLIPSTREAM_INTERNAL_API_URL. Every answer is parsed with the contract's schema, so a
 * page renders only well-formed data.
 */
export const SPORTSBOOK_BASE = '/api/sportsbook/v1';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`API ${status} for ${path}`);
    this.name = 'ApiRequestError';
  }
}

export function internalApiUrl(): string {
  return process.env.SLIPSTREAM_INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

/** Accept-Language for a locale (betting-core §7: br is sent as pt-BR). */
export function acceptLanguage(locale: string): string {
  return locale.toLowerCase() === 'br' ? 'pt-BR' : locale;
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export function toQueryString(query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  locale: string,
  query: Readonly<Record<string, QueryValue>> = {},
): Promise<z.infer<S>> {
  return request(path + toQueryString(query), schema, locale, { method: 'GET' });
}

export async function apiPost<S extends z.ZodType>(
  path: string,
  schema: S,
  locale: string,
  body: unknown,
): Promise<z.infer<S>> {
  return request(path, schema, locale, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * With `custom_sport_type_providers` on, the visitor's providers cookie goes with the page's API reads, so
 * server-rendered lists leave out the same providers as the API does for the browser (SPEC.md OP3).
 */
async function providerCookieHeader(): Promise<Record<string, string>> {
  if (!serverSiteConfig().customSportTypeProviders) return {};
  try {
    const value = (await cookies()).get(SPORT_TYPE_PROVIDERS_COOKIE)?.value;
    return value ? { cookie: `${SPORT_TYPE_PROVIDERS_COOKIE}=${encodeURIComponent(value)}` } : {};
  } catch {
    return {}; // outside a request (build time): the operator's own list
  }
}

async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  locale: string,
  init: RequestInit,
): Promise<z.infer<S>> {
  const url = `${internalApiUrl()}${SPORTSBOOK_BASE}${path}`;
  const res = await fetch(url, {
    ...init,
    cache: 'no-store',
    headers: {
      ...(init.headers as Record<string, string>),
      'accept-language': acceptLanguage(locale),
      ...(await providerCookieHeader()),
    },
  });
  if (!res.ok) throw new ApiRequestError(res.status, path);
  // Sport names in the page's language where the feed has none of its own (lib/api/sport-names.ts).
  return localiseSportNames(schema.parse(await res.json()), locale);
}
