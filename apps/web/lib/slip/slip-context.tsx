'use client';
import {
  createQuickBetState,
  createSlipState,
  initialQuickBetState,
  initialSlipState,
  quickBetReducer,
  slipReducer,
  type QuickBetAction,
  type QuickBetState,
  type SelectionInput,
  type SlipAction,
  type SlipState,
} from '@slipstream/betting';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { createSportsbookClient } from '../bets/sportsbook-client';
import { useAccounts } from '../queries/accounts';
import { useSite } from '../site/site-context';
import { ensureDeviceId } from './device-id';
import { panelReducer, type PanelAction } from './panel-store';
import { createReducerStore, type ReducerStore } from './reducer-store';
import { runQuickBetEffect, runSlipEffect, type EffectHost } from './slip-effects';
import { createSelectionResolver } from './selection-resolver';
import type { SlipSiteSettings } from './slip-settings';
import {
  EMPTY_SLIP,
  readStoredSlip,
  readTicketPrefs,
  writeStoredSlip,
  writeTicketPrefs,
  type PanelState,
} from './slip-storage';
import { useSlipSettingsQuery } from './use-slip-settings';
import { useCustomOddsCalculator } from './use-custom-odds';
import { useSlipRestore } from './use-slip-restore';

/** UI notices raised by effects: the general error alert and the custom-bet modal. */
export interface SlipNotices {
  readonly generalError: string | null;
  readonly customBetModal: boolean;
  /** A ?betcode= link could not be restored (the share-bet-not-found modal). */
  readonly shareNotFound: 'not_found' | 'failed' | null;
}

export interface SlipContextValue {
  readonly slip: ReducerStore<SlipState, SlipAction>;
  readonly quick: ReducerStore<QuickBetState, QuickBetAction>;
  readonly panel: ReducerStore<PanelState, PanelAction>;
  readonly notices: ReducerStore<SlipNotices, Partial<SlipNotices>>;
  readonly resolve: ReturnType<typeof createSelectionResolver>;
  readonly settings: SlipSiteSettings | null;
  /** My bets can be hidden by site configuration (§2). */
  readonly myBetsEnabled: boolean;
}

const SlipContext = createContext<SlipContextValue | null>(null);

function useStores(locale: string) {
  return useState(() => {
    const stored = typeof window === 'undefined' ? EMPTY_SLIP : readStoredSlip(window.sessionStorage);
    const prefs = typeof window === 'undefined' ? null : readTicketPrefs(window.localStorage);
    const slip = createReducerStore(
      slipReducer,
      createSlipState(prefs?.oddsAcceptMode ? { oddsAcceptMode: prefs.oddsAcceptMode } : {}),
    );
    const quick = createReducerStore(quickBetReducer, {
      ...createQuickBetState(),
      isEnabled: prefs?.quickBet.isEnabled ?? false,
      stake: prefs?.quickBet.stake ?? 0,
    });
    const panel = createReducerStore(panelReducer, stored.panel);
    const notices = createReducerStore<SlipNotices, Partial<SlipNotices>>(
      (s, patch) => ({ ...s, ...patch }),
      { generalError: null, customBetModal: false, shareNotFound: null },
    );
    return { slip, quick, panel, notices, resolve: createSelectionResolver(locale), storedBets: stored.bets };
  })[0];
}

/** Wires packages/betting's slip and quick bet to React: effects, persistence, panel, session, settings. */
export function SlipProvider({
  children,
  myBetsEnabled = true,
}: {
  children: ReactNode;
  myBetsEnabled?: boolean;
}) {
  const { locale } = useSite();
  const auth = useAuth();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const stores = useStores(locale);
  const { slip, quick, panel, notices } = stores;
  const settings = useSlipSettingsQuery(locale, auth.token).data ?? null;
  const calculateCustomOdds = useCustomOddsCalculator(slip, locale, auth.token, authStore.onUnauthorised);

  // Effects: the reducers record them; they are performed here, then drained (ST9).
  useEffect(() => {
    const host: EffectHost = {
      client: () =>
        createSportsbookClient(locale, authStore.getState().token, () => authStore.onUnauthorised()),
      deviceId: () => ensureDeviceId(),
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
    const drainSlip = () => {
      const effects = slip.getState().effects;
      if (effects.length === 0) return;
      slip.dispatch({ type: 'effectsDrained', count: effects.length });
      for (const e of effects)
        runSlipEffect(e, host, {
          success: (placed) => slip.dispatch({ type: 'placeSuccess', placed }),
          error: (error) => slip.dispatch({ type: 'placeError', error }),
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
  }, [locale, slip, quick, notices, authStore, queryClient, calculateCustomOdds]);

  // The panel follows the selection count (§4), except while a placement's result is on show.
  useEffect(() => {
    let count = slip.getState().selectedOutcomeIds.length;
    return slip.subscribe(() => {
      const s = slip.getState();
      const next = s.selectedOutcomeIds.length;
      if (next !== count && s.ticketState !== 'SUCCESS')
        panel.dispatch({ type: 'selectionCount', from: count, to: next });
      count = next;
    });
  }, [slip, panel]);

  // Persistence: bets and panel in session storage, ticket and quick-bet preferences in local storage (§9).
  useEffect(() => {
    const save = () =>
      writeStoredSlip(window.sessionStorage, { bets: slip.getState().bets, panel: panel.getState() });
    const savePrefs = () => {
      const q = quick.getState();
      writeTicketPrefs(window.localStorage, {
        oddsAcceptMode: readTicketPrefs(window.localStorage).oddsAcceptMode,
        quickBet: { isEnabled: q.isEnabled, stake: q.stake },
      });
    };
    const offs = [slip.subscribe(save), panel.subscribe(save), quick.subscribe(savePrefs)];
    return () => offs.forEach((off) => off());
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
  const accounts = useAccounts(locale).data;
  useEffect(() => {
    const player = auth.player;
    const account = accounts?.find((a) => a.currency === player?.currency);
    if (!player || !account) return;
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
    stores,
    auth,
    playerAccount ? { code: playerAccount.currency, subunits: playerAccount.subunits } : null,
    locale,
    stores.storedBets,
  );

  const value: SlipContextValue = {
    slip,
    quick,
    panel,
    notices,
    resolve: stores.resolve,
    settings,
    myBetsEnabled,
  };
  return <SlipContext value={value}>{children}</SlipContext>;
}

export function useSlipContext(): SlipContextValue {
  const value = use(SlipContext);
  if (!value) throw new Error('useSlipContext outside SlipProvider');
  return value;
}

export function useSlipState(): SlipState {
  const { slip } = useSlipContext();
  return useSyncExternalStore(slip.subscribe, slip.getState, () => initialSlipState);
}

export function useQuickBetState(): QuickBetState {
  const { quick } = useSlipContext();
  return useSyncExternalStore(quick.subscribe, quick.getState, () => initialQuickBetState);
}

export function usePanelState(): PanelState {
  const { panel } = useSlipContext();
  return useSyncExternalStore(panel.subscribe, panel.getState, () => EMPTY_SLIP.panel);
}

export function useSlipNotices(): SlipNotices {
  const { notices } = useSlipContext();
  return useSyncExternalStore(notices.subscribe, notices.getState, notices.getState);
}
