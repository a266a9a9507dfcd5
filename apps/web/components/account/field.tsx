'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';

/**
 * A labelled form field with its hint and its error beside it: the error is tied to the input
 * (aria-describedby, aria-invalid) so a screen reader reads it with the field.
 */
export function Field({
  label,
  error,
  hint,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  name: string;
  children?: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="slip-msg slip-msg--error" data-field-error={input.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level error or result line, announced when it appears. */
export function FormMessage({ text, tone }: { text: string | null; tone: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p className={`slip-msg slip-msg--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/** A new password and its confirmation (reset, change): the password rules as the first field's hint. */
export function NewPasswordFields({ errors }: { errors: Readonly<Record<string, string | undefined>> }) {
  const t = useAccountText();
  return (
    <>
      <Field
        label={t('field.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('hint.password')}
        error={errors.password}
      />
      <Field
        label={t('field.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  );
}

/**
 * An account form: no browser validation (the fields show the server's and our own errors), and a submit that
 * stays on the page and hands over the form's data.
 */
export function AccountForm({
  testId,
  onData,
  formRef,
  children,
}: {
  testId: string;
  onData: (data: FormData) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onData(new FormData(e.currentTarget));
      }}
    >
      {children}
    </form>
  );
}

/** The form's primary submit button, busy (and disabled) while the submission runs. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {label}
    </button>
  );
}
