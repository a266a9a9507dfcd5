'use client';
import { betPayout, bonusPotentialWin, toPayoutBet, type SlipBet, type SlipState } from '@slipstream/betting';
import { bonusRuleKey, slipBonusTerms } from '../../lib/bonuses/bonus-rules';
import { oddsText } from '../../lib/format/odds-text';
import { useSite } from '../../lib/site/site-context';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { MaxStakeButton } from './max-stake-button';
import { StakeInput } from './stake-input';
import { useMoneyText } from './use-money-text';

/** One bet's stake, total odds and potential win, recomputed on every price and stake change. */
export function BetSummary({
  bet,
  index,
  state,
  onStake,
  onWin,
  onValidity,
}: {
  bet: SlipBet;
  index: number;
  state: SlipState;
  onStake: (stake: number) => void;
  /** HW10: the win the player typed; the stake is derived from it (ST6). */
  onWin: (potentialWin: number) => void;
  onValidity: (field: string, invalid: boolean) => void;
}) {
  const t = useSlipText();
  const money = useMoneyText();
  const format = useOddsFormat();
  const { locale } = useSite();
  const payout = betPayout(bet);
  // A bonus changes what the bet returns: a boosted combo, an only-win free bet's profit (SPEC.md BO2–BO5).
  const terms = slipBonusTerms(bet);
  const win = payout && terms ? bonusPotentialWin(toPayoutBet(bet), terms) : (payout?.potentialWin ?? 0);
  const rule = bet.bonus ? bonusRuleKey(bet.bonus.type) : null;
  const single = bet.betType === 'single' ? bet.selections[0] : undefined;
  const fixed = state.inProgress || bet.stakeSource === 'freebet';
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
        disabled={fixed}
        testId={`slip-stake-${index}`}
        onChange={onStake}
        onValidity={onValidity}
        action={
          // A bet-builder price is the server's own: max stake is for the regular bets (VA11).
          bet.betType === 'custom_bet' ? null : (
            <MaxStakeButton bet={bet} disabled={fixed} onStake={onStake} testId={`slip-max-${index}`} />
          )
        }
      />
      <StakeInput
        label={t('slip.winFor')}
        value={payout?.potentialWin ?? 0}
        currency={bet.currency}
        subunits={bet.subunits}
        disabled={fixed || !payout}
        testId={`slip-win-${index}`}
        onChange={onWin}
        onValidity={onValidity}
        holdWhileFocused
      />
      <dl className="slip-totals">
        {payout?.totalOdds ? (
          <>
            <dt>{t('slip.totalOdds')}</dt>
            <dd data-testid="slip-total-odds">{oddsText(payout.totalOdds, format, locale)}</dd>
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
        <dd data-testid="slip-potential-win">{money(win, bet.currency, bet.subunits)}</dd>
      </dl>
      {rule ? (
        <p className="slip-msg" data-testid={`slip-bonus-rule-${index}`}>
          {t(rule, {
            odds: bet.bonusOdds ? oddsText(bet.bonusOdds, format, locale) : '',
          })}
        </p>
      ) : null}
    </div>
  );
}
