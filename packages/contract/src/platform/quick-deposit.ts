/** `features.quick_deposit` and its test variant `quick_deposit_test_group` (a status group name or null). */
export interface QuickDepositFlags {
  readonly enabled: boolean;
  readonly testGroup: string | null;
}

/**
 * SPEC.md OP8: quick deposit is offered when the flag is on and, with a test group set, only to a player in that
 * group (a status group by name or one of the profile's statuses, case-insensitive). The web hides it by this
 * rule and the server refuses a quick deposit by the same one.
 */
export function quickDepositOffered(flags: QuickDepositFlags, playerGroups: readonly string[]): boolean {
  if (!flags.enabled) return false;
  if (flags.testGroup === null) return true;
  const wanted = flags.testGroup.toLowerCase();
  return playerGroups.some((g) => g.toLowerCase() === wanted);
}
