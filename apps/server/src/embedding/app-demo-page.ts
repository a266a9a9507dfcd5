import {
  demoHead,
  demoLogScript,
  demoLogStyles,
  demoSendFormAndLog,
  demoSendScript,
  escapeJson,
} from './demo-page-parts';

/** The three native bridges a web view may offer (API.md "Mobile app"), as the demo imitates them. */
const BRIDGES = {
  'react-native': 'React Native (window.ReactNativeWebView, JSON strings)',
  webkit: 'iOS WKWebView (webkit.messageHandlers.slipstream, objects)',
  android: 'Android WebView (window.SlipstreamAndroid, JSON strings)',
} as const;
export type DemoBridge = keyof typeof BRIDGES;
export const DEMO_BRIDGES = Object.keys(BRIDGES) as DemoBridge[];

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
  return `${demoHead('App shell demo')}
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; display: grid; gap: 16px; grid-template-columns: auto minmax(280px, 1fr); align-items: start; }
  @media (max-width: 780px) { body { grid-template-columns: 1fr; } }
  h1 { grid-column: 1 / -1; font-size: 1.25rem; margin: 0; }
  .phone { width: 390px; max-width: calc(100vw - 32px); height: 844px; max-height: 85vh; border: 12px solid #1c2128; border-radius: 44px; overflow: hidden; box-shadow: 0 8px 32px rgba(0, 0, 0, 0.35); background: #000; }
  .phone iframe { width: 100%; height: 100%; border: 0; display: block; }
${demoLogStyles('60vh')}
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
${demoSendFormAndLog('What the app handles itself', false)}
</aside>
<script>
(() => {
${demoLogScript('app')}
  const BRIDGE = ${escapeJson(bridge)};
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
${demoSendScript('appDemo')}
})();
</script>
</body>
</html>
`;
}
