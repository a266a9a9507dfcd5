'use client';
import { formatAmount } from '@slipstream/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { openAccountModal } from '../../lib/account/account-modal-store';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { useAccounts } from '../../lib/queries/accounts';
import { useSite } from '../../lib/site/site-context';
import { FormMessage } from './field';
import { SIGN_UP_CURRENCIES } from './sign-up-form';
import { useSubmit } from './use-submit';
import './account.css';
import { SignInButton } from '../auth/sign-in-button';
import { intlLocale } from '../../lib/i18n/locales';

/**
 * The wallet page (§4 currency accounts): the player's accounts with live balances (balance_changed patches
 * the accounts query), the betting currency switch (PATCH /player/currency), a new account in another
 * currency (POST /player/accounts) and the deposit.
 */
export default function WalletPage() {
  const t = useAccountText();
  const { locale } = useSite();
  const auth = useAuth();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const accounts = useAccounts(locale);
  const { busy, errors, run } = useSubmit();
  const id = useId();
  const [opened, setOpened] = useState<string | null>(null);
  const current = auth.player?.currency;
  const held = new Set((accounts.data ?? []).map((a) => a.currency));
  const available = SIGN_UP_CURRENCIES.filter((c) => !held.has(c));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['accounts'] });

  if (auth.status === 'NOT_LOGGED_IN')
    return (
      <div className="account-page" data-page-id="wallet">
        <h1 className="page-title">{t('title.wallet')}</h1>
        <SignInButton label={t('wallet.signIn')} />
      </div>
    );
  return (
    <div className="account-page account-page--wide" data-page-id="wallet">
      <h1 className="page-title">{t('title.wallet')}</h1>
      <h2 className="account-page__subtitle">{t('wallet.accounts')}</h2>
      {accounts.isPending ? (
        <p className="skeleton skeleton--row" aria-label={t('wallet.loading')} />
      ) : accounts.isError ? (
        <p className="slip-msg slip-msg--error" role="alert">
          {t('wallet.error')}
        </p>
      ) : (
        <ul className="limit-list" data-testid="wallet-accounts">
          {(accounts.data ?? []).map((a) => (
            <li key={a.currency} className="limit-list__item" data-currency={a.currency}>
              <span>
                <strong>{a.currency}</strong>{' '}
                {formatAmount(a.balance.value, a.balance.subunits, {
                  style: a.fiat ? 'short' : 'full',
                  locale: intlLocale(locale),
                })}
              </span>
              {a.currency === current ? (
                <span className="account-field__hint" data-testid="wallet-current">
                  {t('wallet.current')}
                </span>
              ) : (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  aria-label={t('wallet.useLabel', { currency: a.currency })}
                  onClick={() =>
                    void run(async () => {
                      await requestJson('/api/platform/player/currency', {
                        method: 'PATCH',
                        body: { currency: a.currency },
                        locale,
                      });
                      await authStore.refreshProfile();
                      await refresh();
                    })
                  }
                >
                  {t('wallet.use')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary" onClick={() => openAccountModal('deposit')}>
        {t('link.deposit')}
      </button>
      {available.length > 0 ? (
        <form
          className="form"
          data-testid="open-account-form"
          onSubmit={(e) => {
            e.preventDefault();
            const currency = String(new FormData(e.currentTarget).get('currency') ?? '');
            setOpened(null);
            void run(async () => {
              await requestJson('/api/platform/player/accounts', {
                method: 'POST',
                body: { currency },
                locale,
              });
              await refresh();
            }).then((ok) => ok && setOpened(currency));
          }}
        >
          <h2 className="account-page__subtitle">{t('wallet.open')}</h2>
          <div className="account-field">
            <label htmlFor={`${id}-currency`}>{t('field.currency')}</label>
            <select id={`${id}-currency`} name="currency" className="input">
              {available.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
            {t('wallet.openSubmit')}
          </button>
        </form>
      ) : null}
      <FormMessage tone="error" text={errors.form ?? errors.fields.currency ?? null} />
      {opened ? <FormMessage tone="success" text={t('wallet.opened', { currency: opened })} /> : null}
    </div>
  );
}
