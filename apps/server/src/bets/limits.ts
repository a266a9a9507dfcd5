import { tryOddsFromDecimal, type BetLimits, type Currency } from '@slipstream/betting';
import type { Settings } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';

/** The settings' bet limits (§3 "Bet limits settings", wire form) in the engine's form (SPEC.md VA3–VA6). */
export function toBetLimits(s: Settings['bet_limits_settings']): BetLimits {
  const amounts = (list: { currency_code: string; amount: number }[]) =>
    list.map((e) => ({ currencyCode: e.currency_code, amount: e.amount }));
  const oddsLimit = tryOddsFromDecimal(s.odds_limit.value);
  return {
    maxStakeLimit: { fiat: amounts(s.max_stake_limit.fiat), crypto: amounts(s.max_stake_limit.crypto) },
    payoutLimit: {
      currencyCode: s.payout_limit.currency_code,
      amount: s.payout_limit.amount,
      action: s.payout_limit.action,
    },
    selectionLimit: s.selection_limit.value,
    oddsLimit: oddsLimit === null ? null : { value: oddsLimit, action: s.odds_limit.action },
  };
}

/** Active currencies by code; cached briefly (they change only with operator configuration). */
export function currencyCache(db: Queryable, ttlMs = 60_000) {
  let cached: { at: number; map: Record<string, Currency> } | null = null;
  return async function currencies(now: number): Promise<Record<string, Currency>> {
    if (cached && now - cached.at < ttlMs) return cached.map;
    const res = await db.query<{ code: string; subunits: unknown; fiat: boolean }>(
      'SELECT code, subunits, fiat FROM currencies WHERE active',
      [],
      { readOnly: true }, // a placement that fails here wrote nothing: 503 unavailable, not outcome_unknown
    );
    const map: Record<string, Currency> = {};
    for (const r of res.rows) map[r.code] = { code: r.code, subunits: toSafeInt(r.subunits), fiat: r.fiat };
    cached = { at: now, map };
    return map;
  };
}
