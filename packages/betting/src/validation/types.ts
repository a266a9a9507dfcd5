import type { EngineConfig } from '../config';
import type { Currency } from '../money/money';
import type { Odds } from '../odds/odds';
import type { BetBonusTerms } from '../bonus/bonus-payout';
import type { BetType, SystemType } from '../payout/bet-types';
import type { CurrencyRates } from '../restore/convert-currency';

/** §3 restriction actions: reject the bet, or accept it with a warning. */
export type LimitAction = 'reject' | 'accept';

export interface CurrencyAmount {
  readonly currencyCode: string;
  /** Minor units of that currency. */
  readonly amount: number;
}

/** §3 "Bet limits settings" in the engine's form (amounts in minor units). */
export interface BetLimits {
  readonly maxStakeLimit: {
    readonly fiat: readonly CurrencyAmount[];
    readonly crypto: readonly CurrencyAmount[];
  };
  readonly payoutLimit: (CurrencyAmount & { readonly action: LimitAction }) | null;
  readonly selectionLimit: number | null;
  readonly oddsLimit: { readonly value: Odds; readonly action: LimitAction } | null;
}

/** A selection as both the slip and the server know it. Flags absent count as false (the server's case). */
export interface ValidationSelection {
  readonly id: string;
  readonly matchId: string;
  readonly provider: string;
  readonly odds: Odds;
  readonly isSuspended?: boolean;
  readonly isChanged?: boolean;
  readonly isNotAvailable?: boolean;
}

export interface ValidationBet {
  readonly type: BetType;
  /** Minor units of `currency`; for system bets the stake per line. */
  readonly stake: number;
  readonly currency: string;
  readonly selections: readonly ValidationSelection[];
  readonly system?: SystemType | null;
  readonly customOdds?: Odds | null;
  /** A combo boost applied to the bet: the payout limit weighs the boosted win (SPEC.md BO10). */
  readonly bonus?: BetBonusTerms | null;
}

export interface ValidationContext {
  readonly limits: BetLimits | null;
  /** Currencies by code, with the fiat flag that picks the max-stake list (§5). */
  readonly currencies: Readonly<Record<string, Currency>>;
  /** custom_bet_allow_single (§3 Settings). */
  readonly customBetAllowSingle: boolean;
  /** Providers whose selections may not form a system bet (§5; which ones is "not shown": operator setting). */
  readonly systemRestrictedProviders: readonly string[];
  /**
   * provider_statuses: a selection of a provider marked inactive here is unavailable (SF3), whatever its own
   * flag says. The server passes this; the slip's selections already carry the flag.
   */
  readonly providerStatuses?: Readonly<Record<string, boolean>>;
  /** Converts amounts when the payout limit's currency differs from the bet's. */
  readonly rates?: CurrencyRates;
  readonly config?: EngineConfig;
}

/** §3 restriction kinds, plus the other reasons §5 gives for a bet not to be placed. */
export type ValidationIssueKind =
  | 'no_bets'
  | 'invalid_stake'
  | 'unknown_currency'
  | 'invalid_selection'
  | 'unpriceable'
  | 'max_selections'
  | 'max_odds'
  | 'max_stake'
  | 'max_payout'
  | 'same_match'
  | 'system_provider'
  | 'mixed_providers'
  | 'custom_min_selections';

export interface ValidationIssue {
  readonly kind: ValidationIssueKind;
  /** error: the bet is refused; warning: it may be placed, the player is told (limit action accept). */
  readonly severity: 'error' | 'warning';
  /** Index of the bet in the list validated; null for the whole list. */
  readonly betIndex: number | null;
  /** The catalogue key (§5, §8) of the message; warnings also carry a title and a description key. */
  readonly messageKey: string;
  readonly titleKey?: string;
  readonly descriptionKey?: string;
  /** The limit that was exceeded, in its own unit (count, Odds, minor units). */
  readonly limit?: number;
}
