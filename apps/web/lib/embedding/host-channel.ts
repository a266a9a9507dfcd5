import type { HostMessage } from '@slipstream/contract/host-messages';
import { appMessageData, nativeBridgeOf } from '../app-mode/native-bridge';
import type { EmbeddingConfig } from '../site/deployment-config';
import { isAllowedHostOrigin, parentOrigin } from './host-origin';

/**
 * The way host messages travel (SPEC.md EM2, MA2, MA3). The bridge (components/embedding/host-bridge.tsx) builds
 * every message and handles every inbound one the same in both modes; only the channel differs.
 */
export interface HostChannel {
  /** `<html data-embedded>`: a frame whose parent is allowed or refused, or app mode. */
  readonly state: 'allowed' | 'refused' | 'app';
  post(message: HostMessage): void;
  /** Where inbound `message` events arrive. */
  readonly targets: readonly EventTarget[];
  /** The data of an inbound event when it is the host's; undefined for anyone else's. */
  inbound(event: MessageEvent): unknown;
}

/** Inside a host's frame: to and from the parent window at an allowed origin only (EM2). */
export function frameChannel(win: Window, embedding: EmbeddingConfig): HostChannel {
  const parent = parentOrigin(win);
  const allowed = parent !== null && isAllowedHostOrigin(parent, embedding, win.location.origin);
  return {
    state: allowed ? 'allowed' : 'refused',
    post: (message) => {
      if (allowed && parent) win.parent.postMessage(message, parent);
    },
    targets: [win],
    inbound: (event) =>
      event.source === win.parent && isAllowedHostOrigin(event.origin, embedding, win.location.origin)
        ? event.data
        : undefined,
  };
}

/**
 * In a native app's web view: out through the app's bridge, looked up at each message (MA2); in as `message`
 * events the app's script dispatches on the window (or, React Native on Android, the document) (MA3).
 */
export function appChannel(win: Window): HostChannel {
  return {
    state: 'app',
    post: (message) => nativeBridgeOf(win)?.post(message),
    targets: [win, win.document],
    inbound: (event) => appMessageData(event, win),
  };
}
