'use client';
import type { Market } from '@slipstream/contract';
import { useEffect, useMemo } from 'react';
import { useLiveHub, LiveSeed } from '../../lib/live/live-context';
import { outcomeKey } from '../../lib/live/odds-store';
import { OddsButton } from '../odds/odds-button';

/** Synthetic markets: `matches` × one 4-outcome market, seeded like server-rendered data. */
function benchMarkets(matches: number): Market[] {
  return Array.from({ length: matches }, (_, i) => ({
    match_id: i + 1,
    match_urn_id: `bench:${i + 1}`,
    id: 1,
    name: 'Bench market',
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
  /** Pushes `perSecond` price updates for `seconds` through the hub exactly as push events arrive. */
  run(perSecond: number, seconds: number): Promise<{ sent: number }>;
}

/**
 * The live-update benchmark page (npm run bench -w apps/web): 1,000 odds buttons fed markets_changed
 * events through the same hub, store and rAF batching as real push. Only served with WEB_BENCH=1.
 */
export function LiveBenchBoard({ matches }: { matches: number }) {
  const hub = useLiveHub();
  const markets = useMemo(() => benchMarkets(matches), [matches]);
  useEffect(() => {
    let seq = 0;
    const driver: BenchDriver = {
      run: (perSecond, seconds) =>
        new Promise((resolve) => {
          const tickMs = 10;
          const perTick = Math.max(1, Math.round((perSecond * tickMs) / 1000));
          const end = performance.now() + seconds * 1000;
          let sent = 0;
          const timer = setInterval(() => {
            if (performance.now() >= end) {
              clearInterval(timer);
              resolve({ sent });
              return;
            }
            for (let k = 0; k < perTick; k++) {
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
              sent += 1;
            }
          }, tickMs);
        }),
    };
    (window as unknown as { __liveBench?: BenchDriver }).__liveBench = driver;
  }, [hub, markets]);
  return (
    <LiveSeed matches={[]}>
      <SeedMarkets markets={markets} />
      <div className="market__outcomes" data-testid="bench-board">
        {markets.flatMap((m) =>
          m.outcomes.map((o) => (
            <OddsButton
              key={`${m.match_id}/${o.id}`}
              outcomeKey={outcomeKey(m.match_id, m.id, m.specifier, o.id)}
              label={o.name}
              context={`Bench ${m.match_id}`}
            />
          )),
        )}
      </div>
    </LiveSeed>
  );
}

function SeedMarkets({ markets }: { markets: readonly Market[] }) {
  const hub = useLiveHub();
  for (const m of markets) hub.seedMarkets(m.match_id, [m]);
  return null;
}
