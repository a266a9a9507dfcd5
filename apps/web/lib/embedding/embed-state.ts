import type { HostListenable } from '@slipstream/contract';

/**
 * Whether the product runs in a host's frame and which actions the host declared listeners for (SPEC.md EM6):
 * a tiny external store on the first-load path, so the header and the modal stores decide at once; the bridge
 * that talks to the host (host-bridge.tsx) loads after hydration and fills it.
 */
export interface EmbedState {
  readonly framed: boolean;
  readonly listeners: readonly HostListenable[];
}

const OUTSIDE: EmbedState = { framed: false, listeners: [] };
let state: EmbedState = OUTSIDE;
let post: ((action: HostListenable, payload: Record<string, unknown>) => void) | null = null;
const subscribers = new Set<() => void>();

export const embedStore = {
  get: (): EmbedState => state,
  getServer: (): EmbedState => OUTSIDE,
  subscribe(listener: () => void): () => void {
    subscribers.add(listener);
    return () => subscribers.delete(listener);
  },
  set(next: EmbedState): void {
    state = next;
    for (const l of [...subscribers]) l();
  },
  /** The bridge's way to the host (null until it is loaded and the parent's origin is allowed). */
  connect(poster: typeof post): void {
    post = poster;
  },
};

/** Where an action goes: to the host (it listens), nowhere (embedded, no listener) or the product's own. */
export type EmbedRoute = 'host' | 'unavailable' | 'local';

/** EM6 as a pure rule: sign-in and sign-up need a host listener when framed; deposit falls back to ours. */
export function embedRoute(action: HostListenable, embed: EmbedState): EmbedRoute {
  if (!embed.framed) return 'local';
  if (embed.listeners.includes(action)) return 'host';
  return action === 'deposit' ? 'local' : 'unavailable';
}

/** Hands the action to the host when it listens; true when the caller must not open its own form. */
export function handOffToHost(action: HostListenable, payload: Record<string, unknown> = {}): boolean {
  const route = embedRoute(action, state);
  if (route === 'host') post?.(action, payload);
  return route !== 'local';
}
