/**
 * Centrifugo client-protocol codes the push hub sends (Centrifugo's "Error and disconnect codes"), so the
 * server and the web app name them the same way. The centrifuge client decides on its own what to do:
 * error codes under 100, marked temporary, or 109 are retried; disconnect codes 3500–3999 and 4500–4999
 * are terminal (no reconnect); unsubscribe codes under 2500 end the subscription, 2500 and above resubscribe.
 */
export const PUSH_ERROR = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, PushErrorSpec>;

export interface PushErrorSpec {
  readonly code: number;
  readonly message: string;
  readonly temporary?: boolean;
}

/** WebSocket close codes the hub ends a connection with (the reason is the plain text). */
export const PUSH_DISCONNECT = {
  // reconnect
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  // terminal
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
} as const satisfies Record<string, PushDisconnectSpec>;

export interface PushDisconnectSpec {
  readonly code: number;
  readonly reason: string;
}

/** Codes of the unsubscribe push: 2000 ends the subscription, 2501 asks the client to resubscribe. */
export const PUSH_UNSUBSCRIBE = {
  server: { code: 2000, reason: 'server unsubscribe' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const;

/** Whether the centrifuge client reconnects after this close code (its own rule, restated for our tests). */
export function isTerminalDisconnect(code: number): boolean {
  return (code >= 3500 && code < 4000) || (code >= 4500 && code < 5000);
}
