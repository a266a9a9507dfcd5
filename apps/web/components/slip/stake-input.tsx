'use client';
import { formatAmount, InvalidAmountError } from '@slipstream/betting';
import { useEffect, useId, useState } from 'react';
import { decimalMark, readStake } from '../../lib/slip/read-stake';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

/**
 * A stake field: the player types text, parse-amount reads it exactly into minor units (never parseFloat).
 * Text that is no amount is kept on screen with a message and changes nothing.
 */
export function StakeInput({
  label,
  value,
  currency,
  subunits,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  currency: string;
  subunits: number;
  disabled?: boolean;
  onChange: (minor: number) => void;
  testId?: string;
}) {
  const t = useSlipText();
  const id = useId();
  const { locale } = useSite();
  const mark = decimalMark(locale);
  const shown = value > 0 ? formatAmount(value, subunits, { locale }) : '';
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    // The stake changed from outside (recommended stake, currency reset): show it.
    setText((current) => {
      try {
        if (current.trim() !== '' && readStake(current, subunits, mark) === value) return current;
      } catch {
        // the typed text is invalid; the new outside value replaces it
      }
      return shown;
    });
    setInvalid(false);
  }, [value, subunits, shown, mark]);
  return (
    <div className="slip-stake">
      <label htmlFor={id} className="slip-stake__label">
        {label}
      </label>
      <div className="slip-stake__field">
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          placeholder="0.00"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-err` : undefined}
          data-testid={testId}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            if (next.trim() === '') {
              setInvalid(false);
              onChange(0);
              return;
            }
            try {
              onChange(readStake(next, subunits, mark));
              setInvalid(false);
            } catch (err) {
              if (!(err instanceof InvalidAmountError)) throw err;
              setInvalid(true);
            }
          }}
        />
        <span className="slip-stake__currency" aria-hidden="true">
          {currency}
        </span>
      </div>
      {invalid ? (
        <p id={`${id}-err`} className="slip-msg slip-msg--error">
          {t('slip.stakeInvalid')}
        </p>
      ) : null}
    </div>
  );
}
