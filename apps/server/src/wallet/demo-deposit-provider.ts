import type { DepositProvider, ProviderDeposit, ProviderOutcome } from './deposit-provider';

export const DEMO_PAGE_PATH = '/api/platform/payments/demo';

/** The amounts (last two digits of the minor units) that force the demo provider's outcomes (docs/API.md). */
export const DEMO_ERROR_CENTS = 13;
export const DEMO_PENDING_CENTS = 42;
export const DEMO_PENDING_THEN_ERROR_CENTS = 43;

/** How a pending demo deposit ends: an amount ending in 43 fails, any other succeeds. */
export function demoPendingOutcome(amount: number): 'success' | 'error' {
  return amount % 100 === DEMO_PENDING_THEN_ERROR_CENTS ? 'error' : 'success';
}

/** A quick demo deposit's immediate outcome: …13 fails, …42 and …43 stay pending, anything else succeeds. */
export function demoQuickOutcome(amount: number): ProviderOutcome {
  const cents = amount % 100;
  if (cents === DEMO_ERROR_CENTS) return 'error';
  if (cents === DEMO_PENDING_CENTS || cents === DEMO_PENDING_THEN_ERROR_CENTS) return 'pending';
  return 'success';
}

/**
 * The demo payment provider (demo mode only; no money moves). Hosted deposits go to its own page
 * (deposit-page.ts), where the player picks success, error or pending. Quick deposits end by the amount's
 * last two minor-unit digits (demoQuickOutcome). A pending deposit (from either) is decided when it has been
 * pending `pendingSeconds` and is checked again: success, or error for an amount ending in 43.
 */
export function createDemoDepositProvider(options: { pendingSeconds: number }): DepositProvider {
  return {
    async start(deposit: ProviderDeposit) {
      if (!deposit.quick) return { status: 'created', url: `${DEMO_PAGE_PATH}/${deposit.id}` };
      return { status: demoQuickOutcome(deposit.amount), url: null };
    },
    async check(deposit: ProviderDeposit, nowMs: number) {
      const since = deposit.pendingSinceMs;
      if (since === null || nowMs < since + options.pendingSeconds * 1000) return 'pending';
      return demoPendingOutcome(deposit.amount);
    },
  };
}
