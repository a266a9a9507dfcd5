import { DEFAULT_ENGINE_CONFIG } from '../config';
import type { Currency } from '../money/money';
import { payoutOfValidationBet } from './bet-payout';
import { oddsAbove } from './bet-odds';
import { limitIssue } from './limit-issue';
import { convertMinorUnits } from '../restore/convert-currency';
import type { BetLimits, ValidationBet, ValidationContext, ValidationIssue } from './types';

/** VA16: the max stake for a currency, from the fiat or the crypto list by the currency's fiat flag. */
export function maxStakeFor(limits: BetLimits | null, currency: Currency): number | null {
  if (!limits) return null;
  const list = currency.fiat ? limits.maxStakeLimit.fiat : limits.maxStakeLimit.crypto;
  return list.find((e) => e.currencyCode === currency.code)?.amount ?? null;
}

/** VA3–VA6: the limits settings applied to one bet. */
export function betLimitIssues(
  bet: ValidationBet,
  betIndex: number,
  ctx: ValidationContext,
): ValidationIssue[] {
  const limits = ctx.limits;
  if (!limits) return [];
  const issues: ValidationIssue[] = [];
  if (limits.selectionLimit !== null && bet.selections.length > limits.selectionLimit) {
    issues.push(limitIssue('max_selections', 'reject', betIndex, limits.selectionLimit));
  }
  if (limits.oddsLimit && oddsAbove(bet, limits.oddsLimit.value)) {
    issues.push(limitIssue('max_odds', limits.oddsLimit.action, betIndex, limits.oddsLimit.value));
  }
  const payout = payoutOfValidationBet(bet, ctx.config ?? DEFAULT_ENGINE_CONFIG);
  const currency = ctx.currencies[bet.currency];
  const maxStake = currency ? maxStakeFor(limits, currency) : null;
  if (payout && maxStake !== null && payout.totalStake > maxStake) {
    issues.push(limitIssue('max_stake', 'reject', betIndex, maxStake));
  }
  const payoutLimit = limits.payoutLimit;
  if (payout && payoutLimit && currency) {
    const limitCurrency = ctx.currencies[payoutLimit.currencyCode];
    // The limit is in its own currency: the profit is converted into it (rounded down) when they differ.
    const profit =
      payoutLimit.currencyCode === bet.currency
        ? payout.profit
        : limitCurrency && ctx.rates
          ? convertMinorUnits(Math.max(payout.profit, 0), currency, limitCurrency, ctx.rates)
          : null;
    if (profit !== null && profit > payoutLimit.amount) {
      issues.push(limitIssue('max_payout', payoutLimit.action, betIndex, payoutLimit.amount));
    }
  }
  return issues;
}
