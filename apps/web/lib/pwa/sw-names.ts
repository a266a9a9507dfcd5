/** The service worker's address (API.md "Mobile app"): at the root, so its scope is the whole site. */
export const SW_URL = '/sw.js';

/** Messages between the page (register-service-worker.ts) and the worker (service-worker.ts). */
export const SW_MESSAGE = {
  skipWaiting: 'slipstream:sw-skip-waiting',
  version: 'slipstream:sw-version',
} as const;

/** Cache names: build files are shared by every version (their names are content hashes). */
export const STATIC_CACHE = 'slipstream-static';
export const SHELL_CACHE_PREFIX = 'slipstream-shell-';
/** How many build files the static cache keeps (oldest first out): a few releases' worth. */
export const STATIC_CACHE_ENTRIES = 400;
