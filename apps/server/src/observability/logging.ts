import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (e-mailed tokens, codes, passwords): never written to the log. */
const SECRET_PARAM = /token|password|code|secret|key/i;

/** A URL as logged: the path, and the query with secret values replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [name] of params) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Fastify's pino logger as JSON lines: a request id on every line (a fresh UUID, echoed as X-Request-Id; a
 * client-chosen id is not trusted), URLs without secret query values, and headers that carry credentials
 * (authorization, cookies, CSRF token, set-cookie) redacted wherever they appear. Bodies (passwords) are never
 * logged: Fastify logs no bodies and no route logs one.
 */
export function loggerOptions(
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      ...(stream ? { stream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req(request: { method: string; url: string; ip?: string; id?: string }) {
          return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
        },
      },
    },
  };
}
