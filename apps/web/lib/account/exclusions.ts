import {
  BREAK_PERIODS,
  SELF_EXCLUSION_PERIODS,
  type ExclusionKind,
  type ExclusionPeriod,
} from '@slipstream/betting';
import type { ExclusionList, ExclusionResponse } from '@slipstream/contract';
import { requestJson } from '../auth/http';

/** Take a break and self-exclusion on the Platform API (API.md "Take a break and self-exclusion"). */
export const EXCLUSIONS_URL = '/api/platform/player/exclusions';
export const EXCLUSIONS_QUERY_KEY = ['exclusions'] as const;

/** The choices the page offers, in its order: a break, then a self-exclusion (SPEC.md SX1). */
export const EXCLUSION_CHOICES: readonly { kind: ExclusionKind; periods: readonly ExclusionPeriod[] }[] = [
  { kind: 'break', periods: BREAK_PERIODS },
  { kind: 'self_exclusion', periods: SELF_EXCLUSION_PERIODS },
];

export function fetchExclusions(locale: string): Promise<ExclusionList> {
  return requestJson<ExclusionList>(EXCLUSIONS_URL, { locale });
}

export function takeExclusion(
  locale: string,
  kind: ExclusionKind,
  period: ExclusionPeriod,
): Promise<ExclusionResponse> {
  return requestJson<ExclusionResponse>(EXCLUSIONS_URL, { method: 'POST', body: { kind, period }, locale });
}

/** SPEC.md SX5: the fresh confirmation that ends a self-exclusion whose period is over, after a cooling-off. */
export function confirmReturn(locale: string): Promise<ExclusionResponse> {
  return requestJson<ExclusionResponse>(`${EXCLUSIONS_URL}/return`, {
    method: 'POST',
    body: { confirm: true },
    locale,
  });
}

/** The notice's message key for an exclusion (SPEC.md SX8): why, in the player's words. */
export function exclusionNoticeKey(reason: string, phase?: string): string {
  if (reason === 'register') return 'exclusion.notice.register';
  if (phase === 'awaiting_return') return 'exclusion.notice.awaitingReturn';
  if (phase === 'cooling_off') return 'exclusion.notice.coolingOff';
  return reason === 'break' ? 'exclusion.notice.break' : 'exclusion.notice.selfExclusion';
}
