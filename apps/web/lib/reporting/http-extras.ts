/**
 * §8: an HTTP-client error is sent with the request URL, the request body and the response body as extra data.
 * The clients (lib/auth/http.ts, lib/queries/client-fetch.ts) attach `http` to their errors; secrets in the
 * bodies (passwords, tokens) are replaced before anything leaves the browser.
 */
export interface HttpErrorInfo {
  readonly url: string;
  readonly method: string;
  readonly status: number;
  readonly requestBody?: unknown;
  readonly responseBody?: unknown;
}

const SECRET_KEY = /password|token|secret|authorization|csrf/i;

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) ? '[redacted]' : redactSecrets(v, depth + 1);
  return out;
}

/** The extras of an error that carries `http` (null for any other error). */
export function httpErrorExtras(error: unknown): Record<string, unknown> | null {
  if (!error || typeof error !== 'object') return null;
  const http = (error as { http?: HttpErrorInfo }).http;
  if (!http || typeof http.url !== 'string') return null;
  return {
    request_url: http.url,
    request_method: http.method,
    response_status: http.status,
    request_body: redactSecrets(http.requestBody ?? null),
    response_body: redactSecrets(http.responseBody ?? null),
  };
}
