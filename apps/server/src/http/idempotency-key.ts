import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The request's Idempotency-Key header (docs/API.md): the request id under which a money write (placement,
 * cashout, deposit) is done once; a retry with it answers what the first attempt did. At most 100 characters.
 */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' && header.length > 0 ? header : undefined;
  if (key !== undefined && key.length > 100)
    throw new AppError('validation_failed', [{ path: 'Idempotency-Key', message: 'At most 100 characters' }]);
  return key;
}
