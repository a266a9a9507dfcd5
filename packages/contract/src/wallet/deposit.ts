import { z } from 'zod';
import { amountInputSchema, moneySchema } from './money';

/** The deposit redirect result (§2): the query parameter the deposit page redirects back with. */
export const DEPOSIT_RESULT_PARAM = 'deposit_result';
/** Beside the result on the way back: which deposit it was, so a pending one can be polled. */
export const DEPOSIT_ID_PARAM = 'deposit_id';
export const depositResultSchema = z.enum(['success', 'error', 'pending']);
export type DepositResult = z.infer<typeof depositResultSchema>;

/**
 * A path on this origin only (no scheme, no protocol-relative //host): redirects never leave the site. Visible
 * ASCII only (anything else percent-encoded), as a Location header carries it: a raw non-ASCII or control
 * character made the provider's answer a 500 (docs/SECURITY.md DEP-INPUT-1).
 */
export const returnPathSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, 'a path on this site, starting with a single /, in visible ASCII');

/** POST /api/platform/payments/deposit */
export const depositBodySchema = z.strictObject({
  amount: amountInputSchema,
  return_path: returnPathSchema.optional(),
  /**
   * Quick deposit (§2): the provider charges the player's stored method at once, with no page to visit; the
   * answer's status is the outcome so far (success, error, or pending until the provider decides).
   */
  quick: z.boolean().optional(),
});

export const depositStatusSchema = z.enum(['created', 'pending', 'success', 'error']);

export const depositResponseSchema = z.object({
  id: z.string(),
  status: depositStatusSchema,
  amount: moneySchema,
  /** The provider's deposit page (served locally by the demo provider); null for a quick deposit. */
  url: z.string().nullable(),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** The demo provider's completion form: POST /api/platform/payments/demo/{id}/complete */
export const depositCompletionSchema = z.strictObject({ result: depositResultSchema });
