'use client';
import { useState } from 'react';
import { accountText as t } from '../../lib/account/account-messages';
import { startDeposit } from '../../lib/account/deposit-provider';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { decimalMark, readStake } from '../../lib/slip/read-stake';
import { useSite } from '../../lib/site/site-context';
import { Field, FormMessage } from './field';
import { useSubmit } from './use-submit';

/**
 * The deposit form (§4 deposit modal): an amount in the betting currency, then the provider's page. Its
 * result comes back in the URL (`deposit_result`) and is shown by the deposit modal.
 */
export function DepositForm({ result }: { result?: 'success' | 'error' | 'pending' | undefined }) {
  const { locale } = useSite();
  const { account } = usePlayerAccount(locale);
  const { busy, errors, setErrors, run } = useSubmit();
  const [shown, setShown] = useState(result);
  if (shown)
    return (
      <div className="form" data-testid="deposit-result" data-result={shown}>
        <FormMessage tone={shown === 'error' ? 'error' : 'success'} text={t(`deposit.result.${shown}`)} />
        {shown === 'error' ? (
          <button type="button" className="button button--ghost" onClick={() => setShown(undefined)}>
            {t('link.deposit')}
          </button>
        ) : null}
      </div>
    );
  if (!account) return <p className="skeleton" aria-hidden="true" />;
  const { currency, subunits } = account.balance;
  return (
    <form
      className="form"
      noValidate
      data-testid="deposit-form"
      onSubmit={(e) => {
        e.preventDefault();
        const text = String(new FormData(e.currentTarget).get('amount') ?? '');
        let value: number;
        try {
          value = readStake(text, subunits, decimalMark(locale));
        } catch {
          value = 0;
        }
        if (!(value > 0)) {
          setErrors({ fields: { amount: t('error.amount') }, form: null });
          return;
        }
        void run(() => startDeposit({ value, currency }, locale));
      }}
    >
      <Field
        label={`${t('field.amount')} (${currency})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        error={errors.fields.amount}
      />
      <FormMessage tone="error" text={errors.form} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('submit.deposit')}
      </button>
    </form>
  );
}
