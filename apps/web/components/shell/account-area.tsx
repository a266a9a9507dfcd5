'use client';
import dynamic from 'next/dynamic';
import { compactAmount, moneyText } from '../../lib/format/money-display';
import { useAuth } from '../../lib/auth/auth-context';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { useSite, useT } from '../../lib/site/site-context';
import { AppLink } from './app-link';
import { SignInButton, SignOutButton } from '../auth/auth-buttons';
import { useEmbedRoute } from '../../lib/embedding/use-embed-route';
import { handOffToHost } from '../../lib/embedding/embed-state';

// The menu shows only for a signed-in player, once the accounts have loaded: its code loads then too.
const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span className="skeleton skeleton--pill" aria-hidden="true" />,
});

/**
 * The header's account zone: for a player the balance of the betting currency (HW2) on the account menu's
 * button (HW8), Deposit beside it at every width, Sign out where there is room; sign-in/up for a visitor.
 */
export function AccountArea() {
  const { locale, config } = useSite();
  const t = useT();
  const status = useAuth().status;
  const { query: accounts, account } = usePlayerAccount(locale);
  const signIn = useEmbedRoute('sign-in');
  const signUp = useEmbedRoute('sign-up');
  const known = status === 'NOT_LOGGED_IN' || (status === 'LOGGED_IN' && !accounts.isPending);
  if (!known) return <span className="skeleton skeleton--pill" aria-hidden="true" />;
  if (!account) {
    return (
      <div className="account">
        {/* [web betting] the sign-in modal (components/auth) */}
        {signIn === 'unavailable' || !config.signInEnabled ? null : (
          <SignInButton className="button button--ghost" label={t('nav.signIn')} />
        )}
        {!config.signUpEnabled ? null : signUp === 'local' ? (
          <AppLink path="/users/sign-up" className="button button--primary hide-xs" data-testid="sign-up">
            {t('nav.signUp')}
          </AppLink>
        ) : signUp === 'host' ? (
          <button
            type="button"
            className="button button--primary hide-xs"
            data-testid="sign-up"
            onClick={() => handOffToHost('sign-up')}
          >
            {t('nav.signUp')}
          </button>
        ) : null}
      </div>
    );
  }
  // HW14: a small crypto balance reads in its subcurrency.
  const balance = moneyText(account.balance.value, account, locale);
  // HW20: a six-figure balance reads compact on the button (its exact amount in its name and title).
  const compact = compactAmount(account.balance.value, account.subunits, locale);
  return (
    <div className="account">
      {/* The menu's chunk draws Deposit beside it (components/shell/header-deposit.tsx). */}
      <AccountMenu
        accounts={accounts.data ?? []}
        balance={balance}
        face={compact === null ? balance : `${compact} ${account.currency}`}
      />
      <SignOutButton />
    </div>
  );
}
