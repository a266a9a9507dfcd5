'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { matchName } from '../../lib/catalogue/match-name';
import { SEARCH_MAX_CHARS, searchable, useSearch } from '../../lib/queries/search';
import { searchHits, type SearchHit } from '../../lib/queries/search-hits';
import { useHref, useSite, useT } from '../../lib/site/site-context';
import { Icon } from '../icons/icons';

type Hit = SearchHit;

/** The search modal's panel (search-modal.tsx): the query, the results and their keyboard handling. */
export default function SearchPanel({ onDone }: { onDone: () => void }) {
  const t = useT();
  const href = useHref();
  const router = useRouter();
  const { locale } = useSite();
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const id = window.setTimeout(() => setQuery(text), 200);
    return () => window.clearTimeout(id);
  }, [text]);

  const result = useSearch(locale, query);
  const hits: Hit[] = searchable(query) ? searchHits(result.data, locale, matchName) : [];
  const current = Math.min(active, Math.max(0, hits.length - 1));

  const open = (hit: Hit | undefined): void => {
    if (!hit) return;
    onDone();
    router.push(href(hit.path));
  };

  return (
    <div className="search">
      <div className="search__bar">
        <Icon name="search" />
        <input
          autoFocus
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hits.length ? `${listId}-${hits[current]?.id}` : undefined}
          aria-label={t('search.label')}
          aria-describedby={`${listId}-hint`}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_MAX_CHARS}
          value={text}
          data-testid="search-input"
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((i) => Math.min(i + 1, hits.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              open(hits[current]);
            }
          }}
        />
        <button type="button" className="icon-button" aria-label={t('search.close')} onClick={onDone}>
          <Icon name="close" />
        </button>
      </div>
      <p id={`${listId}-hint`} className="search__hint" aria-live="polite">
        {!searchable(text)
          ? t('search.hint')
          : result.isFetching && !result.data
            ? t('loading')
            : searchable(query) && hits.length === 0 && !result.isFetching
              ? t('search.empty')
              : ''}
      </p>
      <ul id={listId} role="listbox" aria-label={t('search.results')} className="search__results">
        {hits.map((hit, i) => (
          <li
            key={hit.id}
            id={`${listId}-${hit.id}`}
            role="option"
            aria-selected={i === current}
            className="search__hit"
            data-testid="search-hit"
            onMouseEnter={() => setActive(i)}
            onClick={() => open(hit)}
          >
            <strong>{hit.title}</strong>
            <small>{hit.detail}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}
