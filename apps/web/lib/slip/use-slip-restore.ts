'use client';
import {
  chooseRestoreSource,
  type QuickBetAction,
  type QuickBetState,
  type SlipAction,
  type SlipBet,
  type SlipState,
} from '@slipstream/betting';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../auth/auth-context';
import { useSite } from '../site/site-context';
import type { AuthState } from '../auth/auth-store';
import { createSportsbookClient } from '../bets/sportsbook-client';
import { restoreFromShareCode, ShareCodeNotFoundError } from '../share/restore-from-code';
import type { PanelAction } from './panel-store';
import type { ReducerStore } from './reducer-store';
import type { PanelState } from './slip-storage';
import { inCurrency } from './stored-bets';
import type { SlipNotices } from './slip-context';

export const BETCODE_PARAM = 'betcode';

/** RS1/RS5: once the profile has loaded, the slip comes back from a share code, else from session storage. */
export function useSlipRestore(
  stores: {
    slip: ReducerStore<SlipState, SlipAction>;
    quick: ReducerStore<QuickBetState, QuickBetAction>;
    notices: ReducerStore<SlipNotices, Partial<SlipNotices>>;
    panel: ReducerStore<PanelState, PanelAction>;
  },
  auth: AuthState,
  /** The player's currency once known (a visitor's is the slip's default); null while loading. */
  playerCurrency: { code: string; subunits: number } | null,
  locale: string,
  storedBets: readonly SlipBet[],
  /** HW3: the panel as stored beside the bets. */
  storedPanel: PanelState,
) {
  const done = useRef(false);
  const authStore = useAuthStore();
  const { rates } = useSite().config;
  useEffect(() => {
    // RS5: the profile (and, for a player, the account that fixes the currency) must have loaded.
    const profileLoaded =
      (auth.status === 'LOGGED_IN' && playerCurrency !== null) || auth.status === 'NOT_LOGGED_IN';
    if (done.current || !profileLoaded) return;
    done.current = true;
    // Tells tests (and tools) the slip has settled what it restores; a tap before it keeps its bet (RS7).
    const settled = () => (document.documentElement.dataset.slipRestored = '1');
    const { slip } = stores;
    const url = new URL(window.location.href);
    const shareCode = url.searchParams.get(BETCODE_PARAM);
    const source = chooseRestoreSource({
      profileLoaded,
      shareEnabled: true,
      shareCode,
      storedBetCount: storedBets.length,
    });
    const currency = playerCurrency ?? slip.getState().settings.currency;
    if (source === 'sessionStorage') {
      slip.dispatch({ type: 'restoreStart' });
      slip.dispatch({ type: 'restoreSuccess', bets: storedBets.map((b) => inCurrency(b, currency, rates)) });
      // The bets coming back are no new pick: the panel stays as the player left it (closed, or on my bets).
      stores.panel.dispatch({ type: 'restore', state: storedPanel });
      settled();
      return;
    }
    if (source !== 'shareCode' || !shareCode) {
      settled();
      return;
    }
    slip.dispatch({ type: 'restoreStart' });
    const client = createSportsbookClient(locale, auth.token, () => authStore.onUnauthorised());
    restoreFromShareCode(client, shareCode, currency, rates)
      .then((bets) => slip.dispatch({ type: 'restoreSuccess', bets }))
      .catch((err: unknown) => {
        slip.dispatch({ type: 'restoreFailed' });
        stores.notices.dispatch({
          shareNotFound: err instanceof ShareCodeNotFoundError ? 'not_found' : 'failed',
        });
      })
      .finally(() => {
        // The code has done its work: a reload restores from session storage instead.
        url.searchParams.delete(BETCODE_PARAM);
        window.history.replaceState(window.history.state, '', url);
        settled();
      });
  }, [auth.status, auth.token, playerCurrency, stores, locale, storedBets, storedPanel, authStore, rates]);
}
