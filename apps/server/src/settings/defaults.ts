import { ODDS_TYPES, type Settings } from '@slipstream/contract';
import type { OperatorConfig } from '@slipstream/contract/operator';

/**
 * The sportsbook settings (betting-core §3) a visitor gets and a player starts from: all of it from the
 * operator's configuration (OPERATOR_CONFIG, SPEC.md OP2). Amounts are integer minor units; stakes whole units.
 */
export function defaultSettings(
  operator: OperatorConfig,
  providerStatuses: Record<string, 'active' | 'inactive'>,
): Settings {
  const b = operator.betting;
  return {
    custom_bet_allow_single: b.custom_bet_allow_single,
    custom_bet_enabled: b.custom_bet_enabled,
    stakes: fourStakes(b.stakes),
    auto_accept_odds_change: b.auto_accept_odds_change,
    odds_types: { available: [...ODDS_TYPES], selected: b.odds_type },
    updated_at: null,
    video_settings: { enabled: true },
    provider_statuses: providerStatuses,
    sport_type_providers: operator.providers.sport_type_providers,
    multi_bet_settings: { available_by_provider: operator.providers.multi_single_by_provider },
    additional_providers: {
      horse_racing: { enabled: operator.verticals.horse_racing },
      lotto: { enabled: operator.verticals.lotteries },
      premium_cricket: { enabled: operator.verticals.premium_cricket },
    },
    allow_multiple_active_user_freebets: b.allow_multiple_active_user_freebets,
    bet_limits_settings: b.bet_limits,
  };
}

/** Exactly four recommended stakes: extra ones dropped, missing ones padded with 0 (betting-core §5). */
export function fourStakes(stakes: readonly number[]): number[] {
  return [...stakes.slice(0, 4), 0, 0, 0, 0].slice(0, 4);
}
