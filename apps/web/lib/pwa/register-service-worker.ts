import { clickedLink } from '../app-mode/external-link';
import { SW_URL } from './sw-names';

/** How often a long-open page asks for a new worker when it becomes visible again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js once the page has loaded (SPEC.md PW2), so the worker and its offline page never compete with
 * the page's own first load. A new version that is waiting takes over at the next navigation (PW5): the worker
 * does it for a full navigation; the page's own link clicks, which Next turns into in-page navigations the worker
 * never sees, become full navigations while a version waits. The slip lives in session storage, so it is on the
 * next page as it was. `<html data-sw>` mirrors the state (registered, update-waiting) for tests and tools.
 */
export function registerServiceWorker(win: Window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const start = () => {
    container.register(SW_URL, { scope: '/', updateViaCache: 'none' }).then(
      (registration) => {
        const root = win.document.documentElement;
        root.dataset.sw = 'registered';
        const check = () => {
          // A first install waits for nothing: the page it installs from stays uncontrolled (PW2).
          if (registration.waiting && container.controller) {
            root.dataset.sw = 'update-waiting';
            takeOverAtNextNavigation(win);
          }
        };
        check();
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') check();
          });
        });
        let lastCheck = Date.now();
        win.document.addEventListener('visibilitychange', () => {
          if (win.document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
          lastCheck = Date.now();
          registration.update().catch(() => undefined);
        });
      },
      () => undefined,
    );
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

let armed = false;

function takeOverAtNextNavigation(win: Window): void {
  if (armed) return;
  armed = true;
  // Capture on the window: before the router's own click handling, which would keep the page.
  win.addEventListener(
    'click',
    (event) => {
      const link = clickedLink(event);
      if (!link || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href, win.location.href);
      if (url.origin !== win.location.origin) return;
      if (url.pathname === win.location.pathname && url.search === win.location.search && url.hash) return;
      event.preventDefault();
      event.stopPropagation();
      win.location.assign(url.href);
    },
    true,
  );
}
