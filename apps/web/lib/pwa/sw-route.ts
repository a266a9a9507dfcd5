/**
 * What the service worker does with one request (SPEC.md PW2, PW3): `static` for this origin's content-hashed
 * build files (cache first: a hashed name never changes content), `page` for a navigation (network only, the
 * offline page when the network fails), `pass` for everything else, which the worker never touches: API
 * answers (odds, balances, bets), push, RSC payloads, other origins.
 *
 * Self-contained on purpose: the service worker script embeds this function's source (service-worker.ts), so it
 * may use its parameters and globals only.
 */
export function swRouteOf(
  request: { readonly url: string; readonly method: string; readonly mode: string },
  origin: string,
): 'static' | 'page' | 'pass' {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path.startsWith('/_next/static/') && !path.includes('/..') && url.search === '') return 'static';
  if (request.mode !== 'navigate') return 'pass';
  // Navigations to the API or to the worker's own files are not pages.
  if (/^\/(?:api|connection|healthz|readyz|metrics)(?:\/|$)/.test(path)) return 'pass';
  return 'page';
}
