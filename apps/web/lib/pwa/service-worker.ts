import { createHash } from 'node:crypto';
import { SHELL_CACHE_PREFIX, STATIC_CACHE, STATIC_CACHE_ENTRIES, SW_MESSAGE } from './sw-names';
import { swRouteOf } from './sw-route';

/** What the worker is told by the server that writes it (sw.js route). */
export interface SwConfig {
  /** Changes whenever the worker's code or its offline page changes: a new version installs. */
  readonly version: string;
  /** The offline page (one per version, precached at install). */
  readonly offlineUrl: string;
}

// The few service-worker types the DOM library lacks.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerRegistration {
  readonly waiting: { postMessage(message: unknown): void } | null;
  readonly navigationPreload?: { enable(): Promise<void> };
}
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: WorkerRegistration;
  readonly caches: CacheStorage;
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

/**
 * The service worker (SPEC.md PW1–PW6). Self-contained: `serviceWorkerScript` writes this function's source
 * into /sw.js and calls it with the worker's global scope, so it uses only its parameters and globals.
 *
 * - install: precaches this version's offline page and then waits, so an open page keeps the version it
 *   started with (no `skipWaiting` here, no `clients.claim`: a first visit is never taken over mid-load).
 * - a navigation: network only (navigation preload when the browser has it); the offline page when the
 *   network fails. Pages are never cached, so no page is ever shown stale or to another player (PW3, PW6).
 * - content-hashed build files: cache first, kept across versions, so a page of the previous version can still
 *   load its lazy chunks after the next one takes over (an open slip keeps working, PW5).
 * - anything else, API calls above all, is not the worker's: the browser fetches it as if there were none.
 * - a new version takes over at the next navigation (PW5): the old worker, seeing the navigation, tells the
 *   waiting one to skip waiting; the page's own link clicks become full navigations while one waits.
 */
export function serviceWorker(
  scope: WorkerScope,
  config: SwConfig,
  routeOf: typeof swRouteOf,
  names: { staticCache: string; shellPrefix: string; staticEntries: number; skip: string; version: string },
): void {
  const shellCache = names.shellPrefix + config.version;

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      scope.caches
        .open(shellCache)
        .then((cache) => cache.add(new Request(config.offlineUrl, { cache: 'reload' }))),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        if (scope.registration.navigationPreload) await scope.registration.navigationPreload.enable();
        for (const key of await scope.caches.keys())
          if (key.startsWith(names.shellPrefix) && key !== shellCache) await scope.caches.delete(key);
        const cache = await scope.caches.open(names.staticCache);
        const keys = await cache.keys();
        for (const old of keys.slice(0, Math.max(0, keys.length - names.staticEntries)))
          await cache.delete(old);
      })(),
    );
  });

  scope.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === names.skip) event.waitUntil(scope.skipWaiting());
    else if (type === names.version) event.ports[0]?.postMessage(config.version);
  });

  scope.addEventListener('fetch', (event) => {
    const route = routeOf(event.request, scope.location.origin);
    if (route === 'page') {
      // The page this navigation opens belongs to the waiting version, if there is one.
      scope.registration.waiting?.postMessage({ type: names.skip });
      event.respondWith(page(event));
    } else if (route === 'static') {
      event.respondWith(buildFile(event.request));
    } else if (event.request.mode === 'navigate' && event.request.method === 'GET') {
      // A navigation to the API (a payment's return address): the browser's own answer, asked for once (with
      // navigation preload on, leaving it would send the request twice). Never cached, no offline page.
      event.respondWith(event.preloadResponse.then((preloaded) => preloaded ?? scope.fetch(event.request)));
    }
  });

  async function page(event: FetchEvent): Promise<Response> {
    try {
      const preloaded = await event.preloadResponse;
      return preloaded ?? (await scope.fetch(event.request));
    } catch {
      const offline = await scope.caches.match(config.offlineUrl, { cacheName: shellCache });
      return offline ?? Response.error();
    }
  }

  async function buildFile(request: Request): Promise<Response> {
    const cache = await scope.caches.open(names.staticCache);
    const hit = await cache.match(request);
    if (hit) return hit;
    const response = await scope.fetch(request);
    // Only a complete, same-origin answer is kept (never an error, a partial or an opaque one).
    if (response.status === 200 && response.type === 'basic') void cache.put(request, response.clone());
    return response;
  }
}

/** The text of /sw.js: the worker's and the route's own sources, called with this deployment's settings. */
export function serviceWorkerScript(offlineUrl: string, offlinePage: string): string {
  const names = {
    staticCache: STATIC_CACHE,
    shellPrefix: SHELL_CACHE_PREFIX,
    staticEntries: STATIC_CACHE_ENTRIES,
    skip: SW_MESSAGE.skipWaiting,
    version: SW_MESSAGE.version,
  };
  const code = `(${serviceWorker.toString()})(self, CONFIG, ${swRouteOf.toString()}, ${JSON.stringify(names)});`;
  const version = createHash('sha256').update(code).update(offlineUrl).update(offlinePage).digest('hex');
  const config: SwConfig = { version: version.slice(0, 16), offlineUrl };
  return `'use strict';\nconst CONFIG = ${JSON.stringify(config)};\n${code}\n`;
}
