import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates untrusted input (query, params, body) with a contract schema. A failure is a 400 with
 * the catalogue's `validation_failed` code and the offending fields, never a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    'validation_failed',
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}
