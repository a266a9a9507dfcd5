'use client';
import type { FavouriteType } from '@slipstream/contract';
import { useSyncExternalStore } from 'react';
import { favouriteStore } from '../../lib/surroundings/favourite-store';
import { useT } from '../../lib/site/site-context';
import { Icon } from '../icons/icons';

/**
 * The favourite star of a match or tournament: a toggle button (aria-pressed) named after its item. It reads
 * the favourite store only; the calls live in FavouritesSync, off the first-load path.
 */
export function FavouriteStar({ kind, id, name }: { kind: FavouriteType; id: number; name: string }) {
  const t = useT();
  const on = useSyncExternalStore(
    favouriteStore.subscribe,
    () => favouriteStore.has(kind, id),
    () => false,
  );
  return (
    <button
      type="button"
      className="star"
      aria-pressed={on}
      aria-label={t('favorites.toggle', { name })}
      data-testid="favourite-star"
      onClick={() => favouriteStore.toggle(kind, id)}
    >
      <Icon name="star" />
    </button>
  );
}
