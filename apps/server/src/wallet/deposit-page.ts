import type { DepositRow } from './deposits';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Formats minor units as a decimal string without floating point (e.g. 1050 / 100 → "10.50"). */
export function formatMinor(amount: number, subunits: number): string {
  const digits = String(subunits).length - 1;
  const whole = Math.trunc(amount / subunits);
  const frac = String(amount % subunits).padStart(digits, '0');
  return digits > 0 ? `${whole}.${frac}` : String(whole);
}

/**
 * The demo provider's deposit page: three buttons posting the result to the completion endpoint, which
 * redirects back to the product with the deposit redirect result. Plain HTML, no scripts.
 */
export function renderDepositPage(deposit: DepositRow, subunits: number, completeUrl: string): string {
  const amount = `${formatMinor(deposit.amount, subunits)} ${deposit.currency}`;
  const button = (result: string, label: string): string =>
    `<form method="post" action="${escapeHtml(completeUrl)}"><input type="hidden" name="result" value="${result}">` +
    `<button type="submit" data-result="${result}">${escapeHtml(label)}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>Demo deposit</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
form{display:inline-block;margin:.25rem}button{font-size:1rem;padding:.5rem 1rem}</style></head>
<body><main><h1>Demo payment provider</h1>
<p>Deposit of <strong>${escapeHtml(amount)}</strong>. Status: <span id="status">${escapeHtml(deposit.status)}</span>.</p>
<p>No real money moves: pick how the payment ends.</p>
${button('success', 'Pay (success)')}${button('error', 'Fail (error)')}${button('pending', 'Leave pending')}
</main></body></html>`;
}

/**
 * Where a deposit shown in a frame comes back to (return_path `/api/platform/payments/return`): a plain page
 * that says the payment has ended. The product's page that framed it reads `deposit_result` and `deposit_id`
 * from the frame's address (same origin) and shows the result itself.
 */
export function renderDepositReturnPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>Payment finished</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}</style></head>
<body><main><p>The payment step is finished.</p></main></body></html>`;
}
