import type { Centrifuge, Subscription } from 'centrifuge';
import type { CatalogueEvent } from '@slipstream/contract';
import { idle } from '../scheduling/when-idle';
import { ChannelSync } from './channel-sync';
import type { StreamMark } from './recovery-decision';

/**
 * A push connection (Centrifugo protocol, official `centrifuge` client). The client library is loaded
 * after hydration, so it never weighs on the first load. Channels are reference-counted: the layout holds
 * public:{lang}, the match page adds match:{lang}:{id} while it is shown.
 *
 * Live state is never left stale: every subscription asks for recovery, and when a (re)subscribe does
 * not recover (away beyond the history window, or a restarted server with new epochs) the channel's
 * state is reloaded through `resync` while its publications wait (lib/live/channel-sync.ts). The
 * position reached on a released channel is kept, so holding it again recovers from there too.
 */
export type PushState = 'disconnected' | 'connecting' | 'connected';

export interface PushClientOptions {
  /** Where the socket lives; same origin by default. */
  url: string;
  /** Fetches a connection token (POST /websocket/token); undefined connects anonymously. */
  getToken?: () => Promise<string>;
  /** Fetches a subscription token for a private channel ($user:…); public channels need none. */
  getSubscriptionToken?: (channel: string) => Promise<string>;
  /** Channels that ask for fossil delta compression (account §9 "delta compression when its flag is on"). */
  deltaFor?: (channel: string) => boolean;
  /** Loads the client library in an idle period (the catalogue connection); else at once. */
  loadWhenIdle?: boolean;
  /** One publication of a held channel, in order. */
  onPublication(channel: string, data: unknown): void;
  /** Reloads the state a channel feeds, after publications were lost; resolves once it is applied. */
  resync?(channel: string): Promise<void>;
  onState?(state: PushState): void;
  onSubscribed?(channel: string, subscribed: boolean): void;
  /**
   * True once the connection has been down, or a channel's state behind, for `staleAfterMs`; false
   * again when every held channel is subscribed and up to date.
   */
  onStale?(stale: boolean): void;
  /**
   * At once, whenever it may have changed: whether any held channel is behind now (down, subscribing, or
   * reloading its state, the first subscribe's catch-up included). For tests and tools; players see onStale.
   */
  onBehind?(behind: boolean): void;
  /** How long a gap may last before it is shown (default 3 s). */
  staleAfterMs?: number;
}

const KNOWN_EVENTS = new Set([
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
]);

/** Publications are `{event, data}` (API.md); anything else is ignored rather than trusted. */
export function asCatalogueEvent(data: unknown): CatalogueEvent | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { event, data: payload } = data as { event?: unknown; data?: unknown };
  if (typeof event !== 'string' || !KNOWN_EVENTS.has(event) || !payload || typeof payload !== 'object')
    return undefined;
  return data as CatalogueEvent;
}

interface HeldChannel {
  count: number;
  sub?: Subscription;
  readonly sync: ChannelSync;
}

