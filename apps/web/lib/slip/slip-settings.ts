import {
  normalizeRecommendedStakes,
  tryOddsFromDecimal,
  type BetLimits,
  type OddsAcceptMode,
} from '@slipstream/betting';
import type { Settings } from '@slipstream/contract';

/** The settings the slip reads (§3 Settings, front-end form), from GET /settings. */
export interface SlipSiteSettings {
  readonly oddsAcceptMode: OddsAcceptMode;
  /** Exactly four recommended stakes in whole units of the player's currency (§5, §9). */
  readonly stakes: readonly number[];
  readonly multiSingleAvailableByProvider: Readonly<Record<string, boolean>>;
  readonly providerStatuses: Readonly<Record<string, boolean>>;
  readonly customBetEnabled: boolean;
  readonly isAllowedSingleCustomBet: boolean;
  readonly betsLimits: BetLimits;
}

export function toSlipSiteSettings(s: Settings): SlipSiteSettings {
  const l = s.bet_limits_settings;
  const oddsLimit = tryOddsFromDecimal(l.odds_limit.value);
  return {
    oddsAcceptMode: s.auto_accept_odds_change,
    stakes: normalizeRecommendedStakes(s.stakes),
    multiSingleAvailableByProvider: s.multi_bet_settings.available_by_provider,
    providerStatuses: Object.fromEntries(
      Object.entries(s.provider_statuses).map(([p, status]) => [p, status === 'active']),
    ),
    customBetEnabled: s.custom_bet_enabled,
    isAllowedSingleCustomBet: s.custom_bet_allow_single,
    betsLimits: {
      maxStakeLimit: {
        fiat: l.max_stake_limit.fiat.map((e) => ({ currencyCode: e.currency_code, amount: e.amount })),
        crypto: l.max_stake_limit.crypto.map((e) => ({ currencyCode: e.currency_code, amount: e.amount })),
      },
      payoutLimit: l.payout_limit
        ? {
            currencyCode: l.payout_limit.currency_code,
            amount: l.payout_limit.amount,
            action: l.payout_limit.action,
          }
        : null,
      selectionLimit: l.selection_limit?.value ?? null,
      oddsLimit: oddsLimit ? { value: oddsLimit, action: l.odds_limit.action } : null,
    },
  };
}
