import { requestJson } from '../auth/http';
import { newRequestId, sendOnceMore } from '../auth/send-once-more';
import type { DepositState } from './deposit-status';

/**
 * The payment provider seam. The server creates the deposit with its provider (the demo provider in demo mode;
 * a real PSP adapter behind the same server interface) and answers the page where the player pays, which the
 * deposit modal shows in a frame; the provider sends the frame back to `return_path` with `deposit_result` and
 * `deposit_id`. A quick deposit has no page: its answer is the outcome so far.
 */
export async function createDeposit(
  amount: { value: number; currency: string },
  locale: string,
  options: { returnPath?: string; quick?: boolean },
): Promise<DepositState> {
  // Sent once more with the same request id when its outcome is unknown: the server answers the deposit the first
  // attempt made (issue 31).
  const requestId = newRequestId();
  return sendOnceMore(() =>
    requestJson<DepositState>('/api/platform/payments/deposit', {
      method: 'POST',
      body: {
        amount,
        ...(options.returnPath ? { return_path: options.returnPath } : {}),
        ...(options.quick ? { quick: true } : {}),
      },
      locale,
      idempotencyKey: requestId,
    }),
  );
}
