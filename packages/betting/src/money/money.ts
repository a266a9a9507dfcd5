/**
 * Money is an integer count of the currency's minor units plus its subunits (API.md):
 * EUR 10.50 = { value: 1050, currency: 'EUR', subunits: 100 }. Never a float.
 */
export interface Money {
  /** Integer count of minor units (a safe integer). */
  readonly value: number;
  /** ISO 4217 or crypto code, upper case. */
  readonly currency: string;
  /** Minor units per major unit: a power of ten (100 for EUR, 1e8 for BTC, up to 1e10). */
  readonly subunits: number;
}

export interface Currency {
  readonly code: string;
  readonly subunits: number;
  readonly fiat: boolean;
  /** Subcurrencies (e.g. cents) with their own subunits. */
  readonly subcurrencies?: readonly { readonly code: string; readonly subunits: number }[];
}
