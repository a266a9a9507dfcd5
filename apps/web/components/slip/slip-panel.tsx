'use client';
import dynamic from 'next/dynamic';
import { afterHydration } from '../../lib/scheduling/after-hydration';
import { usePanelState, useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { slipText as slipShellText } from '../../lib/slip/slip-messages';
import { useSite } from '../../lib/site/site-context';
import './slip.css';

// The panel, the slip's runtime and everything they need load after hydration, off the first-load path, in a
// task of their own (after-hydration.ts).
const SlipPanelView = dynamic(() => afterHydration('panel').then(() => import('./slip-panel-view')), {
  ssr: false,
});

/** The bet slip toggle (with the selection count) and, once loaded, the panel itself (§2, §4). */
export function SlipPanel() {
  const { locale } = useSite();
  const { panel } = useSlipContext();
  const { isOpen } = usePanelState();
  const count = useSlipState().selectedOutcomeIds.length;
  return (
    <>
      <SlipPanelView />
      <button
        type="button"
        className="slip-fab"
        aria-expanded={isOpen}
        aria-controls="slip-panel"
        data-testid="slip-toggle"
        onClick={() => panel.dispatch({ type: 'toggle' })}
      >
        {slipShellText(locale, 'slip.title')}
        <span className="slip-fab__count" aria-label={slipShellText(locale, 'slip.count', { count })}>
          {count}
        </span>
      </button>
    </>
  );
}
