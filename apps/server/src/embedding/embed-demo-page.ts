import {
  demoHead,
  demoLogScript,
  demoLogStyles,
  demoSendFormAndLog,
  demoSendScript,
} from './demo-page-parts';

/**
 * The demo host page (API.md "Embedding", demo mode only): the product in an iframe, every message both ways in
 * a log, a form to send any inbound message, and the handshake a host does: on the product's first page-loaded it
 * declares its listeners with iframe_integration (after the product listens, so nothing is lost), follows
 * page-size-changed with the frame's height and reports its viewport on scroll. `window.embedDemo` exposes the
 * log and `send` to end-to-end tests.
 */
export function embedDemoPage(framePath: string): string {
  return `${demoHead('Embedding demo')}
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; display: grid; gap: 16px; grid-template-columns: minmax(0, 3fr) minmax(280px, 1fr); }
  @media (max-width: 780px) { body { grid-template-columns: 1fr; } }
  iframe { width: 100%; min-height: 600px; border: 1px solid #8a94a0; border-radius: 8px; }
  h1 { grid-column: 1 / -1; font-size: 1.25rem; margin: 0; }
${demoLogStyles('70vh')}
</style>
</head>
<body>
<h1>Embedding demo: the sportsbook inside a host page</h1>
<main>
  <iframe id="product" title="Sportsbook" src="${encodeURI(framePath)}"></iframe>
</main>
<aside aria-labelledby="log-title">
${demoSendFormAndLog('Listeners the host declares', true)}
</aside>
<script>
(() => {
${demoLogScript('host')}
  const productOrigin = new URL(frame.src, location.href).origin;
  const send = (name, payload = {}) => {
    const message = { type: TAG + ':' + name, payload };
    record('out', message);
    frame.contentWindow.postMessage(message, productOrigin);
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== productOrigin || event.source !== frame.contentWindow) return;
    const message = event.data;
    if (!message || typeof message.type !== 'string' || !message.type.startsWith(TAG + ':')) return;
    record('in', message);
    const name = message.type.slice(TAG.length + 1);
    const payload = message.payload || {};
    if (name === 'page-loaded' && !integrated) {
      integrated = true;
      send('iframe_integration', { listeners: listeners() });
    }
    if (name === 'page-size-changed' && typeof payload.height === 'number')
      frame.style.height = Math.max(600, payload.height) + 'px';
  });
  let scrollTimer = 0;
  window.addEventListener('scroll', () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => {
      const rect = frame.getBoundingClientRect();
      send('viewport', { top: Math.max(0, -rect.top), height: innerHeight, offset_top: Math.max(0, rect.top) });
    }, 100);
  });
${demoSendScript('embedDemo')}
})();
</script>
</body>
</html>
`;
}
