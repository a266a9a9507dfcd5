'use client';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isMatchChannel, publicChannelName } from './channels';
import { createLiveHealth, type LiveHealth } from './live-health';
import { useLiveHub } from './live-context';
import { asCatalogueEvent, isPrivateChannel, PushClient, pushSocketUrl } from './push-client';
import { useStartedAfterHydration } from '../scheduling/after-hydration';
import { useSite } from '../site/site-context';

/**
 * The signed-in player's side of the page's one connection (LV6): the bearer token its connection and
 * subscription tokens are asked with, and what the private channel's publications and reloads do.
 */
export interface PlayerPushSession {
  readonly token: string;
  /** A 401 from the token calls: the session is over. */
  onUnauthorised(): void;
  /** One publication of the player's `$user` channel, in order. */
  publication(data: unknown): void;
  /** Reloads what the player's channel feeds (bets, balances) after publications were lost (LV2). */
  resync(): Promise<void>;
}

interface PushApi {
  readonly client: PushClient | null;
  /** Signs the page's connection in (a session) or out (null): it is established again with a new token. */
  setPlayerSession(session: PlayerPushSession | null): void;
}

const PushContext = createContext<PushApi | null>(null);
const HealthContext = createContext<LiveHealth | null>(null);

/**
 * Opens the page's one push connection after hydration (LV6) and holds public:{lang} for the whole page
 * session. The connection is anonymous until a player session is set; signing in or out establishes it
 * again with a new token (account §4), keeping every held channel. Match channels ask for fossil delta
 * compression when the site's flag is on. The connection and channel states are mirrored on
 * <html data-push=… data-channels=…> for tests and tools; <html data-live-stale> marks a page whose live
 * state cannot be trusted (connection down for a while, or state being reloaded after it); <html
 * data-live-behind> is set at once while any held channel is behind (tests wait for it to clear).
 */
export function PushProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const hub = useLiveHub();
  // A real Centrifugo's endpoint when the server is configured with one, else this origin's hub.
  const { pushSocketUrl: configuredUrl, pushDelta } = useSite().config;
  const [client, setClient] = useState<PushClient | null>(null);
  const [health] = useState(createLiveHealth);
  const session = useRef<PlayerPushSession | null>(null);
  /** The bearer token the current connection was opened with (null: anonymous). */
  const connectedAs = useRef<string | null>(null);

  // Not in hydration's task (after-hydration.ts): the client, its first hold and the re-render of every
  // channel holder come in a task of their own; the connection itself waits for an idle period anyway.
  const started = useStartedAfterHydration('in-view');

  useEffect(() => {
    if (!started) return;
    return start();

    function start(): () => void {
      const root = document.documentElement;
      const subscribed = new Set<string>();
      // The token calls load with the first connect (an idle period), off the first-load path.
      const tokens = () => import('./push-tokens');
      const push = new PushClient({
        url: pushSocketUrl(configuredUrl),
        getToken: () => {
          const current = session.current;
          connectedAs.current = current?.token ?? null;
          return tokens().then((t) => t.connectionToken(current));
        },
        getSubscriptionToken: (channel) =>
          tokens().then((t) => t.subscriptionToken(session.current, channel)),
        deltaFor: (channel) => pushDelta && isMatchChannel(channel),
        onPublication: (channel, data) => {
          if (isPrivateChannel(channel)) return session.current?.publication(data);
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
          isPrivateChannel(channel)
            ? (session.current?.resync() ?? Promise.resolve())
            : import('./live-resync').then(({ reloadChannelState }) =>
                reloadChannelState(hub, locale, channel),
              ),
        onState: (state) => (root.dataset.push = state),
        onSubscribed: (channel, on) => {
          if (on) subscribed.add(channel);
          else subscribed.delete(channel);
          root.dataset.channels = [...subscribed].sort().join(' ');
          // The player's channel, for tests and tools (its name carries the player id).
          if (isPrivateChannel(channel)) {
            if (on) root.dataset.userChannel = 'subscribed';
            else delete root.dataset.userChannel;
          }
        },
        onStale: (stale) => health.report('catalogue', stale),
        onBehind: (behind) => {
          if (behind) root.dataset.liveBehind = '';
          else delete root.dataset.liveBehind;
        },
      });
      const release = push.hold(publicChannelName(locale));
      setClient(push);
      return () => {
        release();
        push.close();
        health.report('catalogue', false);
      };
    }
  }, [started, hub, locale, configuredUrl, pushDelta, health]);

  const setPlayerSession = useCallback(
    (next: PlayerPushSession | null) => {
      session.current = next;
      // Only a change of identity reconnects: the first connect may already have used this token.
      if ((next?.token ?? null) !== connectedAs.current) client?.reconnect();
    },
    [client],
  );
  const api = useMemo<PushApi>(() => ({ client, setPlayerSession }), [client, setPlayerSession]);

  return (
    <HealthContext value={health}>
      <PushContext value={api}>{children}</PushContext>
    </HealthContext>
  );
}

function usePushApi(): PushApi {
  const api = use(PushContext);
  if (!api) throw new Error('push outside PushProvider');
  return api;
}

/** Holds a channel while the calling component is mounted (and `channel` is not null). */
export function useChannel(channel: string | null): void {
  const { client } = usePushApi();
  useEffect(() => (client && channel ? client.hold(channel) : undefined), [client, channel]);
}

/** The page's push connection, for the player's session to sign it in and out (LV6). */
export function usePushSession(): PushApi {
  return usePushApi();
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
