'use client';
import { betPayout, formatOddsValue, type SlipBet, type SlipState } from '@slipstream/betting';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { StakeInput } from './stake-input';
import { useMoneyText } from './use-money-text';

/** One bet's stake, total odds and potential win, recomputed on every price and stake change. */
export function BetSummary({
  bet,
  index,
  state,
  onStake,
  onValidity,
}: {
  bet: SlipBet;
  index: number;
  state: SlipState;
  onStake: (stake: number) => void;
  onValidity: (field: string, invalid: boolean) => void;
}) {
  const t = useSlipText();
  const money = useMoneyText();
  const format = useOddsFormat();
  const payout = betPayout(bet);
  const single = bet.betType === 'single' ? bet.selections[0] : undefined;
  return (
    <div className="slip-bet" data-testid="slip-bet" data-bet-type={bet.betType}>
      <StakeInput
        label={
          single
            ? t('slip.stakeFor', { name: single.outcomeName })
            : bet.betType === 'system'
              ? t('slip.stakePerBet')
              : t('slip.stake')
        }
        value={bet.stake}
        currency={bet.currency}
        subunits={bet.subunits}
        disabled={state.inProgress || bet.stakeSource === 'freebet'}
        testId={`slip-stake-${index}`}
        onChange={onStake}
        onValidity={onValidity}
      />
      <dl className="slip-totals">
        {payout?.totalOdds ? (
          <>
            <dt>{t('slip.totalOdds')}</dt>
            <dd data-testid="slip-total-odds">{formatOddsValue(payout.totalOdds, format)}</dd>
          </>
        ) : null}
        {bet.betType === 'system' && payout ? (
          <>
            <dt>{t('slip.totalStake')}</dt>
            <dd data-testid="slip-total-stake">
              {money(payout.totalStake, bet.currency, bet.subunits)} (
              {t('slip.perLine', {
                lines: payout.lines,
                stake: money(bet.stake, bet.currency, bet.subunits),
              })}
              )
            </dd>
          </>
        ) : null}
        <dt>{t('slip.potentialWin')}</dt>
        <dd data-testid="slip-potential-win">
          {money(payout?.potentialWin ?? 0, bet.currency, bet.subunits)}
        </dd>
      </dl>
    </div>
  );
}
