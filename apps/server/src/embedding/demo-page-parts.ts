import { HOST_LISTENABLE, HOST_MESSAGE_TAG, INBOUND_HOST_MESSAGES } from '@slipstream/contract';

/**
 * What the two demo pages share (the embedding host page, embed-demo-page.ts, and the app shell, app-demo-page.ts):
 * the message log, the form that sends any inbound message with an editable example payload, and their styles.
 * Each page adds its frame, how a message travels (postMessage, or a native bridge) and what it answers.
 */

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

/** JSON for an inline script: `<` escaped so no value can close the script element. */
export const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head of a demo page up to its own styles. */
export const demoHead = (title: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>`;

/** The styles of the send form and the log; `logHeight` bounds the log's height. */
export const demoLogStyles = (
  logHeight: string,
): string => `  form { display: grid; gap: 8px; margin-bottom: 12px; }
  textarea { font-family: ui-monospace, monospace; min-height: 4em; }
  ol { font-family: ui-monospace, monospace; font-size: 12px; padding-left: 1.5em; max-height: ${logHeight}; overflow: auto; }
  li { overflow-wrap: anywhere; margin-bottom: 4px; }
  .in { color: #1a7f37; } .out { color: #0b62c4; }
  @media (prefers-color-scheme: dark) { .in { color: #5fd38a; } .out { color: #79b8ff; } }`;

/** The send form (listeners to declare, a message and its payload) and the log it writes to. */
export const demoSendFormAndLog = (
  legend: string,
  listenersChecked: boolean,
): string => `  <form id="send-form">
    <fieldset>
      <legend>${legend}</legend>
      ${HOST_LISTENABLE.map((l) => `<label><input type="checkbox" name="listener" value="${l}"${listenersChecked ? ' checked' : ''}> ${l}</label>`).join('\n      ')}
    </fieldset>
    <label for="send-type">Message to the product</label>
    <select id="send-type">${INBOUND_HOST_MESSAGES.map((t) => `<option value="${t}">${t}</option>`).join('')}</select>
    <label for="send-payload">Payload (JSON)</label>
    <textarea id="send-payload"></textarea>
    <button type="submit">Send</button>
  </form>
  <h2 id="log-title">Messages</h2>
  <ol id="log" aria-live="polite" tabindex="0" aria-labelledby="log-title"></ol>`;

/** The script's start: the tag, the examples, the log and `record` (`other` names the page's side), `listeners`. */
export const demoLogScript = (
  other: 'host' | 'app',
): string => `  const TAG = ${escapeJson(HOST_MESSAGE_TAG)};
  const EXAMPLES = ${escapeJson(HOST_MESSAGE_EXAMPLES)};
  const frame = document.getElementById('product');
  const logList = document.getElementById('log');
  const log = [];
  let integrated = false;
  const record = (direction, message) => {
    log.push({ direction, message, at: Math.round(performance.now()) });
    const item = document.createElement('li');
    item.className = direction;
    item.textContent = (direction === 'out' ? '${other} → product ' : 'product → ${other} ') + JSON.stringify(message);
    logList.append(item);
  };
  const listeners = () => [...document.querySelectorAll('input[name=listener]:checked')].map((i) => i.value);`;

/** The send form's behaviour (an example payload per message, sent with the page's `send`), and `window[name]`. */
export const demoSendScript = (
  exposeAs: string,
): string => `  const typeSelect = document.getElementById('send-type');
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
  window.${exposeAs} = { log, send, get integrated() { return integrated; } };`;
