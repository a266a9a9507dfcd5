import type { AnalyticsEvent } from './data-layer';

/**
 * Betting events beside the slip's own (slip-events.ts) for the tag manager's dataLayer (SPEC.md EM9):
 * a cashout (whole, partial or its automatic target set) and a share code made or opened.
 */
export function cashoutEvent(betId: string, amount: number, partial: boolean): AnalyticsEvent {
  return { event: 'bet_cashout', bet_id: betId, amount, partial };
}

export function autoCashoutEvent(betId: string, target: number | null): AnalyticsEvent {
  return { event: 'bet_auto_cashout', bet_id: betId, target };
}

export function shareCodeEvent(kind: 'created' | 'opened', code: string, bets: number): AnalyticsEvent {
  return { event: kind === 'created' ? 'share_code_created' : 'share_code_opened', code, bets };
}
