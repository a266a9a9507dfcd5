'use client';
import { betPayout, type SlipBet } from '@slipstream/betting';
import { useEffect, useRef } from 'react';
import { oddsText } from '../../lib/format/odds-text';
import { useSite } from '../../lib/site/site-context';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from './use-money-text';

/** §4 SUCCESS: the bets just placed, each with its id and what it may win. */
export function PlacedBets({ bets, onDone }: { bets: readonly SlipBet[]; onDone: () => void }) {
  const t = useSlipText();
  const money = useMoneyText();
  const format = useOddsFormat();
  const { locale } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // HW21: a system bet's receipt says what was debited, its total stake, then the stake per line (as the slip does).
  const stakeText = (b: SlipBet): string => {
    const payout = b.betType === 'system' ? betPayout(b) : null;
    if (!payout) return `${t('slip.stake')}: ${money(b.stake, b.currency, b.subunits)}`;
    const perLine = t('slip.perLine', { lines: payout.lines, stake: money(b.stake, b.currency, b.subunits) });
    return `${t('slip.totalStake')}: ${money(payout.totalStake, b.currency, b.subunits)} (${perLine})`;
  };
  return (
    <div className="slip-result slip-result--success" data-testid="slip-success">
      <h3 ref={heading} tabIndex={-1} className="slip-result__title">
        {bets.length > 1 ? t('slip.successCount', { count: bets.length }) : t('slip.success')}
      </h3>
      <ul className="slip-placed" aria-label={t('slip.placedList')}>
        {bets.map((b) => (
          <li
            key={b.betId ?? b.selections[0]?.id}
            data-testid="placed-bet"
            data-bet-id={b.betId ?? undefined}
          >
            <strong>
              {t(`slip.betType.${b.betType}`)} · {t('slip.betId', { id: b.betId ?? '' })}
            </strong>
            <ul>
              {b.selections.map((s) => (
                <li key={s.id}>
                  {s.outcomeName} · {s.matchName} @ {oddsText(s.odds, format, locale)}
                </li>
              ))}
            </ul>
            <span>
              <span data-testid="placed-bet-stake">{stakeText(b)}</span> · {t('slip.potentialWin')}:{' '}
              {money(betPayout(b)?.potentialWin ?? 0, b.currency, b.subunits)}
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onDone} data-testid="slip-done">
        {t('slip.successDone')}
      </button>
    </div>
  );
}
