import { isMaxStakeSupported, lineCount } from '@slipstream/betting';
import type { MaxStakeBody } from '@slipstream/contract';
import { checkBetBonuses } from '../bonuses/bet-bonus';
import { AppError } from '../http/app-error';
import { toSafeInt } from '../wallet/amounts';
import { getPlayerSettings } from '../settings/player-settings';
import type { BetsDeps } from './bets-deps';
import { rejection, resolveRequest } from './check-bets';

/** VA11: the main provider and the second one Slipstream enables (settings sport_type_providers). */
export const MAX_STAKE_PROVIDERS = { mainProvider: 'betradar', secondProvider: 'oddin' } as const;

/**
 * POST /bets/max-stake (SPEC.md VA19): the largest stake (minor units; per line for systems) the first bet can
 * be placed with now, within the balance and the player's wager and loss limits (`user_limit_room`, 0702). "Can be placed" is placement's own check (`resolveRequest` and its
 * `validate`, the same function POST /bets runs), so every rule and limit (max stake, payout limit in any
 * currency, odds limit, restrictions) is applied exactly as placement applies it: a bet placement would refuse
 * at any stake is refused here with placement's error, and the answer is a stake placement accepts.
 * The stake-dependent rules (max stake, payout limit) only ever refuse larger stakes, so a bisection finds it.
 * A named bonus is checked as placement checks it (BO10): a free bet fixes the stake at its amount, a combo
 * boost makes the limits weigh the boosted win.
 */
export async function maxStake(deps: BetsDeps, playerId: number, body: MaxStakeBody): Promise<number> {
  const input = { ...body.bets[0]!, stake: { ...body.bets[0]!.stake, value: 1 } };
  const settings = await getPlayerSettings(deps.db, deps.operator, String(playerId));
  const request = await resolveRequest(
    deps,
    [input],
    // The answer is for the bet at current prices, whatever the player's accept mode.
    { ...settings, auto_accept_odds_change: 'any' },
    { allowBonuses: true },
  );
  const bet = request.bets[0]!;
  if (
    !isMaxStakeSupported(
      bet.selections.map((s) => s.quote),
      MAX_STAKE_PROVIDERS,
    )
  )
    throw new AppError('max_stake_unsupported');
  const smallest = request.validate([1]);
  if (!smallest.ok) throw rejection(smallest);
  const balance = (await deps.wallet.balance(playerId, bet.currency))?.value ?? 0;
  // The player's wager and loss limits (RG5): placement refuses a total stake past the room they leave.
  const room = await limitRoom(deps, playerId, bet.currency);

  if (input.bonus) {
    const [applied] = await checkBetBonuses(deps.db, deps.clock.now(), playerId, [input], [bet], {
      stakeFromBonus: true,
    });
    bet.bonus = applied ?? null;
    if (applied?.amount != null) {
      // A free bet's stake is its amount: placement takes that or nothing (BO10).
      const fixed = request.validate([applied.amount]);
      if (!fixed.ok) throw rejection(fixed);
      if (room !== null && applied.amount > room) return 0;
      return applied.paidByBonus || balance >= applied.amount ? applied.amount : 0;
    }
    const boosted = request.validate([1]);
    if (!boosted.ok) throw rejection(boosted);
  }

  const accepts = (stake: number) => request.validate([stake]).ok;
  const lines = bet.system ? lineCount(bet.system) : 1;
  let hi = Math.floor(Math.min(Math.max(balance, 0), room ?? Infinity) / lines);
  if (hi < 1) return 0;
  if (accepts(hi)) return hi;
  let lo = 1; // accepts(lo) holds, accepts(hi) does not
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (accepts(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The most one bet can stake under the player's wager and loss limits in `currency`, or null without one. */
async function limitRoom(deps: BetsDeps, playerId: number, currency: string): Promise<number | null> {
  const res = await deps.db.query<{ room: string | number | null }>(
    'SELECT user_limit_room($1, $2, $3) AS room',
    [playerId, currency, new Date(deps.clock.now())],
  );
  const room = res.rows[0]?.room ?? null;
  return room === null ? null : toSafeInt(room);
}
