import { readCookie } from '../storage/read-cookie';
import type { HttpErrorInfo } from '../reporting/http-extras';
import { reportError } from '../reporting/report';

/** An error answer of our APIs: the HTTP status and, when the body follows API.md, its code and data. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string | null,
    message: string,
    readonly data: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The call and the answer, sent as extras when the error is reported (§8). */
  http?: HttpErrorInfo;
}

/** Set beside the HttpOnly session cookie (same lifetime) and cleared with it: its presence tells a signed-in browser. */
export const CSRF_COOKIE = 'slipstream_csrf';

/** Accept-Language as the spec sends it: br means pt-BR (betting-core §7). */
export const acceptLanguage = (locale: string): string => (locale.toLowerCase() === 'br' ? 'pt-BR' : locale);

export interface RequestOptions {
  readonly method?: string;
  readonly body?: unknown;
  readonly locale: string;
  /** Bearer token of the Sportsbook API. */
  readonly token?: string | null;
  readonly signal?: AbortSignal;
  /**
   * A call the page makes by itself (a poll, a token refresh), not the player's doing: it does not count as using
   * the session, so an open tab alone never keeps an idle session alive (the server's SESSION_IDLE_SECONDS).
   */
  readonly background?: boolean;
  /** The Idempotency-Key of a money write (cashout, deposit): a retry with it is done once (API.md). */
  readonly idempotencyKey?: string;
}

/** The header that marks a background call (the server's BACKGROUND_HEADER). */
export const BACKGROUND_HEADER = 'x-slipstream-background';

/**
 * Told the bearer token the refused call carried (null: none; undefined: a cookie call), so a stale call
 * cannot end a newer session.
 */
type UnauthorisedHandler = (token?: string | null) => void;
let unauthorisedHandler: UnauthorisedHandler | null = null;

/**
 * A 401 from any call of a signed-in browser means the session is gone (§8): the auth store registers the
 * local sign-out here. The credential calls themselves answer 401 for a wrong password, not an expiry.
 */
export function setUnauthorisedHandler(handler: UnauthorisedHandler | null): void {
  unauthorisedHandler = handler;
}

/** The activity ping's 401 is the activity limit (§8), which the ping itself handles with its own modal. */
const CREDENTIAL_CALLS = /\/users\/(sign_in|sign_up|sign_out)$|\/player\/activity_limit_track$/;

export function reportUnauthorised(url: string, token?: string | null): void {
  if (!CREDENTIAL_CALLS.test(url)) unauthorisedHandler?.(token);
}

let selfExcludedHandler: (() => void) | null = null;

/**
 * A `self_excluded` answer (SPEC.md SX8) when the page did not know: a break taken in another tab, a register
 * listing found at this sign-in's check. The auth store registers a profile refresh here, so the notice appears.
 */
export function setSelfExcludedHandler(handler: (() => void) | null): void {
  selfExcludedHandler = handler;
}

async function errorOf(res: Response, method: string, requestBody: unknown): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown; data?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: the status alone tells
  }
  const code = typeof body.code === 'number' || typeof body.code === 'string' ? body.code : null;
  const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : null;
  const error = new ApiError(
    res.status,
    code,
    typeof body.message === 'string' ? body.message : `HTTP ${res.status}`,
    data,
  );
  error.http = { url: res.url, method, status: res.status, requestBody, responseBody: body };
  if (code === 'self_excluded') selfExcludedHandler?.();
  // A 4xx is an answer the page handles (a catalogue code beside a field or in an alert): not reported.
  if (res.status >= 500) reportError(error);
  return error;
}

/**
 * A same-origin JSON call. Cookie writes carry the session's CSRF token (read from its cookie, as the
 * server's synchronizer-token rule asks); Sportsbook calls carry the bearer token.
 */
export async function requestJson<T>(url: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': acceptLanguage(options.locale) };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.background) headers[BACKGROUND_HEADER] = '1';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const method = options.method ?? 'GET';
  if (method !== 'GET') {
    const csrf = typeof document === 'undefined' ? null : readCookie(document.cookie, CSRF_COOKIE);
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  // A cookie call (no token option) reports undefined: its 401 is the cookie session's own end (AC1, AC14).
  if (res.status === 401) reportUnauthorised(url, options.token);
  if (!res.ok) throw await errorOf(res, method, options.body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
