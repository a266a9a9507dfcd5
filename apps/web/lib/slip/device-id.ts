import { getDomain } from 'tldts';
import { readCookie } from '../storage/read-cookie';

/**
 * The device id (betting-core §7, §9): a random UUID in the `deviceId` cookie for 7300 days, scoped to the
 * parent domain so sibling sites of the operator share it. Sent with every bet placement. This module carries
 * the public suffix list (tldts): it loads with the slip runtime and the surroundings, never on first load.
 */
export const DEVICE_ID_COOKIE = 'deviceId';
const LIFETIME_DAYS = 7300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  return `${DEVICE_ID_COOKIE}=${id}; Max-Age=${LIFETIME_DAYS * 86_400}; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`;
}

/** Reads the device id, creating it on first use. */
export function ensureDeviceId(
  doc: Document = document,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const existing = readCookie(doc.cookie, DEVICE_ID_COOKIE);
  if (existing && UUID.test(existing)) return existing;
  const id = newId();
  doc.cookie = deviceIdCookie(id, doc.location?.hostname ?? '');
  return id;
}
