'use client';
import { useEffect, useRef, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { pollDeposit, type DepositOutcome } from '../../lib/account/deposit-status';
import { useSite } from '../../lib/site/site-context';
import { FormMessage } from './field';

/**
 * A deposit's result (AC5, AC18): success, error, or pending while the provider decides; a pending deposit with
 * a known id is polled until it ends, and the end replaces it.
 */
export function DepositResult({
  result,
  depositId,
  onAgain,
  testId = 'deposit-result',
}: {
  result: DepositOutcome;
  depositId?: string | null | undefined;
  onAgain?: (() => void) | undefined;
  testId?: string;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const [shown, setShown] = useState(result);
  const root = useRef<HTMLDivElement>(null);
  // The frame or the form that had the focus is gone: the result takes it, so the keyboard stays in the modal.
  useEffect(() => root.current?.focus(), []);
  useEffect(() => setShown(result), [result]);
  useEffect(() => {
    if (shown !== 'pending' || !depositId) return;
    const abort = new AbortController();
    void pollDeposit(depositId, locale, abort.signal).then((end) => {
      if (end) setShown(end);
    });
    return () => abort.abort();
  }, [shown, depositId, locale]);
  return (
    <div ref={root} tabIndex={-1} className="form" data-testid={testId} data-result={shown}>
      <FormMessage tone={shown === 'error' ? 'error' : 'success'} text={t(`deposit.result.${shown}`)} />
      {shown === 'pending' && depositId ? (
        <p className="account-field__hint" aria-live="polite">
          {t('deposit.polling')}
        </p>
      ) : null}
      {shown !== 'pending' && onAgain ? (
        <button type="button" className="button button--ghost" onClick={onAgain}>
          {t(shown === 'error' ? 'link.deposit' : 'deposit.again')}
        </button>
      ) : null}
    </div>
  );
}
