'use client';
import { useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { accountModalStore, openAccountModal } from '../../lib/account/account-modal-store';
import { useAuthStore } from '../../lib/auth/auth-context';
import { AccountForm, Field, FormMessage, SubmitButton } from './field';
import { useSubmit } from './use-submit';

/** Currencies a new player may open the first account in (the server's seeded currencies; it checks too). */
export const SIGN_UP_CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL', 'USDT', 'BTC'] as const;

/** Sign up (§4): e-mail, password, currency; signs the player in and goes on to the first deposit (AC19). */
export function SignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const t = useAccountText();
  const store = useAuthStore();
  const { busy, errors, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);
  if (done)
    return (
      <div className="form">
        <FormMessage tone="success" text={t('done.sign_up', { email: done })} />
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAccountModal('deposit')}
          data-testid="sign-up-deposit"
        >
          {t('link.deposit')}
        </button>
      </div>
    );
  return (
    <AccountForm
      testId="sign-up-form"
      onData={(data) => {
        const email = String(data.get('email') ?? '');
        void run(() =>
          store.signUp(email, String(data.get('password') ?? ''), String(data.get('currency') ?? '')),
        ).then((ok) => {
          if (!ok) return;
          const welcomeEmail = email.trim().toLowerCase();
          setDone(welcomeEmail);
          // §1 "a deposit redirect is required after registration" (AC19): straight on to the deposit.
          accountModalStore.open({ kind: 'deposit', welcomeEmail });
        });
      }}
    >
      <Field
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="email"
        error={errors.fields.email}
      />
      <Field
        label={t('field.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('hint.password')}
        error={errors.fields.password}
      />
      <CurrencySelect error={errors.fields.currency} />
      <FormMessage tone="error" text={errors.form} />
      <SubmitButton busy={busy} label={t('submit.sign_up')} />
      <button type="button" className="button button--ghost" onClick={onSignIn}>
        {t('link.signIn')}
      </button>
    </AccountForm>
  );
}

function CurrencySelect({ error }: { error: string | undefined }) {
  const t = useAccountText();
  return (
    <div className="account-field">
      <label htmlFor="sign-up-currency">{t('field.currency')}</label>
      <select
        id="sign-up-currency"
        name="currency"
        className="input"
        defaultValue="EUR"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sign-up-currency-error' : undefined}
      >
        {SIGN_UP_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      {error ? (
        <p id="sign-up-currency-error" className="slip-msg slip-msg--error" data-field-error="currency">
          {error}
        </p>
      ) : null}
    </div>
  );
}
