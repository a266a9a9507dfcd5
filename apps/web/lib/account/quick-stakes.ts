/** Quick stakes (betting-core §3 settings `stakes`): four whole units of the player's currency. */
export const QUICK_STAKE_COUNT = 4;
const MAX_STAKE = 1_000_000_000;

/**
 * The four quick-stake inputs as whole units, or the index of the first bad one. An empty input is 0 (the
 * server pads missing stakes with 0 too); anything but digits is refused, so no float ever parses.
 */
export function parseQuickStakes(inputs: readonly string[]): { stakes: number[] } | { bad: number } {
  const stakes: number[] = [];
  for (let i = 0; i < QUICK_STAKE_COUNT; i++) {
    const text = (inputs[i] ?? '').trim();
    if (text === '') {
      stakes.push(0);
      continue;
    }
    if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_STAKE) return { bad: i };
    stakes.push(Number(text));
  }
  return { stakes };
}
