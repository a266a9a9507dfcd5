import { describe, expect, it } from 'vitest';
import { odds, selectionInput } from '../slip/test-support';
import { canQuickBetTransition } from './quick-bet-states';
import { createQuickBetState } from './initial-state';
import { quickBetReducer } from './quick-bet-reducer';
import type { QuickBetAction, QuickBetPlayer, QuickBetState } from './types';
import type { ValidationIssue } from '../validation/types';

const live = selectionInput('m1', '1', { matchStatus: 1, odds: odds(1800) });
const player: QuickBetPlayer = { isLoggedIn: true, bettingForbidden: false, isPve: false };
const run = (actions: QuickBetAction[], from: QuickBetState = createQuickBetState()) =>
  actions.reduce(quickBetReducer, from);
const ready: QuickBetAction[] = [
  { type: 'toggle' },
  { type: 'setStake', stake: 1000 },
  { type: 'approve' },
  { type: 'selectOutcome', selection: live, isCustom: false },
];
const place = (p: Partial<QuickBetPlayer> = {}, issues: ValidationIssue[] = []): QuickBetAction => ({
  type: 'place',
  player: { ...player, ...p },
  issues,
});

describe('quick bet', () => {
  it('[QB1] only the quick-bet transitions are legal', () => {
    expect(canQuickBetTransition('INITIAL', 'PROCESSING')).toBe(true);
    expect(canQuickBetTransition('INITIAL', 'SUCCESS')).toBe(false);
    expect(canQuickBetTransition('PROCESSING', 'SUCCESS')).toBe(true);
    expect(canQuickBetTransition('ERROR', 'SUCCESS')).toBe(false);
    expect(canQuickBetTransition('INITIAL', 'ODDS_CHANGED')).toBe(false);
  });

  it('[QB2] toggling flips enabled and clears approval; stake and currency changes clear approval', () => {
    const approved = run(ready);
    expect(approved).toMatchObject({ isEnabled: true, isApproved: true, stake: 1000 });
    expect(run([{ type: 'toggle' }], approved)).toMatchObject({ isEnabled: false, isApproved: false });
    expect(run([{ type: 'setStake', stake: 200 }], approved)).toMatchObject({
      isApproved: false,
      stake: 200,
    });
    expect(
      run([{ type: 'currencyChanged', currency: { code: 'USDT', subunits: 1_000_000 } }], approved),
    ).toMatchObject({ isApproved: false, currency: { code: 'USDT' } });
  });

  it('[QB2] approval needs a stake above 0', () => {
    const noStake = run([{ type: 'toggle' }, { type: 'approve' }]);
    expect(noStake.isApproved).toBe(false);
    expect(run([{ type: 'setStake', stake: -3 }], noStake)).toBe(noStake);
  });

  it('[QB3] a live, single, non-custom selection starts the flow; anything else switches quick bet off', () => {
    const s = run(ready);
    expect(s.bet).toMatchObject({ betType: 'single', stake: 1000 });
    expect(s.selectedOutcomeIds).toEqual(['m1/1//1']);
    const prematch = run([{ type: 'selectOutcome', selection: selectionInput('m2'), isCustom: false }], s);
    expect(prematch).toMatchObject({ isEnabled: false, isApproved: false, bet: null });
    const custom = run([{ type: 'selectOutcome', selection: live, isCustom: true }], s);
    expect(custom.isEnabled).toBe(false);
    const off = createQuickBetState();
    expect(run([{ type: 'selectOutcome', selection: live, isCustom: false }], off)).toBe(off);
  });

  it('[QB4] without a bet placing goes to INITIAL; a visitor gets a sign-in prompt', () => {
    expect(run([{ type: 'toggle' }, place()]).state).toBe('INITIAL');
    const visitor = run([...ready, place({ isLoggedIn: false })]);
    expect(visitor.state).toBe('INITIAL');
    expect(visitor.effects.at(-1)).toEqual({ type: 'signInPrompt' });
  });

  it('[QB5] an account whose status forbids betting: ERROR spamf_player_bet_forbidden', () => {
    const s = run([...ready, place({ bettingForbidden: true })]);
    expect(s.state).toBe('ERROR');
    expect(s.error?.message).toBe('error.platform.spamf_player_bet_forbidden');
  });

  it('[QB6] a pve player: ERROR pve_player_bet_forbidden', () => {
    const s = run([...ready, place({ isPve: true })]);
    expect(s.error?.message).toBe('error.platform.pve_player_bet_forbidden');
  });

  it('[QB7] a rejecting limit gives its message; a warning switches quick bet off and moves the bet to the slip', () => {
    const reject: ValidationIssue = {
      kind: 'max_stake',
      severity: 'error',
      betIndex: 0,
      messageKey: 'error.validation.bet_limits.max_stake_limit_exceeded',
    };
    const rejected = run([...ready, place({}, [reject])]);
    expect(rejected).toMatchObject({ state: 'ERROR', error: { message: reject.messageKey } });
    const warn: ValidationIssue = {
      kind: 'max_odds',
      severity: 'warning',
      betIndex: 0,
      messageKey: 'warning.validation.bet_limits.odds_limit_exceeded',
    };
    const moved = run([...ready, place({}, [warn])]);
    expect(moved).toMatchObject({ isEnabled: false, isApproved: false, bet: null, state: 'INITIAL' });
    expect(moved.effects.at(-1)).toMatchObject({
      type: 'moveToSlip',
      selections: [{ outcomeId: '1', matchId: 'm1' }],
    });
  });

  it('[QB8] potential win not above stake is ERROR equal_or_less; otherwise PROCESSING then SUCCESS', () => {
    const flat = selectionInput('m1', '1', { matchStatus: 1, odds: odds(1001) });
    const tiny = run([
      { type: 'toggle' },
      { type: 'setStake', stake: 1 },
      { type: 'approve' },
      { type: 'selectOutcome', selection: flat, isCustom: false },
      place(),
    ]);
    expect(tiny.error?.message).toBe('error.potential_win.equal_or_less');
    const p = run([...ready, place()]);
    expect(p.state).toBe('PROCESSING');
    expect(p.effects.at(-1)).toMatchObject({ type: 'placeBets', bets: [{ stake: 1000 }] });
    expect(run([place()], p)).toBe(p);
    const ok = run(
      [
        {
          type: 'placeSuccess',
          placed: { betId: 'Q1', status: 'submitted', isVip: false, odds: [odds(1800)] },
        },
      ],
      p,
    );
    expect(ok).toMatchObject({ state: 'SUCCESS', placedBet: { betId: 'Q1' } });
  });

  it('[QB8] placement errors behave as on the slip', () => {
    const p = run([...ready, place()]);
    expect(run([{ type: 'placeError', error: { code: 101 } }], p)).toMatchObject({
      state: 'ERROR',
      error: { message: 'error.place_bets.invalid_odds', isWrongOddsError: true },
    });
    expect(run([{ type: 'placeError', error: {} }], p).state).toBe('INITIAL');
    const unauth = run([{ type: 'placeError', error: { unauthorised: true } }], p);
    expect(unauth.effects.at(-1)).toEqual({ type: 'signInPrompt' });
  });

  it('[QB9] a balance below the stake or zero resets approval', () => {
    const s = run(ready);
    expect(run([{ type: 'balanceChanged', balance: 999 }], s).isApproved).toBe(false);
    expect(run([{ type: 'balanceChanged', balance: 0 }], s).isApproved).toBe(false);
    expect(run([{ type: 'balanceChanged', balance: 1000 }], s)).toBe(s);
  });

  it('[QB10] placing needs approval', () => {
    const unapproved = run([
      { type: 'toggle' },
      { type: 'setStake', stake: 1000 },
      { type: 'selectOutcome', selection: live, isCustom: false },
    ]);
    expect(run([place()], unapproved)).toBe(unapproved);
  });
});
