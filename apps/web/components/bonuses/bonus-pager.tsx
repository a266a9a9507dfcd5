'use client';
import { useSlipText } from '../../lib/slip/use-slip-text';

/** Previous / "page / last" / next under a paged bonus list (4 a page); nothing when there is one page. */
export function BonusPager({
  label,
  page,
  lastPage,
  onPage,
  nextTestId,
}: {
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  nextTestId?: string;
}) {
  const t = useSlipText();
  if (lastPage <= 1) return null;
  return (
    <nav className="bonus-pager" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('promotions.previous')}
      </button>
      <span>
        {page} / {lastPage}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= lastPage}
        data-testid={nextTestId}
        onClick={() => onPage(page + 1)}
      >
        {t('promotions.next')}
      </button>
    </nav>
  );
}
