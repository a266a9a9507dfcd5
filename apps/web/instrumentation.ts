/**
 * Next's server instrumentation: a rendering error on the server is handed to the server process's error
 * reporting (apps/server/src/observability/error-reporting.ts sets the hook when SENTRY_DSN is set; the apps never
 * import each other, so they meet on this one global).
 */
type ServerErrorHook = (error: unknown, extras: Record<string, unknown>) => void;

export function register(): void {}

export function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routePath?: string; routeType?: string },
): void {
  const hook = (globalThis as { __slipstreamReportServerError?: ServerErrorHook })
    .__slipstreamReportServerError;
  hook?.(error, { method: request.method, url: request.path.split('?')[0], route: context.routePath });
}
