import { oddsFromMilli } from '@slipstream/betting';
import { LIVE, marketKey, PREMATCH, type MarketState, type MatchState } from '../catalogue/model';
import { bestOfMarkets, goalsMarkets, outrightMarket, pointsMarkets, type MarketDef } from './markets';
import { bestOfFinal, normalFinal, poissonFinal } from './pricing/distributions';
import { priceMarkets, priceOutright, type PricedMarket } from './pricing/price';
import { simData } from './sim-data';
import type { SportProfile } from './sports';

/** The markets an event offers (definitions carry closures, so callers cache them per event). */
export function marketDefsFor(m: MatchState, profile: SportProfile): MarketDef[] {
  const d = simData(m);
  if (m.outright)
    return [
      outrightMarket(
        m.outright.name.includes('winner') ? m.outright.name : `${m.outright.name} - winner`,
        m.outright.competitors,
      ),
    ];
  const names = { home: m.home!.name, away: m.away!.name };
  switch (profile.model) {
    case 'poisson':
      return goalsMarkets(names, {
        totals: d.totals,
        handicaps: d.handicaps,
        full: profile.key === 'soccer',
      });
    case 'normal':
      return pointsMarkets(names, { totals: d.totals, handicaps: d.handicaps });
    default:
      return bestOfMarkets(names, profile.toWin);
  }
}

/** Share of the regular game still to play (1 before kick-off, 0 at the end). */
export function remainingShare(m: MatchState): number {
  if (m.status === PREMATCH || !m.clock || m.clock.durationMs <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - m.clock.elapsedMs / m.clock.durationMs));
}

/**
 * Prices every market of an event from its scoring model and current state, then applies bet stops
 * and the feed-control overrides. Only for prematch and live events; finished ones are settled instead.
 */
export function priceMatch(
  m: MatchState,
  profile: SportProfile,
  defs: MarketDef[],
  now: number,
): MarketState[] {
  const d = simData(m);
  let priced: PricedMarket[];
  if (m.outright) priced = [priceOutright(defs[0]!, d.strengths)];
  else if (profile.model === 'bestof') {
    priced = priceMarkets(defs, { full: bestOfFinal(m.score, d.pSet, profile.toWin), first_half: null });
  } else {
    const r = remainingShare(m);
    if (profile.model === 'normal') {
      const sd = profile.sd * Math.sqrt(r);
      priced = priceMarkets(defs, {
        full: normalFinal(m.score, d.meanHome * r, d.meanAway * r, sd),
        first_half: null,
      });
    } else {
      const firstHalfLeft = Math.max(0, r - 0.5);
      priced = priceMarkets(defs, {
        full: poissonFinal(m.score, d.meanHome * r, d.meanAway * r),
        first_half:
          d.halfTime || (m.status === LIVE && firstHalfLeft <= 0)
            ? null
            : poissonFinal(m.score, d.meanHome * firstHalfLeft, d.meanAway * firstHalfLeft, 6),
      });
    }
  }
  const suspended = d.suspendedUntil !== null && d.suspendedUntil > now;
  return priced.map((p): MarketState => {
    const key = marketKey(p.def.marketId, p.def.specifier);
    let status: number = p.status;
    if (status === 1 && suspended) status = -1;
    const forced = d.statusOverrides[key];
    if (forced !== undefined) status = forced;
    return {
      matchId: m.id,
      marketId: p.def.marketId,
      specifier: p.def.specifier,
      name: p.def.name,
      status,
      outcomes: p.outcomes.map((o) => {
        const forcedOdds = d.oddsOverrides[`${key}|${o.id}`];
        return {
          id: o.id,
          name: o.name,
          active: o.active,
          odds: forcedOdds ? oddsFromMilli(forcedOdds) : o.odds,
        };
      }),
      groups: p.def.groups,
      priority: p.def.priority,
      mostBalanced: p.mostBalanced,
      customBetGroups: m.status === PREMATCH ? p.def.customBetGroups : [],
      nextBetStop: null,
    };
  });
}
