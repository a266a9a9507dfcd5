'use client';
import { formatAmount, InvalidAmountError } from '@slipstream/betting';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { decimalMark, readStake } from '../../lib/slip/read-stake';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { intlLocale } from '../../lib/i18n/locales';

/**
 * A stake field: the player types text, parse-amount reads it exactly into minor units (never parseFloat),
 * with the locale's decimal mark. Text that is no amount is kept on screen with a message, sets the stake
 * to nothing and reports itself invalid (HW1), so no earlier amount can be placed in its stead.
 */
export function StakeInput({
  label,
  value,
  currency,
  subunits,
  disabled,
  onChange,
  onValidity,
  testId,
  action,
  holdWhileFocused,
}: {
  label: string;
  value: number;
  currency: string;
  subunits: number;
  disabled?: boolean;
  onChange: (minor: number) => void;
  /** Told (with the field's own id) when the typed text turns invalid or valid, and valid when it goes away. */
  onValidity?: (field: string, invalid: boolean) => void;
  testId?: string;
  /** A control beside the field (HW9 "Max"). */
  action?: ReactNode;
  /**
   * HW10: a field whose value is derived back from what is typed (the potential win: the stake is computed
   * from it, and the win from the stake, rounded) keeps the typed text while it has focus, so the rounding
   * never rewrites the player's typing; it shows the derived value once focus leaves.
   */
  holdWhileFocused?: boolean;
}) {
  const t = useSlipText();
  const id = useId();
  const { locale } = useSite();
  const mark = decimalMark(locale);
  const shown = value > 0 ? formatAmount(value, subunits, { locale: intlLocale(locale) }) : '';
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // The text on screen, for the effect below to compare without re-running on every keystroke.
  const typed = useRef(text);
  const focused = useRef(false);
  const [blurs, setBlurs] = useState(0);
  useEffect(() => {
    if (holdWhileFocused && focused.current) return;
    // The stake changed from outside (recommended stake, currency reset): show it. Invalid text stands
    // for a stake of nothing, so it stays while the stake stays nothing.
    const current = typed.current;
    try {
      if (current.trim() !== '' && readStake(current, subunits, mark) === value) return;
    } catch (err) {
      if (!(err instanceof InvalidAmountError)) throw err;
      if (value === 0) return;
    }
    typed.current = shown;
    setText(shown);
    setInvalid(false);
  }, [value, subunits, shown, mark, holdWhileFocused, blurs]);
  useEffect(() => {
    onValidity?.(id, invalid);
  }, [id, invalid, onValidity]);
  useEffect(() => () => onValidity?.(id, false), [id, onValidity]);
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
          placeholder={localeNumerals('0.00', locale)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-err` : undefined}
          data-testid={testId}
          onFocus={() => (focused.current = true)}
          onBlur={() => {
            focused.current = false;
            if (holdWhileFocused) setBlurs((n) => n + 1);
          }}
          onChange={(e) => {
            const next = e.target.value;
            typed.current = next;
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
              onChange(0);
            }
          }}
        />
        <span className="slip-stake__currency" aria-hidden="true">
          {currency}
        </span>
        {action}
      </div>
      {invalid ? (
        <p id={`${id}-err`} className="slip-msg slip-msg--error">
          {t('slip.stakeInvalid')}
        </p>
      ) : null}
    </div>
  );
}
