import { restrictionIssue } from './limit-issue';
import type { ValidationBet, ValidationContext, ValidationIssue } from './types';

/**
 * VA7–VA10: combination restrictions of §5 for one bet.
 * - combo or system with two selections from the same match (VA7);
 * - system with a selection from a provider restricted for systems (VA8);
 * - several providers in one bet (VA9);
 * - custom bet with fewer than 2 non-suspended selections, or fewer than 1 when custom_bet_allow_single (VA10).
 */
export function restrictionIssues(
  bet: ValidationBet,
  betIndex: number,
  ctx: ValidationContext,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (bet.type === 'combo' || bet.type === 'system') {
    const matches = new Set(bet.selections.map((s) => s.matchId));
    if (matches.size < bet.selections.length) {
      issues.push(restrictionIssue('same_match', betIndex, 'error.validation.restriction.same_match'));
    }
  }
  if (
    bet.type === 'system' &&
    bet.selections.some((s) => ctx.systemRestrictedProviders.includes(s.provider))
  ) {
    issues.push(
      restrictionIssue('system_provider', betIndex, 'error.validation.restriction.system_provider'),
    );
  }
  if (new Set(bet.selections.map((s) => s.provider)).size > 1) {
    issues.push(
      restrictionIssue('mixed_providers', betIndex, 'error.validation.restriction.mixed_providers'),
    );
  }
  if (bet.type === 'custom_bet') {
    const live = bet.selections.filter((s) => !s.isSuspended).length;
    if (live < (ctx.customBetAllowSingle ? 1 : 2)) {
      issues.push(
        restrictionIssue('custom_min_selections', betIndex, 'error.validation.custom_bet.min_selections'),
      );
    }
  }
  return issues;
}
