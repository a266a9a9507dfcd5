'use client';
import { canPlace, validateBets, validationBetFromSlip, type ValidationIssue } from '@slipstream/betting';
import { useCallback, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { useAccounts } from '../../lib/queries/accounts';
import { useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { retryAfterOfDetails } from '../../lib/i18n/api-error-text';
import { requestPanelFocus } from '../../lib/slip/panel-focus';
import { slipValidationContext } from '../../lib/slip/validation-context';
import { QuickBetToggle } from '../quick-bet/quick-bet-toggle';
import { AcceptModeSelect } from './accept-mode-select';
import { BetTypePicker } from './bet-type-picker';
import { BonusPicker } from './bonus-picker';
import { CurrencySwitch } from './currency-switch';
import { PlacedBets } from './placed-bets';
import { SelectionItem } from './selection-item';
import { ShareSlip } from './share-slip';
import { SlipStakes } from './slip-stakes';
import { BetSummary } from './slip-summary';

/** The bet slip tab: selections, bet type, stakes, limits, odds changes and placing (§2–§5). */
export function BetSlip() {
  const t = useSlipText();
  const { slip, panel, settings } = useSlipContext();
  const state = useSlipState();
  const auth = useAuth();
  const { locale } = useSite();
  const accounts = useAccounts(locale).data;
  const dispatch = slip.dispatch;
  // HW1: stake fields whose text is no amount; any of them blocks placing.
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<string>>(() => new Set());
  const onValidity = useCallback(
    (field: string, invalid: boolean) =>
      setInvalidFields((prev) => {
        if (prev.has(field) === invalid) return prev;
        const next = new Set(prev);
        if (invalid) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );

  if (state.ticketState === 'SUCCESS') {
    return (
      <PlacedBets
        bets={state.placedBets}
        onDone={() => {
          dispatch({ type: 'dismissResult' });
          // Nothing left on the slip: the panel closes as on the last removal (§4); focus goes back to the
          // page (panel-focus.ts).
          if (slip.getState().bets.length === 0) panel.dispatch({ type: 'close' });
        }}
      />
    );
  }
  const empty = state.bets.length === 0;
  const wait = state.error ? retryAfterOfDetails(state.error.details, locale) : null;
  const ctx = slipValidationContext(settings, accounts, state.settings.currency);
  const staked = state.bets.filter((b) => b.stake > 0);
  const validation = validateBets(staked.map(validationBetFromSlip), ctx);
  // Issues about the bets themselves (limits, restrictions) are shown; "enter a stake" is the button's job.
  const shown = validation.issues.filter((i) => i.kind !== 'invalid_selection' && i.kind !== 'no_bets');
  const restrictions = validateBets(
    state.bets.map((b) => ({ ...validationBetFromSlip(b), stake: 1 })),
    ctx,
  ).issues.filter(
    (i) =>
      i.kind === 'same_match' ||
      i.kind === 'mixed_providers' ||
      i.kind === 'system_provider' ||
      i.kind === 'max_selections',
  );
  const issues = dedupe([...shown, ...restrictions]);
  const placeable =
    canPlace(state) &&
    validation.ok &&
    issues.every((i) => i.severity !== 'error') &&
    invalidFields.size === 0;
  const processing = state.ticketState === 'PROCESSING';
  const messages = state.error?.messagesByBet ?? {};

  return (
    <div className="bet-slip" data-ticket-state={state.ticketState} data-testid="bet-slip">
      <div className="slip-tools">
        <QuickBetToggle />
        <AcceptModeSelect />
        <CurrencySwitch />
      </div>
      {state.isRestoring ? (
        <p className="slip-msg" role="status">
          {t('slip.restoring')}
        </p>
      ) : null}
      {empty ? (
        <p className="empty" data-testid="slip-empty">
          {t('slip.empty')}
        </p>
      ) : (
        <>
          <BetTypePicker state={state} dispatch={dispatch} />
          <ul className="slip-sels" aria-label={t('slip.title')}>
            {state.bets
              .flatMap((b) => b.selections)
              .map((s, i) => (
                <SelectionItem
                  key={s.id}
                  selection={s}
                  message={messages[s.id]}
                  disabled={state.inProgress}
                  onRemove={() => {
                    // HW5: focus moves on to the selection that takes this one's place (or the one before).
                    requestPanelFocus(() => {
                      const left = document.querySelectorAll<HTMLElement>(
                        '#slip-panel [data-testid="slip-remove"]',
                      );
                      return left[Math.min(i, left.length - 1)] ?? null;
                    });
                    dispatch({ type: 'removeSelection', selectionId: s.id });
                  }}
                />
              ))}
          </ul>
          <SlipStakes
            state={state}
            dispatch={dispatch}
            recommended={settings?.stakes ?? []}
            onValidity={onValidity}
          />
          {state.bets.map((b, i) => (
            <div key={b.selections[0]?.id ?? i}>
              <BonusPicker bet={b} index={i} disabled={state.inProgress} dispatch={dispatch} />
              <BetSummary
                bet={b}
                index={i}
                state={state}
                onStake={(stake) => dispatch({ type: 'setStake', betIndex: i, stake })}
                onWin={(potentialWin) =>
                  potentialWin > 0
                    ? dispatch({ type: 'setStakeFromPotentialWin', betIndex: i, potentialWin })
                    : dispatch({ type: 'setStake', betIndex: i, stake: 0 })
                }
                onValidity={onValidity}
              />
            </div>
          ))}
          <IssueList issues={issues} />
          {state.ticketState === 'ERROR' && state.error ? (
            <div className="slip-result slip-result--error" role="alert" data-testid="slip-error">
              <strong>{t('slip.errorTitle')}</strong>
              <p>
                {t(state.error.message ?? 'error.place_bets.default')}
                {/* A 429 says how long to wait (its retry_after_seconds), as every other form does. */}
                {wait ? ` ${wait}` : null}
              </p>
            </div>
          ) : null}
          {state.ticketState === 'ODDS_CHANGED' ? (
            <div className="slip-result slip-result--warning" data-testid="slip-odds-changed">
              <p>{t('slip.oddsChanged')}</p>
              <button
                type="button"
                className="button button--primary button--block"
                data-testid="slip-accept-changes"
                onClick={() => dispatch({ type: 'acceptChanges' })}
              >
                {t('slip.acceptChanges')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="button button--primary button--block"
              data-testid="slip-place"
              disabled={!placeable && !processing}
              aria-disabled={processing || undefined}
              aria-busy={processing || undefined}
              onClick={() => {
                if (processing) return;
                dispatch({ type: 'placeStart', isLoggedIn: auth.status === 'LOGGED_IN' });
              }}
            >
              {processing
                ? t('slip.processing')
                : staked.length > 1
                  ? t('slip.placeCount', { count: staked.length })
                  : t('slip.place')}
            </button>
          )}
          {state.signInRequired && auth.status !== 'LOGGED_IN' ? (
            <p className="slip-msg slip-msg--warning">{t('slip.signInToPlace')}</p>
          ) : null}
          <div className="slip-footer">
            <ShareSlip bets={state.bets} />
            <button
              type="button"
              className="button button--ghost"
              disabled={state.inProgress}
              onClick={() => dispatch({ type: 'clear' })}
            >
              {t('slip.clear')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function dedupe(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.betIndex}:${i.messageKey}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** §5 limit errors (refuse) and warnings (allow, with a title and a description). */
function IssueList({ issues }: { issues: readonly ValidationIssue[] }) {
  const t = useSlipText();
  if (issues.length === 0) return null;
  return (
    <ul className="slip-issues" data-testid="slip-issues">
      {issues.map((i) => (
        <li
          key={`${i.betIndex}:${i.messageKey}`}
          className={i.severity === 'error' ? 'slip-msg slip-msg--error' : 'slip-msg slip-msg--warning'}
          data-issue={i.kind}
          data-message-key={i.messageKey}
        >
          {i.severity === 'warning' && i.titleKey ? (
            <>
              <strong>{t(i.titleKey)}</strong> {t(i.descriptionKey ?? i.messageKey)}
            </>
          ) : (
            t(i.messageKey)
          )}
        </li>
      ))}
    </ul>
  );
}
