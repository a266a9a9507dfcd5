/**
 * The embedding and error-reporting parts of the site configuration, read from the environment the server sets
 * for Next in this process (apps/server/src/web/mount-web.ts): SLIPSTREAM_EMBED_ORIGINS (the allow-list the
 * server read from OPERATOR_CONFIG `embedding.allowed_origins`, JSON), SLIPSTREAM_DEMO, and SENTRY_DSN,
 * SENTRY_RELEASE, SENTRY_ENVIRONMENT, SENTRY_TRACES_SAMPLE_RATE.
 */
export interface EmbeddingConfig {
  /** Origins whose host messages count, and to which the product posts (SPEC.md EM2). */
  readonly origins: readonly string[];
  /** `*` honoured (the operator's host initialises sessions): any parent origin counts. */
  readonly wildcard: boolean;
  /** Demo mode: the site's own origin counts too (/embed-demo frames the product from it). */
  readonly demo: boolean;
}

export interface ReportingConfig {
  readonly dsn: string;
  readonly release: string;
  readonly environment: string;
  /** Share of page loads and route changes traced (0 = none, the default). */
  readonly tracesSampleRate: number;
}

export function embeddingConfigFromEnv(env: Record<string, string | undefined>): EmbeddingConfig {
  const demo = env.SLIPSTREAM_DEMO !== '0';
  try {
    const parsed = JSON.parse(env.SLIPSTREAM_EMBED_ORIGINS ?? '{}') as {
      origins?: unknown;
      wildcard?: unknown;
    };
    const origins = Array.isArray(parsed.origins)
      ? parsed.origins.filter((o): o is string => typeof o === 'string')
      : [];
    return { origins, wildcard: parsed.wildcard === true, demo };
  } catch {
    return { origins: [], wildcard: false, demo };
  }
}

export function reportingConfigFromEnv(env: Record<string, string | undefined>): ReportingConfig | null {
  if (!env.SENTRY_DSN) return null;
  const rate = Number(env.SENTRY_TRACES_SAMPLE_RATE ?? '0');
  return {
    dsn: env.SENTRY_DSN,
    release: env.SENTRY_RELEASE || 'slipstream@dev',
    environment: env.SENTRY_ENVIRONMENT || 'production',
    tracesSampleRate: Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0,
  };
}
