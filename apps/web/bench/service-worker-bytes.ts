import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { AFTER_LOAD_MS, MOBILE_360 } from './js-within-load';

export interface ServiceWorkerBytes {
  /** What the browser downloads because of the worker on a first visit, as the server sends it. */
  files: { path: string; wireBytes: number; gzipBytes: number; encoding: string }[];
  /** The registration code in the surroundings chunk, minified and gzipped on its own. */
  registrationGzipBytes: number;
  totalBytes: number;
  /** What the worker had cached after load + 5 s (paths), which shows which requests it made. */
  cached: string[];
  active: boolean;
}

/** The ceiling: the service worker adds at most 10 KB to the first load. */
export const SW_FIRST_LOAD_BUDGET_BYTES = 10 * 1024;

/** One GET as a browser asks for it (gzip accepted): the bytes on the wire and their encoding. */
function wire(url: string): Promise<{ bytes: Buffer; encoding: string }> {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ bytes: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'none') }),
      );
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

/**
 * What the service worker adds to a first visit (SPEC.md PW2): a fresh 360 px phone opens home and waits load +
 * 5 s, as the JS budget does; the worker installs after the load event and precaches its offline page, and the
 * first page is not controlled, so the worker's script and the offline page are all it downloads (the cache's
 * contents afterwards confirm it). Their sizes are taken as the server sends them; the registration code that
 * ships in the surroundings chunk is measured on its own (esbuild, minified, gzipped).
 */
export async function serviceWorkerBytes(browser: Browser, baseUrl: string): Promise<ServiceWorkerBytes> {
  const context = await browser.newContext({ ...MOBILE_360, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const seen = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) cached.push(new URL(r.url).pathname);
    return { active: Boolean(registration?.active), cached };
  });
  await context.close();

  const files = [];
  for (const path of ['/sw.js', ...seen.cached]) {
    const { bytes, encoding } = await wire(`${baseUrl}${path}`);
    const raw = encoding === 'none' ? bytes : null;
    files.push({
      path,
      wireBytes: bytes.length,
      gzipBytes: raw ? gzipSync(raw).length : bytes.length,
      encoding,
    });
  }
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('../lib/pwa/register-service-worker.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const registrationGzipBytes = gzipSync(bundled.outputFiles[0]!.contents).length;
  const totalBytes = files.reduce((sum, f) => sum + f.wireBytes, 0) + registrationGzipBytes;
  return { files, registrationGzipBytes, totalBytes, cached: seen.cached, active: seen.active };
}
