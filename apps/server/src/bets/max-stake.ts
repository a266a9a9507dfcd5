import {
  convertMinorUnits,
  isMaxStakeSupported,
  lineCount,
  maxStakeFor,
  potentialWin,
  PayoutInputError,
  type PayoutBet,
} from '@slipstream/betting';
import type { MaxStakeBody } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import { getPlayerSettings } from '../settings/player-settings';
import type { BetsDeps } from './bets-deps';
import { REFERENCE_RATES, toBetLimits } from './limits';
import { resolveBets, throwProblems } from './resolve-bets';

/** VA11: the main provider and the second one Slipstream enables (settings sport_type_providers). */
export const MAX_STAKE_PROVIDERS = { mainProvider: 'betradar', secondProvider: 'oddin' } as const;

/**
 * POST /bets/max-stake: the largest stake (minor units; per line for systems) the first bet can be placed
 * with now: the currency's max stake, the balance, and a rejecting payout limit, whichever is lowest.
 */
export async function maxStake(deps: BetsDeps, playerId: number, body: MaxStakeBody): Promise<number> {
  const input = body.bets[0]!;
  const settings = await getPlayerSettings(deps.db, String(playerId));
  const { bets, problems } = resolveBets(
    [{ ...input, stake: { ...input.stake, value: 1 } }],
    deps.prices,
    'any',
    settings.custom_bet_allow_single,
  );
  throwProblems(problems);
  const bet = bets[0]!;
  if (
    !isMaxStakeSupported(
      bet.selections.map((s) => s.quote),
      MAX_STAKE_PROVIDERS,
    )
  )
    throw new AppError('max_stake_unsupported');
  const currencies = await deps.currencies(deps.clock.now());
  const currency = currencies[bet.currency];
  if (!currency) throw new AppError('unknown_currency', { currency: bet.currency });
  const lines = bet.system ? lineCount(bet.system) : 1;
  const limits = toBetLimits(settings.bet_limits_settings);

  const balance = (await deps.wallet.balance(playerId, bet.currency))?.value ?? 0;
  let cap = Math.floor(Math.max(balance, 0) / lines);
  const stakeLimit = maxStakeFor(limits, currency);
  if (stakeLimit !== null) cap = Math.min(cap, Math.floor(stakeLimit / lines));

  const payoutLimit = limits.payoutLimit;
  const limitCurrency = payoutLimit ? currencies[payoutLimit.currencyCode] : undefined;
  if (payoutLimit && payoutLimit.action === 'reject' && limitCurrency && cap > 0) {
    const maxProfit =
      payoutLimit.currencyCode === bet.currency
        ? payoutLimit.amount
        : convertMinorUnits(payoutLimit.amount, limitCurrency, currency, REFERENCE_RATES);
    if (maxProfit !== null) {
      const payoutBet = (stake: number): PayoutBet => ({
        type: bet.type,
        stake,
        odds: bet.selections.map((s) => s.confirmed),
        ...(bet.system ? { system: bet.system } : {}),
        ...(bet.customOdds !== null ? { customOdds: bet.customOdds } : {}),
      });
      // A payout beyond the safe-integer range (PayoutInputError amount_overflow) is certainly above the limit.
      const profit = (stake: number) => {
        try {
          return potentialWin(payoutBet(stake), deps.engine).profit;
        } catch (err) {
          if (err instanceof PayoutInputError) return Number.POSITIVE_INFINITY;
          throw err;
        }
      };
      // Profit grows with the stake: the largest stake within the limit, by bisection (exact, integer maths).
      if (profit(cap) > maxProfit) {
        let lo = 0;
        let hi = cap;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (profit(mid) <= maxProfit) lo = mid;
          else hi = mid - 1;
        }
        cap = lo;
      }
    }
  }
  return Math.max(cap, 0);
}
