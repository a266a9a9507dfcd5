import { HOST_LISTENABLE, HOST_MESSAGE_TAG, INBOUND_HOST_MESSAGES } from '@slipstream/contract';

/** Example payloads a person can edit before sending (the host-message table of docs/EMBEDDING.md). */
export const HOST_MESSAGE_EXAMPLES: Record<string, unknown> = {
  iframe_integration: { listeners: [...HOST_LISTENABLE] },
  viewport: { top: 0, height: 800, offset_top: 120 },
  odds_changed: { odds_type: 'american' },
  page_changed: { path: '/live' },
  search_modal: { open: true },
  open_bet_slip: {},
  apply_bet_code: { code: 'A0000000' },
  change_locale: { locale: 'de' },
  change_currency: { currency: 'USDT' },
  consent: { answer: 'accepted' },
};

const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The demo host page (API.md "Embedding", demo mode only): the product in an iframe, every message both ways in
 * a log, a form to send any inbound message, and the handshake a host does: on the product's first page-loaded it
 * declares its listeners with iframe_integration (after the product listens, so nothing is lost), follows
 * page-size-changed with the frame's height and reports its viewport on scroll. `window.embedDemo` exposes the
 * log and `send` to end-to-end tests.
 */
export function embedDemoPage(framePath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Embedding demo</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; display: grid; gap: 16px; grid-template-columns: minmax(0, 3fr) minmax(280px, 1fr); }
  @media (max-width: 780px) { body { grid-template-columns: 1fr; } }
  iframe { width: 100%; min-height: 600px; border: 1px solid #8a94a0; border-radius: 8px; }
  h1 { grid-column: 1 / -1; font-size: 1.25rem; margin: 0; }
  form { display: grid; gap: 8px; margin-bottom: 12px; }
  textarea { font-family: ui-monospace, monospace; min-height: 4em; }
  ol { font-family: ui-monospace, monospace; font-size: 12px; padding-left: 1.5em; max-height: 70vh; overflow: auto; }
  li { overflow-wrap: anywhere; margin-bottom: 4px; }
  .in { color: #1a7f37; } .out { color: #0b62c4; }
  @media (prefers-color-scheme: dark) { .in { color: #5fd38a; } .out { color: #79b8ff; } }
</style>
</head>
<body>
<h1>Embedding demo: the sportsbook inside a host page</h1>
<main>
  <iframe id="product" title="Sportsbook" src="${encodeURI(framePath)}"></iframe>
</main>
<aside aria-labelledby="log-title">
  <form id="send-form">
    <fieldset>
      <legend>Listeners the host declares</legend>
      ${HOST_LISTENABLE.map((l) => `<label><input type="checkbox" name="listener" value="${l}" checked> ${l}</label>`).join('\n      ')}
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
  const frame = document.getElementById('product');
  const productOrigin = new URL(frame.src, location.href).origin;
  const logList = document.getElementById('log');
  const log = [];
  let integrated = false;
  const record = (direction, message) => {
    log.push({ direction, message, at: Math.round(performance.now()) });
    const item = document.createElement('li');
    item.className = direction;
    item.textContent = (direction === 'out' ? 'host → product ' : 'product → host ') + JSON.stringify(message);
    logList.append(item);
  };
  const listeners = () => [...document.querySelectorAll('input[name=listener]:checked')].map((i) => i.value);
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
  window.embedDemo = { log, send, get integrated() { return integrated; } };
})();
</script>
</body>
</html>
`;
}
