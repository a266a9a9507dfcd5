'use client';
import type { BetDto } from '@slipstream/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-context';
import { ApiError } from '../../lib/auth/http';
import { betsApi } from '../../lib/bets/bets-api';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { writeFailureText } from '../../lib/i18n/api-error-text';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { AutoCashout } from './auto-cashout';
import { CashoutHistory } from './cashout-history';
import { EditBet, editable } from './edit-bet';
import { PartialCashout } from './partial-cashout';
import './cashout-tools.css';

type Step = 'idle' | 'confirm' | 'processing' | 'done' | 'refused' | 'failed';

/**
 * Cash out at the current offer (§3 to_cashout): confirm, processing, done; refused when the offer the
 * player saw is no longer the server's (cashout_offer_changed), with the new offer shown.
 */
export function CashoutButton({
  bet,
  onCashedOut,
}: {
  bet: BetDto;
  onCashedOut?: (message: string) => void;
}) {
  const t = useSlipText();
  const money = useMoneyText();
  const { locale } = useSite();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [paid, setPaid] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [partOpen, setPartOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const offer = bet.to_cashout;
  // HW5: the confirmation takes the focus from the button it replaces, and gives it back on "no".
  const yes = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const previous = useRef<Step>(step);
  useEffect(() => {
    if (step === 'confirm') yes.current?.focus();
    else if (step === 'idle' && previous.current === 'confirm') start.current?.focus();
    previous.current = step;
  }, [step]);
  const open = bet.status === 'waiting_results';
  if (step === 'done' && paid !== null) {
    return (
      <p className="slip-msg slip-msg--success" role="status" data-testid="cashout-done">
        {t('myBets.cashoutDone', { amount: money(paid, bet.stake.currency, bet.stake.subunits) })}
      </p>
    );
  }
  if (!offer)
    return (
      <>
        <CashoutHistory bet={bet} />
        {open ? <AutoCashout bet={bet} offer={null} /> : null}
      </>
    );
  const amount = money(offer.value, offer.currency, offer.subunits);
  const run = () => {
    setStep('processing');
    const client = createSportsbookClient(locale, authStore.getState().token, authStore.onUnauthorised);
    betsApi
      .cashout(client, bet.id, offer.value)
      .then((answer) => {
        const value = answer.data.win_amount?.value ?? offer.value;
        setPaid(value);
        setStep('done');
        // The list refetch moves the bet out of the open filter and unmounts this card, so the list
        // itself keeps the confirmation on screen.
        onCashedOut?.(
          t('myBets.cashoutDone', { amount: money(value, bet.stake.currency, bet.stake.subunits) }),
        );
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
      })
      .catch((err: unknown) => {
        setFailure(writeFailureText(err, locale, 'myBets.cashoutFailed'));
        setStep(err instanceof ApiError && err.code === 'cashout_offer_changed' ? 'refused' : 'failed');
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
      });
  };
  return (
    <div className="cashout" data-testid="cashout">
      {step === 'confirm' ? (
        <div role="group" aria-label={t('myBets.cashoutConfirm', { amount })}>
          <p>{t('myBets.cashoutConfirm', { amount })}</p>
          <button
            ref={yes}
            type="button"
            className="button button--primary"
            data-testid="cashout-confirm"
            onClick={run}
          >
            {t('myBets.cashoutYes')}
          </button>{' '}
          <button type="button" className="button button--ghost" onClick={() => setStep('idle')}>
            {t('myBets.cashoutNo')}
          </button>
        </div>
      ) : (
        <button
          ref={start}
          type="button"
          className="button button--primary"
          data-testid="cashout-button"
          disabled={step === 'processing'}
          aria-busy={step === 'processing' || undefined}
          onClick={() => setStep('confirm')}
        >
          {step === 'processing' ? t('myBets.cashoutProcessing') : t('myBets.cashout', { amount })}
        </button>
      )}
      {step === 'idle' && !partOpen && !editOpen ? (
        <div className="cashout__tools">
          {offer.value > 1 ? (
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={false}
              data-testid="partial-cashout-open"
              onClick={() => setPartOpen(true)}
            >
              {t('myBets.partial')}
            </button>
          ) : null}
          {editable(bet) ? (
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={false}
              data-testid="edit-bet-open"
              onClick={() => setEditOpen(true)}
            >
              {t('myBets.edit')}
            </button>
          ) : null}
          <AutoCashout bet={bet} offer={offer} />
        </div>
      ) : null}
      {partOpen && step === 'idle' ? (
        <PartialCashout
          bet={bet}
          offer={offer}
          onCancel={() => setPartOpen(false)}
          onDone={(message) => {
            setPartOpen(false);
            onCashedOut?.(message);
          }}
        />
      ) : null}
      {editOpen && step === 'idle' ? (
        <EditBet
          bet={bet}
          offer={offer}
          onCancel={() => setEditOpen(false)}
          onDone={(message) => {
            setEditOpen(false);
            onCashedOut?.(message);
          }}
        />
      ) : null}
      <CashoutHistory bet={bet} />
      {step === 'refused' || step === 'failed' ? (
        <p className="slip-msg slip-msg--error" role="alert" data-testid="cashout-refused">
          {step === 'refused' ? t('myBets.cashoutRefused') : failure}
        </p>
      ) : null}
    </div>
  );
}
