import { OFFLINE_URL } from '../../lib/pwa/offline-page';
import { siteOfflinePage } from '../../lib/pwa/pwa-site';
import { serviceWorkerScript } from '../../lib/pwa/service-worker';

export const dynamic = 'force-dynamic';

let script: string | undefined;

/**
 * /sw.js (SPEC.md PW2–PW6): written from the worker's source and this deployment's offline page, so its bytes
 * (and version) change exactly when either does. `no-cache`: the browser asks for a new version at every check.
 */
export function GET(): Response {
  script ??= serviceWorkerScript(OFFLINE_URL, siteOfflinePage());
  return new Response(script, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
    },
  });
}
