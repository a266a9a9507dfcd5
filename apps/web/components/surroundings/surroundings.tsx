'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { appModeFromCookie } from '../../lib/app-mode/app-mode';
import { CONSENT_EVENT, inAuditMode, inIframe, shouldAskConsent } from '../../lib/analytics/consent';
import { registerServiceWorker } from '../../lib/pwa/register-service-worker';
import { captureTrackingParams, settleTrackingParams } from '../../lib/analytics/tracking-params';
import { useSite } from '../../lib/site/site-context';
import { FavouritesSync } from './favourites-sync';
import { PageViews } from './page-views';
import { ensureDeviceId } from '../../lib/slip/device-id';
import { reportingConfig } from '../../lib/reporting/report';
import { REMINDER_SEEN_KEY, shouldScheduleReminder } from '../../lib/surroundings/sign-up-reminder';

// Loads only when it is about to show: not first-load JavaScript. (The cookie banner is the layout's
// `ConsentGate`, in the server's HTML.)
const SignUpReminder = lazy(() => import('./sign-up-reminder'));
// Host messaging runs only inside a frame (EM1) or in app mode (MA1): a page on its own never loads it.
const HostBridge = lazy(() => import('../embedding/host-bridge').then((m) => ({ default: m.HostBridge })));

/**
 * The page's surroundings after hydration: tracking parameters (recorded with consent, stripped always) and,
 * for a visitor who has not had it, the sign-up reminder after the configured seconds (SR1), which waits for the
 * cookie banner (CC1, the layout's `ConsentGate`) to be answered so the two never cover each other.
 */
export function Surroundings() {
  const { config } = useSite();
  const status = useAuth().status;
  const [remind, setRemind] = useState(false);
  const [hostBridge, setHostBridge] = useState<'frame' | 'app' | null>(null);

  useEffect(() => {
    captureTrackingParams(window);
    // The banner's answer writes or drops the parameters waiting for it (CC3); the event is dispatched
    // synchronously, so they are settled before the banner's click handler returns.
    const settle = () => settleTrackingParams(window);
    window.addEventListener(CONSENT_EVENT, settle);
    // The device id, host-only until a bet in the making moves it to its parent domain (EM10).
    ensureDeviceId(document);
    // App mode (the cookie the proxy set from ?app=) comes first: the app-shell demo shows it inside a frame.
    const framed = inIframe(window);
    setHostBridge(appModeFromCookie(document.cookie) ? 'app' : framed ? 'frame' : null);
    // The installed app's service worker (PW2), registered after the load event; never from a host's frame.
    if (!framed) registerServiceWorker(window);
    // Error reporting starts after hydration, only with SENTRY_DSN (the SDK is its own chunk).
    const reporting = reportingConfig();
    if (reporting) void import('../../lib/reporting/reporter').then((m) => m.startReporting(reporting));
    return () => window.removeEventListener(CONSENT_EVENT, settle);
  }, []);

  const seconds = config.signUpReminderSeconds;
  useEffect(() => {
    const due = shouldScheduleReminder({
      status,
      seconds,
      framed: inIframe(window),
      audit: inAuditMode(navigator.userAgent),
      seen: window.localStorage.getItem(REMINDER_SEEN_KEY) !== null,
    });
    if (!due) return;
    let waiting = false;
    const open = () => {
      window.localStorage.setItem(REMINDER_SEEN_KEY, new Date().toISOString());
      setRemind(true);
    };
    const onConsent = () => {
      if (waiting) open();
    };
    window.addEventListener(CONSENT_EVENT, onConsent);
    const timer = window.setTimeout(() => {
      // The banner is still up: open right after it is answered.
      if (shouldAskConsent(document.cookie, inIframe(window), false) && !appModeFromCookie(document.cookie))
        waiting = true;
      else open();
    }, seconds * 1000);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(CONSENT_EVENT, onConsent);
    };
  }, [status, seconds]);

  return (
    <Suspense fallback={null}>
      <FavouritesSync />
      <PageViews />
      {hostBridge ? <HostBridge mode={hostBridge} /> : null}
      {remind && status === 'NOT_LOGGED_IN' ? <SignUpReminder onClose={() => setRemind(false)} /> : null}
    </Suspense>
  );
}
