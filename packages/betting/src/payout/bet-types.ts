/** betting-core.md §9: the four bet types. Double, treble and accumulator arrive from the server as combo. */
export type BetType = 'single' | 'combo' | 'system' | 'custom_bet';

export const BET_TYPES: readonly BetType[] = ['single', 'combo', 'system', 'custom_bet'];

/** A system "winCount from totalCount": every combination of winCount legs is one line. */
export interface SystemType {
  readonly winCount: number;
  readonly totalCount: number;
}
