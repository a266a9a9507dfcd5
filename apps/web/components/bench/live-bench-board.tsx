'use client';
import type { Market } from '@slipstream/contract';
import { useEffect, useMemo } from 'react';
import { useLiveHub } from '../../lib/live/live-context';
import { outcomeKey } from '../../lib/live/odds-store';
import { OddsButton } from '../odds/odds-button';
import { updatesDue } from './bench-pacing';

/** Synthetic markets: `matches` × one 4-outcome market, seeded like server-rendered data. */
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

export interface BenchDriver {
  /**
   * Pushes `perSecond` price updates for `seconds` through the hub as push publications arrive: every
   * update due since the last tick in one task (bench-pacing.ts), one markets_changed event each.
   */
  run(perSecond: number, seconds: number): Promise<{ sent: number; elapsedMs: number }>;
}

const TICK_MS = 10;

/**
 * The live-update benchmark page (npm run bench -w apps/web): 1,000 odds buttons fed markets_changed
 * events through the same hub, store and rAF batching as real push, laid out as the match page lays out
 * its markets (MarketBoard's markup and styles). Only served with WEB_BENCH=1.
 */
export function LiveBenchBoard({ matches }: { matches: number }) {
  const hub = useLiveHub();
  const markets = useMemo(() => benchMarkets(matches), [matches]);
  // Seeded during render, before the buttons read the hub (as LiveSeed does for server-rendered data).
  for (const m of markets) hub.seedMarkets(m.match_id, [m]);
  useEffect(() => {
    let seq = 0;
    const publish = (): void => {
      seq += 1;
      const market = markets[seq % markets.length]!;
      const outcome = market.outcomes[(seq >> 3) % 4]!;
      const odds = 1.01 + ((seq * 7919) % 9000) / 1000;
      hub.apply({
        event: 'markets_changed',
        data: {
          match_id: market.match_id,
          match_urn_id: market.match_urn_id,
          markets: [{ ...market, outcomes: [{ ...outcome, odds: Math.round(odds * 1000) / 1000 }] }],
        },
      });
    };
    const driver: BenchDriver = {
      run: (perSecond, seconds) =>
        new Promise((resolve) => {
          const total = Math.round(perSecond * seconds);
          const start = performance.now();
          let sent = 0;
          const timer = setInterval(() => {
            const due = updatesDue(perSecond, performance.now() - start, total, sent);
            for (let n = 0; n < due; n++) publish();
            sent += due;
            if (sent >= total) {
              clearInterval(timer);
              resolve({ sent, elapsedMs: performance.now() - start });
            }
          }, TICK_MS);
        }),
    };
    (window as unknown as { __liveBench?: BenchDriver }).__liveBench = driver;
  }, [hub, markets]);
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
