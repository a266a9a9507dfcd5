import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@slipstream/contract';
import { ERRORS, type ErrorName } from '@slipstream/contract';
import { selfExclusionRefusal } from '../accounts/self-exclusion';
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
