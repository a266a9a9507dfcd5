import { readConsent } from './consent';

/**
 * Tracking parameters (account-and-surroundings §2, §7): ctag, btag, stag, qtag and gclid are recorded, then
 * stripped from the URL. Recording means analytics cookies, so they wait for consent (CC3): kept in session
 * storage until the banner is answered, written as cookies on `accepted` (stag, the affiliate id, 30 days;
 * the others for the session), dropped on `rejected`.
 */
export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
const PENDING_KEY = 'slipstream.trackingParams';
const AFFILIATE_DAYS = 30;

/** The tracking parameters of a URL and the URL without them (null when it has none). */
export function splitTrackingParams(
  href: string,
): { found: Record<string, string>; stripped: string } | null {
  const url = new URL(href);
  const found: Record<string, string> = {};
  for (const name of TRACKING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') found[name] = value.slice(0, 200);
    url.searchParams.delete(name);
  }
  if (Object.keys(found).length === 0) return null;
  return { found, stripped: `${url.pathname}${url.search}${url.hash}` };
}

export function trackingCookie(name: string, value: string): string {
  const maxAge = name === 'stag' ? `; Max-Age=${AFFILIATE_DAYS * 86_400}` : '';
  return `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax`;
}

/** On every page load: strips the parameters, then records them now or once consent is given. */
export function captureTrackingParams(win: Window): void {
  const split = splitTrackingParams(win.location.href);
  if (split) {
    win.history.replaceState(win.history.state, '', split.stripped);
    const pending = { ...readPending(win), ...split.found };
    win.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  }
  settleTrackingParams(win);
}

/** Writes the waiting parameters as cookies when consent is accepted; drops them when rejected. */
export function settleTrackingParams(win: Window): void {
  const answer = readConsent(win.document.cookie);
  if (answer === null) return;
  const pending = readPending(win);
  if (answer === 'accepted')
    for (const [k, v] of Object.entries(pending)) win.document.cookie = trackingCookie(k, v);
  win.sessionStorage.removeItem(PENDING_KEY);
}

function readPending(win: Window): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(win.sessionStorage.getItem(PENDING_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Record<string, string> = {};
    for (const name of TRACKING_PARAMS) {
      const v = (parsed as Record<string, unknown>)[name];
      if (typeof v === 'string') out[name] = v;
    }
    return out;
  } catch {
    return {};
  }
}
