/** The offline page's texts in one locale. */
export interface OfflineTexts {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly description: string;
  readonly retry: string;
}

export interface OfflinePageInput {
  readonly brand: string;
  /** The configured locales' texts, the default locale's first. */
  readonly texts: readonly OfflineTexts[];
  readonly colours: {
    readonly dark: {
      readonly bg: string;
      readonly text: string;
      readonly accent: string;
      readonly accentText: string;
    };
    readonly light: {
      readonly bg: string;
      readonly text: string;
      readonly accent: string;
      readonly accentText: string;
    };
  };
  /** The theme boot script of the pages, so the player's chosen theme holds here too. */
  readonly themeBootScript: string;
}

/** The offline page's address: the service worker precaches it and answers it for a failed navigation. */
export const OFFLINE_URL = '/offline.html';
/** How often the offline page asks whether the network is back, besides the browser's `online` event. */
export const OFFLINE_PROBE_MS = 3000;

/**
 * The locale of the offline page (SPEC.md PW4): the failed address's first path segment when it is a configured
 * locale, else the player's chosen one (the `slipstream_locale` cookie), else the default. Self-contained: the
 * page's script embeds this function's source.
 */
export function offlineLocale(path: string, cookie: string, locales: readonly string[]): string {
  const known = (code: string | undefined): string | undefined =>
    code ? locales.find((l) => l.toLowerCase() === code.toLowerCase()) : undefined;
  const segment = known(path.split('/')[1]);
  if (segment) return segment;
  const chosen = /(?:^|;\s*)slipstream_locale=([^;]*)/.exec(cookie);
  return known(chosen ? decodeURIComponent(chosen[1] ?? '') : undefined) ?? locales[0] ?? 'en';
}

/**
 * The page a player sees when a navigation fails for want of a network (SPEC.md PW4): the brand, "you are
 * offline" in the player's language and a button to try again; it loads the address again by itself as soon as
 * the browser is back online or a probe of the address gets an answer. Self-contained (inline style and
 * script, no fonts or images), because nothing else can load while offline. No player data is in it (PW6).
 */
export function offlinePageHtml(input: OfflinePageInput): string {
  const first = input.texts[0];
  if (!first) throw new Error('the offline page needs the texts of at least one locale');
  const byLocale = Object.fromEntries(input.texts.map((t) => [t.lang, t]));
  const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
  const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const { dark, light } = input.colours;
  return `<!doctype html>
<html lang="${esc(first.lang)}" dir="${first.dir}" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(first.title)} | ${esc(input.brand)}</title>
<script>${input.themeBootScript}</script>
<style>
:root,[data-theme='dark']{--bg:${dark.bg};--text:${dark.text};--accent:${dark.accent};--accent-text:${dark.accentText};color-scheme:dark}
[data-theme='light']{--bg:${light.bg};--text:${light.text};--accent:${light.accent};--accent-text:${light.accentText};color-scheme:light}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;padding:24px;text-align:center}
h1{font-size:1.375rem;margin:16px 0 8px}
p{margin:0 0 24px}
button{font:inherit;font-weight:600;min-height:44px;padding:0 24px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);cursor:pointer}
button:focus-visible{outline:3px solid var(--text);outline-offset:2px}
</style>
</head>
<body>
<main data-testid="offline-page" aria-live="polite">
<svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 17c6 0 8-10 18-10-4 2-6 10-18 10z" fill="currentColor"/></svg>
<p data-brand>${esc(input.brand)}</p>
<h1 id="offline-title">${esc(first.title)}</h1>
<p id="offline-description">${esc(first.description)}</p>
<button type="button" id="offline-retry">${esc(first.retry)}</button>
</main>
<script>
(() => {
  const texts = ${json(byLocale)};
  const pick = ${offlineLocale.toString()};
  const t = texts[pick(location.pathname, document.cookie, ${json(input.texts.map((x) => x.lang))})];
  if (t) {
    document.documentElement.lang = t.lang;
    document.documentElement.dir = t.dir;
    document.title = t.title + ' | ' + ${json(input.brand)};
    document.getElementById('offline-title').textContent = t.title;
    document.getElementById('offline-description').textContent = t.description;
    document.getElementById('offline-retry').textContent = t.retry;
  }
  let leaving = false;
  const back = () => { if (!leaving) { leaving = true; location.reload(); } };
  document.getElementById('offline-retry').addEventListener('click', back);
  window.addEventListener('online', back);
  // Some networks come back without an online event: ask the address itself now and then.
  setInterval(() => {
    if (navigator.onLine === false) return;
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then((r) => { if (r.status < 500) back(); }, () => undefined);
  }, ${OFFLINE_PROBE_MS});
})();
</script>
</body>
</html>
`;
}
