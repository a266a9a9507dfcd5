import {
  bonusEligibility,
  oddsFromDecimal,
  type BonusConditions,
  type SlipBet,
  type SlipBonus,
} from '@slipstream/betting';
import type { AmbFreebetDto, BonusDto, HuntingDto } from '@slipstream/contract';

/** The bonuses a bet can name: hunts, tournaments, loot boxes and amb free bets count bets by themselves (HT1, AM1). */
type BetBonusDto = Exclude<BonusDto, HuntingDto | AmbFreebetDto>;
const namedOnBets = (b: BonusDto): b is BetBonusDto =>
  b.type === 'comboboost' || b.type.startsWith('freebet');

const odds = (d: number | null) => (d === null ? null : oddsFromDecimal(String(d)));

/** The engine's conditions of an issued bonus, from its wire form. */
export function conditionsOf(b: BetBonusDto): BonusConditions {
  return {
    type: b.type,
    minOdds: odds(b.min_odds),
    maxOdds: b.type === 'comboboost' ? null : odds(b.max_odds),
    selectionCountFrom: b.type === 'comboboost' ? null : b.selection_count_from,
    selectionCountTo: b.type === 'comboboost' ? null : b.selection_count_to,
    matchStatus: b.type === 'comboboost' ? null : b.match_status,
    ranges:
      b.type === 'comboboost'
        ? b.ranges.map((r) => ({
            minCount: r.min_count,
            maxCount: r.max_count,
            bonusOdds: oddsFromDecimal(String(r.bonus_odds)),
          }))
        : [],
    countryCodes: b.country_codes,
    onlyVerified: b.only_verified,
    // The slip lacks tournament ids, so event conditions are left to placement (the server checks them all).
    eventConditions: [],
  };
}

/**
 * SPEC.md WB1: the bonuses a slip bet may carry, from the player's active ones, by packages/betting's
 * `bonusEligibility` (the rule placement applies). Country and verification are the server's to judge, so
 * the slip offers as if they hold. A free bet is offered only in the bet's currency; hunts and tournaments are
 * never offered (they farm cash bets by themselves: HT1).
 */
export function offersFor(bet: SlipBet, active: readonly BonusDto[]): SlipBonus[] {
  const offers: SlipBonus[] = [];
  const selections = bet.selections.map((s) => ({
    odds: s.odds,
    matchStatus: s.matchStatus,
    sportKey: s.sportKey,
    categoryId: Number(s.categoryId),
    tournamentId: 0,
    matchId: Number(s.matchId),
  }));
  for (const b of active) {
    if (!namedOnBets(b)) continue;
    const verdict = bonusEligibility(
      { ...conditionsOf(b), countryCodes: [], onlyVerified: false },
      { type: bet.betType, selections },
      { countryCode: null, verified: true },
    );
    if (!verdict.ok) continue;
    if (b.type === 'comboboost') {
      if (verdict.bonusOdds !== null) offers.push({ id: b.id, type: 'comboboost', odds: verdict.bonusOdds });
    } else if (b.issued.currency === bet.currency) {
      offers.push({ id: b.id, type: b.type, amount: b.issued.amount });
    }
  }
  return offers;
}

/** A stable key of offers, so the bridge dispatches only real changes. */
export const offersKey = (offers: readonly SlipBonus[]) =>
  offers.map((o) => `${o.id}:${o.type}:${o.amount ?? ''}:${o.odds ?? ''}`).join('|');
