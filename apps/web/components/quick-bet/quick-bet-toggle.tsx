'use client';
import { useQuickBetState, useSlipContext } from '../../lib/slip/slip-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

/** The quick-bet switch (§4 "toggling flips enabled and clears approval"). */
export function QuickBetToggle() {
  const t = useSlipText();
  const { quick } = useSlipContext();
  const state = useQuickBetState();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={state.isEnabled}
      className="switch"
      data-testid="quick-bet-toggle"
      onClick={() => quick.dispatch({ type: 'toggle' })}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      {t('quickBet.toggle')}
    </button>
  );
}
