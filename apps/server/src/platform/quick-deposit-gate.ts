import { quickDepositOffered } from '@slipstream/contract';
import type { AppContext } from '../app-context';
import { findPlayerById } from '../accounts/players';
import { statusGroupsFor } from '../accounts/progress';
import { AppError } from '../http/app-error';

/**
 * SPEC.md OP8 on the server: a quick deposit is refused (403 forbidden) when the operator's quick_deposit flag is
 * off or, with quick_deposit_test_group set, the player is not in that group (a profile status or the current
 * status group). The page hides quick deposit by the same rule; this keeps a hand-made request out too.
 */
export async function assertQuickDepositOffered(ctx: AppContext, playerId: number): Promise<void> {
  const { quick_deposit, quick_deposit_test_group } = ctx.config.operator.features;
  const flags = { enabled: quick_deposit, testGroup: quick_deposit_test_group };
  let groups: string[] = [];
  if (flags.enabled && flags.testGroup !== null) {
    const player = await findPlayerById(ctx.db, playerId);
    const current = player
      ? (await statusGroupsFor(ctx.db, player.comp_points))
          .filter((g) => g.status === 'current')
          .map((g) => g.name)
      : [];
    groups = [...(player?.statuses ?? []), ...current];
  }
  if (!quickDepositOffered(flags, groups)) throw new AppError('forbidden', { feature: 'quick_deposit' });
}
