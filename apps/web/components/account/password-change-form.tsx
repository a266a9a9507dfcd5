'use client';
import { useRef, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { AccountForm, Field, FormMessage, NewPasswordFields, SubmitButton } from './field';
import { useSubmit } from './use-submit';

/**
 * Password change on the profile page (AC16): the current password and a new one, `PATCH /player/password`. A
 * wrong current password comes back as `current_password_invalid` beside its field; a too short new one beside
 * the new-password field. Success signs the player's other browsers out.
 */
export function PasswordChangeForm() {
  const t = useAccountText();
  const { locale } = useSite();
  const { busy, errors, setErrors, run } = useSubmit();
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <AccountForm
      formRef={form}
      testId="password-change-form"
      onData={(data) => {
        setDone(false);
        const password = String(data.get('password') ?? '');
        if (password !== String(data.get('password_confirmation') ?? '')) {
          setErrors({ fields: { password_confirmation: t('error.passwordConfirmation') }, form: null });
          return;
        }
        void run(async () => {
          await requestJson('/api/platform/player/password', {
            method: 'PATCH',
            body: { user: { current_password: String(data.get('current_password') ?? ''), password } },
            locale,
          });
          form.current?.reset();
          setDone(true);
        });
      }}
    >
      <p>{t('profile.passwordChangeIntro')}</p>
      <Field
        label={t('field.currentPassword')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={errors.fields.current_password}
      />
      <NewPasswordFields errors={errors.fields} />
      <FormMessage tone="error" text={errors.form} />
      {done ? <FormMessage tone="success" text={t('profile.passwordChanged')} /> : null}
      <SubmitButton busy={busy} label={t('submit.edit_password')} />
    </AccountForm>
  );
}
