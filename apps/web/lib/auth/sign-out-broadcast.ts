/**
 * A sign-out told to the browser's other tabs (issue 33 item 9): the session cookie is gone for every tab, so each
 * signs out at once instead of at its next request. Loaded at the first sign-out and by the lazy account modals.
 */
const CHANNEL = 'slipstream.auth';

export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/** Calls `onSignOut` when another tab signs out; returns the stop. */
export function listenForSignOut(onSignOut: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', onSignOut);
  return () => channel.close();
}
