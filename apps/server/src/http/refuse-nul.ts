import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** The first path in `value` (keys included) holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(child, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold a NUL character, so one that reached a query was a 500. Every route's
 * parameters, query and body are refused here with 400 `validation_failed` (the field named) before any handler
 * runs, whatever schema the route parses with; the contract's own NUL refusals stay as documentation.
 */
export function refuseNulInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = nulPath(value, '');
      if (at !== null)
        throw new AppError('validation_failed', [{ path: `${part}.${at}`, message: 'no NUL characters' }]);
    }
  });
}
