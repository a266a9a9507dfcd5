'use client';
import { oddsToDecimalString, type SlipSelection } from '@slipstream/betting';
import type { BetDto, EditBetDto, PlaceBetInput } from '@slipstream/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/auth/http';
import { betsApi } from '../../lib/bets/bets-api';
import {
  betSelectionKey,
  CUSTOM_PRICE,
  editedShape,
  lineCount,
  refusedEditPrices,
  unacceptedPrices,
} from '../../lib/bets/edit-prices';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSlipState } from '../../lib/slip/slip-context';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { betOddsText } from './bet-odds-text';
import { readTypedAmount, typedAmountText } from './typed-amount';
import { useBetAction, type BetActionProps } from './use-bet-action';

/** Any open bet without a bonus can be edited: singles, combos, systems and bet-builder bets (SPEC.md BO11, CO9). */
export const editable = (bet: BetDto): boolean => bet.status === 'waiting_results' && bet.bonus === null;

const keyOfSlip = (s: SlipSelection): string => `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;

/**
 * Edit bet (SPEC.md CO9): remove selections, add those in the bet slip, or change the stake; the server prices the
 * edit as cashing the old bet out into the new one (dry run, shown before confirming: credit, what is due or paid
 * back, the new potential win), and confirming replaces the bet in one transaction. A system keeps its win count
 * (k/n follows the selections), a bet builder its legs' match. Prices move while a bet is open: when the book
 * refuses the prices sent (101, or 120 for the bet builder's price), its current ones are shown beside the old and
 * the edit waits until the player accepts them, as the slip does (TS13); the player's accept mode is applied by the
 * server, so "any change" never asks.
 */
export function EditBet({ bet, offer, onDone, onCancel }: BetActionProps) {
  const { t, money, locale, queryClient, id, client } = useBetAction();
  const format = useOddsFormat();
  const { currency, subunits } = bet.stake;
  const m = (v: number) => money(v, currency, subunits);
  const odds = (v: number) => betOddsText(v, format, locale);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  // Prices the player accepted (by selection key, or CUSTOM_PRICE), and the book's prices a refusal named.
  const [accepted, setAccepted] = useState<ReadonlyMap<string, number>>(new Map());
  const [offered, setOffered] = useState<ReadonlyMap<string, number>>(new Map());
  const slip = useSlipState();
  // Selections in the bet slip that the bet does not hold yet can be added (at their current prices); a bet
  // builder takes only legs of its own match.
  const inBet = new Set(bet.selections.map(betSelectionKey));
  const builderMatch = bet.type === 'custom_bet' ? String(bet.selections[0]?.match.id ?? '') : null;
  const candidates = [
    ...new Map(slip.bets.flatMap((b) => b.selections).map((s) => [s.id, s] as const)).values(),
  ].filter(
    (s: SlipSelection) => !inBet.has(keyOfSlip(s)) && (builderMatch === null || s.matchId === builderMatch),
  );
  const adding = candidates.filter((s) => added.has(s.id));
  const kept = bet.selections.filter((s) => !removed.has(s.id));
  const count = kept.length + adding.length;
  const shape = editedShape(bet, count);
  const minimum = bet.type === 'custom_bet' ? 2 : 1;
  // A system's stake is per line (the placement's convention); the field starts at the bet's.
  const oldLines = bet.system ? lineCount(bet.system.total_count, bet.system.win_count) : 1;
  const [text, setText] = useState(() =>
    typedAmountText(Math.floor(bet.stake.value / Math.max(1, oldLines)), subunits, locale),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stake = readTypedAmount(text, subunits, locale);

  const placedPrice = new Map<string, number>([
    ...bet.selections.map((s) => [betSelectionKey(s), s.odds] as const),
    ...adding.map((s) => [keyOfSlip(s), Number(oddsToDecimalString(s.odds))] as const),
    ...(bet.type === 'custom_bet' && bet.odds !== null ? [[CUSTOM_PRICE, bet.odds] as const] : []),
  ]);
  const sending = (key: string): number | undefined => accepted.get(key) ?? placedPrice.get(key);
  const changes = unacceptedPrices(offered, sending);
  const sentKeys = [...kept.map(betSelectionKey), ...adding.map(keyOfSlip)];
  const input: PlaceBetInput | null =
    stake !== null && stake > 0 && count >= minimum
      ? {
          type: shape.type,
          stake: { value: stake, currency },
          selections: sentKeys.map((key, i) => {
            const s = i < kept.length ? kept[i]! : null;
            const a = s ? null : adding[i - kept.length]!;
            return {
              match_id: s ? s.match.id : Number(a!.matchId),
              market_id: s ? s.market.id : Number(a!.marketId),
              specifier: s ? s.specifier : a!.specifier,
              outcome_id: s ? s.outcome.id : a!.outcomeId,
              odds: sending(key)!,
            };
          }),
          ...(shape.systemId ? { system_id: shape.systemId } : {}),
          ...(shape.type === 'custom_bet' ? { custom_odds: sending(CUSTOM_PRICE) ?? bet.odds ?? 0 } : {}),
        }
      : null;
  /** A refusal naming the book's prices: they wait for the player's accept; true when there were any. */
  const learnPrices = (err: unknown): boolean => {
    const prices = refusedEditPrices(err instanceof ApiError ? err : null, sentKeys);
    if (prices.size === 0) return false;
    setOffered((o) => new Map([...o, ...prices]));
    return true;
  };
  const preview = useQuery({
    queryKey: ['bet-edit', bet.id, offer.value, input],
    enabled: input !== null && changes.size === 0,
    queryFn: () =>
      betsApi
        .editBet(client(), { bet_id: bet.id, to_cashout: offer.value, bet: input!, dry_run: true })
        .catch((err: unknown) => {
          learnPrices(err);
          throw err;
        }),
    retry: false,
    staleTime: 0,
  });
  const quote: EditBetDto | undefined = changes.size === 0 ? preview.data : undefined;
  const accept = () => {
    setAccepted((a) => new Map([...a, ...offered]));
    setOffered(new Map());
    setError(null);
  };
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
        if (learnPrices(err)) return;
        setError(
          err instanceof ApiError && err.code === 'cashout_offer_changed'
            ? t('myBets.cashoutRefused')
            : apiErrorText(err, locale, 'myBets.cashoutFailed'),
        );
        void queryClient.invalidateQueries({ queryKey: ['bets'] });
      })
      .finally(() => setBusy(false));
  };
  const nameOf = (key: string): string => {
    if (key === CUSTOM_PRICE) return t('myBets.editBuilderPrice');
    const s = bet.selections.find((x) => betSelectionKey(x) === key);
    const a = adding.find((x) => keyOfSlip(x) === key);
    return s ? `${s.outcome.name} · ${s.match.name}` : a ? `${a.outcomeName} · ${a.matchName}` : key;
  };
  return (
    <div className="partial-cashout" role="group" aria-labelledby={`${id}-title`} data-testid="edit-bet">
      <p id={`${id}-title`} className="partial-cashout__title">
        {t('myBets.editTitle')}
      </p>
      <ul className="edit-bet__sels">
        {bet.selections.map((s) => {
          const out = removed.has(s.id);
          const key = betSelectionKey(s);
          return (
            <li key={s.id} data-removed={out || undefined}>
              <span>
                {s.outcome.name} · {s.match.name} @ {odds(sending(key) ?? s.odds)}
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={out}
                disabled={!out && count <= minimum}
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
                  {s.outcomeName} · {s.matchName} @ {odds(Number(oddsToDecimalString(s.odds)))}
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
      {shape.systemId ? (
        <p className="slip-msg" data-testid="edit-bet-system">
          {t('myBets.editSystem', { system: shape.systemId, lines: shape.lines })}
        </p>
      ) : null}
      <div className="partial-cashout__row">
        <label htmlFor={`${id}-stake`}>
          {shape.systemId ? t('myBets.editStakePerLine') : t('myBets.editStake')}
        </label>
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
      {changes.size > 0 ? (
        <div className="slip-msg slip-msg--warning" role="alert" data-testid="edit-bet-changes">
          <p>{t('myBets.editOddsChanged')}</p>
          <ul>
            {[...changes].map(([key, change]) => (
              <li key={key}>
                {t('myBets.editOddsChange', {
                  name: nameOf(key),
                  from: odds(change.from),
                  to: odds(change.to),
                })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--primary"
            data-testid="edit-bet-accept"
            onClick={accept}
          >
            {t('myBets.editAccept')}
          </button>
        </div>
      ) : null}
      <div aria-live="polite" data-testid="edit-bet-price">
        {input === null || changes.size > 0 ? null : preview.isPending ? (
          <p className="slip-msg">{t('myBets.editPricing')}</p>
        ) : preview.isError ? (
          <p className="slip-msg slip-msg--error">
            {apiErrorText(preview.error, locale, 'myBets.cashoutFailed')}
          </p>
        ) : quote ? (
          <dl className="slip-totals">
            <dt>{t('myBets.editCredit')}</dt>
            <dd data-testid="edit-bet-credit">{m(quote.credit.value)}</dd>
            {shape.systemId ? (
              <>
                <dt>{t('myBets.editTotalStake')}</dt>
                <dd data-testid="edit-bet-new-stake">{m(quote.new_stake.value)}</dd>
              </>
            ) : null}
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
          disabled={!quote || busy || input === null || changes.size > 0}
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
