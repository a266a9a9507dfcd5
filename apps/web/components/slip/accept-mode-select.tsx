'use client';
import type { OddsAcceptMode } from '@slipstream/betting';
import { useId } from 'react';
import { useAuthStore } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { SPORTSBOOK_BASE } from '../../lib/bets/sportsbook-client';
import { useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { readTicketPrefs, writeTicketPrefs } from '../../lib/slip/slip-storage';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

const MODES: readonly OddsAcceptMode[] = ['none', 'higher', 'any'];

/** The odds accept mode (§3 oddsAcceptMode): kept locally, and in the player's settings when signed in. */
export function AcceptModeSelect() {
  const t = useSlipText();
  const id = useId();
  const { slip } = useSlipContext();
  const state = useSlipState();
  const authStore = useAuthStore();
  const { locale } = useSite();
  return (
    <div className="slip-field slip-field--inline">
      <label htmlFor={id}>{t('slip.acceptMode')}</label>
      <select
        id={id}
        className="input"
        data-testid="accept-mode"
        value={state.settings.oddsAcceptMode}
        onChange={(e) => {
          const mode = e.target.value as OddsAcceptMode;
          slip.dispatch({ type: 'oddsAcceptModeChanged', mode });
          writeTicketPrefs(window.localStorage, {
            ...readTicketPrefs(window.localStorage),
            oddsAcceptMode: mode,
          });
          const token = authStore.getState().token;
          if (token)
            void requestJson(`${SPORTSBOOK_BASE}/settings`, {
              method: 'POST',
              body: { auto_accept_odds_change: mode },
              locale,
              token,
            }).catch(() => undefined);
        }}
      >
        {MODES.map((m) => (
          <option key={m} value={m}>
            {t(`slip.acceptMode.${m}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
