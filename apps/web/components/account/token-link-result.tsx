'use client';
import { useEffect, useRef, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { useAuthStore } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { formErrorsOf } from '../../lib/account/form-errors';
import { useSite } from '../../lib/site/site-context';
import { FormMessage } from './field';

/** The confirmation and unlock links: the token is sent once and the result shown. */
export function TokenLinkResult({
  kind,
  token,
  onSignIn,
}: {
  kind: 'confirm_password' | 'unlock_user';
  token: string | undefined;
  onSignIn: () => void;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const store = useAuthStore();
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    const url =
      kind === 'confirm_password'
        ? `/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(token)}`
        : `/api/platform/users/unlock?unlock_token=${encodeURIComponent(token)}`;
    requestJson<void>(url, { locale })
      .then(() => {
        setState({ ok: true, text: t(kind === 'confirm_password' ? 'done.confirmed' : 'done.unlocked') });
        void store.refreshProfile();
      })
      .catch((err: unknown) =>
        setState({ ok: false, text: formErrorsOf(err, locale).form ?? t('error.generic') }),
      );
  }, [kind, token, locale, store]);
  if (!token) return <FormMessage tone="error" text={t('error.invalid_token')} />;
  if (!state)
    return (
      <p role="status" aria-busy="true">
        {t(kind === 'confirm_password' ? 'working.confirm' : 'working.unlock')}
      </p>
    );
  return (
    <div className="form" data-testid={`${kind}-result`}>
      <FormMessage tone={state.ok ? 'success' : 'error'} text={state.text} />
      {kind === 'unlock_user' && state.ok ? (
        <button type="button" className="button button--primary" onClick={onSignIn}>
          {t('link.signIn')}
        </button>
      ) : null}
    </div>
  );
}
