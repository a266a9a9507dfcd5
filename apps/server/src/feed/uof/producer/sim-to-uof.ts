import { oddsToDecimalString } from '@slipstream/betting';
import { CLOSED, FINISHED, LIVE, STOPPED, type MarketState, type MatchState } from '../../../catalogue/model';
import type { ReadModel } from '../../../catalogue/read-model';
import type { FeedMessage } from '../../messages';
import { LIVE_PRODUCT, PREMATCH_PRODUCT, type UofEventStatus, type UofMarketOdds } from '../uof-messages';
import { routingKeyFor } from '../uof-routing';
import { betSettlementXml, fixtureChangeXml, oddsChangeXml } from './uof-xml-writer';

/** One UOF message ready to publish. */
export interface UofOut {
  routingKey: string;
  xml: string;
  product: number;
  timestamp: number;
  kind: 'odds_change' | 'bet_settlement' | 'fixture_change';
}

/** Our match status → UOF event status (the inverse of uof-event-status.ts). */
const EVENT_STATUS: Record<number, number> = {
  0: 0,
  [LIVE]: 1,
  [STOPPED]: 2,
  [FINISHED]: 3,
  [CLOSED]: 4,
  5: 0,
};

/** Which producer speaks for an event: live odds once it has started, pre-match before. */
export const productOf = (m: MatchState): number =>
  m.status === LIVE || m.status === STOPPED || (m.clock !== null && m.status !== 0)
    ? LIVE_PRODUCT
    : PREMATCH_PRODUCT;

export function eventStatusOf(m: MatchState): UofEventStatus {
  const elapsed = m.clock ? Math.floor(m.clock.elapsedMs / 1000) : null;
  return {
    status: EVENT_STATUS[m.status] ?? 0,
    matchStatus: m.status === LIVE ? 6 : null,
    home: m.score.home,
    away: m.score.away,
    periods: m.periods.map((p) => ({ number: p.number, type: p.type, home: p.home, away: p.away })),
    clock:
      elapsed !== null && m.clock?.shown
        ? {
            matchTime: `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`,
            stopped: m.clock.stopped,
          }
        : null,
  };
}

export function uofMarket(x: MarketState): UofMarketOdds {
  return {
    id: x.marketId,
    specifiers: x.specifier,
    status: x.status,
    favourite: x.mostBalanced,
    outcomes: x.outcomes.map((o) => ({ id: o.id, odds: oddsToDecimalString(o.odds), active: o.active })),
  };
}

export function oddsChangeOut(
  view: ReadModel,
  m: MatchState,
  markets: MarketState[],
  timestamp: number,
  o: { requestId?: number; nodeId?: number } = {},
): UofOut {
  const product = productOf(m);
  return {
    kind: 'odds_change',
    product,
    timestamp,
    routingKey: routingKeyFor({
      kind: 'odds_change',
      product,
      eventUrn: m.urnId,
      sportId: view.sportOf(m).id,
      nodeId: o.nodeId,
    }),
    xml: oddsChangeXml({
      product,
      eventId: m.urnId,
      timestamp,
      requestId: o.requestId ?? null,
      status: eventStatusOf(m),
      markets: markets.map(uofMarket),
    }),
  };
}

/**
 * The simulator's messages as UOF messages: odds and event state as odds_change (with sport_event_status),
 * results as bet_settlement, a moved kick-off as fixture_change. `before` is the event as the view held it
 * before this message (null for a new one). Catalogue, quiet and remove messages have no UOF counterpart here:
 * the Sports API stand-in answers fixtures from the view.
 */
export function simToUof(
  view: ReadModel,
  msg: FeedMessage,
  before: MatchState | null,
  timestamp: number,
): UofOut[] {
  switch (msg.type) {
    case 'fixture': {
      const m = msg.match;
      if (msg.quiet || !before) return [];
      const out: UofOut[] = [];
      if (before.startTime !== m.startTime && m.status === 0) {
        const product = productOf(m);
        out.push({
          kind: 'fixture_change',
          product,
          timestamp,
          routingKey: routingKeyFor({
            kind: 'fixture_change',
            product,
            eventUrn: m.urnId,
            sportId: view.sportOf(m).id,
          }),
          xml: fixtureChangeXml({
            product,
            eventId: m.urnId,
            timestamp,
            startTime: m.startTime,
            changeType: 2,
          }),
        });
      }
      if (
        before.status !== m.status ||
        before.score.home !== m.score.home ||
        before.score.away !== m.score.away ||
        before.periods.length !== m.periods.length
      )
        out.push(oddsChangeOut(view, m, [], timestamp));
      return out;
    }
    case 'odds_change': {
      const m = view.matches.get(msg.matchId);
      return m ? [oddsChangeOut(view, m, msg.markets, timestamp)] : [];
    }
    case 'bet_settlement': {
      const m = view.matches.get(msg.matchId);
      if (!m) return [];
      const byMarket = new Map<string, { id: number; specifiers: string; outcomes: typeof msg.outcomes }>();
      for (const o of msg.outcomes) {
        const key = `${o.marketId}|${o.specifier}`;
        let x = byMarket.get(key);
        if (!x) byMarket.set(key, (x = { id: o.marketId, specifiers: o.specifier, outcomes: [] }));
        x.outcomes.push(o);
      }
      const product = productOf(m);
      return [
        {
          kind: 'bet_settlement',
          product,
          timestamp,
          routingKey: routingKeyFor({
            kind: 'bet_settlement',
            product,
            eventUrn: m.urnId,
            sportId: view.sportOf(m).id,
          }),
          xml: betSettlementXml({
            product,
            eventId: m.urnId,
            timestamp,
            markets: [...byMarket.values()].map((x) => ({
              id: x.id,
              specifiers: x.specifiers,
              outcomes: x.outcomes.map((o) => ({
                id: o.outcomeId,
                result: o.result,
                voidFactor: String(o.voidFactor),
                deadHeatFactor: o.deadHeatFactor,
              })),
            })),
          }),
        },
      ];
    }
    default:
      return [];
  }
}
