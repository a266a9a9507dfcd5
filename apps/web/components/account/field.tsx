'use client';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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
