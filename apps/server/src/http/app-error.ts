import { ERRORS, type ErrorName } from '@slipstream/contract';

/** An error the API answers with: always an entry of the one catalogue (packages/contract ERRORS). */
export class AppError extends Error {
  readonly status: number;
  readonly code: number | string;
  /** Sent as the Retry-After header (429 and 503 answers of the abuse limits and the argon2 cap). */
  retryAfterSeconds?: number;
  constructor(
    readonly errorName: ErrorName,
    readonly details?: unknown,
    message?: string,
    readonly errorsByBet?: Record<string, { localized_message: string }>,
    /** Sent as data.localized_message (custom-bet failures, betting-core §8). */
    readonly localizedMessage?: string,
  ) {
    const spec = ERRORS[errorName];
    super(message ?? spec.message);
    this.name = 'AppError';
    this.status = spec.status;
    this.code = spec.code;
  }
}
