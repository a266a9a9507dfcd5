'use client';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../lib/site/site-context';
import { Icon } from '../icons/icons';

// The panel (query, results, keyboard) loads when the dialog first opens: not first-load JavaScript.
const SearchPanel = lazy(() => import('./search-panel'));

/**
 * The search modal (account-and-surroundings §2): 3–50 characters, results as you type (debounced),
 * arrow keys move through the results, Enter opens one, Escape closes. A native <dialog> keeps focus
 * inside while open.
 */
export function SearchButton() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="search-button"
        data-testid="search-open"
        aria-haspopup="dialog"
        // The visible word, so the name matches what sighted players read in every language (axe).
        aria-label={t('nav.search')}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        <Icon name="search" />
        <span className="search-button__text">{t('nav.search')}</span>
      </button>
      <dialog
        ref={dialog}
        className="search-dialog"
        aria-label={t('search.label')}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          if (e.target === dialog.current) dialog.current?.close();
        }}
      >
        {open ? (
          <Suspense fallback={null}>
            <SearchPanel onDone={() => dialog.current?.close()} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
