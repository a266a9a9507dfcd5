import type { Centrifuge, Subscription } from 'centrifuge';
import type { CatalogueEvent } from '@slipstream/contract';
import { idle } from '../scheduling/when-idle';

/**
 * The page's one push connection (Centrifugo protocol, official `centrifuge` client). The client library
 * is loaded after hydration, so it never weighs on the first load. Channels are reference-counted: the
 * layout holds public:{lang}, the match page adds match:{lang}:{id} while it is shown.
 */
export type PushState = 'disconnected' | 'connecting' | 'connected';

export interface PushClientOptions {
  /** Where the socket lives; same origin by default. */
  url: string;
  /** Fetches a connection token (POST /websocket/token); undefined connects anonymously. */
  getToken?: () => Promise<string>;
  onEvent(event: CatalogueEvent): void;
  onState?(state: PushState): void;
  onSubscribed?(channel: string, subscribed: boolean): void;
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

export class PushClient {
  private client: Centrifuge | undefined;
  private loading: Promise<Centrifuge> | undefined;
  private readonly refs = new Map<string, { count: number; sub?: Subscription }>();
  private closed = false;

  constructor(private readonly options: PushClientOptions) {}

  /** Holds a channel subscription until the returned release is called. */
  hold(channel: string): () => void {
    const entry = this.refs.get(channel);
    if (entry) entry.count += 1;
    else {
      this.refs.set(channel, { count: 1 });
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
      if (current.sub) {
        current.sub.unsubscribe();
        this.client?.removeSubscription(current.sub);
      }
    };
  }

  close(): void {
    this.closed = true;
    this.client?.disconnect();
  }

  private subscribe(client: Centrifuge, channel: string): void {
    const entry = this.refs.get(channel);
    if (!entry || entry.sub || this.closed) return;
    const sub = client.getSubscription(channel) ?? client.newSubscription(channel);
    entry.sub = sub;
    sub.on('publication', (ctx) => {
      const event = asCatalogueEvent(ctx.data);
      if (event) this.options.onEvent(event);
    });
    sub.on('subscribed', () => this.options.onSubscribed?.(channel, true));
    sub.on('unsubscribed', () => this.options.onSubscribed?.(channel, false));
    sub.subscribe();
  }

  private connect(): Promise<Centrifuge> {
    // The client library loads in an idle period of its own, not in the burst right after hydration.
    this.loading ??= idle()
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
        client.on('connecting', () => this.options.onState?.('connecting'));
        client.on('connected', () => this.options.onState?.('connected'));
        client.on('disconnected', () => this.options.onState?.('disconnected'));
        if (!this.closed) client.connect();
        this.client = client;
        return client;
      });
    return this.loading;
  }
}

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
