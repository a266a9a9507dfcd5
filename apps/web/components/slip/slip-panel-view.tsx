'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { UserChannel } from '../../lib/bets/user-channel';
import { AutoCashoutNotices } from '../my-bets/auto-cashout-notices';
import { useAccounts } from '../../lib/queries/accounts';
import { useAuth } from '../../lib/auth/auth-context';
import {
  usePanelState,
  useQuickBetState,
  useSlipContext,
  useSlipNotices,
  useSlipState,
} from '../../lib/slip/slip-context';
import { SlipLiveBridge } from '../../lib/slip/slip-live-bridge';
import { SlipRuntime } from '../../lib/slip/slip-runtime';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { SignInModal } from '../auth/sign-in-modal';
import { MyBets } from '../my-bets/my-bets';
import { QuickBetBar } from '../quick-bet/quick-bet-bar';
import { BetSlip } from './bet-slip';
import { SlipAnnouncer } from './slip-announcer';
import { SlipNotices } from './slip-notices';

const TABS = [
  { id: 'BET_SLIP', key: 'slip.tab.betSlip' },
  { id: 'MY_BETS', key: 'slip.tab.myBets' },
] as const;

/**
 * The bet slip panel (§2, §4): a side panel on wide screens, a bottom sheet on mobile, with the bet slip and
 * my bets tabs. Escape closes it; in iframe mode it closes on route change. Loaded after hydration with the
 * slip's runtime, the live bridge and the player's channel.
 */
export default function SlipPanelView() {
  const t = useSlipText();
  const { panel, myBetsEnabled } = useSlipContext();
  const { isOpen, activeTab } = usePanelState();
  const slip = useSlipState();
  const auth = useAuth();
  const notices = useSlipNotices();
  const quickOn = useQuickBetState().isEnabled;
  const pathname = usePathname();
  const { locale } = useSite();
  const account = useAccounts(locale).data?.[0] ?? null;
  const count = slip.selectedOutcomeIds.length;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (window.self !== window.top) panel.dispatch({ type: 'close' });
  }, [pathname, panel]);

  const tabs = TABS.filter((tab) => tab.id !== 'MY_BETS' || myBetsEnabled);
  return (
    <>
      <SlipRuntime />
      <SlipLiveBridge />
      <UserChannel />
      <AutoCashoutNotices />
      {auth.prompt ? <SignInModal /> : null}
      {notices.generalError || notices.customBetModal || notices.shareNotFound ? <SlipNotices /> : null}
      <SlipAnnouncer />
      {quickOn ? <QuickBetBar balance={account ? account.balance.value : null} /> : null}
      <section
        id="slip-panel"
        className="slip-panel"
        data-open={isOpen || undefined}
        hidden={!isOpen}
        aria-label={t('slip.title')}
        data-testid="slip-panel"
        onKeyDown={(e) => {
          if (e.key === 'Escape') panel.dispatch({ type: 'close' });
        }}
      >
        <div className="slip-panel__head">
          <div role="tablist" aria-label={t('slip.tabs')} className="slip-tabs">
            {tabs.map((tab, i) => (
              <button
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                id={`slip-tab-${tab.id}`}
                type="button"
                role="tab"
                aria-selected={activeTab === tab.id}
                aria-controls="slip-tabpanel"
                tabIndex={activeTab === tab.id ? 0 : -1}
                className="slip-tab"
                data-testid={`slip-tab-${tab.id}`}
                onClick={() => panel.dispatch({ type: 'setTab', tab: tab.id })}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
                  panel.dispatch({ type: 'setTab', tab: next.id });
                  tabRefs.current[tabs.indexOf(next)]?.focus();
                }}
              >
                {t(tab.key)}
                {tab.id === 'BET_SLIP' && count > 0 ? (
                  <span className="slip-tab__count"> ({count})</span>
                ) : null}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('slip.close')}
            data-testid="slip-close"
            onClick={() => panel.dispatch({ type: 'close' })}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div
          id="slip-tabpanel"
          role="tabpanel"
          aria-labelledby={`slip-tab-${activeTab}`}
          className="slip-panel__body"
        >
          {isOpen ? activeTab === 'MY_BETS' && myBetsEnabled ? <MyBets /> : <BetSlip /> : null}
        </div>
      </section>
    </>
  );
}
