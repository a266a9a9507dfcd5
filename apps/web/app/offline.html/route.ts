import { siteOfflinePage } from '../../lib/pwa/pwa-site';

export const dynamic = 'force-dynamic';

/** The offline page the service worker precaches (SPEC.md PW4); `no-cache` so the worker always gets this one. */
export function GET(): Response {
  return new Response(siteOfflinePage(), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
