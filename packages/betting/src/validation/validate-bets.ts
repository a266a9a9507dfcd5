import { betLimitIssues } from './bet-limits';
import { payoutOfValidationBet } from './bet-payout';
import { DEFAULT_ENGINE_CONFIG } from '../config';
import { restrictionIssue } from './limit-issue';
import { restrictionIssues } from './restrictions';
import { isProviderActive } from '../slip/selection-flags';
import type { ValidationBet, ValidationContext, ValidationIssue, ValidationSelection } from './types';

export interface ValidationResult {
  /** True when no issue is an error (warnings allow placing). */
  readonly ok: boolean;
  readonly issues: readonly ValidationIssue[];
  readonly errors: readonly ValidationIssue[];
  readonly warnings: readonly ValidationIssue[];
}

/** One bet's own issues: stake, currency, selections, price, restrictions and limits. */
export function validateBet(bet: ValidationBet, betIndex: number, ctx: ValidationContext): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) {
    issues.push(restrictionIssue('invalid_stake', betIndex, 'error.validation.stake.required'));
  }
  if (!ctx.currencies[bet.currency]) {
    issues.push(restrictionIssue('unknown_currency', betIndex, 'error.validation.currency.unknown'));
  }
  const statuses = ctx.providerStatuses ?? {};
  const unavailable = (s: ValidationSelection) =>
    s.isNotAvailable === true || !isProviderActive(statuses, s.provider);
  // A custom bet may keep suspended legs (VA10 counts the others); changed or unavailable legs still block it.
  const blocking = bet.selections.find(
    (s) => (bet.type !== 'custom_bet' && s.isSuspended) || s.isChanged || unavailable(s),
  );
  if (blocking) {
    issues.push(restrictionIssue('invalid_selection', betIndex, 'error.validation.selection.invalid'));
  }
  if (issues.length === 0 && !payoutOfValidationBet(bet, ctx.config ?? DEFAULT_ENGINE_CONFIG)) {
    issues.push(restrictionIssue('unpriceable', betIndex, 'error.validation.bet.unpriceable'));
  }
  issues.push(...restrictionIssues(bet, betIndex, ctx));
  if (Number.isSafeInteger(bet.stake) && bet.stake > 0) issues.push(...betLimitIssues(bet, betIndex, ctx));
  return issues;
}

/**
 * VA1–VA11: validates bets from plain data, the same way for the slip and the server's placement. Bets are
 * valid for placing when there is at least one, every stake is above 0, no selection is flagged and no
 * restriction or rejecting limit applies; limits with action accept give warnings only.
 */
export function validateBets(bets: readonly ValidationBet[], ctx: ValidationContext): ValidationResult {
  const issues: ValidationIssue[] =
    bets.length === 0
      ? [restrictionIssue('no_bets', null, 'error.validation.bets.empty')]
      : bets.flatMap((bet, i) => validateBet(bet, i, ctx));
  const errors = issues.filter((i) => i.severity === 'error');
  return {
    ok: errors.length === 0,
    issues,
    errors,
    warnings: issues.filter((i) => i.severity === 'warning'),
  };
}
