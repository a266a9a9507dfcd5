'use client';
import type { BetDto, MoneyDto } from '@slipstream/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/auth/http';
import { betsApi } from '../../lib/bets/bets-api';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { readTypedAmount } from './typed-amount';
import { useBetAction } from './use-bet-action';

/**
 * Automatic cashout (SPEC.md CO8): the player sets the amount at which the server cashes the bet out by
 * itself once a pushed offer reaches it; the active target shows with a button to remove it.
 */
export function AutoCashout({ bet, offer }: { bet: BetDto; offer: MoneyDto | null }) {
  const { t, money, locale, queryClient, id, client } = useBetAction();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { currency, subunits } = bet.stake;
  const m = (v: number) => money(v, currency, subunits);
  const target = bet.auto_cashout_target ?? null;
  const send = (value: number | null) => {
    setBusy(true);
    setError(null);
    betsApi
      .autoCashout(client(), bet.id, value)
      .then(() => {
        setOpen(false);
        setText('');
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'auto_cashout_target_reached') {
          const current = (err.data?.details as { to_cashout?: MoneyDto } | undefined)?.to_cashout;
          setError(t('myBets.autoTooLow', { amount: m(current?.value ?? offer?.value ?? 0) }));
        } else setError(apiErrorText(err, locale, 'myBets.cashoutFailed'));
      })
      .finally(() => setBusy(false));
  };
  if (target) {
    return (
      <p className="auto-cashout auto-cashout--active" data-testid="auto-cashout-active">
        <span>{t('myBets.autoActive', { amount: m(target.value) })}</span>{' '}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          data-testid="auto-cashout-remove"
          onClick={() => send(null)}
        >
          {t('myBets.autoRemove')}
        </button>
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={false}
        data-testid="auto-cashout-open"
        onClick={() => setOpen(true)}
      >
        {t('myBets.auto')}
      </button>
    );
  }
  const value = readTypedAmount(text, subunits, locale);
  const valid = value !== null && value > 0 && (offer === null || value > offer.value);
  return (
    <form
      className="auto-cashout"
      data-testid="auto-cashout"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) send(value);
      }}
    >
      <label htmlFor={`${id}-target`}>{t('myBets.autoTarget')}</label>
      <input
        id={`${id}-target`}
        className="input auto-cashout__amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={(text !== '' && !valid) || undefined}
        aria-describedby={`${id}-msg`}
        data-testid="auto-cashout-target"
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={!valid || busy}
        aria-busy={busy || undefined}
        data-testid="auto-cashout-set"
      >
        {t('myBets.autoSet')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        {t('myBets.cancel')}
      </button>
      <p id={`${id}-msg`} className="slip-msg slip-msg--error" role={error ? 'alert' : undefined}>
        {error ?? (text !== '' && !valid ? t('myBets.autoInvalid') : '')}
      </p>
    </form>
  );
}
