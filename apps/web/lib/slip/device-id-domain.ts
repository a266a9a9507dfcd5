import { getDomain } from 'tldts';
import { DEVICE_ID_COOKIE, LIFETIME_SECONDS } from './device-id-cookie';

/**
 * The device id cookie's parent domain (SPEC.md EM10). This module carries the public suffix list (tldts,
 * about 50 KB gzip): `device-id.ts` imports it only when the id is about to be sent (the slip's first
 * selection, a placement), never on page load.
 */

/**
 * The registrable parent domain of a host name from the public suffix list (SPEC.md EM10):
 * "www.bet.example.co.uk" → ".example.co.uk", "shop.user.github.io" → ".user.github.io" (the list's private
 * section counts, as browsers' cookie rules do). None, so a host-only cookie, for IP addresses, localhost,
 * single labels and a bare public suffix (a browser would refuse a cookie for "co.uk").
 */
export function parentDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) return null;
  const domain = getDomain(host, { allowPrivateDomains: true });
  return domain ? `.${domain}` : null;
}

export function deviceIdCookie(id: string, hostname: string): string {
  const domain = parentDomain(hostname);
  return `${DEVICE_ID_COOKIE}=${id}; Max-Age=${LIFETIME_SECONDS}; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`;
}

/**
 * Moves the id to the parent domain: the cookie on `.example.co.uk`, then the host-only one that page load
 * wrote (same name and path, no Domain) expired, so one cookie remains and sibling sites read the same id.
 * Nothing to do where there is no parent domain (localhost, IP addresses): the host-only cookie is the one.
 */
export function widenDeviceIdCookie(doc: Document, id: string): void {
  const hostname = doc.location?.hostname ?? '';
  if (!parentDomain(hostname)) return;
  doc.cookie = deviceIdCookie(id, hostname);
  doc.cookie = `${DEVICE_ID_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
