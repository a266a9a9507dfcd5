import { isBettableMatchStatus } from './match-status';
import { normalizeBetType } from './bet-type-transitions';
import type { SlipBet, SlipSelection } from './types';

const accepted = (s: SlipSelection): SlipSelection =>
  s.isChanged || s.acceptedOdds !== s.odds ? { ...s, acceptedOdds: s.odds, isChanged: false } : s;

/**
 * SF4: accepting changes takes every current price and removes suspended or unavailable selections. For a
 * custom bet only unavailable selections go, and the whole bet goes when none remain or any selection's match
 * is neither prematch nor live. Regular bets then follow their new count (BT2–BT4).
 */
export function acceptChanges(bets: readonly SlipBet[]): SlipBet[] {
  const out: SlipBet[] = [];
  for (const bet of bets) {
    if (bet.betType === 'custom_bet') {
      // The match check looks at every leg, before the unavailable ones go: a bet-builder price is built on
      // one match, so a leg whose match stopped, closed or finished voids the whole custom bet.
      if (bet.selections.some((s) => !isBettableMatchStatus(s.matchStatus))) continue;
      const kept = bet.selections.filter((s) => !s.isNotAvailable).map(accepted);
      if (kept.length === 0) continue;
      // A custom bet that lost a leg has no known price until the host recalculates it.
      out.push({
        ...bet,
        selections: kept,
        customOdds: kept.length === bet.selections.length ? bet.customOdds : null,
      });
      continue;
    }
    const kept = bet.selections.filter((s) => !s.isSuspended && !s.isNotAvailable).map(accepted);
    const next = normalizeBetType({ ...bet, selections: kept });
    if (next) out.push(next);
  }
  return out;
}

/** TS5: under accept mode `any`, the automatic accept takes current prices only; it removes nothing. */
export function acceptPricesOnly(bets: readonly SlipBet[]): SlipBet[] {
  return bets.map((b) =>
    b.selections.some((s) => s.isChanged || s.acceptedOdds !== s.odds)
      ? { ...b, selections: b.selections.map(accepted) }
      : b,
  );
}
