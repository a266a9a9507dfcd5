// Shared fixtures of the validation tests (not a test file itself).
import type { Odds } from '../odds/odds';
import type { BetLimits, ValidationBet, ValidationContext, ValidationSelection } from './types';

export const o = (milli: number): Odds => milli as Odds;

export const sel = (
  matchId: string,
  milli = 2000,
  provider = 'betradar',
  extra: Partial<ValidationSelection> = {},
): ValidationSelection => ({
  id: `${matchId}/1//1`,
  matchId,
  provider,
  odds: o(milli),
  ...extra,
});

export const noLimits: BetLimits = {
  maxStakeLimit: { fiat: [], crypto: [] },
  payoutLimit: null,
  selectionLimit: null,
  oddsLimit: null,
};

export const ctx = (over: Partial<ValidationContext> = {}): ValidationContext => ({
  limits: noLimits,
  currencies: {
    EUR: { code: 'EUR', subunits: 100, fiat: true },
    USD: { code: 'USD', subunits: 100, fiat: true },
    BTC: { code: 'BTC', subunits: 100_000_000, fiat: false },
  },
  customBetAllowSingle: false,
  systemRestrictedProviders: [],
  ...over,
});

export const single = (stake: number, milli = 2000, currency = 'EUR'): ValidationBet => ({
  type: 'single',
  stake,
  currency,
  selections: [sel('m1', milli)],
});
