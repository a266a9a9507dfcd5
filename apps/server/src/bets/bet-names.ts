import type { BetDto } from '@slipstream/contract';
import { eventName, marketName, outcomeName, type NameLocale } from '../sim/names/localise-names';
import type { StoredBet } from './bet-model';

/**
 * A bet's market and outcome names in a names language (SPEC.md LC9). A bet keeps the names its selections had when
 * it was placed, in the catalogue's own language (English); they are read in the asker's language, as the
 * catalogue's are, so My bets and the statement on /de say "Sieg" where the board does; a race's or an outright's
 * event name too (LC16). Team names stay.
 */
export function localiseStoredBet(bet: StoredBet, lang: NameLocale): StoredBet {
  if (lang === 'en') return bet;
  return {
    ...bet,
    selections: bet.selections.map((s) => ({
      ...s,
      matchName: eventName(lang, s.matchName),
      marketName: marketName(lang, s.marketName),
      outcomeName: outcomeName(lang, s.outcomeId, s.outcomeName),
    })),
  };
}

/** The same for a bet on the wire (a push built once, published to each locale's channel in its language). */
export function localiseBetDto(bet: BetDto, lang: NameLocale): BetDto {
  if (lang === 'en') return bet;
  return {
    ...bet,
    selections: bet.selections.map((s) => ({
      ...s,
      match: { ...s.match, name: eventName(lang, s.match.name) },
      market: { ...s.market, name: marketName(lang, s.market.name) },
      outcome: { ...s.outcome, name: outcomeName(lang, s.outcome.id, s.outcome.name) },
    })),
  };
}
