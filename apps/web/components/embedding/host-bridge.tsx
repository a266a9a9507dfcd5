'use client';
import {
  HOST_LISTENABLE,
  inboundMessageName,
  messagePayload,
  taggedType,
  type HostListenable,
  type InboundHostMessageName,
  type OutboundHostMessageName,
} from '@slipstream/contract/host-messages';
import { isOddsFormat } from '@slipstream/betting';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { accountModalStore } from '../../lib/account/account-modal-store';
import { CONSENT_EVENT, consentCookie } from '../../lib/analytics/consent';
import { currentPageId } from '../../lib/analytics/page-views';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { embedStore } from '../../lib/embedding/embed-state';
import { clickedLink, externalUrl } from '../../lib/app-mode/external-link';
import { nativeBridgeOf } from '../../lib/app-mode/native-bridge';
import { appChannel, frameChannel } from '../../lib/embedding/host-channel';
import { pathInLocale } from '../../lib/embedding/locale-switch';
import { isSitePath } from '../../lib/embedding/site-path';
import { throttleLatest } from '../../lib/embedding/throttle';
import { readViewport, shouldApplyViewport } from '../../lib/embedding/viewport';
import { setPreferences } from '../../lib/preferences/preferences-store';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { useSlipContext } from '../../lib/slip/slip-context';
import { BETCODE_PARAM } from '../../lib/slip/use-slip-restore';
import { useSite } from '../../lib/site/site-context';

const SIZE_THROTTLE_MS = 100;
type Post = (name: OutboundHostMessageName, payload?: Record<string, unknown>) => void;

/**
 * The product's side of host messaging (account-and-surroundings §5, §7; SPEC.md EM1–EM6, MA1–MA6), rendered only
 * inside a frame or in app mode. In a frame, inbound messages count only from the parent window at an allowed
 * origin and outbound ones go only to that origin; in app mode the same messages go through the app's native
 * bridge (lib/embedding/host-channel.ts). `<html data-embedded>` (allowed, refused or app) and
 * `data-host-ignored` (a count) mirror the state for tests and tools.
 */
