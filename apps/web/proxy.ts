import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, routeLocale } from './lib/routing/locale-path';
import { preferredLocaleRedirect } from './lib/routing/preferred-locale';
import { siteConfigFromEnv } from './lib/site/site-config';

const site = siteConfigFromEnv(process.env);

/**
 * Locale prefixes (betting-core §2): the URL's leading locale segment (omitted for the first configured
 * locale unless locale-in-URL is on) becomes the app's [locale] segment; non-canonical forms redirect.
 * Tracking parameters are left for the client (account-and-surroundings §2).
 */
export function proxy(request: NextRequest): NextResponse {
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
  const url = request.nextUrl.clone();
  url.pathname = routing.internalPath;
  const headers = new Headers(request.headers);
  headers.set('x-slipstream-locale', routing.locale);
  headers.set('x-slipstream-path', request.nextUrl.pathname);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Everything but Next's assets, the API, push, health and files with an extension (icons).
  matcher: ['/((?!_next/|api/|connection/|healthz|.*\\.[a-z0-9]+$).*)'],
};
