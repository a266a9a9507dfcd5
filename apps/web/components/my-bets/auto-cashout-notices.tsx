'use client';
import { dismissAutoCashout, useAutoCashoutNotices } from '../../lib/bets/auto-cashout-notices';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import './cashout-tools.css';

/** Tells the player, wherever they are, that the server cashed a bet out automatically (SPEC.md CO8). */
export function AutoCashoutNotices() {
  const t = useSlipText();
  const money = useMoneyText();
  const notices = useAutoCashoutNotices();
  return (
    <div className="auto-cashout-notices" role="status" aria-live="polite">
      {notices.map((bet) => (
        <p key={bet.id} className="auto-cashout-notice" data-testid="auto-cashout-notice">
          <span>
            {t('myBets.autoDone', {
              ref: bet.ref,
              amount: bet.win_amount
                ? money(bet.win_amount.value, bet.win_amount.currency, bet.win_amount.subunits)
                : '',
            })}
          </span>
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('myBets.dismiss')}
            onClick={() => dismissAutoCashout(bet.id)}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
