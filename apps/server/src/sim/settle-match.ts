import type { MatchState, OutcomeSettlement } from '../catalogue/model';
import type { MarketDef } from './markets';
import { deadHeat, deadHeatFactor, LOSE, type Settle } from './pricing/settle';
import { simData } from './sim-data';

/**
 * Settles every market of a finished event with the same rules that priced it: full-time markets on
 * the final score, first-half markets on the half-time score, outrights on the winner set (several
 * winners share the place: dead_heat_factor = 1 / winners, exact).
 */
export function settleMatch(m: MatchState, defs: MarketDef[]): OutcomeSettlement[] {
  const d = simData(m);
  const out: OutcomeSettlement[] = [];
  for (const def of defs) {
    for (const o of def.outcomes) {
      let s: Settle;
      if (m.outright) s = d.winners.includes(o.id) ? deadHeat(d.winners.length) : LOSE;
      else if (def.scope === 'first_half') s = o.settle(d.halfTime ?? m.score);
      else s = o.settle(m.score);
      out.push({
        marketId: def.marketId,
        specifier: def.specifier,
        outcomeId: o.id,
        result: s.result,
        voidFactor: s.voidFactor,
        deadHeatFactor: deadHeatFactor(s.sharedBy),
      });
    }
  }
  return out;
}
