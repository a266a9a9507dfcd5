import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '@slipstream/contract';
import { ERRORS, type ErrorName } from '@slipstream/contract';
import { selfExclusionRefusal } from '../accounts/self-exclusion';
import { databaseFault } from '../db/lost-answer';
import { AppError } from './app-error';
import { refuseNulInput } from './refuse-nul';
import { reportServerError } from '../observability/error-reporting';

/** Maps Fastify's own client errors (bad JSON, wrong content type, body too large…) to the catalogue. */
const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
};

export function toApiError(err: AppError): ApiError {
  const data: NonNullable<ApiError['data']> = {};
  if (err.details !== undefined) data.details = err.details;
  if (err.errorsByBet) data.errors_by_bet = err.errorsByBet;
  if (err.localizedMessage !== undefined) data.localized_message = err.localizedMessage;
  return { code: err.code, message: err.message, ...(Object.keys(data).length ? { data } : {}) };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Issue 31: a client never gets a 500 for a broken database connection. Nothing was written (no connection, or
 * it broke before a COMMIT went out), or the request only reads: 503 `unavailable`, retry. A write's answer lost
 * after it went out: 503 `outcome_unknown` with the request's Idempotency-Key as details.request_id; the money
 * routes answer a retry with that key with what happened, once (docs/API.md "Lost answers").
 */
function databaseFaultAnswer(error: unknown, request: FastifyRequest): AppError {
  if (databaseFault(error) === 'unreachable' || READS.has(request.method)) {
    const unavailable = new AppError('unavailable');
    unavailable.retryAfterSeconds = 1;
    return unavailable;
  }
  const header = request.headers['idempotency-key'];
  const requestId = typeof header === 'string' && header.length > 0 ? header : null;
  return new AppError('outcome_unknown', { request_id: requestId });
}

export function installErrorHandling(app: FastifyInstance): void {
  refuseNulInput(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    // The database's refusal of an excluded player's bet, deposit or bonus (migrations/0810's triggers), from
    // whichever path met it: 403 self_excluded with details.until.
    const excluded = selfExclusionRefusal(error);
    if (error instanceof AppError) appError = error;
    else if (excluded) appError = excluded;
    else if (error.code && FASTIFY_CODES[error.code])
      appError = new AppError(FASTIFY_CODES[error.code]!, undefined, error.message);
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const byStatus = (Object.keys(ERRORS) as ErrorName[]).find(
        (n) => ERRORS[n].status === error.statusCode,
      );
      appError = new AppError(byStatus ?? 'bad_request', undefined, error.message);
    } else if (databaseFault(error)) {
      appError = databaseFaultAnswer(error, request);
      request.log.error({ err: error, answer: appError.code }, 'database connection fault');
    } else {
      request.log.error({ err: error }, 'unhandled error');
      reportServerError(error, request);
      appError = new AppError('internal');
    }
    if (appError.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(appError.retryAfterSeconds));
    void reply.status(appError.status).send(toApiError(appError));
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send(toApiError(new AppError('not_found', { path: request.url.split('?')[0] })));
  });
}
