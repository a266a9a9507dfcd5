import type { HostListenable } from '@slipstream/contract';

/**
 * Whether the product runs in a host's frame and which actions the host declared listeners for (SPEC.md EM6):
 * a tiny external store on the first-load path, so the header and the modal stores decide at once; the bridge
 * that talks to the host (host-bridge.tsx) loads after hydration and fills it.
 */
export interface EmbedState {
  readonly framed: boolean;
  /** In a native app's web view (app mode, SPEC.md MA6): the app takes what it declared, the rest stays ours. */
  readonly app?: boolean;
  readonly listeners: readonly HostListenable[];
}

/**
 * The operator's §5 flags for the embedded mode (SPEC.md OP8): `authPreloaders` lets a frame whose host has no
 * sign-in/sign-up listener open the product's own forms instead of nothing; `unlock` lets the frame open the
 * account-unlock modals (unlock link, resend unlock instructions), which are otherwise the host's.
 */
export interface FrameFlags {
  readonly authPreloaders: boolean;
  readonly unlock: boolean;
}

export const NO_FRAME_FLAGS: FrameFlags = { authPreloaders: false, unlock: false };

const OUTSIDE: EmbedState = { framed: false, listeners: [] };
let state: EmbedState = OUTSIDE;
let frameFlags: FrameFlags = NO_FRAME_FLAGS;
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
  /** The operator's frame flags (set by the site provider from the configuration before children render). */
  configure(flags: FrameFlags): void {
    frameFlags = flags;
  },
  flags: (): FrameFlags => frameFlags,
  /** The bridge's way to the host (null until it is loaded and the parent's origin is allowed). */
  connect(poster: typeof post): void {
    post = poster;
  },
};

/** Where an action goes: to the host (it listens), nowhere (embedded, no listener) or the product's own. */
export type EmbedRoute = 'host' | 'unavailable' | 'local';

/**
 * EM6 as a pure rule: sign-in and sign-up need a host listener when framed (or the iframe_auth_preloaders flag,
 * OP8, which opens ours in the frame); deposit falls back to ours. In app mode (MA6) a declared action goes to
 * the app and everything else stays the product's own.
 */
export function embedRoute(
  action: HostListenable,
  embed: EmbedState,
  flags: FrameFlags = NO_FRAME_FLAGS,
): EmbedRoute {
  if (embed.app) return embed.listeners.includes(action) ? 'host' : 'local';
  if (!embed.framed) return 'local';
  if (embed.listeners.includes(action)) return 'host';
  return action === 'deposit' || flags.authPreloaders ? 'local' : 'unavailable';
}

/** OP8 iframe_unlock: outside a frame the unlock modals always open; in one only with the flag. */
export function unlockAllowed(embed: EmbedState, flags: FrameFlags = NO_FRAME_FLAGS): boolean {
  return !embed.framed || flags.unlock;
}

/** Hands the action to the host when it listens; true when the caller must not open its own form. */
export function handOffToHost(action: HostListenable, payload: Record<string, unknown> = {}): boolean {
  const route = embedRoute(action, state, frameFlags);
  if (route === 'host') post?.(action, payload);
  return route !== 'local';
}
