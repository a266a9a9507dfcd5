import { z } from 'zod';

/**
 * The one error catalogue. Every error the API returns is an entry here: its HTTP status, the `code`
 * sent on the wire (numbers where the spec fixes them: 101, 114, 118, 120) and a default message.
 * Message keys for the UI live in `messageKey` where the spec names one.
 */
export interface ErrorSpec {
  readonly status: number;
  readonly code: number | string;
  readonly message: string;
  readonly messageKey?: string;
}

export const ERRORS = {
  // Generic request errors
  bad_request: { status: 400, code: 'bad_request', message: 'The request is malformed' },
  validation_failed: { status: 400, code: 'validation_failed', message: 'The request has invalid fields' },
  unauthorized: { status: 401, code: 'unauthorized', message: 'Sign in to continue' },
  forbidden: { status: 403, code: 'forbidden', message: 'You may not do this' },
  not_found: { status: 404, code: 'not_found', message: 'Not found' },
  method_not_allowed: { status: 405, code: 'method_not_allowed', message: 'Method not allowed' },
  conflict: { status: 409, code: 'conflict', message: 'The request conflicts with the current state' },
  payload_too_large: { status: 413, code: 'payload_too_large', message: 'The request body is too large' },
  unsupported_media_type: { status: 415, code: 'unsupported_media_type', message: 'Send JSON' },
  rate_limited: { status: 429, code: 'rate_limited', message: 'Too many requests, try again later' },
  internal: { status: 500, code: 'internal', message: 'Something went wrong on our side' },
  unavailable: { status: 503, code: 'unavailable', message: 'The service is starting or unavailable' },
  // [catalogue] entries owned by the catalogue/feed module
  // [push] entries owned by the push module
  // [platform] entries owned by accounts, sessions and wallet
  // [bets] entries owned by bets, cashout, share codes and custom bets
} as const satisfies Record<string, ErrorSpec>;

export type ErrorName = keyof typeof ERRORS;

/** The error body on the wire (API.md). */
export const apiErrorSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  data: z
    .object({
      details: z.unknown().optional(),
      errors_by_bet: z.record(z.string(), z.object({ localized_message: z.string() })).optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
