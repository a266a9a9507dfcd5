import { describe, expect, it } from 'vitest';
import { isMaxStakeSupported } from './max-stake-support';
import { maxStakeFor } from './bet-limits';
import { ctx, noLimits, o, sel, single } from './test-context';
import type { ValidationBet } from './types';
import { validateBets } from './validate-bets';
import { validationBetFromSlip } from './from-slip-bet';
import { run, selectionInput, toggle } from '../slip/test-support';

const kinds = (bets: ValidationBet[], c = ctx()) =>
  validateBets(bets, c).issues.map((i) => `${i.severity}:${i.kind}`);

describe('validation', () => {
  it('[VA1] valid only with at least one bet, every stake above 0', () => {
    expect(validateBets([], ctx())).toMatchObject({
      ok: false,
      errors: [{ kind: 'no_bets', betIndex: null }],
    });
    expect(kinds([single(0)])).toEqual(['error:invalid_stake']);
    expect(kinds([single(-5)])).toEqual(['error:invalid_stake']);
    expect(kinds([single(1.5)])).toEqual(['error:invalid_stake']);
    expect(validateBets([single(100)], ctx()).ok).toBe(true);
  });

  it('[VA2] a suspended, changed or unavailable selection makes the bet invalid', () => {
    for (const flag of ['isSuspended', 'isChanged', 'isNotAvailable'] as const) {
      const bet: ValidationBet = {
        ...single(100),
        selections: [sel('m1', 2000, 'betradar', { [flag]: true })],
      };
      expect(kinds([bet])).toEqual(['error:invalid_selection']);
    }
    expect(kinds([single(100)], ctx({ providerStatuses: { betradar: false } }))).toEqual([
      'error:invalid_selection',
    ]);
    expect(kinds([single(100)], ctx({ providerStatuses: { betradar: true, oddin: false } }))).toEqual([]);
  });

  it('[VA3] more selections than the selection limit: reject', () => {
    const combo: ValidationBet = {
      type: 'combo',
      stake: 100,
      currency: 'EUR',
      selections: [sel('m1'), sel('m2'), sel('m3')],
    };
    const r = validateBets([combo], ctx({ limits: { ...noLimits, selectionLimit: 2 } }));
    expect(r.errors).toEqual([
      {
        kind: 'max_selections',
        severity: 'error',
        betIndex: 0,
        messageKey: 'error.validation.bet_limits.selection_limit_exceeded',
        limit: 2,
      },
    ]);
    expect(validateBets([combo], ctx({ limits: { ...noLimits, selectionLimit: 3 } })).ok).toBe(true);
  });

  it('[VA4] total odds above the odds limit: reject, or accept with a warning', () => {
    const combo: ValidationBet = {
      type: 'combo',
      stake: 100,
      currency: 'EUR',
      selections: [sel('m1', 2000), sel('m2', 2501)],
    };
    const reject = validateBets(
      [combo],
      ctx({ limits: { ...noLimits, oddsLimit: { value: o(5000), action: 'reject' } } }),
    );
    expect(reject.errors[0]).toMatchObject({
      kind: 'max_odds',
      messageKey: 'error.validation.bet_limits.odds_limit_exceeded',
    });
    const accept = validateBets(
      [combo],
      ctx({ limits: { ...noLimits, oddsLimit: { value: o(5000), action: 'accept' } } }),
    );
    expect(accept.ok).toBe(true);
    expect(accept.warnings[0]).toEqual({
      kind: 'max_odds',
      severity: 'warning',
      betIndex: 0,
      messageKey: 'warning.validation.bet_limits.odds_limit_exceeded',
      titleKey: 'warning.validation.bet_limits.odds_limit_exceeded.title',
      descriptionKey: 'warning.validation.bet_limits.odds_limit_exceeded.description',
      limit: 5000,
    });
    const atLimit: ValidationBet = { ...combo, selections: [sel('m1', 2000), sel('m2', 2500)] };
    expect(
      validateBets(
        [atLimit],
        ctx({ limits: { ...noLimits, oddsLimit: { value: o(5000), action: 'reject' } } }),
      ).ok,
    ).toBe(true);
    expect(
      kinds(
        [single(100, 5001)],
        ctx({ limits: { ...noLimits, oddsLimit: { value: o(5000), action: 'reject' } } }),
      ),
    ).toEqual(['error:max_odds']);
  });

  it('[VA4] a system bet is compared by its best line', () => {
    const system: ValidationBet = {
      type: 'system',
      stake: 100,
      currency: 'EUR',
      system: { winCount: 2, totalCount: 3 },
      selections: [sel('m1', 3000), sel('m2', 1500), sel('m3', 2000)],
    };
    const limit = (v: number) =>
      ctx({ limits: { ...noLimits, oddsLimit: { value: o(v), action: 'reject' } } });
    expect(validateBets([system], limit(6000)).ok).toBe(true);
    expect(validateBets([system], limit(5999)).ok).toBe(false);
  });

  it('[VA5] a stake above the max stake for its currency: reject; fiat and crypto lists by the fiat flag', () => {
    const limits = {
      ...noLimits,
      maxStakeLimit: {
        fiat: [{ currencyCode: 'EUR', amount: 10_000 }],
        crypto: [{ currencyCode: 'BTC', amount: 50_000 }],
      },
    };
    expect(validateBets([single(10_001)], ctx({ limits })).errors[0]).toMatchObject({
      kind: 'max_stake',
      messageKey: 'error.validation.bet_limits.max_stake_limit_exceeded',
      limit: 10_000,
    });
    expect(validateBets([single(10_000)], ctx({ limits })).ok).toBe(true);
    expect(kinds([single(50_001, 2000, 'BTC')], ctx({ limits }))).toEqual(['error:max_stake']);
    expect(validateBets([single(999_999, 2000, 'USD')], ctx({ limits })).ok).toBe(true);
    const system: ValidationBet = {
      type: 'system',
      stake: 4000,
      currency: 'EUR',
      system: { winCount: 2, totalCount: 3 },
      selections: [sel('m1'), sel('m2'), sel('m3')],
    };
    expect(kinds([system], ctx({ limits }))).toEqual(['error:max_stake']);
  });

  it('[VA6] profit above the payout limit: reject or warn; other currencies are converted exactly', () => {
    const payout = (action: 'reject' | 'accept', currencyCode = 'EUR') => ({
      ...noLimits,
      payoutLimit: { currencyCode, amount: 10_000, action },
    });
    expect(validateBets([single(10_000)], ctx({ limits: payout('reject') })).ok).toBe(true);
    expect(validateBets([single(10_001)], ctx({ limits: payout('reject') })).errors[0]).toMatchObject({
      kind: 'max_payout',
      messageKey: 'error.validation.bet_limits.payout_limit_exceeded',
    });
    expect(validateBets([single(10_001)], ctx({ limits: payout('accept') })).warnings[0]).toMatchObject({
      messageKey: 'warning.validation.bet_limits.payout_limit_exceeded',
      titleKey: 'warning.validation.bet_limits.payout_limit_exceeded.title',
    });
    const rates = { EUR: '1', USD: '0.5' };
    expect(kinds([single(20_000, 2000, 'USD')], ctx({ limits: payout('reject'), rates }))).toEqual([]);
    expect(kinds([single(20_001, 2000, 'USD')], ctx({ limits: payout('reject'), rates }))).toEqual([]);
    expect(kinds([single(20_002, 2000, 'USD')], ctx({ limits: payout('reject'), rates }))).toEqual([
      'error:max_payout',
    ]);
  });

  it('[VA7] a combo or system with two selections of one match is restricted', () => {
    const combo: ValidationBet = {
      type: 'combo',
      stake: 100,
      currency: 'EUR',
      selections: [sel('m1'), { ...sel('m1'), id: 'm1/2//1' }],
    };
    expect(kinds([combo])).toEqual(['error:same_match']);
  });

  it('[VA8] a system bet with a restricted provider is refused', () => {
    const system: ValidationBet = {
      type: 'system',
      stake: 100,
      currency: 'EUR',
      system: { winCount: 2, totalCount: 3 },
      selections: [sel('m1', 2000, 'oddin'), sel('m2', 2000, 'oddin'), sel('m3', 2000, 'oddin')],
    };
    expect(kinds([system], ctx({ systemRestrictedProviders: ['oddin'] }))).toEqual(['error:system_provider']);
    expect(kinds([system])).toEqual([]);
  });

  it('[VA9] mixing providers in one bet is restricted', () => {
    const combo: ValidationBet = {
      type: 'combo',
      stake: 100,
      currency: 'EUR',
      selections: [sel('m1'), sel('m2', 2000, 'oddin')],
    };
    expect(validateBets([combo], ctx()).errors[0]).toMatchObject({
      kind: 'mixed_providers',
      messageKey: 'error.validation.restriction.mixed_providers',
    });
  });

  it('[VA10] a custom bet needs 2 non-suspended selections, 1 when custom_bet_allow_single', () => {
    const custom = (n: number, suspended = 0): ValidationBet => ({
      type: 'custom_bet',
      stake: 100,
      currency: 'EUR',
      customOdds: o(3000),
      selections: Array.from({ length: n }, (_, i) => ({
        ...sel('m9'),
        id: `m9/${i}//1`,
        isSuspended: i < suspended,
      })),
    });
    expect(kinds([custom(2)])).toEqual([]);
    expect(kinds([custom(1)])).toEqual(['error:custom_min_selections']);
    expect(kinds([custom(3, 2)])).toEqual(['error:custom_min_selections']);
    expect(kinds([custom(1)], ctx({ customBetAllowSingle: true }))).toEqual([]);
  });

  it('[VA11] max stake is supported only for the main provider, or the second when enabled', () => {
    const providers = { mainProvider: 'betradar', secondProvider: null };
    expect(isMaxStakeSupported([sel('m1'), sel('m2')], providers)).toBe(true);
    expect(isMaxStakeSupported([sel('m1', 2000, 'oddin')], providers)).toBe(false);
    expect(isMaxStakeSupported([sel('m1', 2000, 'oddin')], { ...providers, secondProvider: 'oddin' })).toBe(
      true,
    );
    expect(
      isMaxStakeSupported([sel('m1'), sel('m2', 2000, 'oddin')], { ...providers, secondProvider: 'oddin' }),
    ).toBe(false);
    expect(isMaxStakeSupported([], providers)).toBe(false);
  });

  it('[VA12] a bet the payout maths cannot price is refused (custom bet awaiting its price, wrong system count)', () => {
    const custom: ValidationBet = {
      type: 'custom_bet',
      stake: 100,
      currency: 'EUR',
      customOdds: null,
      selections: [sel('m9'), { ...sel('m9'), id: 'm9/2//1' }],
    };
    expect(kinds([custom])).toEqual(['error:unpriceable']);
    const system: ValidationBet = {
      type: 'system',
      stake: 100,
      currency: 'EUR',
      system: { winCount: 2, totalCount: 4 },
      selections: [sel('m1'), sel('m2'), sel('m3')],
    };
    expect(kinds([system])).toEqual(['error:unpriceable']);
  });

  it('[VA13] a currency the context does not know is refused', () => {
    expect(kinds([single(100, 2000, 'XYZ')])).toEqual(['error:unknown_currency']);
  });

  it('[VA16] the max stake list follows the fiat flag', () => {
    const limits = {
      ...noLimits,
      maxStakeLimit: {
        fiat: [{ currencyCode: 'USDT', amount: 1 }],
        crypto: [{ currencyCode: 'USDT', amount: 2 }],
      },
    };
    expect(maxStakeFor(limits, { code: 'USDT', subunits: 100, fiat: true })).toBe(1);
    expect(maxStakeFor(limits, { code: 'USDT', subunits: 100, fiat: false })).toBe(2);
    expect(maxStakeFor(null, { code: 'USDT', subunits: 100, fiat: false })).toBeNull();
  });

  it('[VA17] the slip validates its bets with the same function', () => {
    const slip = run([
      toggle(selectionInput('m1')),
      toggle(selectionInput('m2', '1', { provider: 'oddin' })),
      { type: 'setStake', betIndex: 0, stake: 100 },
    ]);
    expect(kinds(slip.bets.map(validationBetFromSlip))).toEqual(['error:mixed_providers']);
  });
});
