import { readCookie } from '../storage/read-cookie';

/**
 * Cookie consent (account-and-surroundings §4, §7, §9): the answer is kept 365 days in the `cookieConsent`
 * cookie. Until it is `accepted`, no analytics cookie is written (CC3: the tracking parameters of
 * tracking-params.ts wait in session storage and are dropped on `rejected`).
 */
export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_DAYS = 365;
export type ConsentAnswer = 'accepted' | 'rejected';
/** Fired on window when the answer changes (the sign-up reminder waits for the banner to go). */
export const CONSENT_EVENT = 'slipstream:consent';

export function readConsent(cookie: string): ConsentAnswer | null {
  const value = readCookie(cookie, CONSENT_COOKIE);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function consentCookie(answer: ConsentAnswer, secure: boolean): string {
  return `${CONSENT_COOKIE}=${answer}; Max-Age=${CONSENT_DAYS * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Inside a host's frame (§4: the banner is not shown there; the host asks for consent). */
export function inIframe(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

/** Performance-audit mode (§4: no banner, no reminder): Lighthouse and PageSpeed identify themselves. */
export function inAuditMode(userAgent: string): boolean {
  return /Chrome-Lighthouse|Speed Insights/i.test(userAgent);
}

/** CC1: the banner shows when no answer is stored, outside frames and audits. */
export function shouldAskConsent(cookie: string, framed: boolean, audit: boolean): boolean {
  return !framed && !audit && readConsent(cookie) === null;
}
