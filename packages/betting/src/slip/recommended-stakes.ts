/** §9: the recommended stakes are exactly four. */
export const RECOMMENDED_STAKE_COUNT = 4;

/**
 * ST12: exactly four recommended stakes; missing ones are padded with 0 (§5), extra ones dropped, and
 * anything that is not a non-negative safe integer (minor units) becomes 0.
 */
export function normalizeRecommendedStakes(stakes: readonly number[] | null | undefined): number[] {
  const out: number[] = [];
  for (let i = 0; i < RECOMMENDED_STAKE_COUNT; i++) {
    const s = stakes?.[i];
    out.push(s !== undefined && Number.isSafeInteger(s) && s >= 0 ? s : 0);
  }
  return out;
}
