'use client';
import { useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { AccountForm, FormMessage, NewPasswordFields, SubmitButton } from './field';
import { useSubmit } from './use-submit';

/** Reset password through the e-mailed link (edit_password with reset_password_token). */
export function EditPasswordForm({ token, onSignIn }: { token: string | undefined; onSignIn: () => void }) {
  const t = useAccountText();
  const { locale } = useSite();
  const { busy, errors, setErrors, run } = useSubmit();
  const [done, setDone] = useState(false);
  if (!token) return <FormMessage tone="error" text={t('error.invalid_token')} />;
  if (done)
    return (
      <div className="form">
        <FormMessage tone="success" text={t('done.edit_password')} />
        <button type="button" className="button button--primary" onClick={onSignIn}>
          {t('link.signIn')}
        </button>
      </div>
    );
  return (
    <AccountForm
      testId="edit_password-form"
      onData={(data) => {
        const password = String(data.get('password') ?? '');
        if (password !== String(data.get('password_confirmation') ?? '')) {
          setErrors({ fields: { password_confirmation: t('error.passwordConfirmation') }, form: null });
          return;
        }
        void run(() =>
          requestJson<void>('/api/platform/users/password', {
            method: 'PUT',
            body: { user: { reset_password_token: token, password } },
            locale,
          }),
        ).then((ok) => ok && setDone(true));
      }}
    >
      <NewPasswordFields errors={errors.fields} />
      <FormMessage tone="error" text={errors.form} />
      <SubmitButton busy={busy} label={t('submit.edit_password')} />
    </AccountForm>
  );
}
