'use client';
import { oddsToDecimalString, type SlipSelection } from '@slipstream/betting';
import type { BetDto, EditBetDto, MoneyDto, PlaceBetInput } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-context';
import { ApiError } from '../../lib/auth/http';
import { betsApi } from '../../lib/bets/bets-api';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { useSite } from '../../lib/site/site-context';
import { useSlipState } from '../../lib/slip/slip-context';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { readTypedAmount, typedAmountText } from './typed-amount';

/**
 * Singles and combos can be edited here (systems and bet-builder bets have their own shapes); a bet placed with a
 * bonus cannot be (SPEC.md BO11).
 */
export const editable = (bet: BetDto): boolean =>
  bet.status === 'waiting_results' && (bet.type === 'single' || bet.type === 'combo') && bet.bonus === null;

/**
 * Edit bet (SPEC.md CO9): remove selections, add those in the bet slip, or change the stake; the server prices the edit as cashing the
 * old bet out into the new one (dry run, shown before confirming: credit, what is due or paid back, the new
 * potential win), and confirming replaces the bet in one transaction.
 */
export function EditBet({
  bet,
  offer,
  onDone,
  onCancel,
}: {
  bet: BetDto;
  offer: MoneyDto;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useSlipText();
  const money = useMoneyText();
  const { locale } = useSite();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const id = useId();
  const { currency, subunits } = bet.stake;
  const m = (v: number) => money(v, currency, subunits);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const slip = useSlipState();
  // Selections in the bet slip that the bet does not hold yet can be added (at their current prices).
  const inBet = new Set(
    bet.selections.map((s) => `${s.match.id}/${s.market.id}/${s.specifier}/${s.outcome.id}`),
  );
  const candidates = [
    ...new Map(slip.bets.flatMap((b) => b.selections).map((s) => [s.id, s] as const)).values(),
  ].filter((s: SlipSelection) => !inBet.has(`${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`));
  const adding = candidates.filter((s) => added.has(s.id));
  const [text, setText] = useState(() => typedAmountText(bet.stake.value, subunits, locale));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stake = readTypedAmount(text, subunits, locale);
  const kept = bet.selections.filter((s) => !removed.has(s.id));
  const input: PlaceBetInput | null =
    stake !== null && stake > 0 && kept.length + adding.length > 0
      ? {
          stake: { value: stake, currency },
          selections: [
            ...kept.map((s) => ({
              match_id: s.match.id,
              market_id: s.market.id,
              specifier: s.specifier,
              outcome_id: s.outcome.id,
              odds: s.odds,
            })),
            ...adding.map((s) => ({
              match_id: Number(s.matchId),
              market_id: Number(s.marketId),
              specifier: s.specifier,
              outcome_id: s.outcomeId,
              odds: oddsToDecimalString(s.odds),
            })),
          ],
        }
      : null;
  const client = () => createSportsbookClient(locale, authStore.getState().token, authStore.onUnauthorised);
  const preview = useQuery({
    queryKey: ['bet-edit', bet.id, offer.value, input],
    enabled: input !== null,
    queryFn: () =>
      betsApi.editBet(client(), { bet_id: bet.id, to_cashout: offer.value, bet: input!, dry_run: true }),
    retry: false,
    staleTime: 0,
  });
  const quote: EditBetDto | undefined = preview.data;
  const confirm = () => {
    if (!input) return;
    setBusy(true);
    setError(null);
    betsApi
      .editBet(client(), { bet_id: bet.id, to_cashout: offer.value, bet: input, dry_run: false })
      .then((answer) => {
        onDone(t('myBets.editDone', { ref: answer.data?.ref ?? '' }));
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
      })
      .catch((err: unknown) => {
        setError(
          err instanceof ApiError && err.code === 'cashout_offer_changed'
            ? t('myBets.cashoutRefused')
            : apiErrorText(err, locale, 'myBets.cashoutFailed'),
        );
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
      })
      .finally(() => setBusy(false));
  };
  return (
    <div className="partial-cashout" role="group" aria-labelledby={`${id}-title`} data-testid="edit-bet">
      <p id={`${id}-title`} className="partial-cashout__title">
        {t('myBets.editTitle')}
      </p>
      <ul className="edit-bet__sels">
        {bet.selections.map((s) => {
          const out = removed.has(s.id);
          return (
            <li key={s.id} data-removed={out || undefined}>
              <span>
                {s.outcome.name} · {s.match.name} @ {s.odds}
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={out}
                disabled={!out && kept.length + adding.length === 1}
                data-testid="edit-bet-remove"
                onClick={() =>
                  setRemoved((r) => {
                    const nextSet = new Set(r);
                    if (out) nextSet.delete(s.id);
                    else nextSet.add(s.id);
                    return nextSet;
                  })
                }
              >
                {out
                  ? t('myBets.editKeep', { name: s.outcome.name })
                  : t('myBets.editRemove', { name: s.outcome.name })}
              </button>
            </li>
          );
        })}
      </ul>
      {candidates.length > 0 ? (
        <ul className="edit-bet__sels" aria-label={t('myBets.editFromSlip')}>
          {candidates.map((s) => {
            const on = added.has(s.id);
            return (
              <li key={s.id}>
                <span>
                  {s.outcomeName} · {s.matchName} @ {oddsToDecimalString(s.odds)}
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-pressed={on}
                  data-testid="edit-bet-add"
                  onClick={() =>
                    setAdded((a) => {
                      const nextSet = new Set(a);
                      if (on) nextSet.delete(s.id);
                      else nextSet.add(s.id);
                      return nextSet;
                    })
                  }
                >
                  {on
                    ? t('myBets.editUnadd', { name: s.outcomeName })
                    : t('myBets.editAdd', { name: s.outcomeName })}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="partial-cashout__row">
        <label htmlFor={`${id}-stake`}>{t('myBets.editStake')}</label>
        <input
          id={`${id}-stake`}
          className="input partial-cashout__amount"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={stake === null || stake <= 0 || undefined}
          data-testid="edit-bet-stake"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div aria-live="polite" data-testid="edit-bet-price">
        {input === null ? null : preview.isPending ? (
          <p className="slip-msg">{t('myBets.editPricing')}</p>
        ) : preview.isError ? (
          <p className="slip-msg slip-msg--error">
            {apiErrorText(preview.error, locale, 'myBets.cashoutFailed')}
          </p>
        ) : quote ? (
          <dl className="slip-totals">
            <dt>{t('myBets.editCredit')}</dt>
            <dd data-testid="edit-bet-credit">{m(quote.credit.value)}</dd>
            <dt>{quote.due.value >= 0 ? t('myBets.editDue') : t('myBets.editRefund')}</dt>
            <dd data-testid="edit-bet-due">{m(Math.abs(quote.due.value))}</dd>
            <dt>{t('myBets.potentialWin')}</dt>
            <dd data-testid="edit-bet-potential">{m(quote.potential_win.value)}</dd>
          </dl>
        ) : null}
      </div>
      <div className="partial-cashout__row">
        <button
          type="button"
          className="button button--primary"
          disabled={!quote || busy || input === null}
          aria-busy={busy || undefined}
          data-testid="edit-bet-confirm"
          onClick={confirm}
        >
          {t('myBets.editConfirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('myBets.cancel')}
        </button>
      </div>
      {error ? (
        <p className="slip-msg slip-msg--error" role="alert" data-testid="edit-bet-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
