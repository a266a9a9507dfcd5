import type { ReportingConfig } from '../site/deployment-config';

/**
 * The first-load side of error reporting: a setting and a function. The SDK (@sentry/browser) and its set-up
 * (reporter.ts) load only when something is reported or after hydration, and only when SENTRY_DSN is set.
 */
let settings: ReportingConfig | null = null;

export function configureReporting(config: ReportingConfig | null): void {
  settings = config;
}

export function reportingConfig(): ReportingConfig | null {
  return settings;
}

/** Reports an error (a no-op without SENTRY_DSN); the §8 filter decides in the reporter. */
export function reportError(error: unknown): void {
  const config = settings;
  if (!config) return;
  void import('./reporter').then((m) => m.captureError(config, error)).catch(() => undefined);
}
