'use client';
import {
  createQuickBetState,
  createSlipState,
  quickBetReducer,
  slipReducer,
  type Odds,
  type SelectionInput,
} from '@slipstream/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { useLiveHub } from '../live/live-context';
import { createSportsbookClient } from '../bets/sportsbook-client';
import { useAccounts } from '../queries/accounts';
import { useSite } from '../site/site-context';
import { NARROW_VIEWPORT } from '../site/use-narrow-viewport';
import { sendableDeviceId } from './device-id';
import { marketUpdatesFor } from './refused-prices';
import { runQuickBetEffect, runSlipEffect, type EffectHost } from './slip-effects';
import { useSlipContext } from './slip-context';
import {
  readStoredSlip,
  readTicketPrefs,
  writeStoredSlip,
  writeTicketPrefs,
  type StoredSlip,
} from './slip-storage';
import { useCustomOddsCalculator } from './use-custom-odds';
import { useSlipRestore } from './use-slip-restore';
import { setOfflinePick } from './use-slip-selection';
import { pickWhenOnline } from './offline-pick';

/** How long the slip's session-storage write waits to take the changes that follow (a tap's pick, prices). */
const SLIP_WRITE_DELAY_MS = 200;

/**
 * The write still waiting, if any. A locale switch remounts the whole tree, and React renders the new runtime
 * (which reads the stored slip) before it runs the old one's cleanup (which writes it): the reader flushes first,
 * or a pick made just before the switch would be lost (LC4).
 */
let flushPendingWrite: (() => void) | null = null;

/**
 * The slip's runtime, loaded after hydration: installs packages/betting's reducers with the stored state,
 * performs their effects, persists, follows settings, the player's currency and the session, and restores
 * the slip (RS1). It renders nothing.
 */
