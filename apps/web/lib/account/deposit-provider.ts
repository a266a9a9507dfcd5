import { requestJson } from '../auth/http';

/**
 * The payment provider seam. The server creates the deposit with its provider and answers the page to send
 * the player to (the demo provider's page in demo mode; a real PSP adapter answers its own checkout URL); the
 * provider sends the player back to `return_path` with `deposit_result`.
 */
export interface DepositStart {
  readonly id: string;
  readonly status: string;
  readonly url: string;
}

/** The page the player comes back to: where they are now, without a previous result. */
export function currentReturnPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('deposit_result');
  url.searchParams.delete('modal');
  return `${url.pathname}${url.search}`;
}

export async function startDeposit(
  amount: { value: number; currency: string },
  locale: string,
  navigate: (url: string) => void = (u) => window.location.assign(u),
): Promise<void> {
  const deposit = await requestJson<DepositStart>('/api/platform/payments/deposit', {
    method: 'POST',
    body: { amount, return_path: currentReturnPath() },
    locale,
  });
  navigate(deposit.url);
}
