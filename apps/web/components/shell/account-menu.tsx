'use client';
import { moneyText } from '../../lib/format/money-display';
import type { AccountDto } from '@slipstream/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { openAccountModal } from '../../lib/account/account-modal-store';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { focusPanelWhenShown } from '../../lib/slip/panel-focus';
import { useSlipContext } from '../../lib/slip/slip-context';
import { slipText as slipShellText } from '../../lib/slip/slip-messages';
import { useSite, useT } from '../../lib/site/site-context';
import { useQuickDepositOffered } from '../account/use-quick-deposit';
import { Icon } from '../icons/icons';
import { AppLink } from './app-link';
import { HeaderDeposit } from './header-deposit';

/**
 * The account control (HW8): a button showing the betting balance that discloses the player's balances,
 * My bets (the panel's tab) and Sign out, the same at every width, so a phone, where the header has no room
 * for more, can sign out. Escape, a click elsewhere or focus leaving closes it (Escape refocuses the button).
 */
export function AccountMenu({
  accounts,
  balance,
  face = balance,
}: {
  accounts: readonly AccountDto[];
  /** The betting account's balance as shown ("996.50 EUR"): the button's face. */
  balance: string;
  /** What the button shows: the balance, or a large one in compact notation (HW20). */
  face?: string;
}) {
  const { locale, config } = useSite();
  const quickDeposit = useQuickDepositOffered();
  const t = useT();
  const id = useId();
  const auth = useAuth();
  const store = useAuthStore();
  const { panel, myBetsEnabled } = useSlipContext();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    first.current?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const text = (key: string) => slipShellText(locale, key);
  return (
    <>
      <div
        ref={root}
        className="account-menu"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            close(true);
          }
        }}
        onBlur={(e) => {
          if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
        }}
      >
        <button
          ref={button}
          type="button"
          className="account-button"
          aria-label={`${t('nav.account')}: ${t('balance.label')} ${balance}`}
          aria-expanded={open}
          aria-controls={id}
          data-testid="account-button"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="balance" data-testid="balance" title={balance}>
            <BalanceFace face={face} />
          </span>
          <Icon name="user" />
        </button>
        <div id={id} className="account-menu__panel" hidden={!open} data-testid="account-menu">
          {auth.player ? <p className="account-menu__name">{auth.player.displayName}</p> : null}
          <ul className="account-menu__balances" aria-label={text('account.balances')}>
            {accounts.map((a) => (
              <li key={a.currency} data-current={a.currency === auth.player?.currency || undefined}>
                <span>{a.currency}</span>
                {/* HW14: a small crypto balance reads in its subcurrency, named beside the amount. */}
                <span>{moneyText(a.balance.value, a, locale)}</span>
              </li>
            ))}
          </ul>
          {myBetsEnabled ? (
            <button
              ref={first}
              type="button"
              className="button button--ghost account-menu__item"
              onClick={() => {
                close(false);
                panel.dispatch({ type: 'open' });
                panel.dispatch({ type: 'setTab', tab: 'MY_BETS' });
                focusPanelWhenShown();
              }}
            >
              {text('slip.tab.myBets')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--ghost account-menu__item"
            data-testid="menu-deposit"
            onClick={() => {
              close(false);
              openAccountModal('deposit');
            }}
          >
            {text('account.deposit')}
          </button>
          {quickDeposit ? (
            <button
              type="button"
              className="button button--ghost account-menu__item"
              data-testid="menu-quick-deposit"
              onClick={() => {
                close(false);
                openAccountModal('quick_deposit');
              }}
            >
              {text('account.quickDeposit')}
            </button>
          ) : null}
          <AppLink
            path="/profile"
            className="button button--ghost account-menu__item"
            data-testid="menu-profile"
            onClick={() => close(false)}
          >
            {text('account.profile')}
          </AppLink>
          <AppLink
            path="/profile/wallet"
            className="button button--ghost account-menu__item"
            data-testid="menu-wallet"
            onClick={() => close(false)}
          >
            {text('account.wallet')}
          </AppLink>
          {config.responsibleGambling ? (
            <AppLink
              path="/profile/limits"
              className="button button--ghost account-menu__item"
              data-testid="menu-limits"
              onClick={() => close(false)}
            >
              {text('account.limits')}
            </AppLink>
          ) : null}
          <button
            ref={myBetsEnabled ? undefined : first}
            type="button"
            className="button button--ghost account-menu__item"
            onClick={() => {
              close(false);
              void store.signOut();
            }}
          >
            {text('auth.signOut')}
          </button>
        </div>
      </div>
      <HeaderDeposit />
    </>
  );
}

/**
 * HW27: the face as its amount and its currency, two runs a phone stacks (the currency under the amount), so the
 * whole amount and the currency show at 360 px: a player with EUR and USDT accounts must see which one bets.
 * Every face is "amount CODE" (moneyText, compactAmount); the space between them stays for wide screens and
 * for screen readers.
 */
function BalanceFace({ face }: { face: string }) {
  const cut = face.lastIndexOf(' ');
  if (cut <= 0) return <>{face}</>;
  return (
    <>
      <bdi className="balance__amount">{face.slice(0, cut)}</bdi>{' '}
      <bdi className="balance__currency">{face.slice(cut + 1)}</bdi>
    </>
  );
}
