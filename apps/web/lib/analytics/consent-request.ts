import { APP_MODE_HEADER, appPlatformOf } from '../app-mode/app-mode';
import { inAuditMode, shouldAskConsent } from './consent';

/**
 * CC1 on the server, from the request's headers: ask when no answer is stored, unless the page is loading
 * into a frame (browsers send `Sec-Fetch-Dest: iframe`), for an audit or in app mode (MA4: the cookie, or the
 * proxy's header on the request that carried `?app=`). The page re-checks after hydration (`ConsentGate`), where
 * a frame is known for certain.
 */
export function askConsentForRequest(headers: { get(name: string): string | null }): boolean {
  return (
    appPlatformOf(headers.get(APP_MODE_HEADER)) === null &&
    shouldAskConsent(
      headers.get('cookie') ?? '',
      headers.get('sec-fetch-dest') === 'iframe',
      inAuditMode(headers.get('user-agent') ?? ''),
    )
  );
}
