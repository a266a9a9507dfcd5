'use client';
import { formatAmount, type SlipAction, type SlipState } from '@slipstream/betting';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { StakeInput } from './stake-input';
import { intlLocale } from '../../lib/i18n/locales';
import { useSite } from '../../lib/site/site-context';

/**
 * Stakes (§3, §4): one field per bet, a common stake when there are several singles, and the four
 * recommended stakes (whole units of the currency, §5) that set the common stake.
 */
export function SlipStakes({
  state,
  dispatch,
  recommended,
  onValidity,
}: {
  state: SlipState;
  dispatch: (a: SlipAction) => void;
  recommended: readonly number[];
  onValidity: (field: string, invalid: boolean) => void;
}) {
  const t = useSlipText();
  const { locale } = useSite();
  const { code, subunits } = state.settings.currency;
  const several = state.bets.length > 1;
  const common =
    several && state.bets.every((b) => b.stake === state.bets[0]?.stake) ? (state.bets[0]?.stake ?? 0) : 0;
  const quick = recommended.filter((s) => s > 0);
  return (
    <div className="slip-stakes">
      {several ? (
        <StakeInput
          label={t('slip.commonStake')}
          value={common}
          currency={code}
          subunits={subunits}
          disabled={state.inProgress}
          testId="slip-common-stake"
          onChange={(stake) => dispatch({ type: 'setCommonStake', stake })}
          onValidity={onValidity}
        />
      ) : null}
      {quick.length ? (
        <div role="group" aria-label={t('slip.recommendedStakes')} className="chips">
          {quick.map((whole, i) => {
            const minor = whole * subunits;
            return (
              <button
                key={i}
                type="button"
                className="chip"
                disabled={state.inProgress}
                data-testid="recommended-stake"
                onClick={() => dispatch({ type: 'setCommonStake', stake: minor })}
              >
                {formatAmount(minor, subunits, { style: 'short', locale: intlLocale(locale) })} {code}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
