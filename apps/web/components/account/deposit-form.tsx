'use client';
import { useRef, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { createDeposit } from '../../lib/account/deposit-provider';
import { depositReturnOf, FRAME_RETURN_PATH, type DepositOutcome } from '../../lib/account/deposit-status';
import { useSite } from '../../lib/site/site-context';
import { DepositAmountForm } from './deposit-amount-form';
import { DepositResult } from './deposit-result';
import { FormMessage } from './field';

type Step =
  | { readonly kind: 'form' }
  | { readonly kind: 'frame'; readonly id: string; readonly url: string }
  | { readonly kind: 'result'; readonly result: DepositOutcome; readonly id: string | null };

/**
 * The deposit modal (§2 iframe deposit modal, AC18): an amount in the betting currency, then the provider's page
 * in a frame inside the modal. The provider returns the frame to our plain return page with `deposit_result`,
 * read here from the frame's address; a pending result is polled until it ends. A result that came back in the
 * page's own URL (a provider that cannot be framed, AC5) arrives as `result`.
 */
export function DepositForm({
  result,
  depositId,
  welcomeEmail,
}: {
  result?: DepositOutcome | undefined;
  depositId?: string | undefined;
  welcomeEmail?: string | undefined;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const [step, setStep] = useState<Step>(
    result ? { kind: 'result', result, id: depositId ?? null } : { kind: 'form' },
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const welcome = welcomeEmail ? (
    <FormMessage tone="success" text={t('done.sign_up', { email: welcomeEmail })} />
  ) : null;

  if (step.kind === 'result')
    return (
      <DepositResult result={step.result} depositId={step.id} onAgain={() => setStep({ kind: 'form' })} />
    );
  if (step.kind === 'frame')
    return (
      <div className="deposit-frame" data-testid="deposit-frame">
        <p className="account-field__hint">{t('deposit.frameLoading')}</p>
        <iframe
          ref={frame}
          src={step.url}
          title={t('deposit.frameTitle')}
          className="deposit-frame__iframe"
          onLoad={() => {
            let href: string | null = null;
            try {
              href = frame.current?.contentWindow?.location.href ?? null;
            } catch {
              href = null; // still on the provider's own origin
            }
            const back = depositReturnOf(href);
            if (back) setStep({ kind: 'result', result: back.result, id: back.id ?? step.id });
          }}
        />
      </div>
    );
  return (
    <DepositAmountForm
      testId="deposit-form"
      intro={welcome}
      submitLabel={t('submit.deposit')}
      onAmount={async (value, currency) => {
        const deposit = await createDeposit({ value, currency }, locale, { returnPath: FRAME_RETURN_PATH });
        if (deposit.url) setStep({ kind: 'frame', id: deposit.id, url: deposit.url });
        else if (deposit.status !== 'created')
          setStep({ kind: 'result', result: deposit.status, id: deposit.id });
      }}
    />
  );
}
