'use client';
import type { ReactNode } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { moneyText } from '../../lib/format/money-display';
import { usePlayerAccount } from '../../lib/queries/accounts';
import { useSite } from '../../lib/site/site-context';
import { readDepositAmount } from './deposit-amount';
import { AccountForm, Field, FormMessage, SubmitButton } from './field';
import { useSubmit } from './use-submit';

/**
 * The amount form both deposit modals share (§2, AC18): an amount in the player's betting currency, read in the
 * page's locale (a zero or unreadable amount is refused beside the field), then `onAmount` with it in minor
 * units; a refusal from the server shows beside the field or under the form, money in the account's currency.
 */
export function DepositAmountForm({
  testId,
  intro,
  submitLabel,
  onAmount,
}: {
  testId: string;
  intro: ReactNode;
  submitLabel: string;
  onAmount: (value: number, currency: string, amountText: (minor: number) => string) => Promise<void>;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const { account } = usePlayerAccount(locale);
  const { busy, errors, setErrors, run } = useSubmit();
  if (!account) return <p className="skeleton" aria-hidden="true" />;
  const { currency, subunits } = account.balance;
  const amountText = (minor: number) => moneyText(minor, account, locale);
  return (
    <AccountForm
      testId={testId}
      onData={(data) => {
        const text = String(data.get('amount') ?? '');
        const value = readDepositAmount(text, subunits, locale);
        if (value === 0) {
          setErrors({ fields: { amount: t('error.amount') }, form: null });
          return;
        }
        void run(() => onAmount(value, currency, amountText), { money: amountText });
      }}
    >
      {intro}
      <Field
        label={`${t('field.amount')} (${currency})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        error={errors.fields.amount}
      />
      <FormMessage tone="error" text={errors.form} />
      <SubmitButton busy={busy} label={submitLabel} />
    </AccountForm>
  );
}
