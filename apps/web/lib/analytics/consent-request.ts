import { APP_MODE_HEADER, appModeFromCookie, appPlatformOf } from '../app-mode/app-mode';
import { inAuditMode, shouldAskConsent } from './consent';

/**
 * CC1 on the server, from the request's headers: ask when no answer is stored, unless the page is loading
 * into a frame (browsers send `Sec-Fetch-Dest: iframe`), for an audit or in app mode (MA4: the cookie, or the
 * proxy's header on the request that carried `?app=`). The page re-checks after hydration (`ConsentGate`), where
 * a frame is known for certain; app mode is decided here only (the re-check can only hide the banner, and keeping
 * the app-mode reader out of the banner's first-load code keeps the page's first load in budget).
 */
export function askConsentForRequest(headers: { get(name: string): string | null }): boolean {
  const cookie = headers.get('cookie') ?? '';
  return (
    appPlatformOf(headers.get(APP_MODE_HEADER)) === null &&
    appModeFromCookie(cookie) === null &&
    shouldAskConsent(
      cookie,
      headers.get('sec-fetch-dest') === 'iframe',
      inAuditMode(headers.get('user-agent') ?? ''),
    )
  );
}
