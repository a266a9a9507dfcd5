'use client';
import { useSlipState } from '../../lib/slip/slip-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

/** A polite live region that tells screen-reader users what the ticket is doing (processing, success, error). */
export function SlipAnnouncer() {
  const t = useSlipText();
  const s = useSlipState();
  const text =
    s.ticketState === 'PROCESSING'
      ? t('slip.processing')
      : s.ticketState === 'SUCCESS'
        ? s.placedBets.length > 1
          ? t('slip.successCount', { count: s.placedBets.length })
          : t('slip.success')
        : s.ticketState === 'ERROR'
          ? `${t('slip.errorTitle')}. ${t(s.error?.message ?? 'error.place_bets.default')}`
          : s.ticketState === 'ODDS_CHANGED'
            ? t('slip.oddsChanged')
            : '';
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="slip-announcer">
      {text}
    </div>
  );
}
