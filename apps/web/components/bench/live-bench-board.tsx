'use client';
import type { Market } from '@slipstream/contract';
import { useMemo } from 'react';
import { useLiveHub } from '../../lib/live/live-context';
import { outcomeKey } from '../../lib/live/odds-store';
import { OddsButton } from '../odds/odds-button';

/** Synthetic markets: `matches` × one 4-outcome market, seeded like server-rendered data (the bench server's
 * publisher sends updates in the same shape). */
function benchMarkets(matches: number): Market[] {
  return Array.from({ length: matches }, (_, i) => ({
    match_id: i + 1,
    match_urn_id: `bench:${i + 1}`,
    id: 1,
    name: `Bench market ${i + 1}`,
    status: 1,
    specifier: '',
    outcomes: ['1', '2', '3', '4'].map((id, j) => ({ id, name: id, active: true, odds: 1.5 + j * 0.25 })),
    market_groups: ['main'],
    priority: 0,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  }));
}

/**
 * The live-update benchmark page (npm run bench -w apps/web -- live): 1,000 odds buttons laid out as the match
 * page lays out its markets (MarketBoard's markup and styles). Their prices arrive the way every price does: the
 * bench server (apps/server/bench/web-bench-server.ts) publishes markets_changed events for these synthetic
 * matches on public:{lang}, and the page's push client, live hub, store and rAF batching put them on screen.
 * Only served with WEB_BENCH=1.
 */
export function LiveBenchBoard({ matches }: { matches: number }) {
  const hub = useLiveHub();
  const markets = useMemo(() => benchMarkets(matches), [matches]);
  // Seeded during render, before the buttons read the hub (as LiveSeed does for server-rendered data).
  for (const m of markets) hub.seedMarkets(m.match_id, [m]);
  return (
    <div className="group" data-testid="bench-board">
      {markets.map((m) => (
        <div key={m.match_id} className="market" data-market={`${m.match_id}/${m.id}`}>
          <h3 className="market__name">{m.name}</h3>
          <div className="market__outcomes" role="group" aria-label={m.name}>
            {m.outcomes.map((o) => (
              <OddsButton
                key={o.id}
                outcomeKey={outcomeKey(m.match_id, m.id, m.specifier, o.id)}
                label={o.name}
                context={`Bench ${m.match_id}, ${m.name}`}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
