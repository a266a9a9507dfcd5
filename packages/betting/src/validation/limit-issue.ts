import type { LimitAction, ValidationIssue, ValidationIssueKind } from './types';

const LIMIT_KEYS = {
  max_selections: 'selection_limit_exceeded',
  max_odds: 'odds_limit_exceeded',
  max_stake: 'max_stake_limit_exceeded',
  max_payout: 'payout_limit_exceeded',
} as const;

type LimitKind = keyof typeof LIMIT_KEYS & ValidationIssueKind;

/**
 * VA3–VA6: a limit issue with the spec's keys. Reject: error.validation.bet_limits.<name>; accept: a warning
 * warning.validation.bet_limits.<name> with .title and .description keys.
 */
export function limitIssue(
  kind: LimitKind,
  action: LimitAction,
  betIndex: number,
  limit: number,
): ValidationIssue {
  const name = LIMIT_KEYS[kind];
  if (action === 'reject') {
    return { kind, severity: 'error', betIndex, messageKey: `error.validation.bet_limits.${name}`, limit };
  }
  const key = `warning.validation.bet_limits.${name}`;
  return {
    kind,
    severity: 'warning',
    betIndex,
    messageKey: key,
    titleKey: `${key}.title`,
    descriptionKey: `${key}.description`,
    limit,
  };
}

/** An issue outside the limits settings; §5 gives these no key, SPEC.md VA lists the ones chosen. */
export function restrictionIssue(
  kind: ValidationIssueKind,
  betIndex: number | null,
  messageKey: string,
): ValidationIssue {
  return { kind, severity: 'error', betIndex, messageKey };
}
