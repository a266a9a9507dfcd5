'use client';
import { useId, useState } from 'react';
import { openAccountModal, type AccountModalKind } from '../../lib/account/account-modal-store';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { ApiError } from '../../lib/auth/http';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { Modal } from './modal';

/** The sign-in prompt (betting-core §1: a visitor who tries to place is asked to sign in). */
export function SignInModal() {
  const auth = useAuth();
  const store = useAuthStore();
  const t = useSlipText();
  if (!auth.prompt) return null;
  return (
    <Modal title={t('auth.signIn.title')} onClose={() => store.closePrompt()} testId="sign-in-modal">
      {auth.prompt === 'place' ? <p>{t('auth.signIn.reason.place')}</p> : null}
      {auth.sessionExpired ? <p className="slip-msg slip-msg--warning">{t('auth.sessionExpired')}</p> : null}
      <SignInForm onCancel={() => store.closePrompt()} />
    </Modal>
  );
}

/** The sign-in form, in the modal and on the sign-in page, with the ways to the other account forms. */
export function SignInForm({ onCancel, onDone }: { onCancel?: () => void; onDone?: () => void }) {
  const store = useAuthStore();
  const t = useSlipText();
  const { locale } = useSite();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = (kind: AccountModalKind) => {
    store.closePrompt();
    openAccountModal(kind);
  };
  return (
    <>
      <form
        className="form"
        data-testid="sign-in-form"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          setBusy(true);
          setError(null);
          store
            .signIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''))
            .then(() => onDone?.())
            .catch((err: unknown) =>
              setError(
                !(err instanceof ApiError) || err.code === 'invalid_credentials'
                  ? t('auth.failed')
                  : err.code === 'account_locked'
                    ? t('auth.locked')
                    : err.status === 429 && err.code !== 'sign_in_rate_limited'
                      ? t('auth.tooMany')
                      : // Any other refusal says why (sign-in disabled, country blocked, too many attempts).
                        apiErrorText(err, locale, 'auth.failed'),
              ),
            )
            .finally(() => setBusy(false));
        }}
      >
        <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          className="input"
        />
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="input"
        />
        {error ? (
          <p className="slip-msg slip-msg--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form__actions">
          {onCancel ? (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {t('auth.cancel')}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('auth.submit')}
          </button>
        </div>
      </form>
      <ul className="auth-links">
        <li>
          <button type="button" className="link-button" onClick={() => go('forgot_password')}>
            {t('auth.link.forgot')}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => go('sign_up')}>
            {t('auth.link.signUp')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => go('resend_confirmation_instructions')}
          >
            {t('auth.link.resendConfirmation')}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => go('resend_unlock_instructions')}>
            {t('auth.link.resendUnlock')}
          </button>
        </li>
      </ul>
    </>
  );
}
