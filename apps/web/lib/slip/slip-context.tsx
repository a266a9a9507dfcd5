'use client';
import type { QuickBetAction, QuickBetState, SlipAction, SlipState } from '@slipstream/betting';
import { initialQuickBetState, initialSlipState } from '@slipstream/betting/initial-states';
import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { useSite } from '../site/site-context';
import { panelReducer, type PanelAction } from './panel-store';
import {
  createLazyReducerStore,
  createReducerStore,
  type LazyReducerStore,
  type ReducerStore,
} from './reducer-store';
import { createSelectionResolver } from './selection-resolver';
import type { SlipSiteSettings } from './slip-settings';
import type { PanelState } from './slip-storage';
import { useSlipSettingsQuery } from './use-slip-settings';

/** UI notices raised by effects: the general error alert and the custom-bet modal. */
export interface SlipNotices {
  readonly generalError: string | null;
  readonly customBetModal: boolean;
  /** A ?betcode= link could not be restored (the share-bet-not-found modal). */
  readonly shareNotFound: 'not_found' | 'failed' | null;
}

export interface SlipContextValue {
  /** packages/betting's slip and quick bet; their reducers are installed by the runtime (slip-runtime.tsx). */
  readonly slip: LazyReducerStore<SlipState, SlipAction>;
  readonly quick: LazyReducerStore<QuickBetState, QuickBetAction>;
  readonly panel: ReducerStore<PanelState, PanelAction>;
  readonly notices: ReducerStore<SlipNotices, Partial<SlipNotices>>;
  readonly resolve: ReturnType<typeof createSelectionResolver>;
  readonly settings: SlipSiteSettings | null;
  /** My bets can be hidden by site configuration (§2). */
  readonly myBetsEnabled: boolean;
}

const SlipContext = createContext<SlipContextValue | null>(null);
const CLOSED_PANEL: PanelState = { isOpen: false, activeTab: 'BET_SLIP' };

/**
 * The slip's stores for every page. This part is on the first-load path and holds no engine code: the
 * reducers, storage, effects and panel UI arrive with the runtime after hydration (components/slip).
 * Actions dispatched before then (an early click on a price) wait and run in order.
 */
export function SlipProvider({
  children,
  myBetsEnabled: myBetsOverride,
}: {
  children: ReactNode;
  /** §2 "my bets can be hidden by site configuration": OPERATOR_CONFIG features.my_bets unless given. */
  myBetsEnabled?: boolean;
}) {
  const { locale, config } = useSite();
  const myBetsEnabled = myBetsOverride ?? config.myBets;
  const auth = useAuth();
  const [stores] = useState(() => ({
    slip: createLazyReducerStore<SlipState, SlipAction>(initialSlipState),
    quick: createLazyReducerStore<QuickBetState, QuickBetAction>(initialQuickBetState),
    panel: createReducerStore(panelReducer, CLOSED_PANEL),
    notices: createReducerStore<SlipNotices, Partial<SlipNotices>>((s, patch) => ({ ...s, ...patch }), {
      generalError: null,
      customBetModal: false,
      shareNotFound: null,
    }),
    resolve: createSelectionResolver(locale),
  }));
  const settings = useSlipSettingsQuery(locale, auth.token).data ?? null;
  // Every odds button reads this context: a new object only when settings or configuration change.
  const value = useMemo<SlipContextValue>(
    () => ({ ...stores, settings, myBetsEnabled }),
    [stores, settings, myBetsEnabled],
  );
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
  return useSyncExternalStore(panel.subscribe, panel.getState, () => CLOSED_PANEL);
}

export function useSlipNotices(): SlipNotices {
  const { notices } = useSlipContext();
  return useSyncExternalStore(notices.subscribe, notices.getState, notices.getState);
}
