import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';

export interface JsTransfer {
  path: string;
  files: number;
  /** Bytes on the wire (the encoded response bodies), as the network events report them. */
  transferBytes: number;
  /** The same scripts gzipped here (level 6): comparable whatever the server's own compression. */
  gzipBytes: number;
  /** Raw size of the scripts. */
  rawBytes: number;
  loadMs: number;
}

/** The mobile profile of the web figures: a 360 px phone. */
export const MOBILE_360 = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** What a player's browser waits after `load` for the code that follows it (slip, push client, preferences). */
export const AFTER_LOAD_MS = 5000;

/**
 * Every JavaScript file a 360 px mobile browser requests from navigation to `load` + 5 s, measured with
 * Playwright's network events: unlike the HTML's script tags (first-load-js.ts), this counts what loads right
 * after hydration (lazy chunks, the push client, the bet slip), which the player downloads all the same.
 */
export async function jsWithinLoad(browser: Browser, baseUrl: string, path: string): Promise<JsTransfer> {
  const context = await browser.newContext(MOBILE_360);
  const page = await context.newPage();
  const scripts: Request[] = [];
  let counting = true;
  page.on('request', (request) => {
    if (counting && request.resourceType() === 'script') scripts.push(request);
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  const loadMs = Date.now() - started;
  await page.waitForTimeout(AFTER_LOAD_MS);
  counting = false;
  let transferBytes = 0;
  let gzipBytes = 0;
  let rawBytes = 0;
  let files = 0;
  for (const request of scripts) {
    const response = await request.response();
    if (!response) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    files++;
    transferBytes += (await request.sizes()).responseBodySize;
    gzipBytes += gzipSync(body).length;
    rawBytes += body.length;
  }
  await context.close();
  return { path, files, transferBytes, gzipBytes, rawBytes, loadMs };
}

/** The target: all JavaScript within load + 5 s on the home route. */
export const JS_WITHIN_LOAD_BUDGET_BYTES = 250 * 1024;
