'use client';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { publicChannelName } from './channels';
import { useLiveHub } from './live-context';
import { PushClient, pushSocketUrl } from './push-client';
import { useSite } from '../site/site-context';

const PushContext = createContext<PushClient | null>(null);

async function fetchConnectionToken(): Promise<string> {
  const res = await fetch('/api/sportsbook/v1/websocket/token', { method: 'POST', credentials: 'include' });
  if (!res.ok) throw new Error(`websocket token: ${res.status}`);
  const body = (await res.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('websocket token: no token');
  return body.token;
}

/**
 * Opens the push connection after hydration and holds public:{lang} for the whole page session. The
 * connection and channel states are mirrored on <html data-push=… data-channels=…> for tests and tools.
 */
export function PushProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const hub = useLiveHub();
  // A real Centrifugo's endpoint when the server is configured with one, else this origin's hub.
  const configuredUrl = useSite().config.pushSocketUrl;
  const [client, setClient] = useState<PushClient | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const subscribed = new Set<string>();
    const push = new PushClient({
      url: pushSocketUrl(configuredUrl),
      getToken: fetchConnectionToken,
      onEvent: (event) => {
        try {
          hub.apply(event);
        } catch (err) {
          console.warn('push event rejected', err);
        }
      },
      onState: (state) => (root.dataset.push = state),
      onSubscribed: (channel, on) => {
        if (on) subscribed.add(channel);
        else subscribed.delete(channel);
        root.dataset.channels = [...subscribed].sort().join(' ');
      },
    });
    const release = push.hold(publicChannelName(locale));
    setClient(push);
    return () => {
      release();
      push.close();
    };
  }, [hub, locale, configuredUrl]);

  return <PushContext value={client}>{children}</PushContext>;
}

/** Holds a channel while the calling component is mounted. */
export function useChannel(channel: string): void {
  const client = use(PushContext);
  useEffect(() => (client ? client.hold(channel) : undefined), [client, channel]);
}
