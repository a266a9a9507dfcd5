'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { BonusPager } from './bonus-pager';

/**
 * One paged list of the promotions page (SPEC.md WB3, WB9): its heading, skeleton cards while loading, an error
 * with a retry, "none" when empty, else the cards `shown` picks from the page, then the pager.
 */
export function BonusListSection<T extends { id: string | number }>({
  testId,
  title,
  query,
  shown = (items) => items,
  skeletons = 1,
  page,
  onPage,
  card,
}: {
  testId: string;
  title: string;
  query: UseQueryResult<{ data: T[]; pagination: { last_page: number } }>;
  shown?: (items: T[]) => T[];
  skeletons?: number;
  page: number;
  onPage: (page: number) => void;
  card: (item: T) => ReactNode;
}) {
  const t = useSlipText();
  const headingId = useId();
  const q = query;
  const items = q.data ? shown(q.data.data) : [];
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {q.isPending ? (
        <ul className="bonus-cards" aria-busy="true" aria-label={t('promotions.loading')}>
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i} className="bonus-card bonus-card--skeleton skeleton" />
          ))}
        </ul>
      ) : q.isError ? (
        <p className="empty" role="alert">
          {t('promotions.error')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void q.refetch()}>
            {t('promotions.retry')}
          </button>
        </p>
      ) : (
        <>
          {items.length === 0 ? (
            <p className="empty">{t('promotions.none')}</p>
          ) : (
            <ul className="bonus-cards">{items.map(card)}</ul>
          )}
          <BonusPager label={title} page={page} lastPage={q.data.pagination.last_page} onPage={onPage} />
        </>
      )}
    </section>
  );
}
