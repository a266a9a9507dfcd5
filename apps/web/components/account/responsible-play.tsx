'use client';
import { formatAmount } from '@slipstream/betting';
import type { SportsbookSessionInfo } from '@slipstream/contract';
import { useEffect, useRef, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { showAlert } from '../../lib/alerts/alert-store';
import { accountModalStore, openAccountModal } from '../../lib/account/account-modal-store';
import {
  ACTIVITY_PING_MS,
  SESSIONS_INFO_REFETCH_MS,
  formatDuration,
  parseResponsibleEvent,
  realityCheckDelayMs,
  type ResponsibleEvent,
} from '../../lib/account/reality-check';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { ApiError, BACKGROUND_HEADER, requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { Modal } from '../auth/modal';
import { intlLocale } from '../../lib/i18n/locales';
import { localeNumerals } from '../../lib/format/locale-numerals';

const P = '/api/platform';
const CHANNEL = 'slipstream.responsible-play';
/** This tab's own signal to read the sessions info again after a "continue". */
const CONTINUED_EVENT = 'slipstream:reality-check-continued';

/** A BroadcastChannel when the browser has one (every current one does); null in old browsers and tests. */
function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** The sessions info without any cache (§7: "refetched every 30 s without cache"). */
async function sessionsInfo(locale: string): Promise<SportsbookSessionInfo> {
  const res = await fetch(`${P}/sportsbook_sessions/info`, {
    credentials: 'include',
    cache: 'no-store',
    // Polled by the page: not the player using the session (SESSION_IDLE_SECONDS).
    headers: { 'accept-language': locale, [BACKGROUND_HEADER]: '1' },
  });
  if (!res.ok) throw new ApiError(res.status, null, `HTTP ${res.status}`, null);
  return (await res.json()) as SportsbookSessionInfo;
}

/**
 * Responsible play in the browser (account-and-surroundings §4, §9): the reality check (sessions info every
 * 30 s; the modal at the due time with time played and the session's bets and wins; continue or leave), the
 * activity ping every 60 s while the page is visible (a 401 signs out here and shows the activity-limit modal),
 * and the cross-tab broadcast of these events so every open tab shows them. Loaded with the account modals.
 */
export function ResponsiblePlay() {
  const t = useAccountText();
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale, config } = useSite();
  const activityTracking = config.activityTracking;
  const signedIn = auth.status === 'LOGGED_IN';
  const [shown, setShown] = useState<SportsbookSessionInfo | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  /** Events this tab raised itself are posted; those from other tabs are not posted back. */
  const fromOtherTab = useRef(false);

  const post = (event: ResponsibleEvent) => channel.current?.postMessage(event);

  // The channel, always open: a session-limit or activity-limit event concerns a tab already signed out too.
  useEffect(() => {
    const ch = openChannel();
    channel.current = ch;
    if (!ch) return;
    ch.onmessage = (e: MessageEvent) => {
      const event = parseResponsibleEvent(e.data);
      if (!event) return;
      fromOtherTab.current = true;
      try {
        if (event.type === 'reality_check') setShown(event.info);
        else if (event.type === 'reality_check_done') {
          setShown(null);
          // Answered in another tab: read the next due time now rather than at the next refetch.
          window.dispatchEvent(new Event(CONTINUED_EVENT));
        } else if (event.type === 'session_limit') {
          void authStore.signOut();
          openAccountModal('session_limit', event.until);
        } else {
          void authStore.signOut();
          openAccountModal('activity_limit');
        }
      } finally {
        fromOtherTab.current = false;
      }
    };
    // A limit modal this tab opens is told to the others.
    let last = accountModalStore.get();
    const off = accountModalStore.subscribe(() => {
      const now = accountModalStore.get();
      if (now !== last && !fromOtherTab.current && now) {
        if (now.kind === 'session_limit') post({ type: 'session_limit', until: now.token });
        if (now.kind === 'activity_limit') post({ type: 'activity_limit' });
      }
      last = now;
    });
    return () => {
      off();
      ch.close();
      channel.current = null;
    };
  }, [authStore]);

  // Reality check: refetch every 30 s; a timer opens the modal when the reminder falls due.
  useEffect(() => {
    if (!signedIn) {
      setShown(null);
      return;
    }
    let cancelled = false;
    let dueTimer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      let info: SportsbookSessionInfo;
      try {
        info = await sessionsInfo(locale);
      } catch {
        return; // the next refetch tries again
      }
      if (cancelled) return;
      clearTimeout(dueTimer);
      const delay = realityCheckDelayMs(info, Date.now());
      if (delay === null) return;
      dueTimer = setTimeout(() => {
        void sessionsInfo(locale)
          .then((fresh) => {
            if (cancelled || realityCheckDelayMs(fresh, Date.now()) !== 0) return;
            setShown(fresh);
            post({ type: 'reality_check', info: fresh });
          })
          .catch(() => undefined);
      }, delay);
    };
    void load();
    const poll = setInterval(() => void load(), SESSIONS_INFO_REFETCH_MS);
    const again = () => void load();
    window.addEventListener(CONTINUED_EVENT, again);
    return () => {
      cancelled = true;
      clearInterval(poll);
      clearTimeout(dueTimer);
      window.removeEventListener(CONTINUED_EVENT, again);
    };
  }, [signedIn, locale]);

  // Activity ping every 60 s while the page is visible (§9); a 401 = the activity limit is reached (§8).
  useEffect(() => {
    if (!signedIn || !activityTracking) return;
    let stopped = false;
    const ping = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        await requestJson(`${P}/player/activity_limit_track`, {
          method: 'POST',
          body: {},
          locale,
          background: true,
        });
      } catch (err) {
        if (stopped || !(err instanceof ApiError) || err.status !== 401) return;
        // AC21: the activity limit has its own modal; any other 401 is the session's end (revoked elsewhere),
        // told like every other call's 401 (signed out, "session expired").
        if (err.code !== 'activity_limit_reached') {
          authStore.onUnauthorised(undefined);
          return;
        }
        await authStore.signOut();
        openAccountModal('activity_limit');
      }
    };
    void ping();
    const timer = setInterval(() => void ping(), ACTIVITY_PING_MS);
    // Coming back into view counts at once (the ping runs only while the page is visible).
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ping();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, locale, authStore, activityTracking]);

  if (!shown || !signedIn) return null;
  const close = () => {
    setShown(null);
    post({ type: 'reality_check_done' });
  };
  const keepPlaying = async () => {
    try {
      await requestJson(`${P}/sportsbook_sessions/continue`, { method: 'POST', body: {}, locale });
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.code === 'session_limit_reached') {
        close();
        await authStore.signOut();
        const until = (err.data?.details as { until?: unknown } | undefined)?.until;
        openAccountModal('session_limit', typeof until === 'string' ? until : undefined);
        return;
      }
      // §8 default alert; the modal closes anyway (the next reminder comes with the next refetch).
      showAlert({
        id: 'reality-check-continue',
        kind: 'error',
        title: t('alert.default.title'),
        description: t('alert.default.description'),
      });
    }
    close();
    window.dispatchEvent(new Event(CONTINUED_EVENT));
  };
  const leave = async () => {
    close();
    await authStore.signOut();
  };
  return (
    <Modal title={t('title.reality_check')} onClose={() => void keepPlaying()} testId="reality-check-modal">
      <RealityCheckFigures info={shown} locale={locale} />
      <div className="reality-check__actions">
        <button type="button" className="button" onClick={() => void keepPlaying()}>
          {t('reality_check.continue')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void leave()}>
          {t('reality_check.leave')}
        </button>
      </div>
    </Modal>
  );
}

