'use client';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { UserChannel } from '../../lib/bets/user-channel';
import { AutoCashoutNotices } from '../my-bets/auto-cashout-notices';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { useAuth } from '../../lib/auth/auth-context';
import {
  usePanelState,
  useQuickBetState,
  useSlipContext,
  useSlipNotices,
  useSlipState,
} from '../../lib/slip/slip-context';
import { usePanelFocus } from '../../lib/slip/panel-focus';
import { SlipLiveBridge } from '../../lib/slip/slip-live-bridge';
import { SlipBonusBridge } from '../../lib/bonuses/slip-bonus-bridge';
import { SlipRuntime } from '../../lib/slip/slip-runtime';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite } from '../../lib/site/site-context';
import { NARROW_VIEWPORT, useNarrowViewport } from '../../lib/site/use-narrow-viewport';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { BetSlip } from './bet-slip';
import { SlipAnnouncer } from './slip-announcer';
import { SlipNotices } from './slip-notices';
import { PhoneSlipBar } from './phone-slip-bar';

// What only a signed-in player, the my bets tab, the sign-in prompt or quick bet mode shows loads when it is
// about to show.
const MyBets = lazy(() => import('../my-bets/my-bets').then((m) => ({ default: m.MyBets })));
const BonusToasts = lazy(() => import('../bonuses/bonus-toasts').then((m) => ({ default: m.BonusToasts })));
const JackpotHitModal = lazy(() =>
  import('../bonuses/jackpot-hit-modal').then((m) => ({ default: m.JackpotHitModal })),
);
const SignInModal = lazy(() => import('../auth/sign-in-modal').then((m) => ({ default: m.SignInModal })));
const QuickBetBar = lazy(() =>
  import('../quick-bet/quick-bet-bar').then((m) => ({ default: m.QuickBetBar })),
);

const TABS = [
  { id: 'BET_SLIP', key: 'slip.tab.betSlip' },
  { id: 'MY_BETS', key: 'slip.tab.myBets' },
] as const;

/**
 * The bet slip panel (§2, §4): a side panel on wide screens (a complementary region; the board makes room),
 * a bottom sheet on mobile (a modal dialog that keeps Tab inside), with the bet slip and my bets tabs. Opening
 * it moves focus in, Escape closes it and focus goes back to where it came from (HW5); in iframe mode it
 * closes on route change. Loaded after hydration with the slip's runtime, the live bridge and the player's
 * channel. The runtime and the other services are siblings of the panel, not its children: a pick (a tap on a
 * price) re-renders the panel and what shows the slip, not them (issue 36 item 1).
 */
export default function SlipPanelView() {
  return (
    <>
      <SlipServices />
      <SlipAnnouncer />
      <PhoneSlipBar />
      <QuickBetSlot />
      <SlipPanelSection />
    </>
  );
}

/** What runs beside the panel: the engine, the push bridges, the player's channel, prompts and notices. */
function SlipServices() {
  const auth = useAuth();
  const notices = useSlipNotices();
  const { config } = useSite();
  return (
    <>
      <SlipRuntime />
      <SlipLiveBridge />
      {auth.token ? <SlipBonusBridge /> : null}
      <Suspense fallback={null}>
        {auth.token ? <BonusToasts /> : null}
        {auth.token && config.jackpots ? <JackpotHitModal /> : null}
      </Suspense>
      <UserChannel />
      <AutoCashoutNotices />
      {auth.prompt ? (
        <Suspense fallback={null}>
          <SignInModal />
        </Suspense>
      ) : null}
      {notices.generalError || notices.customBetModal || notices.shareNotFound ? <SlipNotices /> : null}
    </>
  );
}

/** Quick bet mode's bar, while it is on. */
function QuickBetSlot() {
  const quickOn = useQuickBetState().isEnabled;
  const { locale } = useSite();
  const account = usePlayerAccount(locale).account;
  return quickOn ? (
    <Suspense fallback={null}>
      <QuickBetBar balance={account ? account.balance.value : null} />
    </Suspense>
  ) : null;
}

/** The panel itself: its tabs (with the pick count) and, while open, the slip or my bets. */
function SlipPanelSection() {
  const t = useSlipText();
  const { locale } = useSite();
  const { panel, myBetsEnabled } = useSlipContext();
  const { isOpen, activeTab } = usePanelState();
  const count = useSlipState().selectedOutcomeIds.length;
  const pathname = usePathname();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const section = useRef<HTMLElement>(null);
  const modal = useNarrowViewport();
  const focus = usePanelFocus(section, isOpen, modal);

  // HW7: on wide screens the board makes room for the open panel (slip.css).
  useEffect(() => {
    document.documentElement.toggleAttribute('data-slip-open', isOpen);
    return () => document.documentElement.removeAttribute('data-slip-open');
  }, [isOpen]);

  // In a frame the panel closes on every route; on a phone, where the sheet covers the page, a new page closes
  // it (HW17).
  const shownPath = useRef(pathname);
  useEffect(() => {
    const moved = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (window.self !== window.top || (moved && window.matchMedia(NARROW_VIEWPORT).matches))
      panel.dispatch({ type: 'close' });
  }, [pathname, panel]);

  const tabs = TABS.filter((tab) => tab.id !== 'MY_BETS' || myBetsEnabled);
  return (
    <section
      ref={section}
      id="slip-panel"
      className="slip-panel"
      data-open={isOpen || undefined}
      hidden={!isOpen}
      role={modal ? 'dialog' : 'complementary'}
      aria-modal={modal || undefined}
      aria-label={t('slip.title')}
      tabIndex={-1}
      data-testid="slip-panel"
      onClick={(e) => {
        // HW17: on a phone, following a link inside the sheet (to the same page too) closes it.
        if (modal && e.target instanceof Element && e.target.closest('a[href]'))
          panel.dispatch({ type: 'close' });
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          panel.dispatch({ type: 'close' });
          return;
        }
        focus.onKeyDown(e);
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
                <span className="slip-tab__count"> ({localeNumerals(String(count), locale)})</span>
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
        {isOpen ? (
          activeTab === 'MY_BETS' && myBetsEnabled ? (
            <Suspense fallback={null}>
              <MyBets />
            </Suspense>
          ) : (
            <BetSlip />
          )
        ) : null}
      </div>
    </section>
  );
}
