import { inAuditMode, readConsent } from './consent';

/**
 * CC1 on the server, from the request's headers: ask when no answer is stored, unless the page is loading
 * into a frame (browsers send `Sec-Fetch-Dest: iframe`) or for an audit. The page re-checks after hydration
 * (`ConsentGate`), where a frame is known for certain.
 */
export function askConsentForRequest(headers: { get(name: string): string | null }): boolean {
  return (
    headers.get('sec-fetch-dest') !== 'iframe' &&
    !inAuditMode(headers.get('user-agent') ?? '') &&
    readConsent(headers.get('cookie') ?? '') === null
  );
}
