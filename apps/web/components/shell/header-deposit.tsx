'use client';
import { openAccountModal } from '../../lib/account/account-modal-store';
import { slipText as slipShellText } from '../../lib/slip/slip-messages';
import { useSite } from '../../lib/site/site-context';
import { useQuickDepositOffered } from '../account/use-quick-deposit';

/**
 * Deposit beside the balance in the header, at every width (issue 33 item 3): a signed-in player pays in without
 * opening the account menu. It opens quick deposit where the operator offers it to this player (SPEC.md OP8),
 * the deposit modal otherwise; inside a frame with a listening host the deposit goes to the host (EM6).
 * Self-contained (its own chunk, no props) so other shells can place it beside their balance.
 */
export function HeaderDeposit() {
  const { locale } = useSite();
  const quick = useQuickDepositOffered();
  return (
    <button
      type="button"
      className="button button--primary header-deposit"
      data-testid="header-deposit"
      onClick={() => openAccountModal(quick ? 'quick_deposit' : 'deposit')}
    >
      <svg className="header-deposit__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="header-deposit__text">{slipShellText(locale, 'account.deposit')}</span>
    </button>
  );
}

export default HeaderDeposit;
