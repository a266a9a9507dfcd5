import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../site/site-config';
import { appIconSvg } from './app-icons';
import { brandColours } from './brand-colours';
import { offlineLocale, offlinePageHtml } from './offline-page';
import { shortNameOf } from './pwa-site';
import { serviceWorkerScript } from './service-worker';
import { webManifest } from './web-manifest';

const colours = brandColours(DEFAULT_OPERATOR_CONFIG);
const texts = [
  { lang: 'en', dir: 'ltr', title: 'No connection', description: 'Offline <b>', retry: 'Try again' },
  { lang: 'ar', dir: 'rtl', title: 'لا يوجد اتصال', description: '…', retry: 'حاول' },
] as const;
const page = () => offlinePageHtml({ brand: 'Bet & Co', texts, colours, themeBootScript: '/*theme*/' });

describe('installable app', () => {
  it('[PW1] the manifest: brand names, standalone from the root, the operator’s colours, 192/512 and a maskable icon', () => {
    const m = webManifest({ brand: 'Slipstream Bet', shortName: 'Slipstream', lang: 'en', colours });
    expect(m).toMatchObject({
      name: 'Slipstream Bet',
      short_name: 'Slipstream',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colours.dark.bg,
      background_color: colours.dark.bg,
    });
    expect(m.icons).toEqual([
      { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('[PW1] a long brand gets a home-screen label of whole words within 12 characters', () => {
    expect(shortNameOf('Slipstream')).toBe('Slipstream');
    expect(shortNameOf('Royal Sports Betting Club')).toBe('Royal Sports');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra');
  });

  it('[PW1] a maskable icon is full-bleed with the mark inside the safe zone; a plain one is rounded', () => {
    const maskable = appIconSvg(512, true, colours.dark);
    expect(maskable).toContain(`<rect width="24" height="24" fill="${colours.dark.bg}"/>`);
    expect(maskable).toContain('scale(0.6)');
    expect(appIconSvg(192, false, colours.dark)).toContain('rx="5"');
  });
});

describe('offline page', () => {
  it('[PW4] picks the failed address’s locale, else the chosen one (cookie), else the default', () => {
    const locales = ['en', 'de', 'pt-BR'];
    expect(offlineLocale('/de/live', '', locales)).toBe('de');
    expect(offlineLocale('/pt-br', '', locales)).toBe('pt-BR');
    expect(offlineLocale('/live', 'slipstream_locale=de', locales)).toBe('de');
    expect(offlineLocale('/live', 'a=1; slipstream_locale=fr', locales)).toBe('en');
    expect(offlineLocale('/', '', locales)).toBe('en');
  });

  it('[PW4] every configured locale’s texts, escaped; it reloads by itself when the network is back', () => {
    const html = page();
    expect(html).toContain('<title>No connection | Bet &#38; Co</title>');
    expect(html).toContain('Offline &#60;b&#62;');
    expect(html).toContain('لا يوجد اتصال');
    expect(html).toContain("addEventListener('online', back)");
    expect(html).toContain('location.reload()');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
});

describe('service worker script', () => {
  /** Runs /sw.js against a recording stand-in for the worker's global scope. */
  function run(script: string) {
    const listeners: Record<string, (event: unknown) => void> = {};
    const scope = {
      location: { origin: 'https://bet.example' },
      registration: { waiting: null },
      addEventListener: (type: string, f: (event: unknown) => void) => (listeners[type] = f),
    };
    new Function('self', script)(scope);
    return listeners;
  }

  it('[PW2] is self-contained: it runs on its own and listens for install, activate, fetch and message', () => {
    const script = serviceWorkerScript('/offline.html', page());
    expect(Object.keys(run(script)).sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });

  it('[PW2] [PW3] leaves API calls to the browser and takes navigations and build files', () => {
    const fetch = run(serviceWorkerScript('/offline.html', page())).fetch!;
    const handled = (url: string, mode: string, method = 'GET') => {
      let responded = false;
      fetch({
        preloadResponse: Promise.resolve(undefined),
        request: { url, method, mode },
        respondWith: (answer: Promise<unknown>) => {
          responded = true;
          // The stand-in scope has no network or caches: only whether the worker answers counts here.
          answer.catch(() => undefined);
        },
      });
      return responded;
    };
    expect(handled('https://bet.example/api/platform/player/accounts', 'cors')).toBe(false);
    expect(handled('https://bet.example/api/sportsbook/v1/matches', 'cors')).toBe(false);
    expect(handled('https://bet.example/_next/static/chunks/a.js', 'no-cors')).toBe(true);
    expect(handled('https://bet.example/live', 'navigate')).toBe(true);
    // A navigation to the API takes the browser's own (preloaded) answer; a form's POST is left alone.
    expect(handled('https://bet.example/api/platform/payments/return', 'navigate')).toBe(true);
    expect(handled('https://bet.example/api/platform/payments/demo', 'navigate', 'POST')).toBe(false);
    expect(handled('https://bet.example/live', 'navigate', 'POST')).toBe(false);
  });

  it('[PW5] a new version exactly when the worker or its offline page changes', () => {
    const version = (s: string) => /"version":"([0-9a-f]+)"/.exec(s)?.[1];
    const a = serviceWorkerScript('/offline.html', page());
    expect(version(serviceWorkerScript('/offline.html', page()))).toBe(version(a));
    expect(version(serviceWorkerScript('/offline.html', `${page()} `))).not.toBe(version(a));
  });
});
