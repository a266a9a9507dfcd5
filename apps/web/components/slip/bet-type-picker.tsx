'use client';
import { lineCount, type BetType, type SlipAction, type SlipState } from '@slipstream/betting';
import { useId } from 'react';
import { useSlipText } from '../../lib/slip/use-slip-text';

const TYPES: readonly BetType[] = ['single', 'combo', 'system'];

/**
 * Single, combo or system (§3), with the system types the selection count offers (BT1). Several singles
 * (multi-single) show as "single" with one stake per selection. A bet-builder bet has no picker (BT5).
 */
export function BetTypePicker({ state, dispatch }: { state: SlipState; dispatch: (a: SlipAction) => void }) {
  const t = useSlipText();
  const id = useId();
  const first = state.bets[0];
  const count = state.selectedOutcomeIds.length;
  if (!first || first.betType === 'custom_bet' || count < 2) return null;
  const current = first.betType;
  return (
    <div className="slip-types">
      <div role="radiogroup" aria-label={t('slip.betType')} className="segmented">
        {TYPES.map((type) => {
          const unavailable = type === 'system' && state.systemTypes.length === 0;
          return (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={current === type}
              className="segmented__item"
              disabled={state.inProgress || unavailable}
              data-testid={`bet-type-${type}`}
              onClick={() =>
                dispatch(
                  type === 'system'
                    ? { type: 'setBetType', betType: 'system', systemType: state.systemTypes[0] }
                    : { type: 'setBetType', betType: type },
                )
              }
            >
              {t(`slip.betType.${type}`)}
            </button>
          );
        })}
      </div>
      {current === 'system' && first.systemType ? (
        <div className="slip-field">
          <label htmlFor={id}>{t('slip.systemType')}</label>
          <select
            id={id}
            className="input"
            data-testid="system-type"
            disabled={state.inProgress}
            value={`${first.systemType.winCount}/${first.systemType.totalCount}`}
            onChange={(e) => {
              const [win, total] = e.target.value.split('/').map(Number);
              dispatch({ type: 'setSystemType', systemType: { winCount: win ?? 0, totalCount: total ?? 0 } });
            }}
          >
            {state.systemTypes.map((s) => (
              <option key={`${s.winCount}/${s.totalCount}`} value={`${s.winCount}/${s.totalCount}`}>
                {t('slip.systemType.option', {
                  win: s.winCount,
                  total: s.totalCount,
                  lines: lineCount(s),
                })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