export function HostBridge({ mode = 'frame' }: { mode?: 'frame' | 'app' }) {
  const { locale, config } = useSite();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const authStore = useAuthStore();
  const auth = useAuth();
  const { slip, panel } = useSlipContext();
  const { account } = usePlayerAccount(locale);
  const postRef = useRef<Post>(() => undefined);
  const post: Post = (name, payload) => postRef.current(name, payload);

  // Connection: the channel (the parent frame or the app's bridge), the inbound listener, the size reports.
  const live = useRef({ locale, config, pathname, router, signedIn: auth.status === 'LOGGED_IN' });
  live.current = { locale, config, pathname, router, signedIn: auth.status === 'LOGGED_IN' };
  useEffect(() => {
    const root = document.documentElement;
    const channel = mode === 'app' ? appChannel(window) : frameChannel(window, config.embedding);
    root.dataset.embedded = channel.state;
    postRef.current = (name, payload = {}) => channel.post({ type: taggedType(name), payload });
    // A new locale remounts the layout (and this bridge): the listeners the host declared still hold.
    embedStore.set({ framed: mode === 'frame', app: mode === 'app', listeners: embedStore.get().listeners });
    embedStore.connect((action, payload) => postRef.current(action, payload));
    let ignored = 0;
    const onMessage = (event: Event) => {
      if (!(event instanceof MessageEvent)) return;
      const data = channel.inbound(event);
      const name = inboundMessageName(data);
      if (!name || data === undefined) {
        // Another script's message (untagged) is not ours to count; a tagged one from elsewhere is refused.
        if (typeof ((data ?? event.data) as { type?: unknown } | null)?.type === 'string')
          root.dataset.hostIgnored = String(++ignored);
        return;
      }
      handle(name, messagePayload(data));
    };
    for (const target of channel.targets) target.addEventListener('message', onMessage);
    const size = throttleLatest(
      (s: { height: number; width: number }) => postRef.current('page-size-changed', s),
      SIZE_THROTTLE_MS,
      {
        now: () => performance.now(),
        setTimeout: (f, ms) => window.setTimeout(f, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      },
    );
    const observer = new ResizeObserver(() =>
      size.call({ height: root.scrollHeight, width: root.scrollWidth }),
    );
    observer.observe(document.body);
    return () => {
      for (const target of channel.targets) target.removeEventListener('message', onMessage);
      observer.disconnect();
      size.cancel();
      embedStore.connect(null);
    };
    // The connection is made once per page session; `handle` reads the latest values through `live`.
  }, []);

  function handle(name: InboundHostMessageName, payload: Readonly<Record<string, unknown>>): void {
    const { locale: lang, config: site, pathname: path, router: nav, signedIn } = live.current;
    switch (name) {
      case 'iframe_integration': {
        const declared = Array.isArray(payload.listeners) ? payload.listeners : [];
        const listeners = HOST_LISTENABLE.filter((l: HostListenable) => declared.includes(l));
        embedStore.set({ framed: mode === 'frame', app: mode === 'app', listeners });
        post('initialized', { locale: lang, listeners });
        return;
      }
      case 'viewport': {
        const viewport = readViewport(payload);
        const root = document.documentElement;
        if (!viewport || !shouldApplyViewport(viewport, root.scrollHeight)) return;
        root.style.setProperty('--host-viewport-top', `${viewport.top}px`);
        root.style.setProperty('--host-viewport-height', `${viewport.height}px`);
        root.dataset.hostViewport = `${viewport.top},${viewport.height}`;
        return;
      }
      case 'odds_changed':
        if (isOddsFormat(payload.odds_type)) setPreferences({ oddsFormat: payload.odds_type });
        return;
      case 'page_changed':
        if (typeof payload.path === 'string' && isSitePath(payload.path)) nav.push(payload.path);
        return;
      case 'search_modal': {
        const dialog = document.querySelector<HTMLDialogElement>('dialog.search-dialog');
        if (payload.open === false) dialog?.close();
        else if (!dialog?.open)
          document.querySelector<HTMLButtonElement>('[data-testid="search-open"]')?.click();
        return;
      }
      case 'open_bet_slip':
        panel.dispatch({ type: 'open' });
        return;
      case 'apply_bet_code': {
        if (typeof payload.code !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(payload.code)) return;
        // The slip restores a share code when the page loads (RS1): load this page with it.
        const url = new URL(location.href);
        url.searchParams.set(BETCODE_PARAM, payload.code);
        location.assign(url.href);
        return;
      }
      case 'change_locale': {
        if (typeof payload.locale !== 'string') return;
        const target = pathInLocale(path, location.search, payload.locale, site);
        if (target) nav.push(target);
        return;
      }
      case 'change_currency': {
        if (typeof payload.currency !== 'string' || !signedIn) return;
        void requestJson('/api/platform/player/currency', {
          method: 'PATCH',
          body: { currency: payload.currency },
          locale: lang,
        })
          .then(() => authStore.refreshProfile())
          .then(() => queryClient.invalidateQueries({ queryKey: ['accounts'] }))
          .catch(() => undefined);
        return;
      }
      case 'consent':
        // MA4: the host or app asked the player; the banner never shows here.
        if (payload.answer === 'accepted' || payload.answer === 'rejected') {
          document.cookie = consentCookie(payload.answer, location.protocol === 'https:');
          window.dispatchEvent(new Event(CONSENT_EVENT));
        }
        return;
    }
  }

  // page-loaded after every navigation, with the page's analytics id.
  useEffect(() => {
    const id = window.requestAnimationFrame(() =>
      post('page-loaded', { path: pathname, page_id: currentPageId(document), locale }),
    );
    return () => window.cancelAnimationFrame(id);
  }, [pathname, locale]);

  // balance-changed and notify-currency-changed follow the betting account.
  const balance = account ? `${account.currency}:${account.balance.value}` : null;
  useEffect(() => {
    if (account)
      post('balance-changed', {
        currency: account.currency,
        balance: account.balance.value,
        subunits: account.subunits,
      });
  }, [balance]);
  const currency = auth.player?.currency ?? null;
  const lastCurrency = useRef<string | null>(null);
  useEffect(() => {
    if (currency && lastCurrency.current && currency !== lastCurrency.current)
      post('notify-currency-changed', { currency });
    lastCurrency.current = currency;
  }, [currency]);

  // bet-slip-state-changed: the selection count and whether the panel is open.
  useEffect(() => {
    let last = '';
    const report = () => {
      const count = slip.getState().selectedOutcomeIds.length;
      const open = panel.getState().isOpen;
      const key = `${count}:${open}`;
      if (key === last) return;
      last = key;
      post('bet-slip-state-changed', { selections: count, open });
    };
    const offSlip = slip.subscribe(report);
    const offPanel = panel.subscribe(report);
    return () => {
      offSlip();
      offPanel();
    };
  }, [slip, panel]);

  // notify-modal-triggered: every account modal the product opens.
  useEffect(
    () =>
      accountModalStore.subscribe(() => {
        const modal = accountModalStore.get();
        if (modal) post('notify-modal-triggered', { modal: modal.kind });
      }),
    [],
  );

  // App mode (MA5): a link that leaves the site is the app's to open; the browser's install prompt never shows.
  useEffect(() => {
    if (mode !== 'app') return;
    const onClick = (event: MouseEvent) => {
      const link = clickedLink(event);
      const url = link ? externalUrl(link.href, location.origin) : null;
      // Without a bridge (a browser given ?app=) the link works as on any page.
      if (!url || !nativeBridgeOf(window)) return;
      event.preventDefault();
      post('open-external-link', { url });
    };
    const noInstallPrompt = (event: Event) => event.preventDefault();
    document.addEventListener('click', onClick);
    window.addEventListener('beforeinstallprompt', noInstallPrompt);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('beforeinstallprompt', noInstallPrompt);
    };
  }, []);

  // top-event-clicked: a match of the home page's list (its top events) opened.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const row = target?.closest('a')?.closest<HTMLElement>('[data-page-id="sports"] [data-match-id]');
      if (row?.dataset.matchId) post('top-event-clicked', { match_id: row.dataset.matchId });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
