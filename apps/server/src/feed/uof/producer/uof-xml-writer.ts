import type { UofEventStatus, UofMarketOdds, UofMarketRef, UofMarketResult } from '../uof-messages';

/**
 * Writes UOF messages as the public schema has them (the producer side: the simulator's producer, tests and the
 * bench). Plain string building: a producer publishing thousands of messages a second should not pay for a
 * generic XML builder.
 */
const esc = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (o: Record<string, string | number | null | undefined>): string =>
  Object.entries(o)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

interface EventHead {
  product: number;
  eventId: string;
  timestamp: number;
  requestId?: number | null;
}

const head = (h: EventHead) => ({
  product: h.product,
  event_id: h.eventId,
  timestamp: h.timestamp,
  request_id: h.requestId ?? null,
});

const marketRef = (m: UofMarketRef) => ({ id: m.id, specifiers: m.specifiers || null });

function statusXml(s: UofEventStatus): string {
  const periods = s.periods.length
    ? `<period_scores>${s.periods
        .map(
          (p) =>
            `<period_score${attrs({ type: p.type, number: p.number, match_status_code: s.matchStatus ?? 0, home_score: p.home, away_score: p.away })}/>`,
        )
        .join('')}</period_scores>`
    : '';
  const clock = s.clock
    ? `<clock${attrs({ match_time: s.clock.matchTime, stopped: s.clock.stopped ? 'true' : null })}/>`
    : '';
  return `<sport_event_status${attrs({ status: s.status, match_status: s.matchStatus, home_score: s.home, away_score: s.away })}>${periods}${clock}</sport_event_status>`;
}

export function oddsChangeXml(
  h: EventHead & { status?: UofEventStatus | null; markets: UofMarketOdds[] },
): string {
  const markets = h.markets
    .map(
      (m) =>
        `<market${attrs({ ...marketRef(m), status: m.status, favourite: m.favourite ? 1 : null })}>${m.outcomes
          .map((o) => `<outcome${attrs({ id: o.id, odds: o.odds, active: o.active ? 1 : 0 })}/>`)
          .join('')}</market>`,
    )
    .join('');
  return `${HEAD}<odds_change${attrs(head(h))}>${h.status ? statusXml(h.status) : ''}${markets ? `<odds>${markets}</odds>` : ''}</odds_change>`;
}

export function betStopXml(h: EventHead & { groups: string[]; marketStatus?: number }): string {
  return `${HEAD}<bet_stop${attrs({ ...head(h), groups: h.groups.join('|'), market_status: h.marketStatus ?? null })}/>`;
}

export function betSettlementXml(h: EventHead & { certainty?: number; markets: UofMarketResult[] }): string {
  const markets = h.markets
    .map(
      (m) =>
        `<market${attrs(marketRef(m))}>${m.outcomes
          .map(
            (o) =>
              `<outcome${attrs({
                id: o.id,
                result: o.result,
                void_factor: o.voidFactor === '0' ? null : o.voidFactor,
                dead_heat_factor: o.deadHeatFactor === '1' ? null : o.deadHeatFactor,
              })}/>`,
          )
          .join('')}</market>`,
    )
    .join('');
  return `${HEAD}<bet_settlement${attrs({ ...head(h), certainty: h.certainty ?? 2 })}><outcomes>${markets}</outcomes></bet_settlement>`;
}

export function betCancelXml(
  h: EventHead & { startTime?: number | null; endTime?: number | null; markets: UofMarketRef[] },
  kind: 'bet_cancel' | 'rollback_bet_cancel' = 'bet_cancel',
): string {
  const markets = h.markets.map((m) => `<market${attrs(marketRef(m))}/>`).join('');
  return `${HEAD}<${kind}${attrs({ ...head(h), start_time: h.startTime ?? null, end_time: h.endTime ?? null })}>${markets}</${kind}>`;
}

export function rollbackBetSettlementXml(h: EventHead & { markets: UofMarketRef[] }): string {
  const markets = h.markets.map((m) => `<market${attrs(marketRef(m))}/>`).join('');
  return `${HEAD}<rollback_bet_settlement${attrs(head(h))}>${markets}</rollback_bet_settlement>`;
}

export function fixtureChangeXml(
  h: EventHead & { startTime?: number | null; changeType?: number | null },
): string {
  return `${HEAD}<fixture_change${attrs({ ...head(h), start_time: h.startTime ?? null, change_type: h.changeType ?? null })}/>`;
}

export function aliveXml(o: { product: number; timestamp: number; subscribed: boolean }): string {
  return `${HEAD}<alive${attrs({ product: o.product, timestamp: o.timestamp, subscribed: o.subscribed ? 1 : 0 })}/>`;
}

export function snapshotCompleteXml(o: { product: number; timestamp: number; requestId: number }): string {
  return `${HEAD}<snapshot_complete${attrs({ product: o.product, timestamp: o.timestamp, request_id: o.requestId })}/>`;
}

/** The Sports API's answers the stand-in serves. */
export function fixtureXml(f: {
  urn: string;
  name?: string | null;
  type?: string | null;
  startTime: number;
  endTime?: number | null;
  sport: { urn: string; name: string };
  category: { urn: string; name: string; countryCode?: string | null };
  tournament: { urn: string; name: string };
  competitors: { urn: string; name: string; qualifier?: 'home' | 'away' | null }[];
  venue?: { name: string | null; city: string | null } | null;
}): string {
  const iso = (t: number) => new Date(t).toISOString();
  const comps = f.competitors
    .map((c) => `<competitor${attrs({ id: c.urn, name: c.name, qualifier: c.qualifier ?? null })}/>`)
    .join('');
  const venue = f.venue ? `<venue${attrs({ name: f.venue.name, city_name: f.venue.city })}/>` : '';
  return (
    `${HEAD}<fixtures_fixture${attrs({ generated_at: iso(Date.now()) })}>` +
    `<fixture${attrs({ id: f.urn, name: f.name ?? null, type: f.type ?? null, start_time: iso(f.startTime), end_time: f.endTime ? iso(f.endTime) : null })}>` +
    `<tournament${attrs({ id: f.tournament.urn, name: f.tournament.name })}>` +
    `<sport${attrs({ id: f.sport.urn, name: f.sport.name })}/>` +
    `<category${attrs({ id: f.category.urn, name: f.category.name, country_code: f.category.countryCode ?? null })}/>` +
    `</tournament><competitors>${comps}</competitors>${venue}</fixture></fixtures_fixture>`
  );
}
