import { siteManifestJson } from '../../lib/pwa/pwa-site';

// The operator's configuration is read at start, not at build.
export const dynamic = 'force-dynamic';

/** The web app manifest (SPEC.md PW1). */
export function GET(): Response {
  return new Response(siteManifestJson(), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
