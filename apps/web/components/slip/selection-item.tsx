'use client';
import { selectionLabelKey, type SlipSelection } from '@slipstream/betting';
import { oddsText } from '../../lib/format/odds-text';
import { useSite } from '../../lib/site/site-context';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSlipText } from '../../lib/slip/use-slip-text';

/** One selection on the slip: what, at which price, its flags (§8 labels) and its own error message. */
export function SelectionItem({
  selection,
  message,
  disabled,
  onRemove,
}: {
  selection: SlipSelection;
  message?: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const t = useSlipText();
  const format = useOddsFormat();
  const { locale } = useSite();
  const label = selectionLabelKey(selection);
  const moved = selection.isChanged && selection.odds !== selection.acceptedOdds;
  const direction = selection.odds > selection.acceptedOdds ? 'up' : 'down';
  return (
    <li
      className="slip-sel"
      data-testid="slip-selection"
      data-selection={selection.id}
      data-changed={selection.isChanged || undefined}
      data-suspended={selection.isSuspended || undefined}
      data-unavailable={selection.isNotAvailable || undefined}
    >
      <div className="slip-sel__main">
        <span className="slip-sel__outcome">{selection.outcomeName}</span>
        <span className="slip-sel__market">{selection.marketName}</span>
        <span className="slip-sel__match">{selection.matchName}</span>
        {label ? (
          <span className="slip-flag slip-flag--locked" data-testid="slip-selection-label">
            {t(label)}
          </span>
        ) : null}
        {moved ? (
          <span className="slip-flag slip-flag--changed" data-testid="slip-selection-changed">
            {t('sb.ticket.changed.label')} (
            {t('slip.oddsWas', { odds: oddsText(selection.acceptedOdds, format, locale) })})
          </span>
        ) : null}
        {message ? (
          <span className="slip-msg slip-msg--error" role="note">
            {t(message)}
          </span>
        ) : null}
      </div>
      <span
        className="slip-sel__odds"
        data-move={moved ? direction : undefined}
        data-testid="slip-selection-odds"
      >
        {oddsText(selection.odds, format, locale)}
      </span>
      <button
        type="button"
        className="icon-button slip-sel__remove"
        aria-label={t('slip.remove', { name: `${selection.outcomeName}, ${selection.matchName}` })}
        disabled={disabled}
        data-testid="slip-remove"
        onClick={onRemove}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </li>
  );
}
