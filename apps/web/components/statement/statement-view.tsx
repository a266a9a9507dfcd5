'use client';
import type { StatementDto } from '@slipstream/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import {
  downloadStatementCsv,
  loadStatement,
  type StatementFilters,
  type StatementPages,
  type StatementStatus,
} from '../../lib/bets/statement-api';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import './statement.css';
import { formatDateTime } from '../../lib/format/locale-format';
import { movementReference } from '../../lib/bets/movement-reference';

const STATUSES: readonly StatementStatus[] = ['all', 'open', 'settled'];

/**
 * The player's statement (beyond the spec): bets and wallet movements between two dates, filtered by bet
 * status, with the ledger's totals; downloadable as CSV and printable (print styles show only the statement).
 */
export function StatementView() {
  const t = useSlipText();
  const money = useMoneyText();
  const { locale } = useSite();
  const auth = useAuth();
  const store = useAuthStore();
  const id = useId();
  const [filters, setFiltersOnly] = useState<StatementFilters>({ from: '', to: '', status: 'all' });
  const [pages, setPages] = useState<StatementPages>(FIRST_PAGES);
  // New dates or a new status: both lists start again at their first page.
  const setFilters = (change: (f: StatementFilters) => StatementFilters) => {
    setFiltersOnly(change);
    setPages(FIRST_PAGES);
  };
  const [downloadError, setDownloadError] = useState(false);
  const client = () => createSportsbookClient(locale, auth.token, store.onUnauthorised);
  const query = useQuery({
    queryKey: ['statement', filters, pages],
    enabled: auth.status === 'LOGGED_IN' && (!filters.from || !filters.to || filters.from <= filters.to),
    queryFn: ({ signal }) => loadStatement(client(), filters, pages, signal),
    placeholderData: keepPreviousData,
  });
  if (auth.status !== 'LOGGED_IN') {
    return (
      <section className="statement" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('statement.title')}</h1>
        <p className="empty">{t('statement.signIn')}</p>
        <button type="button" className="button button--primary" onClick={() => store.openPrompt('manual')}>
          {t('auth.submit')}
        </button>
      </section>
    );
  }
  const s = query.data;
  const m = (v: number) => (s ? money(v, s.currency, s.subunits) : '');
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <section className="statement" aria-labelledby={`${id}-title`} data-testid="statement">
      <h1 id={`${id}-title`}>{t('statement.title')}</h1>
      <form className="statement__filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('statement.from')}
          <input
            type="date"
            className="input"
            value={filters.from}
            data-testid="statement-from"
            onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value }))}
          />
        </label>
        <label>
          {t('statement.to')}
          <input
            type="date"
            className="input"
            value={filters.to}
            aria-invalid={badRange || undefined}
            data-testid="statement-to"
            onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value }))}
          />
        </label>
        <label>
          {t('statement.status')}
          <select
            className="input"
            value={filters.status}
            data-testid="statement-status"
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as StatementStatus }))}
          >
            {STATUSES.map((st) => (
              <option key={st} value={st}>
                {t(`myBets.filter.${st}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {badRange ? (
        <p className="slip-msg slip-msg--error" role="alert">
          {t('statement.badRange')}
        </p>
      ) : null}
      <div className="statement__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="statement-csv"
          disabled={badRange}
          onClick={() => {
            setDownloadError(false);
            downloadStatementCsv(client(), filters).catch(() => setDownloadError(true));
          }}
        >
          {t('statement.csv')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('statement.print')}
        </button>
      </div>
      {downloadError ? (
        <p className="slip-msg slip-msg--error" role="alert">
          {t('statement.error')}
        </p>
      ) : null}
      {query.isPending ? (
        <p className="skeleton skeleton--card" aria-busy="true" aria-label={t('statement.loading')} />
      ) : query.isError || !s ? (
        <div className="slip-result slip-result--error" role="alert">
          <p>{t('statement.error')}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('myBets.retry')}
          </button>
        </div>
      ) : (
        <div aria-busy={query.isFetching || undefined}>
          <Totals s={s} m={m} />
          <h2>{t('statement.bets')}</h2>
          {s.pagination.bets.total === 0 ? (
            <p className="empty" data-testid="statement-no-bets">
              {t('statement.noBets')}
            </p>
          ) : (
            <div className="statement__scroll" tabIndex={0} role="region" aria-label={t('statement.bets')}>
              <table className="statement__table" data-testid="statement-bets">
                <thead>
                  <tr>
                    <th scope="col">{t('statement.ref')}</th>
                    <th scope="col">{t('statement.date')}</th>
                    <th scope="col">{t('statement.selections')}</th>
                    <th scope="col">{t('statement.result')}</th>
                    <th scope="col">{t('myBets.stake')}</th>
                    <th scope="col">{t('statement.cashedOut')}</th>
                    <th scope="col">{t('statement.settled')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.bets.map((b) => (
                    <tr key={b.id}>
                      <td data-label={t('statement.ref')}>
                        <bdi dir="ltr" data-code="">
                          {b.ref}
                        </bdi>
                      </td>
                      <td data-label={t('statement.date')} className="statement__date">
                        {formatDateTime(locale, b.created_at)}
                      </td>
                      <td data-label={t('statement.selections')} data-testid="statement-selections">
                        {/* LC17: each leg one isolated run, each of its names its own, so a Latin name between
                            right-to-left separators keeps its place ("outcome · market · event / …"). */}
                        {b.legs.map((leg, i) => (
                          <Fragment key={i}>
                            {i > 0 ? ' / ' : null}
                            <span className="statement__leg" data-testid="statement-leg">
                              <bdi dir="auto">{leg.outcome}</bdi> · <bdi dir="auto">{leg.market}</bdi> ·{' '}
                              <bdi dir="auto">{leg.event}</bdi>
                            </span>
                          </Fragment>
                        ))}
                      </td>
                      <td data-label={t('statement.result')}>
                        {b.status === 'waiting_results'
                          ? t('myBets.status.waiting_results')
                          : t(`myBets.result.${b.result}`)}
                      </td>
                      <td className="num" data-label={t('myBets.stake')} data-testid="statement-stake">
                        {m(b.stake)}
                        {/* A free bet's stake never left the balance: marked, and not in "Staked". */}
                        {b.free_stake > 0 ? (
                          <span className="statement__free"> ({t('statement.freeBet')})</span>
                        ) : null}
                      </td>
                      <td className="num" data-label={t('statement.cashedOut')}>
                        {m(b.cashed_out)}
                      </td>
                      <td className="num" data-label={t('statement.settled')}>
                        {m(b.settled)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            list="bets"
            label={t('statement.bets')}
            requested={pages.bets}
            shown={s.pagination.bets}
            loading={query.isFetching}
            onPage={(bets) => setPages((p) => ({ ...p, bets }))}
          />
          <h2>{t('statement.movements')}</h2>
          {s.pagination.movements.total === 0 ? (
            <p className="empty" data-testid="statement-no-movements">
              {t('statement.pager.noMovements')}
            </p>
          ) : (
            <div
              className="statement__scroll"
              tabIndex={0}
              role="region"
              aria-label={t('statement.movements')}
            >
              <table className="statement__table" data-testid="statement-movements">
                <thead>
                  <tr>
                    <th scope="col">{t('statement.date')}</th>
                    <th scope="col">{t('statement.reason')}</th>
                    <th scope="col">{t('statement.reference')}</th>
                    <th scope="col">{t('statement.amount')}</th>
                    <th scope="col">{t('statement.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.movements.map((mv) => (
                    <tr key={mv.id}>
                      <td data-label={t('statement.date')} className="statement__date">
                        {formatDateTime(locale, mv.created_at)}
                      </td>
                      <td data-label={t('statement.reason')}>
                        {REASONS.has(mv.reason) ? t(`statement.reason.${mv.reason}`) : mv.reason}
                      </td>
                      <td data-label={t('statement.reference')}>
                        <bdi dir="ltr" data-code="">
                          {movementReference(mv.reference)}
                        </bdi>
                      </td>
                      <td className="num" data-label={t('statement.amount')}>
                        {m(mv.amount)}
                      </td>
                      <td className="num" data-label={t('statement.balance')}>
                        {m(mv.balance_after)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            list="movements"
            label={t('statement.movements')}
            requested={pages.movements}
            shown={s.pagination.movements}
            loading={query.isFetching}
            onPage={(movements) => setPages((p) => ({ ...p, movements }))}
          />
        </div>
      )}
    </section>
  );
}

const FIRST_PAGES: StatementPages = { bets: 1, movements: 1 };

/**
 * Previous and next for one list of the statement (issue 33 item 9), with the page shown and, while another
 * page of this list loads, a loading line. Plain buttons, so keyboard usable; when a button ends disabled
 * (first or last page) the focus moves to the other one instead of dropping to the page. None for one page.
 */
function Pager({
  list,
  label,
  requested,
  shown,
  loading,
  onPage,
}: {
  list: 'bets' | 'movements';
  label: string;
  requested: number;
  shown: StatementDto['pagination']['bets'];
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const t = useSlipText();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'previous' | 'next' | null>(null);
  const lastPage = shown.last_page;
  // A page past the last (the list shrank under a filter or a settlement): back to the last one.
  useEffect(() => {
    if (!loading && requested > lastPage) onPage(lastPage);
  }, [loading, requested, lastPage, onPage]);
  useEffect(() => {
    const target = focusNext.current === 'previous' ? previous : focusNext.current === 'next' ? next : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [requested]);
  if (lastPage <= 1 && requested <= 1) return null;
  const go = (page: number, button: HTMLButtonElement) => {
    if (document.activeElement === button) {
      if (page >= lastPage) focusNext.current = 'previous';
      else if (page <= 1) focusNext.current = 'next';
    }
    onPage(page);
  };
  const pending = loading && requested !== shown.page;
  return (
    <nav
      className="statement__pager"
      aria-label={t('statement.pager.label', { list: label })}
      data-testid={`statement-${list}-pager`}
    >
      <button
        ref={previous}
        type="button"
        className="button button--ghost"
        disabled={requested <= 1}
        onClick={(e) => go(requested - 1, e.currentTarget)}
      >
        {t('statement.pager.previous')}
      </button>
      <span data-testid="statement-page" aria-live="polite">
        {t('statement.pager.page', { page: shown.page, pages: lastPage })}
      </span>
      <button
        ref={next}
        type="button"
        className="button button--ghost"
        disabled={requested >= lastPage}
        onClick={(e) => go(requested + 1, e.currentTarget)}
      >
        {t('statement.pager.next')}
      </button>
      {pending ? (
        <span role="status" className="statement__pager-loading" data-testid="statement-page-loading">
          {t('statement.pager.loading')}
        </span>
      ) : null}
    </nav>
  );
}

/** The ledger's movement reasons, each with its words in the catalogue (never the raw code). */
const REASONS: ReadonlySet<string> = new Set([
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'cashout',
  'bonus',
  'adjustment',
]);

function Totals({ s, m }: { s: StatementDto; m: (v: number) => string }) {
  const t = useSlipText();
  return (
    <dl className="slip-totals statement__totals" data-testid="statement-totals">
      <dt>{t('statement.opening')}</dt>
      <dd data-testid="statement-opening">{m(s.totals.opening_balance)}</dd>
      <dt>{t('statement.net')}</dt>
      <dd>{m(s.totals.movements)}</dd>
      <dt>{t('statement.closing')}</dt>
      <dd data-testid="statement-closing">{m(s.totals.closing_balance)}</dd>
      <dt>{t('statement.staked')}</dt>
      <dd data-testid="statement-staked">{m(s.totals.staked)}</dd>
      {s.totals.free_staked > 0 ? (
        <>
          <dt>{t('statement.freeStaked')}</dt>
          <dd data-testid="statement-free-staked">{m(s.totals.free_staked)}</dd>
        </>
      ) : null}
      <dt>{t('statement.cashedOut')}</dt>
      <dd>{m(s.totals.cashed_out)}</dd>
      <dt>{t('statement.settled')}</dt>
      <dd>{m(s.totals.settled)}</dd>
    </dl>
  );
}