function RealityCheckFigures({ info, locale }: { info: SportsbookSessionInfo; locale: string }) {
  const t = useAccountText();
  const minutes = Math.round((info.reality_check_interval_seconds ?? 0) / 60);
  return (
    <>
      <p>{minutes >= 1 ? t('reality_check.intro', { minutes }) : t('reality_check.introShort')}</p>
      <dl className="reality-check__figures">
        <dt>{t('reality_check.played')}</dt>
        <dd data-testid="reality-check-played">
          {localeNumerals(formatDuration(info.played_seconds), locale)}
        </dd>
        {info.bets.length === 0 ? (
          <>
            <dt>{t('reality_check.bets')}</dt>
            <dd data-testid="reality-check-bets">{t('reality_check.noBets')}</dd>
          </>
        ) : (
          info.bets.map((b) => (
            <div key={b.currency} className="reality-check__currency" data-currency={b.currency}>
              <dt>{t('reality_check.betsIn', { currency: b.currency })}</dt>
              <dd data-testid="reality-check-bets">
                {t('reality_check.betsValue', {
                  count: b.count,
                  stake: formatAmount(b.stake, b.subunits, { locale: intlLocale(locale) }),
                })}
              </dd>
              <dt>{t('reality_check.wonIn', { currency: b.currency })}</dt>
              <dd data-testid="reality-check-won">
                {formatAmount(b.won, b.subunits, { locale: intlLocale(locale) })}
              </dd>
            </div>
          ))
        )}
      </dl>
    </>
  );
}
