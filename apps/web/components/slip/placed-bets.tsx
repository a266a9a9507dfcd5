'use client';
import { betPayout, type SlipBet } from '@slipstream/betting';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { movementReference } from '../../lib/bets/movement-reference';
import { oddsText } from '../../lib/format/odds-text';
import { slotValues, splitSlots } from '../../lib/i18n/isolated-slots';
import { isRtlLocale } from '../../lib/i18n/locales';
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
  // LC13: on a right-to-left page every amount, price and name is its own bidi run, so a Latin team name or an
  // amount's currency code does not pull its neighbours into its direction. Amounts read in the page's direction
  // (as Intl's own Arabic currency format does); names and prices in their own (`dir="auto"`).
  const dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
  const amount = (minor: number, b: SlipBet): ReactNode => (
    <bdi dir={dir} data-testid="placed-bet-amount">
      {money(minor, b.currency, b.subunits)}
    </bdi>
  );
  // HW21: a system bet's receipt says what was debited, its total stake, then the stake per line (as the slip does).
  const stakeText = (b: SlipBet): ReactNode => {
    const payout = b.betType === 'system' ? betPayout(b) : null;
    if (!payout)
      return (
        <>
          {t('slip.stake')}: {amount(b.stake, b)}
        </>
      );
    const perLine = splitSlots(t('slip.perLine', { lines: payout.lines, ...slotValues(['stake']) }));
    return (
      <>
        {t('slip.totalStake')}: {amount(payout.totalStake, b)} (
        {perLine.map((part, i) =>
          typeof part === 'number' ? <Fragment key={i}>{amount(b.stake, b)}</Fragment> : part,
        )}
        )
      </>
    );
  };
  // A bet's id is a reference the player quotes as it is (to support, against the statement): Latin digits,
  // left to right, like the share codes (`data-code`, SPEC.md LC8), and written as My bets and the statement write
  // it (`B00000004`), so the receipt can be matched with them by eye.
  const betIdText = (b: SlipBet): ReactNode =>
    splitSlots(t('slip.betId', slotValues(['id']))).map((part, i) =>
      typeof part === 'number' ? (
        <bdi key={i} dir="ltr" data-code="">
          {b.betId ? movementReference(`bet:${b.betId}`) : ''}
        </bdi>
      ) : (
        part
      ),
    );
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
              {t(`slip.betType.${b.betType}`)} · {betIdText(b)}
            </strong>
            <ul>
              {b.selections.map((s) => (
                // LC13: the pick and its price on one line, the event on its own below (as My bets shows a leg):
                // a long Latin event name wrapping on a right-to-left page never interleaves with the pick.
                <li key={s.id} data-testid="placed-selection" className="slip-placed__leg">
                  <span className="slip-placed__pick">
                    <bdi dir="auto">{s.outcomeName}</bdi> @{' '}
                    <bdi dir="auto" data-testid="placed-odds">
                      {oddsText(s.odds, format, locale)}
                    </bdi>
                  </span>
                  <bdi dir="auto" className="slip-placed__event" data-testid="placed-event">
                    {s.matchName}
                  </bdi>
                </li>
              ))}
            </ul>
            <span>
              <span data-testid="placed-bet-stake">{stakeText(b)}</span> · {t('slip.potentialWin')}:{' '}
              {amount(betPayout(b)?.potentialWin ?? 0, b)}
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
