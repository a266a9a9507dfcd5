'use client';
import { useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { AccountForm, Field, FormMessage, SubmitButton } from './field';
import { useSubmit } from './use-submit';

const PATHS = {
  forgot_password: '/api/platform/users/password',
  resend_confirmation_instructions: '/api/platform/users/confirmation',
  resend_unlock_instructions: '/api/platform/users/unlock',
} as const;

/**
 * Forgot password and the two "resend instructions" forms: one e-mail field. The answer is the same whether
 * or not the address has an account (the server never tells which e-mails exist).
 */
export function EmailRequestForm({ kind }: { kind: keyof typeof PATHS }) {
  const t = useAccountText();
  const { locale } = useSite();
  const { busy, errors, run } = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <FormMessage tone="success" text={t('done.instructions', { email: sentTo })} />;
  return (
    <AccountForm
      testId={`${kind}-form`}
      onData={(data) => {
        const email = String(data.get('email') ?? '');
        void run(() =>
          requestJson<void>(PATHS[kind], { method: 'POST', body: { user: { email } }, locale }),
        ).then((ok) => ok && setSentTo(email.trim()));
      }}
    >
      <Field
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="email"
        error={errors.fields.email}
      />
      <FormMessage tone="error" text={errors.form} />
      <SubmitButton
        busy={busy}
        label={kind === 'forgot_password' ? t('submit.forgot_password') : t('submit.resend')}
      />
    </AccountForm>
  );
}
