import { ODDS_TYPES, type BetLimitsSettings, type Settings } from '@slipstream/contract';

/**
 * Operator defaults for the sportsbook settings (betting-core §3). OPERATOR_CONFIG will override these
 * in a later issue; until then they are the house defaults. Amounts are integer minor units.
 */
export const DEFAULT_STAKES = [1, 5, 10, 25];

export const DEFAULT_BET_LIMITS: BetLimitsSettings = {
  max_stake_limit: {
    fiat: [
      { currency_code: 'EUR', amount: 500_000 },
      { currency_code: 'USD', amount: 500_000 },
      { currency_code: 'GBP', amount: 400_000 },
      { currency_code: 'BRL', amount: 2_500_000 },
    ],
    crypto: [
      { currency_code: 'USDT', amount: 500_000_000 },
      { currency_code: 'BTC', amount: 10_000_000 },
    ],
  },
  payout_limit: { currency_code: 'EUR', amount: 10_000_000, action: 'reject' },
  selection_limit: { value: 20 },
  odds_limit: { value: 1000, action: 'reject' },
};

export function defaultSettings(providerStatuses: Record<string, 'active' | 'inactive'>): Settings {
  return {
    custom_bet_allow_single: false,
    custom_bet_enabled: true,
    stakes: [...DEFAULT_STAKES],
    auto_accept_odds_change: 'none',
    odds_types: { available: [...ODDS_TYPES], selected: 'decimal' },
    updated_at: null,
    video_settings: { enabled: true },
    provider_statuses: providerStatuses,
    sport_type_providers: {
      regular: ['betradar'],
      cyber: ['oddin'],
      premium_cricket: ['premium_cricket'],
    },
    multi_bet_settings: { available_by_provider: { betradar: true, oddin: true, premium_cricket: false } },
    additional_providers: {
      horse_racing: { enabled: true },
      lotto: { enabled: false },
      premium_cricket: { enabled: true },
    },
    allow_multiple_active_user_freebets: false,
    bet_limits_settings: DEFAULT_BET_LIMITS,
  };
}

/** Exactly four recommended stakes: extra ones dropped, missing ones padded with 0 (betting-core §5). */
export function fourStakes(stakes: readonly number[]): number[] {
  return [...stakes.slice(0, 4), 0, 0, 0, 0].slice(0, 4);
}
