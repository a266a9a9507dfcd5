'use client';
import { lazy, Suspense } from 'react';
import { loadSurroundings } from './surroundings-loader';

const FavouriteLists = lazy(() => loadSurroundings().then((m) => ({ default: m.FavouriteLists })));

/**
 * The favourites lists (/favorites, the home tab): favourite events, then favourite leagues (FV6), with a
 * skeleton while their chunk (the surroundings chunk, loaded after hydration) arrives.
 */
export function LazyFavouriteMatches() {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true">
          <span className="skeleton skeleton--row" />
          <span className="skeleton skeleton--row" />
        </div>
      }
    >
      <FavouriteLists />
    </Suspense>
  );
}
