import { requestJson } from '../auth/http';

export type DepositOutcome = 'success' | 'error' | 'pending';

export interface DepositState {
  readonly id: string;
  readonly status: 'created' | DepositOutcome;
  readonly url: string | null;
}

/** Where a deposit shown in a frame comes back to (a plain server page; AC18). */
export const FRAME_RETURN_PATH = '/api/platform/payments/return';
/** How often a pending deposit is asked about (AC18). */
export const DEPOSIT_POLL_MS = 2_000;

/**
 * The result a provider returned with, read from the frame's address once it is back on our return page:
 * null while the frame still shows the provider's page (or an address of another origin, which cannot be read).
 */
export function depositReturnOf(href: string | null): { result: DepositOutcome; id: string | null } | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.pathname !== FRAME_RETURN_PATH) return null;
  const result = url.searchParams.get('deposit_result');
  if (result !== 'success' && result !== 'error' && result !== 'pending') return null;
  return { result, id: url.searchParams.get('deposit_id') };
}

/**
 * Polls a pending deposit until the provider decides it (the server asks the provider on each read), then
 * answers success or error. Stops quietly (answers null) when aborted; a failed read is retried on the next turn.
 */
export async function pollDeposit(
  id: string,
  locale: string,
  signal?: AbortSignal,
  everyMs = DEPOSIT_POLL_MS,
): Promise<'success' | 'error' | null> {
  for (;;) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, everyMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (signal?.aborted) return null;
    try {
      const deposit = await requestJson<DepositState>(
        `/api/platform/payments/deposits/${encodeURIComponent(id)}`,
        { locale, signal },
      );
      if (deposit.status === 'success' || deposit.status === 'error') return deposit.status;
    } catch {
      if (signal?.aborted) return null;
    }
  }
}