export class PushClient {
  private client: Centrifuge | undefined;
  private loading: Promise<Centrifuge> | undefined;
  private readonly refs = new Map<string, HeldChannel>();
  /** Positions of released channels, to recover from when they are held again ('behind': reload then). */
  private readonly marks = new Map<string, StreamMark | 'behind'>();
  private closed = false;
  private state: PushState = 'disconnected';
  private stale = false;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PushClientOptions) {}

  /** Holds a channel subscription until the returned release is called. */
  hold(channel: string): () => void {
    const entry = this.refs.get(channel);
    if (entry) entry.count += 1;
    else {
      const mark = this.marks.get(channel);
      const sync = new ChannelSync(
        {
          deliver: (data) => this.options.onPublication(channel, data),
          resync: this.options.resync ? () => this.options.resync!(channel) : undefined,
          onChange: () => this.checkHealth(),
        },
        mark === 'behind' ? undefined : mark,
        mark === 'behind',
      );
      this.refs.set(channel, { count: 1, sync });
      void this.connect().then((client) => this.subscribe(client, channel));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const current = this.refs.get(channel);
      if (!current) return;
      current.count -= 1;
      if (current.count > 0) return;
      this.refs.delete(channel);
      // Released while behind, its publications held back are dropped: the next hold reloads instead.
      const { mark, synced } = current.sync;
      if (!synced) this.marks.set(channel, 'behind');
      else if (mark && mark.epoch !== '') this.marks.set(channel, mark);
      current.sync.dispose();
      if (current.sub) {
        current.sub.removeAllListeners();
        current.sub.unsubscribe();
        this.client?.removeSubscription(current.sub);
        this.options.onSubscribed?.(channel, false);
      }
      this.checkHealth();
    };
  }

  /**
   * LV6: the page's one connection is established again with a fresh connection token (the player signed in
   * or out, account §4). Held channels stay held: they resubscribe on the new connection and recover from
   * the position they reached (LV1), so live odds keep flowing. Before the first connect there is nothing to
   * do: that connect asks for the token of the moment.
   */
  reconnect(): void {
    const client = this.client;
    if (!client || this.closed) return;
    client.setToken('');
    client.disconnect();
    client.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.staleTimer);
    for (const entry of this.refs.values()) entry.sync.dispose();
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.client?.disconnect();
  }

  private subscribe(client: Centrifuge, channel: string): void {
    const entry = this.refs.get(channel);
    if (!entry || entry.sub || this.closed) return;
    const { getSubscriptionToken, deltaFor } = this.options;
    const mark = entry.sync.mark;
    // A channel held again after a release: a leftover subscription of it cannot carry the position.
    const leftover = client.getSubscription(channel);
    if (leftover) client.removeSubscription(leftover);
    const sub = client.newSubscription(channel, {
      // Ask for recovery even where the server does not force it (a real Centrifugo namespace with
      // allow_recovery); the built-in hub recovers every channel.
      recoverable: true,
      ...(mark ? { since: mark } : {}),
      ...(getSubscriptionToken && isPrivateChannel(channel)
        ? { getToken: () => getSubscriptionToken(channel) }
        : {}),
      ...(deltaFor?.(channel) ? { delta: 'fossil' as const } : {}),
    });
    entry.sub = sub;
    sub.on('publication', (ctx) => entry.sync.publication(ctx.data, ctx.offset));
    sub.on('subscribing', () => entry.sync.interrupted());
    sub.on('subscribed', (ctx) => {
      entry.sync.subscribed({
        wasRecovering: ctx.wasRecovering,
        recovered: ctx.recovered,
        epoch: ctx.streamPosition?.epoch,
        offset: ctx.streamPosition?.offset,
      });
      this.options.onSubscribed?.(channel, true);
    });
    sub.on('unsubscribed', () => {
      // Ended for good (refused, or ended by the server): nothing will bring it back, so it is not shown
      // as reconnecting forever.
      entry.sync.ended();
      this.options.onSubscribed?.(channel, false);
    });
    sub.subscribe();
  }

  /**
   * A page shown again reconnects at once instead of waiting out the backoff (a tab in the background
   * has its timers throttled, the wait may have grown to 20 s). The browser's `online` event does the
   * same inside the client library, which also closes the socket on `offline` and on entering the
   * back/forward cache.
   */
  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState !== 'visible' || this.closed) return;
    const client = this.client;
    if (!client || client.state !== 'connecting') return;
    client.disconnect();
    client.connect();
  };

  private setState(state: PushState): void {
    this.state = state;
    this.options.onState?.(state);
    this.checkHealth();
  }

  /** Reports stale once something has been behind for `staleAfterMs`, and live as soon as nothing is. */
  private checkHealth(): void {
    if (this.closed || !this.client) return;
    const behind =
      this.refs.size > 0 &&
      (this.state !== 'connected' || [...this.refs.values()].some((entry) => !entry.sync.synced));
    this.options.onBehind?.(behind);
    if (!behind) {
      clearTimeout(this.staleTimer);
      this.staleTimer = undefined;
      if (this.stale) {
        this.stale = false;
        this.options.onStale?.(false);
      }
      return;
    }
    if (this.stale || this.staleTimer !== undefined) return;
    this.staleTimer = setTimeout(() => {
      this.staleTimer = undefined;
      this.stale = true;
      this.options.onStale?.(true);
    }, this.options.staleAfterMs ?? 3_000);
  }

  private connect(): Promise<Centrifuge> {
    // The catalogue connection's library loads in an idle period of its own, not in the burst right
    // after hydration.
    const ready = this.options.loadWhenIdle === false ? Promise.resolve() : idle();
    this.loading ??= ready
      .then(() => import('centrifuge'))
      .then(({ Centrifuge }) => {
        const { getToken } = this.options;
        const client = new Centrifuge(this.options.url, {
          ...(getToken ? { getToken } : {}),
          // account-and-surroundings §9: reconnect backoff 0.5–20 s, request timeout 5 s.
          minReconnectDelay: 500,
          maxReconnectDelay: 20_000,
          timeout: 5_000,
        });
        this.client = client;
        client.on('connecting', () => this.setState('connecting'));
        client.on('connected', () => this.setState('connected'));
        client.on('disconnected', () => this.setState('disconnected'));
        if (!this.closed) {
          document.addEventListener('visibilitychange', this.onVisibilityChange);
          client.connect();
        }
        return client;
      });
    return this.loading;
  }
}

/** `$`-prefixed channels are private (Centrifugo's convention): they need a subscription token. */
export const isPrivateChannel = (channel: string): boolean => channel.startsWith('$');

/**
 * The push endpoint of this page: the configured one (a real Centrifugo, site config `pushSocketUrl`) or
 * the built-in hub on the page's own origin.
 */
export function pushSocketUrl(
  configured: string | undefined,
  page: Pick<Location, 'protocol' | 'host'> = location,
): string {
  if (configured) return configured;
  const protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${page.host}/connection/websocket`;
}
