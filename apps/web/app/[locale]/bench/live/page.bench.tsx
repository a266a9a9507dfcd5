import { notFound } from 'next/navigation';
import { LiveBenchBoard } from '../../../../components/bench/live-bench-board';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false }, title: 'Live update benchmark' };

/**
 * The live-update benchmark page: 250 markets × 4 outcomes = 1,000 prices. Built only into the bench build
 * (`page.bench.tsx`, see next.config.ts), served only with WEB_BENCH=1, and never outside demo mode (the server
 * sets SLIPSTREAM_DEMO=0 in production unless DEMO=1).
 */
export default function LiveBenchPage() {
  if (process.env.WEB_BENCH !== '1' || process.env.SLIPSTREAM_DEMO === '0') notFound();
  return (
    <div data-page-id="bench">
      <h1 className="page-title">Live update benchmark</h1>
      <LiveBenchBoard matches={250} />
    </div>
  );
}
