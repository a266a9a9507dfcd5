/**
 * The device id (betting-core §7, §9): a random UUID in the `deviceId` cookie for 7300 days, scoped to the
 * parent domain so sibling sites of the operator share it. Sent with every bet placement.
 */
export const DEVICE_ID_COOKIE = 'deviceId';
const LIFETIME_DAYS = 7300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The parent domain of a host name ("www.bet.example.com" → ".example.com"); none for IPs and localhost. */
export function parentDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || !hostname.includes('.')) return null;
  const parts = hostname.split('.');
  return `.${parts.slice(-2).join('.')}`;
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
