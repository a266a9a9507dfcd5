import { readCookie } from '../storage/read-cookie';
import { DEVICE_ID_COOKIE, LIFETIME_SECONDS } from './device-id-cookie';

/**
 * The device id (betting-core §7, §9): a random UUID in the `deviceId` cookie for 7300 days, sent with every
 * bet placement. Page load (the surroundings) creates it host-only, which needs no public suffix list; the
 * cookie moves to the registrable parent domain (SPEC.md EM10, `device-id-domain.ts`, which carries the list)
 * when the id is about to be sent: the slip's first selection and every placement call `sendableDeviceId`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the device id, creating it (host-only) on first use. */
export function ensureDeviceId(
  doc: Document = document,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const existing = readCookie(doc.cookie, DEVICE_ID_COOKIE);
  if (existing && UUID.test(existing)) return existing;
  const id = newId();
  doc.cookie = `${DEVICE_ID_COOKIE}=${id}; Max-Age=${LIFETIME_SECONDS}; Path=/; SameSite=Lax`;
  return id;
}

const widened = new WeakMap<Document, Promise<void>>();

/**
 * The device id on its parent domain (EM10), for a bet: loads the public suffix list once per page and moves
 * the cookie there, then answers the id. A failed load (offline) leaves the host-only cookie and still answers
 * the id: the placement must not fail for the cookie's scope; the next call tries again.
 */
export async function sendableDeviceId(doc: Document = document): Promise<string> {
  const id = ensureDeviceId(doc);
  let moving = widened.get(doc);
  if (!moving) {
    moving = import('./device-id-domain').then(
      (m) => m.widenDeviceIdCookie(doc, id),
      () => void widened.delete(doc),
    );
    widened.set(doc, moving);
  }
  await moving;
  return ensureDeviceId(doc);
}
