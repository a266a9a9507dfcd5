import type { Currency, ValidationContext } from '@slipstream/betting';
import type { SlipSiteSettings } from './slip-settings';

/** The validation context of the slip: the operator's limits and the currencies the player holds. */
export function slipValidationContext(
  settings: SlipSiteSettings | null,
  accounts: readonly { currency: string; subunits: number; fiat: boolean }[] | null | undefined,
  slipCurrency: { code: string; subunits: number },
): ValidationContext {
  const currencies: Record<string, Currency> = {
    [slipCurrency.code]: { code: slipCurrency.code, subunits: slipCurrency.subunits, fiat: true },
  };
  for (const a of accounts ?? [])
    currencies[a.currency] = { code: a.currency, subunits: a.subunits, fiat: a.fiat };
  return {
    limits: settings?.betsLimits ?? null,
    currencies,
    customBetAllowSingle: settings?.isAllowedSingleCustomBet ?? false,
    systemRestrictedProviders: [],
  };
}
