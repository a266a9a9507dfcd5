'use client';
import type { MoneyDto } from '@slipstream/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/auth/http';
import { betsApi } from '../../lib/bets/bets-api';
import { writeFailureText } from '../../lib/i18n/api-error-text';
import { readTypedAmount, typedAmountText } from './typed-amount';
import { useBetAction, type BetActionProps } from './use-bet-action';

type Step = 'edit' | 'processing' | 'refused' | 'range' | 'failed';

/** The stake left after taking `amount` of `offer`, in proportion (the server picks the exact whole-unit share). */
const remainingEstimate = (stake: number, offer: number, amount: number): number =>
  Number((BigInt(stake) * BigInt(offer - amount)) / BigInt(offer));

/**
 * Partial cashout (SPEC.md CO7): a slider and a typed amount choose how much of the current offer to take;
 * the rest of the stake stays on the bet. The server pays the nearest amount the stake can carry, so the
 * answer's figure is the one confirmed to the player.
 */
export function PartialCashout({ bet, offer, onDone, onCancel }: BetActionProps) {
  const { t, money, locale, queryClient, id, client } = useBetAction();
  const max = offer.value - 1;
  const [amount, setAmount] = useState(() => Math.max(1, Math.floor(offer.value / 2)));
  const [text, setText] = useState(() =>
    typedAmountText(Math.max(1, Math.floor(offer.value / 2)), offer.subunits, locale),
  );
  const [step, setStep] = useState<Step>('edit');
  const [range, setRange] = useState<{ min: number; max: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const m = (v: number) => money(v, offer.currency, offer.subunits);
  // A pushed offer below the chosen amount clamps it.
  const chosen = Math.min(amount, max);
  const typed = readTypedAmount(text, offer.subunits, locale);
  const typedValid = typed !== null && typed >= 1 && typed <= max;
  const setBoth = (v: number) => {
    setAmount(v);
    setText(typedAmountText(v, offer.subunits, locale));
  };
  const run = () => {
    setStep('processing');
    const before = bet.partial_cashout?.amount.value ?? 0;
    betsApi
      .cashoutPart(client(), bet.id, offer.value, chosen)
      .then((answer) => {
        const paid = (answer.data.partial_cashout?.amount.value ?? before) - before;
        onDone(t('myBets.partialDone', { amount: m(paid), stake: m(answer.data.stake.value) }));
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
      })
      .catch((err: unknown) => {
        const code = err instanceof ApiError ? err.code : null;
        setFailure(writeFailureText(err, locale, 'myBets.cashoutFailed'));
        if (code === 'cashout_amount_out_of_range' && err instanceof ApiError) {
          const details = err.data?.details as { min?: MoneyDto | null; max?: MoneyDto | null } | undefined;
          setRange(details?.min && details.max ? { min: details.min.value, max: details.max.value } : null);
          setStep('range');
        } else setStep(code === 'cashout_offer_changed' ? 'refused' : 'failed');
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
      });
  };
  if (max < 1) return null;
  return (
    <div
      className="partial-cashout"
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="partial-cashout"
    >
      <p id={`${id}-title`} className="partial-cashout__title">
        {t('myBets.partialTitle')}
      </p>
      <input
        type="range"
        className="partial-cashout__slider"
        min={1}
        max={max}
        step={1}
        value={chosen}
        aria-label={t('myBets.partialSlider')}
        aria-valuetext={m(chosen)}
        data-testid="partial-cashout-slider"
        onChange={(e) => setBoth(Number(e.target.value))}
      />
      <div className="partial-cashout__row">
        <label htmlFor={`${id}-amount`}>{t('myBets.partialAmount')}</label>
        <input
          id={`${id}-amount`}
          className="input partial-cashout__amount"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={!typedValid || undefined}
          aria-describedby={`${id}-hint`}
          data-testid="partial-cashout-amount"
          onChange={(e) => {
            setText(e.target.value);
            const v = readTypedAmount(e.target.value, offer.subunits, locale);
            if (v !== null && v >= 1 && v <= max) setAmount(v);
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          data-testid="partial-cashout-half"
          onClick={() => setBoth(Math.max(1, Math.floor(offer.value / 2)))}
        >
          {t('myBets.partialHalf')}
        </button>
      </div>
      <p id={`${id}-hint`} className="slip-msg" aria-live="polite" data-testid="partial-cashout-hint">
        {typedValid
          ? t('myBets.partialKeeps', {
              stake: m(remainingEstimate(bet.stake.value, offer.value, chosen)),
            })
          : t('myBets.partialInvalid', { min: m(1), max: m(max) })}
      </p>
      <div className="partial-cashout__row">
        <button
          type="button"
          className="button button--primary"
          data-testid="partial-cashout-confirm"
          disabled={!typedValid || step === 'processing'}
          aria-busy={step === 'processing' || undefined}
          onClick={run}
        >
          {step === 'processing'
            ? t('myBets.cashoutProcessing')
            : typedValid
              ? t('myBets.partialConfirm', { amount: m(chosen) })
              : // No amount to cash out while the typed one is invalid: the button names none (not the last valid one).
                t('myBets.partial')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('myBets.cancel')}
        </button>
      </div>
      {step === 'refused' || step === 'failed' || step === 'range' ? (
        <p className="slip-msg slip-msg--error" role="alert" data-testid="partial-cashout-error">
          {step === 'range' && range
            ? t('myBets.partialOutOfRange', { min: m(range.min), max: m(range.max) })
            : step === 'refused'
              ? t('myBets.cashoutRefused')
              : failure}
        </p>
      ) : null}
    </div>
  );
}
