import type { PushErrorSpec } from '@slipstream/contract';

/**
 * Centrifugo's JSON client protocol as centrifuge-js v5 speaks it: a frame is one or more JSON objects
 * separated by newlines. A command carries `id` and one method object; its reply carries the same `id`
 * and either the method's result or `error`. A reply without `id` is a push (`{"push": …}`), and an
 * empty object is a server ping (or, from the client, a pong).
 */
export const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
export type Method = (typeof METHODS)[number];

export interface Command {
  id: number;
  method: Method | null;
  params: Record<string, unknown>;
}

/** Parses one line; null when it is not a protocol command at all (the hub closes with 3501). */
export function parseCommand(line: string): Command | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const id = value.id === undefined ? 0 : value.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return null;
  for (const method of METHODS) {
    const params = value[method];
    if (params !== undefined) return isRecord(params) ? { id, method, params } : null;
  }
  return { id, method: null, params: {} };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const optionalString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const optionalInt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined;

export function replyFrame(id: number, method: Method, result: object): string {
  return `{"id":${id},"${method}":${JSON.stringify(result)}}`;
}

export function errorFrame(id: number, error: PushErrorSpec): string {
  return JSON.stringify({ id, error });
}

/** A publication push with the data already serialised (the hub serialises once per channel). */
export function publicationPushFrame(
  channelJson: string,
  dataJson: string,
  offset: number,
  delta?: boolean,
): string {
  return `{"push":{"channel":${channelJson},"pub":{"data":${dataJson},"offset":${offset}${delta ? ',"delta":true' : ''}}}}`;
}

/** A publication inside a reply (recovery, history). */
export function publicationJson(dataJson: string, offset: number): string {
  return `{"data":${dataJson},"offset":${offset}}`;
}

export function unsubscribePushFrame(channel: string, code: number, reason: string): string {
  return JSON.stringify({ push: { channel, unsubscribe: { code, reason } } });
}

export const PING_FRAME = '{}';
