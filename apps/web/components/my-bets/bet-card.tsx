'use client';
import type { BetDto } from '@slipstream/contract';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { bonusRuleKey } from '../../lib/bonuses/bonus-rules';
import { useMoneyText } from '../slip/use-money-text';
import { lineCount } from '../../lib/bets/edit-prices';
import { betOddsText } from './bet-odds-text';
import { CashoutButton } from './cashout-button';
import { formatDateTime } from '../../lib/format/locale-format';

const SETTLED_RESULTS = new Set([
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'canceled',
  'cashed_out',
]);

/** One placed bet: summary, result, cashout, and its selections with their results in the details. */
export function BetCard({
  bet,
  onCashedOut,
  movedToSettled,
}: {
  bet: BetDto;
  onCashedOut?: (message: string) => void;
  /** HW13: settled while shown under "open": it says so on its way out. */
  movedToSettled?: boolean;
}) {
  const t = useSlipText();
  const money = useMoneyText();
  const { locale } = useSite();
  const format = useOddsFormat();
  const m = (x: { value: number; currency: string; subunits: number }) =>
    money(x.value, x.currency, x.subunits);
  const settled = SETTLED_RESULTS.has(bet.result);
  // L2 (LC8): a system reads as the slip wrote it ("System 2 aus 3 (3 Wetten)", "نظام ٢ من ٣"), in the locale's
  // words and digits, not the wire's "2/3".
  const type = bet.system
    ? `${t('slip.betType.system')} ${t('slip.systemType.option', {
        win: bet.system.win_count,
        total: bet.system.total_count,
        lines: lineCount(bet.system.total_count, bet.system.win_count),
      })}`
    : t(`slip.betType.${bet.type}`);
  return (
    <li
      className="bet-card"
      data-testid="my-bet"
      data-bet-id={bet.id}
      data-bet-type={bet.type}
      data-result={bet.result}
      data-status={bet.status}
      data-leaving={movedToSettled || undefined}
    >
      {movedToSettled ? (
        <p className="bet-card__moved" data-testid="my-bet-moved">
          {t('myBets.movedToSettled')}
        </p>
      ) : null}
      <div className="bet-card__head">
        <strong>{type}</strong>
        <span className="bet-card__ref">{bet.ref}</span>
        <span className={`badge badge--${settled ? bet.result : 'open'}`} data-testid="my-bet-result">
          {settled ? t(`myBets.result.${bet.result}`) : t(`myBets.status.${bet.status}`)}
        </span>
      </div>
      <dl className="slip-totals">
        <dt>{t('myBets.stake')}</dt>
        <dd data-testid="bet-stake">{m(bet.stake)}</dd>
        {bet.odds !== null ? (
          <>
            <dt>{t('myBets.odds')}</dt>
            <dd data-testid="my-bet-odds">{betOddsText(bet.odds, format, locale)}</dd>
          </>
        ) : null}
        {/* HW28: a cashed-out bet's amount was paid out, not won ("Gewonnen 2,85 EUR" on a 3,00 EUR stake). */}
        <dt>
          {bet.status === 'cashed_out' || bet.result === 'cashed_out'
            ? t('myBets.status.cashed_out')
            : bet.win_amount
              ? t('myBets.winAmount')
              : t('myBets.potentialWin')}
        </dt>
        <dd>{m(bet.win_amount ?? bet.potential_win_amount)}</dd>
      </dl>
      {bet.bonus && bonusRuleKey(bet.bonus.type) ? (
        <p className="slip-msg" data-testid="my-bet-bonus">
          {t(bonusRuleKey(bet.bonus.type)!, {
            odds: bet.bonus.odds === null ? '' : betOddsText(bet.bonus.odds, format, locale),
          })}
        </p>
      ) : null}
      {bet.bonus && bet.status === 'waiting_results' ? (
        // SPEC.md BO11: no cashout offer and no edit for a bonus bet; say so rather than leave the player guessing.
        <p className="slip-msg" data-testid="my-bet-bonus-locked">
          {t('bonus.rule.locked')}
        </p>
      ) : null}
      {/* What the bet is on shows on the card itself: the event and the pick of every selection. */}
      <ul className="bet-card__sels" data-testid="my-bet-selections">
        {bet.selections.map((s) => (
          <li key={s.id} data-selection-status={s.status}>
            <span className="bet-card__event">{s.match.name}</span>
            <span className="bet-card__pick">
              {s.outcome.name} · {s.market.name}
            </span>
            <span className="bet-card__price">
              @ {betOddsText(s.odds, format, locale)} · {t(`myBets.selection.${s.status}`)}
            </span>
          </li>
        ))}
      </ul>
      <CashoutButton bet={bet} onCashedOut={onCashedOut} />
      <details className="bet-card__details">
        <summary>{t('myBets.details')}</summary>
        <p className="bet-card__time">
          {t('myBets.placedAt')}: {formatDateTime(locale, bet.created_at)}
        </p>
      </details>
    </li>
  );
}
