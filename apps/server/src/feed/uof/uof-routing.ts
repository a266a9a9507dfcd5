import { LIVE_PRODUCT, type UofMessageKind } from './uof-messages';

/**
 * UOF routing keys (API.md "Real odds feed"):
 * `{priority}.{pre|virt|-}.{live|-}.{message_type}.{sport_id}.{urn_type}.{event_id}.{node_id}`, e.g.
 * `hi.pre.-.odds_change.1.sr:match.12345.-`; system messages `-.-.-.alive.-.-.-.-` and
 * `-.-.-.snapshot_complete.-.-.-.{node_id}`.
 */
export interface RoutingKeyParts {
  priority: 'hi' | 'lo' | '-';
  kind: string;
  product: 'pre' | 'live' | '-';
  sportId: number | null;
  /** The event URN ("sr:match:12345") or null for system messages. */
  eventUrn: string | null;
  nodeId: number | null;
}

/** The bindings of our queue: messages for every node, and those addressed to ours (recovery answers). */
export function uofBindings(nodeId: number): string[] {
  return ['*.*.*.*.*.*.*.-', `*.*.*.*.*.*.*.${nodeId}`];
}

export function parseRoutingKey(key: string): RoutingKeyParts | null {
  const parts = key.split('.');
  if (parts.length !== 8) return null;
  const [priority, pre, live, kind, sport, urnType, eventId, node] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (priority !== 'hi' && priority !== 'lo' && priority !== '-') return null;
  return {
    priority,
    kind,
    product: live === 'live' ? 'live' : pre === 'pre' ? 'pre' : '-',
    sportId: /^\d+$/.test(sport) ? Number(sport) : null,
    eventUrn: urnType !== '-' && /^\d+$/.test(eventId) ? `${urnType}:${eventId}` : null,
    nodeId: /^\d+$/.test(node) ? Number(node) : null,
  };
}

/** The routing key a producer publishes a message under (the simulator's producer, tests). */
export function routingKeyFor(o: {
  kind: UofMessageKind;
  product: number;
  eventUrn?: string;
  sportId?: number;
  nodeId?: number;
  priority?: 'hi' | 'lo';
}): string {
  const node = o.nodeId === undefined ? '-' : String(o.nodeId);
  if (!o.eventUrn) return `-.-.-.${o.kind}.-.-.-.${node}`;
  const i = o.eventUrn.lastIndexOf(':');
  const urnType = o.eventUrn.slice(0, i);
  const id = o.eventUrn.slice(i + 1);
  const live = o.product === LIVE_PRODUCT;
  return [
    o.priority ?? 'hi',
    live ? '-' : 'pre',
    live ? 'live' : '-',
    o.kind,
    o.sportId === undefined ? '-' : String(o.sportId),
    urnType,
    id,
    node,
  ].join('.');
}
