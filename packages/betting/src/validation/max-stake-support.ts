/** Which providers the max-stake call (POST /bets/max-stake) can answer for. */
export interface MaxStakeProviders {
  /** The main odds provider. */
  readonly mainProvider: string;
  /** A second provider, when the operator enabled it (null otherwise). */
  readonly secondProvider: string | null;
}

/**
 * VA11: max stake is supported only when all selections come from the main provider, or all from the second
 * provider when one is enabled.
 */
export function isMaxStakeSupported(
  selections: readonly { readonly provider: string }[],
  providers: MaxStakeProviders,
): boolean {
  if (selections.length === 0) return false;
  const allFrom = (p: string | null) => p !== null && selections.every((s) => s.provider === p);
  return allFrom(providers.mainProvider) || allFrom(providers.secondProvider);
}
