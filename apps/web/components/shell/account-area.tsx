'use client';
import { formatAmount } from '@slipstream/betting';
import { useAuth } from '../../lib/auth/auth-context';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { useSite, useT } from '../../lib/site/site-context';
import { AccountMenu } from './account-menu';
import { SignInButton, SignOutButton } from '../auth/auth-buttons';

/**
 * The header's account zone: for a player the balance of the betting currency (HW2) on the account menu's
 * button (HW8), with Sign out beside it where there is room; sign-in/up for a visitor.
 */
export function AccountArea() {
  const { locale } = useSite();
  const t = useT();
  const status = useAuth().status;
  const { query: accounts, account } = usePlayerAccount(locale);
  const known = status === 'NOT_LOGGED_IN' || (status === 'LOGGED_IN' && !accounts.isPending);
  if (!known) return <span className="skeleton skeleton--pill" aria-hidden="true" />;
  if (!account) {
    return (
      <div className="account">
        {/* [web betting] the sign-in modal (components/auth) */}
        <SignInButton className="button button--ghost" label={t('nav.signIn')} />
      </div>
    );
  }
  const balance = `${formatAmount(account.balance.value, account.balance.subunits, {
    style: account.fiat ? 'short' : 'full',
    locale,
  })} ${account.balance.currency}`;
  return (
    <div className="account">
      <AccountMenu accounts={accounts.data ?? []} balance={balance} />
      <SignOutButton />
    </div>
  );
}