export function SlipRuntime() {
  const { slip, quick, panel, notices, settings, myBetsEnabled } = useSlipContext();
  const { locale } = useSite();
  const auth = useAuth();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const hub = useLiveHub();
  const calculateCustomOdds = useCustomOddsCalculator(slip, locale, auth.token, authStore.onUnauthorised);

  // The stored slip (§9): read once; the bets wait for the restore (RS1, RS5). On a phone the sheet covers the
  // page, so a reload shows the page: the sheet's tab comes back, its open state does not (HW17).
  const [stored] = useState<StoredSlip>(() => {
    flushPendingWrite?.();
    const read = readStoredSlip(window.sessionStorage);
    return window.matchMedia(NARROW_VIEWPORT).matches && read.panel.isOpen
      ? { ...read, panel: { ...read.panel, isOpen: false } }
      : read;
  });
  // Install the engine first (effects run in order): the player's preferences from local storage. A pick made
  // offline from now on waits for the network (AL4).
  useEffect(() => {
    setOfflinePick(pickWhenOnline);
    const prefs = readTicketPrefs(window.localStorage);
    slip.install(
      slipReducer,
      createSlipState(prefs.oddsAcceptMode ? { oddsAcceptMode: prefs.oddsAcceptMode } : {}),
    );
    quick.install(quickBetReducer, {
      ...createQuickBetState(),
      isEnabled: prefs.quickBet.isEnabled,
      stake: prefs.quickBet.stake,
    });
    if (stored.panel.isOpen) panel.dispatch({ type: 'open' });
    panel.dispatch({ type: 'setTab', tab: stored.panel.activeTab });
  }, [slip, quick, panel, stored]);

  // Effects: the reducers record them; they are performed here, then drained (ST9).
  useEffect(() => {
    const host: EffectHost = {
      client: () =>
        createSportsbookClient(locale, authStore.getState().token, () => authStore.onUnauthorised()),
      deviceId: () => sendableDeviceId(),
      newRequestId: () => crypto.randomUUID(),
      signInPrompt: () => authStore.openPrompt('place'),
      openCustomBetModal: () => notices.dispatch({ customBetModal: true }),
      generalError: (message) =>
        notices.dispatch({ generalError: message ?? 'global-error.default.description' }),
      calculateCustomOdds,
      moveToSlip: (selections) => {
        for (const s of selections) {
          const input: SelectionInput = { ...s, marketStatus: s.isSuspended ? -1 : 1 };
          slip.dispatch({ type: 'toggleSelection', selection: input });
        }
      },
      betsPlaced: () => {
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
      },
    };
    const toBoard = (prices: ReadonlyMap<string, Odds>) => {
      for (const [key, odds] of prices) hub.odds.enqueue(key, { odds });
    };
    const drainSlip = () => {
      const effects = slip.getState().effects;
      if (effects.length === 0) return;
      slip.dispatch({ type: 'effectsDrained', count: effects.length });
      for (const e of effects)
        runSlipEffect(e, host, {
          success: (placed) => slip.dispatch({ type: 'placeSuccess', placed }),
          error: (error) => slip.dispatch({ type: 'placeError', error }),
          // TS13: the refusal's prices arrive as the push that was late or lost would have: in the slip and
          // on the board's odds buttons (the hub), so the price shown is the one the next pick takes.
          reprice: (prices) => {
            toBoard(prices);
            slip.dispatch({
              type: 'marketsUpdated',
              markets: marketUpdatesFor(
                slip.getState().bets.flatMap((b) => b.selections),
                prices,
              ),
            });
          },
        });
    };
    const drainQuick = () => {
      const effects = quick.getState().effects;
      if (effects.length === 0) return;
      quick.dispatch({ type: 'effectsDrained', count: effects.length });
      for (const e of effects)
        runQuickBetEffect(e, host, {
          success: (placed) => placed[0] && quick.dispatch({ type: 'placeSuccess', placed: placed[0] }),
          error: (error) => quick.dispatch({ type: 'placeError', error }),
          // A quick bet refused for its price: the board shows the book's, which the next tap takes (TS13).
          reprice: toBoard,
        });
    };
    drainSlip();
    drainQuick();
    const offSlip = slip.subscribe(drainSlip);
    const offQuick = quick.subscribe(drainQuick);
    return () => {
      offSlip();
      offQuick();
    };
  }, [locale, slip, quick, notices, authStore, queryClient, calculateCustomOdds, hub]);

  // A bet in the making (a selection, or quick bet switched on) moves the device id to its parent domain (EM10)
  // now, so the placement does not wait for the public suffix list to load.
  useEffect(() => {
    let warmed = false;
    const warm = () => {
      if (warmed || (slip.getState().selectedOutcomeIds.length === 0 && !quick.getState().isEnabled)) return;
      warmed = true;
      void sendableDeviceId();
    };
    warm();
    const offs = [slip.subscribe(warm), quick.subscribe(warm)];
    return () => offs.forEach((off) => off());
  }, [slip, quick]);

  // The panel follows the selection count (§4), except while a placement's result is on show; on a phone the
  // slip bar stands in for the sheet until the bettor opens it.
  useEffect(() => {
    let count = slip.getState().selectedOutcomeIds.length;
    return slip.subscribe(() => {
      const s = slip.getState();
      const next = s.selectedOutcomeIds.length;
      if (next !== count && s.ticketState !== 'SUCCESS')
        panel.dispatch({
          type: 'selectionCount',
          from: count,
          to: next,
          compact: window.matchMedia(NARROW_VIEWPORT).matches,
        });
      count = next;
    });
  }, [slip, panel]);

  // Persistence: bets and panel in session storage, ticket and quick-bet preferences in local storage (§9). The
  // slip's write waits a moment and takes every change since in one (a pick's tap and a price stream's updates do
  // not each serialise the slip before the next paint, issue 36 item 1); leaving the page writes what is pending.
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (pending === null) return;
      clearTimeout(pending);
      pending = null;
      writeStoredSlip(window.sessionStorage, { bets: slip.getState().bets, panel: panel.getState() });
    };
    const save = () => {
      pending ??= setTimeout(flush, SLIP_WRITE_DELAY_MS);
    };
    flushPendingWrite = flush;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const savePrefs = () => {
      const q = quick.getState();
      writeTicketPrefs(window.localStorage, {
        oddsAcceptMode: readTicketPrefs(window.localStorage).oddsAcceptMode,
        quickBet: { isEnabled: q.isEnabled, stake: q.stake },
      });
    };
    const offs = [slip.subscribe(save), panel.subscribe(save), quick.subscribe(savePrefs)];
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
      if (flushPendingWrite === flush) flushPendingWrite = null;
    };
  }, [slip, panel, quick]);

  useEffect(() => {
    if (!myBetsEnabled) panel.dispatch({ type: 'myBetsHidden' });
  }, [myBetsEnabled, panel]);

  // Operator settings reach the slip; the player's own accept mode (local storage) wins over the default.
  useEffect(() => {
    if (!settings) return;
    slip.dispatch({
      type: 'multiSingleSettingsChanged',
      multiSingleAvailableByProvider: settings.multiSingleAvailableByProvider,
    });
    slip.dispatch({ type: 'providerStatusesChanged', providerStatuses: settings.providerStatuses });
    const own = readTicketPrefs(window.localStorage).oddsAcceptMode;
    slip.dispatch({ type: 'oddsAcceptModeChanged', mode: own ?? settings.oddsAcceptMode });
  }, [settings, slip]);

  // The player's currency is the slip's: a change resets the stakes (§4, BT9) and clears quick-bet approval.
  // Only a change of the profile's currency moves the slip: balance updates refetch or patch the accounts,
  // and must neither undo a currency the player just chose in the slip nor wipe the stakes (HW2).
  const accounts = useAccounts(locale).data;
  const followed = useRef<string | null>(null);
  useEffect(() => {
    const player = auth.player;
    if (!player) {
      followed.current = null;
      return;
    }
    const account = accounts?.find((a) => a.currency === player.currency);
    if (!account || followed.current === player.currency) return;
    followed.current = player.currency;
    const currency = { code: account.currency, subunits: account.subunits };
    if (slip.getState().settings.currency.code !== currency.code)
      slip.dispatch({ type: 'currencyChanged', currency });
    if (quick.getState().currency.code !== currency.code)
      quick.dispatch({ type: 'currencyChanged', currency });
  }, [auth.player, accounts, slip, quick]);

  // Signing out clears the quick bet's approval (account §4 "sign out … clears quick bet").
  useEffect(
    () =>
      authStore.onChange((s) => {
        if (s.status === 'NOT_LOGGED_IN' && quick.getState().isApproved)
          quick.dispatch({ type: 'setStake', stake: quick.getState().stake });
      }),
    [authStore, quick],
  );

  const playerAccount = accounts?.find((a) => a.currency === auth.player?.currency);
  useSlipRestore(
    { slip, quick, notices, panel },
    auth,
    playerAccount ? { code: playerAccount.currency, subunits: playerAccount.subunits } : null,
    locale,
    stored.bets,
    stored.panel,
  );
  return null;
}
