'use client';
import type { BetDto } from '@slipstream/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import type { BetListStatus, BetResultFilter } from '../../lib/bets/bets-api';
import {
  emptyLeavingView,
  nextLeavingDue,
  nextLeavingView,
  type LeavingView,
} from '../../lib/bets/leaving-bets';
import { useMyBets } from '../../lib/queries/bets';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { AppLink } from '../shell/app-link';
import { BetCard } from './bet-card';
import { SignInButton } from '../auth/sign-in-button';

const STATUSES: readonly BetListStatus[] = ['all', 'open', 'settled'];
const RESULTS: readonly BetResultFilter[] = ['all', 'win', 'lose', 'refund'];

/** My bets (§3 list filters and result filters), paginated, kept live by the user channel. */
export function MyBets() {
  const t = useSlipText();
  const auth = useAuth();
  const [status, setStatus] = useState<BetListStatus>('all');
  const [result, setResult] = useState<BetResultFilter>('all');
  const [page, setPage] = useState(1);
  const query = useMyBets(status, result, page);
  // A placeholder page is another filter's list (keepPreviousData): its settled bets are not leaving "open".
  const listed = useLeavingBets(status === 'open' && !query.isPlaceholderData, query.data?.data);
  const [cashoutNotice, setCashoutNotice] = useState<string | null>(null);
  const resultId = useId();
  const notice = useRef<HTMLParagraphElement>(null);
  // HW5: the cashed-out card leaves the list with the focus; the confirmation that stays takes it.
  useEffect(() => {
    const active = document.activeElement;
    if (cashoutNotice && (!active || active === document.body || active.closest('#slip-panel')))
      notice.current?.focus();
  }, [cashoutNotice]);
  if (auth.status !== 'LOGGED_IN') {
    return (
      <div className="my-bets" data-testid="my-bets">
        <p className="empty">{t('myBets.signIn')}</p>
        <SignInButton label={t('auth.submit')} />
      </div>
    );
  }
  const data = query.data;
  const pages = Math.max(1, data?.pagination.last_page ?? 1);
  return (
    <div className="my-bets" data-testid="my-bets">
      <div role="radiogroup" aria-label={t('myBets.filter')} className="segmented">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={status === s}
            className="segmented__item"
            data-testid={`my-bets-filter-${s}`}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`myBets.filter.${s}`)}
          </button>
        ))}
      </div>
      <div className="slip-field slip-field--inline">
        <label htmlFor={resultId}>{t('myBets.result')}</label>
        <select
          id={resultId}
          className="input"
          value={result}
          data-testid="my-bets-result"
          onChange={(e) => {
            setResult(e.target.value as BetResultFilter);
            setPage(1);
          }}
        >
          {RESULTS.map((r) => (
            <option key={r} value={r}>
              {t(r === 'all' ? 'myBets.result.all' : `myBets.result.${r}`)}
            </option>
          ))}
        </select>
      </div>
      {cashoutNotice ? (
        <p
          ref={notice}
          tabIndex={-1}
          className="slip-msg slip-msg--success"
          role="status"
          data-testid="cashout-notice"
        >
          {cashoutNotice}
        </p>
      ) : null}
      {query.isPending ? (
        <ul className="bet-list" aria-busy="true" aria-label={t('myBets.title')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="skeleton skeleton--card" aria-hidden="true" />
          ))}
        </ul>
      ) : query.isError ? (
        <div className="slip-result slip-result--error" role="alert">
          <p>{t('myBets.error')}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('myBets.retry')}
          </button>
        </div>
      ) : data && listed.shown.length === 0 ? (
        <p className="empty" data-testid="my-bets-empty">
          {t('myBets.empty')}
        </p>
      ) : (
        <ul className="bet-list" aria-label={t('myBets.title')} aria-busy={query.isFetching || undefined}>
          {listed.shown.map((bet) => (
            <BetCard
              key={bet.id}
              bet={bet}
              onCashedOut={setCashoutNotice}
              movedToSettled={listed.leaving.has(bet.id)}
            />
          ))}
        </ul>
      )}
      {/* HW13: told once, politely, beside the list (a status role on the list item would break the list). */}
      <p className="visually-hidden" role="status">
        {listed.leaving.size > 0 ? t('myBets.movedToSettled') : ''}
      </p>
      <p className="my-bets__statement">
        <AppLink path="/statement" data-testid="my-bets-statement">
          {t('myBets.statement')}
        </AppLink>
      </p>
      {pages > 1 ? (
        <nav className="pager" aria-label={t('myBets.title')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            aria-label={t('myBets.prev')}
          >
            ‹
          </button>
          <span aria-live="polite">{t('myBets.page', { page, pages })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            aria-label={t('myBets.next')}
          >
            ›
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * HW13: under "open", a bet that settles stays in place for a moment with a "moved to settled" cue instead of
 * vanishing (lib/bets/leaving-bets.ts); other filters show the page as it is.
 */
function useLeavingBets(active: boolean, data: readonly BetDto[] | undefined): LeavingView<BetDto> {
  const [state, setState] = useState<{ data: typeof data; tick: number; view: LeavingView<BetDto> }>({
    data: undefined,
    tick: 0,
    view: emptyLeavingView(),
  });
  const [tick, setTick] = useState(0);
  if (active && (state.data !== data || state.tick !== tick)) {
    const view = nextLeavingView(state.view, data ?? [], Date.now());
    setState({ data, tick, view });
  }
  const due = active ? nextLeavingDue(state.view, Date.now()) : null;
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), due + 20);
    return () => clearTimeout(timer);
  }, [due, state]);
  if (!active) return { shown: data ?? [], leaving: new Map() };
  return state.view;
}
