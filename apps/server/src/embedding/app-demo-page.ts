import { HOST_LISTENABLE, HOST_MESSAGE_TAG, INBOUND_HOST_MESSAGES } from '@slipstream/contract';
import { HOST_MESSAGE_EXAMPLES } from './embed-demo-page';

/** The three native bridges a web view may offer (API.md "Mobile app"), as the demo imitates them. */
const BRIDGES = {
  'react-native': 'React Native (window.ReactNativeWebView, JSON strings)',
  webkit: 'iOS WKWebView (webkit.messageHandlers.slipstream, objects)',
  android: 'Android WebView (window.SlipstreamAndroid, JSON strings)',
} as const;
export type DemoBridge = keyof typeof BRIDGES;
export const DEMO_BRIDGES = Object.keys(BRIDGES) as DemoBridge[];

const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The demo app shell (API.md "Mobile app", demo mode only): the site in app mode (`?app=ios|android`) in a
 * phone-sized frame, with a stand-in for the app's native bridge put into the frame's window, and every message
 * both ways in a log, so an app developer sees the contract. Product → app: what the page hands the bridge.
 * App → product: `message` events dispatched on the page's own window, as a web view's injected script does. Like
 * an app, it declares its listeners (iframe_integration) on the first page-loaded, and it opens the links the
 * page hands it (open-external-link) in a new tab. `window.appDemo` exposes the log and `send` to tests.
 */
export function appDemoPage(path: string, bridge: DemoBridge): string {
  const platform = bridge === 'android' ? 'android' : 'ios';
  const url = new URL(path, 'http://x');
  url.searchParams.set('app', platform);
  const framePath = `${url.pathname}${url.search}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>App shell demo</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; display: grid; gap: 16px; grid-template-columns: auto minmax(280px, 1fr); align-items: start; }
  @media (max-width: 780px) { body { grid-template-columns: 1fr; } }
  h1 { grid-column: 1 / -1; font-size: 1.25rem; margin: 0; }
  .phone { width: 390px; max-width: calc(100vw - 32px); height: 844px; max-height: 85vh; border: 12px solid #1c2128; border-radius: 44px; overflow: hidden; box-shadow: 0 8px 32px rgba(0, 0, 0, 0.35); background: #000; }
  .phone iframe { width: 100%; height: 100%; border: 0; display: block; }
  form { display: grid; gap: 8px; margin-bottom: 12px; }
  textarea { font-family: ui-monospace, monospace; min-height: 4em; }
  ol { font-family: ui-monospace, monospace; font-size: 12px; padding-left: 1.5em; max-height: 60vh; overflow: auto; }
  li { overflow-wrap: anywhere; margin-bottom: 4px; }
  .in { color: #1a7f37; } .out { color: #0b62c4; }
  @media (prefers-color-scheme: dark) { .in { color: #5fd38a; } .out { color: #79b8ff; } }
</style>
</head>
<body>
<h1>App shell demo: the sportsbook in a native app's web view</h1>
<main class="phone">
  <iframe id="product" title="Sportsbook in the app" src="${encodeURI(framePath)}"></iframe>
</main>
<aside aria-labelledby="log-title">
  <form id="bridge-form" method="get">
    <label for="bridge">Native bridge</label>
    <select id="bridge" name="bridge">${DEMO_BRIDGES.map((b) => `<option value="${b}"${b === bridge ? ' selected' : ''}>${BRIDGES[b]}</option>`).join('')}</select>
    <input type="hidden" name="path" value="${encodeURI(path)}">
    <button type="submit">Reload with this bridge</button>
  </form>
  <form id="send-form">
    <fieldset>
      <legend>What the app handles itself</legend>
      ${HOST_LISTENABLE.map((l) => `<label><input type="checkbox" name="listener" value="${l}"> ${l}</label>`).join('\n      ')}
    </fieldset>
    <label for="send-type">Message to the product</label>
    <select id="send-type">${INBOUND_HOST_MESSAGES.map((t) => `<option value="${t}">${t}</option>`).join('')}</select>
    <label for="send-payload">Payload (JSON)</label>
    <textarea id="send-payload"></textarea>
    <button type="submit">Send</button>
  </form>
  <h2 id="log-title">Messages</h2>
  <ol id="log" aria-live="polite" tabindex="0" aria-labelledby="log-title"></ol>
</aside>
<script>
(() => {
  const TAG = ${escapeJson(HOST_MESSAGE_TAG)};
  const EXAMPLES = ${escapeJson(HOST_MESSAGE_EXAMPLES)};
  const BRIDGE = ${escapeJson(bridge)};
  const frame = document.getElementById('product');
  const logList = document.getElementById('log');
  const log = [];
  let integrated = false;
  const record = (direction, message) => {
    log.push({ direction, message, at: Math.round(performance.now()) });
    const item = document.createElement('li');
    item.className = direction;
    item.textContent = (direction === 'out' ? 'app → product ' : 'product → app ') + JSON.stringify(message);
    logList.append(item);
  };
  const listeners = () => [...document.querySelectorAll('input[name=listener]:checked')].map((i) => i.value);
  // What a web view's injected script does: a message event on the page's own window.
  const send = (name, payload = {}) => {
    const message = { type: TAG + ':' + name, payload };
    record('out', message);
    const w = frame.contentWindow;
    const data = BRIDGE === 'webkit' ? message : JSON.stringify(message);
    w.dispatchEvent(new w.MessageEvent('message', { data }));
  };
  const received = (raw) => {
    let message = raw;
    if (typeof raw === 'string') { try { message = JSON.parse(raw); } catch { return; } }
    if (!message || typeof message.type !== 'string' || !message.type.startsWith(TAG + ':')) return;
    record('in', message);
    const name = message.type.slice(TAG.length + 1);
    if (name === 'page-loaded' && !integrated) {
      integrated = true;
      send('iframe_integration', { listeners: listeners() });
    }
    if (name === 'open-external-link' && message.payload && typeof message.payload.url === 'string')
      window.open(message.payload.url, '_blank', 'noopener');
  };
  const poster = { postMessage: received };
  // The app's bridge in the page's window, put there again for every page the frame loads (before the page's
  // scripts look for it: they do at their first message, after hydration).
  const inject = () => {
    const w = frame.contentWindow;
    try {
      if (w && w.location.origin === location.origin && !w.__appDemoBridge) {
        w.__appDemoBridge = true;
        if (BRIDGE === 'react-native') w.ReactNativeWebView = poster;
        else if (BRIDGE === 'webkit') w.webkit = { messageHandlers: { slipstream: poster } };
        else w.SlipstreamAndroid = poster;
      }
    } catch {
      // Between documents the frame's window is not reachable for a moment.
    }
    requestAnimationFrame(inject);
  };
  inject();
  const typeSelect = document.getElementById('send-type');
  const payloadInput = document.getElementById('send-payload');
  const fill = () => { payloadInput.value = JSON.stringify(EXAMPLES[typeSelect.value] || {}); };
  typeSelect.addEventListener('change', fill);
  fill();
  document.getElementById('send-form').addEventListener('submit', (event) => {
    event.preventDefault();
    let payload;
    try { payload = JSON.parse(payloadInput.value || '{}'); } catch { payloadInput.setCustomValidity('Not JSON'); payloadInput.reportValidity(); return; }
    payloadInput.setCustomValidity('');
    send(typeSelect.value, typeSelect.value === 'iframe_integration' ? { listeners: listeners(), ...payload } : payload);
  });
  window.appDemo = { log, send, get integrated() { return integrated; } };
})();
</script>
</body>
</html>
`;
}
