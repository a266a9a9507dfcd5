import type { AuthStore } from './auth-store';

/**
 * A sign-out told to the browser's other tabs (issue 33 item 9): the session cookie is gone for every tab, so each
 * signs out at once instead of at its next request. In the account modals' chunk, loaded after hydration.
 */
const CHANNEL = 'slipstream.auth';

/** Announces this tab's sign-outs and applies the other tabs'; returns the stop. */
export function syncSignOutAcrossTabs(store: AuthStore): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  let receiving = false;
  let status = store.getState().status;
  const off = store.onChange((state) => {
    const was = status;
    status = state.status;
    if (was === 'LOGGED_IN' && state.status === 'NOT_LOGGED_IN' && !receiving)
      channel.postMessage('signed-out');
  });
  channel.addEventListener('message', () => {
    receiving = true;
    try {
      store.signedOutElsewhere();
    } finally {
      receiving = false;
    }
  });
  return () => {
    off();
    channel.close();
  };
}
