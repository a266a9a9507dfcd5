'use client';
import { FavouriteMatches } from './favourite-matches';
import { FavouriteTournaments } from './favourite-tournaments';

/** /favorites and the home tab: favourite events (FV5), then favourite leagues (FV6); one lazy import for both. */
export function FavouriteLists() {
  return (
    <>
      <FavouriteMatches />
      <FavouriteTournaments />
    </>
  );
}
