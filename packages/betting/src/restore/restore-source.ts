/** Where restored bets come from (RS1). */
export type RestoreSource = 'shareCode' | 'sessionStorage';

/**
 * RS1: a share code wins when the site shares bets and a code exists; otherwise stored bets from session
 * storage when there are any; otherwise nothing. Nothing is restored before the profile has loaded (RS5),
 * since the player's currency decides the conversion.
 */
export function chooseRestoreSource(input: {
  readonly profileLoaded: boolean;
  readonly shareEnabled: boolean;
  readonly shareCode: string | null | undefined;
  readonly storedBetCount: number;
}): RestoreSource | null {
  if (!input.profileLoaded) return null;
  if (input.shareEnabled && input.shareCode) return 'shareCode';
  return input.storedBetCount > 0 ? 'sessionStorage' : null;
}
