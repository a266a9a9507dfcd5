import { NextResponse, type NextRequest } from 'next/server';
import { APP_MODE_HEADER, APP_MODE_PARAM, appModeCookie, appPlatformOf } from './lib/app-mode/app-mode';
import { LOCALE_COOKIE, routeLocale } from './lib/routing/locale-path';
import { preferredLocaleRedirect } from './lib/routing/preferred-locale';
import { serverSiteConfig } from './lib/site/server-site-config';
import { geoDecision, groupLockDecision, playerGroupsOf, type GateDecision } from './lib/site/site-gate';

const site = serverSiteConfig();
const operator = site.operator;

/**
 * Locale prefixes (betting-core §2): the URL's leading locale segment (omitted for the first configured
 * locale unless locale-in-URL is on) becomes the app's [locale] segment; non-canonical forms redirect.
 * Before routing, the operator's gates (SPEC.md OP4, OP5): a blocked country (header set by the operator's
 * proxy) sees the blocked page, and the group lock sends visitors outside the group away.
 * Tracking parameters are left for the client (account-and-surroundings §2).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  return rememberAppMode(request, await route(request));
}

/**
 * App mode (API.md "Mobile app", SPEC.md MA1): `?app=ios|android` is remembered for the session in the
 * `slipstream_app` cookie, whatever the answer (a redirect too). The page that carried it learns it from the
 * header the rewrite hands on (`forwardAppMode`), since the cookie is not in its request yet.
 */
function rememberAppMode(request: NextRequest, response: NextResponse): NextResponse {
  const platform = appPlatformOf(request.nextUrl.searchParams.get(APP_MODE_PARAM));
  if (!platform) return response;
  const origin = site.origin ?? request.headers.get('x-slipstream-origin') ?? request.nextUrl.origin;
  response.headers.append('set-cookie', appModeCookie(platform, origin.startsWith('https:')));
  return response;
}

function forwardAppMode(request: NextRequest, headers: Headers): void {
  // Only the proxy says so: a header the browser sent is dropped.
  headers.delete(APP_MODE_HEADER);
  const platform = appPlatformOf(request.nextUrl.searchParams.get(APP_MODE_PARAM));
  if (platform) headers.set(APP_MODE_HEADER, platform);
}

async function route(request: NextRequest): Promise<NextResponse> {
  // LC3: a visit without a locale segment goes to the visitor's chosen language, else Accept-Language's.
  const preferred = preferredLocaleRedirect(
    request.nextUrl.pathname,
    request.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
    site,
  );
  if (preferred) {
    const url = request.nextUrl.clone();
    url.pathname = preferred;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('vary', 'accept-language, cookie');
    return response;
  }
  const routing = routeLocale(request.nextUrl.pathname, site);
  if (routing.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = routing.location;
    return NextResponse.redirect(url, 308);
  }
  const headers = new Headers(request.headers);
  headers.set('x-slipstream-locale', routing.locale);
  headers.set('x-slipstream-path', request.nextUrl.pathname);
  forwardAppMode(request, headers);
  const gate = await gateOf(request);
  if (gate.kind === 'redirect') return NextResponse.redirect(gate.location, 307);
  const url = request.nextUrl.clone();
  url.pathname = routing.internalPath;
  if (gate.kind === 'blocked') {
    headers.set('x-slipstream-country', gate.country);
    headers.set('x-slipstream-gate', 'blocked');
    url.pathname = `/${routing.locale}/blocked`;
    return NextResponse.rewrite(url, { request: { headers }, status: 403 });
  }
  if (gate.kind === 'locked') {
    headers.set('x-slipstream-gate', 'locked');
    url.pathname = `/${routing.locale}/locked`;
    return NextResponse.rewrite(url, { request: { headers }, status: 403 });
  }
  // The fallback pages answer their own status (SPEC.md OP6).
  const status = FALLBACK_STATUS[routing.internalPath.split('/')[2] ?? ''];
  return NextResponse.rewrite(url, { request: { headers }, ...(status ? { status } : {}) });
}

const FALLBACK_STATUS: Readonly<Record<string, number>> = {
  '404': 404,
  '500': 500,
  blocked: 403,
  locked: 403,
};

async function gateOf(request: NextRequest): Promise<GateDecision> {
  const geo = geoDecision(operator, request.headers.get(operator.geo.country_header));
  if (geo.kind !== 'pass' || !operator.group_lock.enabled) return geo;
  return groupLockDecision(operator, await playerStatuses(request));
}

/**
 * The signed-in player's groups (profile statuses and current status group, GET /api/platform/player with the
 * visitor's cookie), null for a visitor.
 */
async function playerStatuses(request: NextRequest): Promise<string[] | null> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return null;
  const base = process.env.SLIPSTREAM_INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  try {
    const res = await fetch(`${base}/api/platform/player`, { headers: { cookie }, cache: 'no-store' });
    if (!res.ok) return null;
    return playerGroupsOf(await res.json());
  } catch {
    return null;
  }
}

export const config = {
  // Everything but Next's assets, the API, push, health and files with an extension (icons).
  matcher: ['/((?!_next/|api/|connection/|healthz|.*\\.[a-z0-9]+$).*)'],
};
