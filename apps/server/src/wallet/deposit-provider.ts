/**
 * The payment provider seam. The deposits service (deposits.ts) owns the deposit rows, the player's limits and
 * the ledger credit; a provider only says where the player pays and how a payment ends. The demo provider
 * (demo-deposit-provider.ts) implements it in demo mode; a real PSP adapter implements the same two calls
 * (its hosted checkout URL from `start`, its status API or webhook record behind `check`).
 */
export interface ProviderDeposit {
  readonly id: string;
  /** Minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  /** Quick deposit: the player's stored method is charged at once, with no page to visit. */
  readonly quick: boolean;
  /** When the deposit became pending (ms), null if it never was. */
  readonly pendingSinceMs: number | null;
}

export type ProviderOutcome = 'pending' | 'success' | 'error';

export interface ProviderStart {
  /** 'created' while the player still has to pay on the provider's page; else the outcome so far. */
  readonly status: 'created' | ProviderOutcome;
  /** The provider's page (hosted deposits); null for a quick deposit. */
  readonly url: string | null;
}

export interface DepositProvider {
  start(deposit: ProviderDeposit, nowMs: number): Promise<ProviderStart>;
  /** The provider's current word on a pending deposit (asked when the player's page polls it). */
  check(deposit: ProviderDeposit, nowMs: number): Promise<ProviderOutcome>;
}
