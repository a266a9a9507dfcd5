'use client';
import { statusProgress } from '../../lib/account/status-progress';
import { quickDepositOffered } from '../../lib/site/feature-flags';
import { useSite } from '../../lib/site/site-context';
import { usePlayerProfile } from './player-profile';

/**
 * Whether the signed-in player is offered quick deposit (SPEC.md OP8): the operator's quick_deposit flag and, with
 * its test group set, only a player in that group (a profile status or the current status group's name).
 */
export function useQuickDepositOffered(): boolean {
  const { config } = useSite();
  const needsGroups = config.quickDeposit.enabled && config.quickDeposit.testGroup !== null;
  const profile = usePlayerProfile().data;
  const groups =
    needsGroups && profile
      ? [
          ...profile.statuses,
          statusProgress(profile.progress.points, profile.progress.statusGroups).current?.name ?? '',
        ].filter(Boolean)
      : [];
  return quickDepositOffered(config.quickDeposit, groups);
}
