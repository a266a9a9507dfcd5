import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * Error reporting (account-and-surroundings §8) on the server: with SENTRY_DSN set, @sentry/node (loaded only
 * then) receives every unhandled error a request meets (the 500s of the error handler, with the request's method,
 * URL and id as extras) and the process's unhandled rejections, under a release and an environment. A client's
 * mistake (4xx) is never an unhandled error, so it is never reported. The browser's filters of §8 live in the web
 * app (lib/reporting/report-filter.ts): the server meets no chunk loads, tracking scripts or resize observers.
 */
export interface ErrorReportingSettings {
  readonly dsn: string;
  readonly release: string;
  readonly environment: string;
}

type Reporter = (error: unknown, extras: Record<string, unknown>) => void;
let reporter: Reporter | undefined;

/** Reports an unhandled error met while answering `request` (a no-op without SENTRY_DSN). */
export function reportServerError(error: unknown, request?: FastifyRequest): void {
  if (!reporter || isSkipped(error)) return;
  reporter(
    error,
    request ? { request_id: request.id, method: request.method, url: request.url.split('?')[0] } : {},
  );
}

/** §8 "flagged skip": an error marked `skipReport` is handled where it arose and never reported. */
function isSkipped(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { skipReport?: unknown }).skipReport === true;
}

export async function startErrorReporting(settings: ErrorReportingSettings): Promise<void> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    // Errors only: no OpenTelemetry tracing of every request (the server has its own metrics, /metrics).
    skipOpenTelemetrySetup: true,
    defaultIntegrations: false,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'warn' }),
    ],
    beforeSend: (event, hint) => (isSkipped(hint.originalException) ? null : event),
  });
  reporter = (error, extras) => void Sentry.captureException(error, { extra: extras });
  // The mounted web app's rendering errors on the server (apps/web/instrumentation.ts onRequestError).
  (globalThis as { __slipstreamReportServerError?: Reporter }).__slipstreamReportServerError = (
    error,
    extras,
  ) => {
    if (!isSkipped(error)) reporter?.(error, extras);
  };
}

/**
 * The release both halves report under (§8 "release id set"): SENTRY_RELEASE, else the web build's id (so server
 * and browser events of one deployment match), else `slipstream@dev`.
 */
export function reportingRelease(env: Readonly<Record<string, string | undefined>>, webDir: string): string {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  const buildId = join(webDir, '.next', 'BUILD_ID');
  return existsSync(buildId) ? `slipstream@${readFileSync(buildId, 'utf8').trim()}` : 'slipstream@dev';
}

/** §8 "environment production or a deployment name": SENTRY_ENVIRONMENT, else production or development. */
export function reportingEnvironment(env: Readonly<Record<string, string | undefined>>): string {
  return env.SENTRY_ENVIRONMENT || (env.NODE_ENV === 'production' ? 'production' : 'development');
}
