'use client';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { publicChannelName } from './channels';
import { createLiveHealth, type LiveHealth } from './live-health';
import { useLiveHub } from './live-context';
import { asCatalogueEvent, PushClient, pushSocketUrl } from './push-client';
import { useSite } from '../site/site-context';

const PushContext = createContext<PushClient | null>(null);
const HealthContext = createContext<LiveHealth | null>(null);

async function fetchConnectionToken(): Promise<string> {
  const res = await fetch('/api/sportsbook/v1/websocket/token', { method: 'POST', credentials: 'include' });
  if (!res.ok) throw new Error(`websocket token: ${res.status}`);
  const body = (await res.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('websocket token: no token');
  return body.token;
}

/**
 * Opens the push connection after hydration and holds public:{lang} for the whole page session. The
 * connection and channel states are mirrored on <html data-push=… data-channels=…> for tests and tools;
 * <html data-live-stale> marks a page whose live state cannot be trusted (connection down for a while,
 * or state being reloaded after it).
 */
export function PushProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const hub = useLiveHub();
  // A real Centrifugo's endpoint when the server is configured with one, else this origin's hub.
  const configuredUrl = useSite().config.pushSocketUrl;
  const [client, setClient] = useState<PushClient | null>(null);
  const [health] = useState(createLiveHealth);

  useEffect(() => {
    const root = document.documentElement;
    const subscribed = new Set<string>();
    const push = new PushClient({
      url: pushSocketUrl(configuredUrl),
      getToken: fetchConnectionToken,
      onPublication: (_channel, data) => {
        const event = asCatalogueEvent(data);
        if (!event) return;
        try {
          hub.apply(event);
        } catch (err) {
          console.warn('push event rejected', err);
        }
      },
      // Loaded on first need: reloading is rare, and its HTTP helpers stay out of the first load.
      resync: (channel) =>
        import('./live-resync').then(({ reloadChannelState }) => reloadChannelState(hub, locale, channel)),
      onState: (state) => (root.dataset.push = state),
      onSubscribed: (channel, on) => {
        if (on) subscribed.add(channel);
        else subscribed.delete(channel);
        root.dataset.channels = [...subscribed].sort().join(' ');
      },
      onStale: (stale) => health.report('catalogue', stale),
    });
    const release = push.hold(publicChannelName(locale));
    setClient(push);
    return () => {
      release();
      push.close();
      health.report('catalogue', false);
    };
  }, [hub, locale, configuredUrl, health]);

  return (
    <HealthContext value={health}>
      <PushContext value={client}>{children}</PushContext>
    </HealthContext>
  );
}

/** Holds a channel while the calling component is mounted. */
export function useChannel(channel: string): void {
  const client = use(PushContext);
  useEffect(() => (client ? client.hold(channel) : undefined), [client, channel]);
}

/** The page's live-state health, for the player's own connection to report into. */
export function useLiveHealth(): LiveHealth {
  const health = use(HealthContext);
  if (!health) throw new Error('useLiveHealth outside PushProvider');
  return health;
}

/** True while some live state of the page cannot be trusted (shown as "reconnecting"). */
export function useLiveStale(): boolean {
  const health = useLiveHealth();
  return useSyncExternalStore(health.subscribe, health.stale, () => false);
}
