import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { frameAncestorsFor, type EmbeddingAllowList } from '../embedding/allowed-origins';

/** Operator settings of the response headers (the embedding issue fills frameAncestors from operator config). */
export interface SecurityHeaderSettings {
  /** CSP frame-ancestors: who may frame the site. Default: only itself. FRAME_ANCESTORS="'self' https://op.example". */
  frameAncestors: string[];
  /** Extra CSP connect-src sources (a separate Centrifugo: its ws/wss origin). */
  connectSources: string[];
  /** Strict-Transport-Security (production: on). */
  hsts: boolean;
}

export const DEFAULT_SECURITY_HEADERS: SecurityHeaderSettings = {
  frameAncestors: ["'self'"],
  connectSources: [],
  hsts: false,
};

const HSTS_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * frame-ancestors follows the embedding allow-list (OPERATOR_CONFIG `embedding.allowed_origins`, read by
 * embedding/allowed-origins.ts); FRAME_ANCESTORS (space or comma separated) overrides it. connect-src adds
 * CENTRIFUGO_WS_URL's origin and SENTRY_DSN's (the browser sends its error reports there). NODE_ENV=production
 * for HSTS.
 */
export function securityHeadersFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  embedding?: EmbeddingAllowList,
): SecurityHeaderSettings {
  const frameAncestors = (env.FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean);
  const connectSources: string[] = [];
  if (env.CENTRIFUGO_WS_URL) connectSources.push(new URL(env.CENTRIFUGO_WS_URL).origin);
  if (env.SENTRY_DSN) connectSources.push(new URL(env.SENTRY_DSN).origin);
  const fromAllowList = embedding ? frameAncestorsFor(embedding) : DEFAULT_SECURITY_HEADERS.frameAncestors;
  return {
    frameAncestors: frameAncestors.length ? frameAncestors : fromAllowList,
    connectSources,
    hsts: env.NODE_ENV === 'production',
  };
}

/**
 * helmet on every answer (API, pages, the demo provider's page): X-Content-Type-Options, Referrer-Policy,
 * HSTS in production and a Content-Security-Policy. Next's pages carry inline scripts (flight data, the theme boot
 * script), hence script-src 'unsafe-inline' with everything else same-origin; clickjacking is governed by
 * frame-ancestors (X-Frame-Options is left out: it cannot name the operator's embedding origins).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeaderSettings,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...settings.connectSources],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': settings.frameAncestors,
      },
    },
    strictTransportSecurity: settings.hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
  });
}
