'use client';
import { useEffect, useId, useRef } from 'react';
import { usePlaceQuickBet } from '../../lib/slip/use-place-quick-bet';
import { useQuickBetState, useSlipContext } from '../../lib/slip/slip-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { MaxStakeButton } from '../slip/max-stake-button';
import { StakeInput } from '../slip/stake-input';
import { QuickBetToggle } from './quick-bet-toggle';
import { oddsText } from '../../lib/format/odds-text';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSite } from '../../lib/site/site-context';
import { useMoneyText } from '../slip/use-money-text';

/**
 * The quick bet while it is on (§4): its stake, the approval, and the state of the last one-click bet.
 * A new live pick is placed at once when approved (QB8); the balance falling below the stake resets the
 * approval (QB9, from the balance the header shows).
 */
export function QuickBetBar({ balance }: { balance: number | null }) {
  const t = useSlipText();
  const { quick } = useSlipContext();
  const state = useQuickBetState();
  const place = usePlaceQuickBet();
  const id = useId();
  const money = useMoneyText();
  const format = useOddsFormat();
  const { locale } = useSite();
  const lastPlaced = useRef<string | null>(null);

  useEffect(() => {
    const key = state.selectedOutcomeIds[0] ?? null;
    if (!key || !state.isApproved || state.state !== 'INITIAL' || lastPlaced.current === key) return;
    lastPlaced.current = key;
    place();
  }, [state.selectedOutcomeIds, state.isApproved, state.state, place]);

  useEffect(() => {
    if (balance !== null) quick.dispatch({ type: 'balanceChanged', balance });
  }, [balance, quick]);

  if (!state.isEnabled) return null;
  const bet = state.bet;
  const name = bet?.selections[0] ? `${bet.selections[0].outcomeName}, ${bet.selections[0].matchName}` : '';
  // The confirmation says what was placed: its stake and its price (as the slip writes them).
  const done = state.placedBet;
  const placed = done?.selections[0] ? (
    <span key="placed" data-testid="quick-bet-placed">
      {t('quickBet.placedDetail', {
        stake: money(done.stake, state.currency.code, state.currency.subunits),
        odds: oddsText(done.selections[0].odds, format, locale),
      })}
    </span>
  ) : null;
  return (
    <section
      className="quick-bet"
      aria-label={t('quickBet.toggle')}
      data-testid="quick-bet"
      data-state={state.state}
    >
      <QuickBetToggle />
      <StakeInput
        label={t('quickBet.stake')}
        value={state.stake}
        currency={state.currency.code}
        subunits={state.currency.subunits}
        disabled={state.state === 'PROCESSING'}
        testId="quick-bet-stake"
        onChange={(stake) => quick.dispatch({ type: 'setStake', stake })}
        action={
          // HW9: for the pick waiting for approval; with none yet there is no bet to ask about.
          <MaxStakeButton
            bet={bet}
            disabled={state.state === 'PROCESSING'}
            onStake={(stake) => quick.dispatch({ type: 'setStake', stake })}
            testId="quick-bet-max"
          />
        }
      />
      <div className="quick-bet__approve">
        <input
          id={id}
          type="checkbox"
          checked={state.isApproved}
          disabled={state.stake <= 0}
          data-testid="quick-bet-approve"
          onChange={(e) => {
            // Approval is cleared by re-setting the stake (QB2), given by approve.
            if (e.target.checked) quick.dispatch({ type: 'approve' });
            else quick.dispatch({ type: 'setStake', stake: state.stake });
          }}
        />
        <label htmlFor={id}>{t('quickBet.approve')}</label>
      </div>
      <p className="slip-msg" role="status" aria-live="polite" data-testid="quick-bet-status">
        {state.state === 'PROCESSING'
          ? t('quickBet.processing')
          : state.state === 'SUCCESS'
            ? [t('quickBet.success', { name }), placed ? <br key="br" /> : null, placed]
            : state.state === 'ERROR'
              ? t(state.error?.message ?? 'error.place_bets.default')
              : state.isApproved
                ? t('quickBet.pick')
                : t('quickBet.approveHint')}
      </p>
      {bet && !state.isApproved && state.state === 'INITIAL' ? <p className="slip-msg">{name}</p> : null}
      {state.state === 'SUCCESS' || state.state === 'ERROR' ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => quick.dispatch({ type: 'dismissResult' })}
        >
          {t('slip.dismiss')}
        </button>
      ) : null}
    </section>
  );
}
