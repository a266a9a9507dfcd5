'use client';
import dynamic from 'next/dynamic';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { afterHydration } from '../../lib/scheduling/after-hydration';
import { usePanelState, useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { slipText as slipShellText } from '../../lib/slip/slip-messages';
import { useSite } from '../../lib/site/site-context';
import { useNarrowViewport } from '../../lib/site/use-narrow-viewport';
import './slip.css';

// The panel, the slip's runtime and everything they need load after hydration, off the first-load path, in a
// task of their own (after-hydration.ts).
const SlipPanelView = dynamic(() => afterHydration('panel').then(() => import('./slip-panel-view')), {
  ssr: false,
});

/** The bet slip toggle (with the selection count) or, on a phone with picks, the slip bar; once loaded, the panel itself (§2, §4). */
export function SlipPanel() {
  const { locale } = useSite();
  const { panel } = useSlipContext();
  const { isOpen } = usePanelState();
  const count = useSlipState().selectedOutcomeIds.length;
  // On a phone with picks and the sheet closed, the slip bar takes the toggle's place (issue 33 item 5).
  const barShown = useNarrowViewport() && count > 0 && !isOpen;
  return (
    <>
      {/* The panel's chunk also draws the phone's slip bar (it needs the engine's payout maths). */}
      <SlipPanelView />
      <button
        hidden={barShown}
        type="button"
        className="slip-fab"
        aria-expanded={isOpen}
        aria-controls="slip-panel"
        data-testid="slip-toggle"
        onClick={() => panel.dispatch({ type: 'toggle' })}
      >
        {slipShellText(locale, 'slip.title')}
        <span className="slip-fab__count" aria-label={slipShellText(locale, 'slip.count', { count })}>
          {localeNumerals(String(count), locale)}
        </span>
      </button>
    </>
  );
}
