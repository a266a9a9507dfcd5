'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { usePanelState, useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { slipShellText } from '../../lib/slip/slip-shell-messages';
import { useSite } from '../../lib/site/site-context';
import { whenIdle } from '../../lib/scheduling/when-idle';
import './slip.css';

// The panel, the slip's runtime and everything they need load after hydration, off the first-load path.
const SlipPanelView = dynamic(() => import('./slip-panel-view'), { ssr: false });

/** The bet slip toggle (with the selection count) and, once loaded, the panel itself (§2, §4). */
export function SlipPanel() {
  const { locale } = useSite();
  const { panel } = useSlipContext();
  const { isOpen } = usePanelState();
  const count = useSlipState().selectedOutcomeIds.length;
  // The panel's chunk loads in an idle period of its own, or at once when the player needs it.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      {idle || isOpen || count > 0 ? <SlipPanelView /> : null}
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
