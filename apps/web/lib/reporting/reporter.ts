import type * as SentryBrowser from '@sentry/browser';
import type { ReportingConfig } from '../site/deployment-config';
import { httpErrorExtras } from './http-extras';
import { shouldReport } from './report-filter';

type Sentry = typeof SentryBrowser;
let started: Promise<Sentry> | null = null;

/**
 * Starts @sentry/browser once (§8): the release and environment of the deployment, sessions, uncaught errors
 * and unhandled rejections (the SDK's default integrations), page loads and route changes traced at
 * `tracesSampleRate`, page loads of the not-found page dropped, and every event through the §8 filter, with an
 * HTTP-client error's request and response as extras.
 */
export function startReporting(config: ReportingConfig): Promise<Sentry> {
  started ??= import('@sentry/browser').then((Sentry) => {
    Sentry.init({
      dsn: config.dsn,
      release: config.release,
      environment: config.environment,
      tracesSampleRate: config.tracesSampleRate,
      integrations: config.tracesSampleRate > 0 ? [Sentry.browserTracingIntegration()] : [],
      beforeSend(event, hint) {
        if (!shouldReport(event, hint)) return null;
        const extras = httpErrorExtras(hint.originalException);
        if (extras) event.extra = { ...event.extra, ...extras };
        return event;
      },
      beforeSendTransaction(event) {
        const notFound = document.querySelector('[data-page-id="not_found"]') !== null;
        return event.contexts?.trace?.op === 'pageload' && notFound ? null : event;
      },
    });
    return Sentry;
  });
  return started;
}

export async function captureError(config: ReportingConfig, error: unknown): Promise<void> {
  const Sentry = await startReporting(config);
  Sentry.captureException(error);
}
