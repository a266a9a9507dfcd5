'use client';
import { useEffect, useRef, useState } from 'react';
import { accountText } from '../../lib/account/account-messages';
import { useAccountText } from '../../lib/account/use-account-text';
import { createDeposit } from '../../lib/account/deposit-provider';
import { pollDeposit, type DepositOutcome } from '../../lib/account/deposit-status';
import { showAlert } from '../../lib/alerts/alert-store';
import { useSite } from '../../lib/site/site-context';
import { DepositAmountForm } from './deposit-amount-form';
import { DepositResult } from './deposit-result';

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
  return (
    <DepositAmountForm
      testId="quick-deposit-form"
      intro={<p>{t('deposit.quickIntro')}</p>}
      submitLabel={t('deposit.quickSubmit')}
      onAmount={async (value, currency, amountText) => {
        const deposit = await createDeposit({ value, currency }, locale, { quick: true });
        const amount = amountText(value);
        const outcome = deposit.status === 'created' ? 'pending' : deposit.status;
        alertOutcome(locale, outcome, deposit.id, amount);
        if (outcome === 'pending')
          // Not tied to the modal: the end is told even if the player closed it meanwhile.
          void pollDeposit(deposit.id, locale).then(
            (end) => end && alertOutcome(locale, end, deposit.id, amount),
          );
        if (mounted.current) setDone({ result: outcome, id: deposit.id });
      }}
    />
  );
}
