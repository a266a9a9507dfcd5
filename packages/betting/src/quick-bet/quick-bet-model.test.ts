import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { odds, selectionInput } from '../slip/test-support';
import type { ValidationIssue } from '../validation/types';
import { createQuickBetState } from './initial-state';
import { quickBetReducer } from './quick-bet-reducer';
import { canQuickBetTransition } from './quick-bet-states';
import type { QuickBetAction } from './types';

const issue = fc.constantFrom<ValidationIssue[]>(
  [],
  [
    {
      kind: 'max_stake',
      severity: 'error',
      betIndex: 0,
      messageKey: 'error.validation.bet_limits.max_stake_limit_exceeded',
    },
  ],
  [
    {
      kind: 'max_odds',
      severity: 'warning',
      betIndex: 0,
      messageKey: 'warning.validation.bet_limits.odds_limit_exceeded',
    },
  ],
);
const action: fc.Arbitrary<QuickBetAction> = fc.oneof(
  fc.constant({ type: 'toggle' as const }),
  fc
    .tuple(fc.constantFrom<0 | 1 | 2>(0, 1, 1, 2), fc.integer({ min: 1001, max: 5000 }), fc.boolean())
    .map(([matchStatus, milli, isCustom]) => ({
      type: 'selectOutcome' as const,
      selection: selectionInput('m1', '1', { matchStatus, odds: odds(milli) }),
      isCustom,
    })),
  fc.integer({ min: -10, max: 100_000 }).map((stake) => ({ type: 'setStake' as const, stake })),
  fc.constant({ type: 'currencyChanged' as const, currency: { code: 'USDT', subunits: 1_000_000 } }),
  fc.constant({ type: 'approve' as const }),
  fc.constant({ type: 'approve' as const }),
  fc
    .tuple(fc.boolean(), fc.boolean(), fc.boolean(), issue)
    .map(([isLoggedIn, bettingForbidden, isPve, issues]) => ({
      type: 'place' as const,
      player: {
        isLoggedIn: isLoggedIn || bettingForbidden,
        bettingForbidden: bettingForbidden && isPve,
        isPve: false,
      },
      issues,
    })),
  fc.constant({
    type: 'placeSuccess' as const,
    placed: { betId: 'q', status: 'submitted', isVip: false, odds: [] },
  }),
  fc
    .constantFrom({}, { code: 101 }, { unauthorised: true })
    .map((error) => ({ type: 'placeError' as const, error })),
  fc.integer({ min: 0, max: 100_000 }).map((balance) => ({ type: 'balanceChanged' as const, balance })),
  fc.constant({ type: 'dismissResult' as const }),
);

describe('quick bet model', () => {
  it('[QB11] random commands keep the quick-bet invariants', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 60 }), (actions) => {
        let state = createQuickBetState();
        for (const a of actions) {
          const next = quickBetReducer(state, a);
          expect(canQuickBetTransition(state.state, next.state)).toBe(true);
          // Approval always rests on a stake above 0, and stakes are never negative.
          if (next.isApproved) expect(next.stake).toBeGreaterThan(0);
          expect(Number.isSafeInteger(next.stake) && next.stake >= 0).toBe(true);
          // The quick bet holds at most one single on a live match, at the quick-bet stake and currency.
          if (next.bet) {
            expect(next.bet.betType).toBe('single');
            expect(next.bet.selections).toHaveLength(1);
            expect(next.bet.stake).toBe(next.stake);
            expect(next.bet.currency).toBe(next.currency.code);
            expect(next.selectedOutcomeIds).toEqual([next.bet.selections[0]?.id]);
          } else {
            expect(next.selectedOutcomeIds).toEqual([]);
          }
          // Nothing is sent unless it was approved.
          if (next.state === 'PROCESSING' && state.state !== 'PROCESSING')
            expect(state.isApproved).toBe(true);
          if (next.state === 'ERROR') expect(next.error).not.toBeNull();
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});
