/**
 * Host-frame messaging (account-and-surroundings §5, §7 "Host-frame messaging"): the messages a host page and the
 * embedded product exchange with window.postMessage. Every message, both ways, is `{ type, payload }` whose type
 * carries the product tag (`slipstream:page-loaded`), so a host tells ours from any other script's messages and
 * the product ignores every type it does not know (inbound is filtered by type).
 */
export const HOST_MESSAGE_TAG = 'slipstream';

/**
 * Host → product: §7's nine, and `consent` (ours, SPEC.md MA4): the cookie answer of a host or app that asks for
 * consent itself (payload `{answer: "accepted" | "rejected"}`), since the product shows no banner there.
 */
export const INBOUND_HOST_MESSAGES = [
  'iframe_integration',
  'viewport',
  'odds_changed',
  'page_changed',
  'search_modal',
  'open_bet_slip',
  'apply_bet_code',
  'change_locale',
  'change_currency',
  'consent',
] as const;

/**
 * Product → host: §7's eleven, and `open-external-link` (ours, app mode only, SPEC.md MA5): a link that leaves the
 * site, handed to the app to open (payload `{url}`).
 */
export const OUTBOUND_HOST_MESSAGES = [
  'sign-in',
  'sign-up',
  'deposit',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'initialized',
  'notify-currency-changed',
  'open-external-link',
] as const;

export type InboundHostMessageName = (typeof INBOUND_HOST_MESSAGES)[number];
export type OutboundHostMessageName = (typeof OUTBOUND_HOST_MESSAGES)[number];

/** The three actions an embedded product hands to its host, when the host declares a listener for them (§5). */
export const HOST_LISTENABLE = ['sign-in', 'sign-up', 'deposit'] as const;
export type HostListenable = (typeof HOST_LISTENABLE)[number];

export interface HostMessage<Name extends string = string> {
  readonly type: `${typeof HOST_MESSAGE_TAG}:${Name}`;
  readonly payload: Readonly<Record<string, unknown>>;
}

export function taggedType<Name extends string>(name: Name): `${typeof HOST_MESSAGE_TAG}:${Name}` {
  return `${HOST_MESSAGE_TAG}:${name}`;
}

/** The name of a tagged inbound message, or null for anything else (untagged, unknown type, malformed). */
export function inboundMessageName(data: unknown): InboundHostMessageName | null {
  if (!data || typeof data !== 'object') return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !type.startsWith(`${HOST_MESSAGE_TAG}:`)) return null;
  const name = type.slice(HOST_MESSAGE_TAG.length + 1);
  return (INBOUND_HOST_MESSAGES as readonly string[]).includes(name)
    ? (name as InboundHostMessageName)
    : null;
}

/** The payload of a message: its object, or an empty one. */
export function messagePayload(data: unknown): Readonly<Record<string, unknown>> {
  const payload = data && typeof data === 'object' ? (data as { payload?: unknown }).payload : undefined;
  return payload && typeof payload === 'object' && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : {};
}
