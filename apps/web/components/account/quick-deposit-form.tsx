'use client';
import { useEffect, useRef, useState } from 'react';
import { accountText } from '../../lib/account/account-messages';
import { useAccountText } from '../../lib/account/use-account-text';
import { createDeposit } from '../../lib/account/deposit-provider';
import { pollDeposit, type DepositOutcome } from '../../lib/account/deposit-status';
import { showAlert } from '../../lib/alerts/alert-store';
import { moneyText } from '../../lib/format/money-display';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { useSite } from '../../lib/site/site-context';
import { readDepositAmount } from './deposit-amount';
import { DepositResult } from './deposit-result';
import { Field, FormMessage } from './field';
import { useSubmit } from './use-submit';

/** §8: each quick-deposit outcome has its own alert (quick-deposit.notification.success / pending / failed). */
function alertOutcome(locale: string, outcome: DepositOutcome, id: string, amount: string): void {
  showAlert({
    id: `quick-deposit:${id}:${outcome}`,
    kind: outcome === 'error' ? 'error' : outcome === 'pending' ? 'info' : 'success',
    title: accountText(locale, `quick.alert.${outcome}.title`),
    description: accountText(locale, `quick.alert.${outcome}.description`, { amount }),
  });
}

/**
 * The quick-deposit modal (§2, AC18): an amount charged at once to the saved method (`quick: true`), no provider
 * page. The outcome shows in the modal and as its own alert; a pending one is polled until it ends, and that end
 * gets its alert too even when the modal was closed meanwhile.
 */
export function QuickDepositForm() {
  const t = useAccountText();
  const { locale } = useSite();
  const { account } = usePlayerAccount(locale);
  const { busy, errors, setErrors, run } = useSubmit();
  const [done, setDone] = useState<{ result: DepositOutcome; id: string } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (done)
    return (
      <DepositResult
        result={done.result}
        depositId={done.id}
        testId="quick-deposit-result"
        onAgain={() => setDone(null)}
      />
    );
  if (!account) return <p className="skeleton" aria-hidden="true" />;
  const { currency, subunits } = account.balance;
  return (
    <form
      className="form"
      noValidate
      data-testid="quick-deposit-form"
      onSubmit={(e) => {
        e.preventDefault();
        const text = String(new FormData(e.currentTarget).get('amount') ?? '');
        const value = readDepositAmount(text, subunits, locale);
        if (value === 0) {
          setErrors({ fields: { amount: t('error.amount') }, form: null });
          return;
        }
        void run(
          async () => {
            const deposit = await createDeposit({ value, currency }, locale, { quick: true });
            const amount = moneyText(value, account, locale);
            const outcome = deposit.status === 'created' ? 'pending' : deposit.status;
            alertOutcome(locale, outcome, deposit.id, amount);
            if (outcome === 'pending')
              // Not tied to the modal: the end is told even if the player closed it meanwhile.
              void pollDeposit(deposit.id, locale).then(
                (end) => end && alertOutcome(locale, end, deposit.id, amount),
              );
            if (mounted.current) setDone({ result: outcome, id: deposit.id });
          },
          { money: (minor) => moneyText(minor, account, locale) },
        );
      }}
    >
      <p>{t('deposit.quickIntro')}</p>
      <Field
        label={`${t('field.amount')} (${currency})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        error={errors.fields.amount}
      />
      <FormMessage tone="error" text={errors.form} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('deposit.quickSubmit')}
      </button>
    </form>
  );
}
