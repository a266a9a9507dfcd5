import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a route: every script the HTML makes a modern browser load (module-capable
 * browsers skip `nomodule` polyfills), fetched and gzipped. Lazily imported chunks (the push client,
 * the preferences parser) are not first load and are not counted. The page is asked for as a browser asks
 * (Accept: text/html), so the hydration chunks the server defers to after the first paint
 * (apps/server/src/web/deferred-hydration.ts: `data-deferred-src`) count as they load.
 */
export async function firstLoadJs(baseUrl: string, path: string): Promise<{ bytes: number; files: number }> {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  const srcs = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\s(?:data-deferred-)?src="([^"]+)"/.exec(tag)?.[1];
    if (src) srcs.add(src);
  }
  let bytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { bytes, files: srcs.size };
}

/** The target for the home route. */
export const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;
/**
 * The ceiling CI enforces (e2e/tests/budget.e2e.ts) so the bundle cannot grow unnoticed. It was the target
 * itself until the account, favourites and bonus work landed together: each kept its code lazy, but three
 * pieces must run at load (the favourite star on every row, the account modals' URL handling that strips
 * e-mailed tokens before anything else runs, the slip's bonus state), and together they measured 174,896 B,
 * 0.5 % over the target. The ceiling is 172 KB until that is won back; the web bench still prints the
 * figure against the 170 KB target (docs/PERFORMANCE.md). Wave 3's bettor interface (phone slip bar, header
 * Deposit), mobile app (service-worker registration, app mode) and take-a-break notice each stayed under 172 KB
 * alone and measured 176,348 B together (220 B over); the ceiling is 173 KB until issue 36's first-visit work
 * (target 150 KB) takes it down.
 */
export const FIRST_LOAD_CI_CEILING_BYTES = 173 * 1024;
