'use client';
import { useEffect } from 'react';
import { favouriteStore } from '../../lib/surroundings/favourite-store';
import { useFavouriteIds, useToggleFavourite } from '../../lib/surroundings/favourites';
import { useSportsbook } from '../../lib/surroundings/use-sportsbook';

/** Fills the stars' store from the player's favourites (none for a visitor) and connects their toggle. */
export function FavouritesSync() {
  const { signedIn } = useSportsbook();
  const matches = useFavouriteIds('matches').data;
  const tournaments = useFavouriteIds('tournaments').data;
  const toggleMatch = useToggleFavourite('matches');
  const toggleTournament = useToggleFavourite('tournaments');
  useEffect(() => favouriteStore.set('matches', signedIn ? (matches ?? []) : []), [signedIn, matches]);
  useEffect(
    () => favouriteStore.set('tournaments', signedIn ? (tournaments ?? []) : []),
    [signedIn, tournaments],
  );
  useEffect(
    () =>
      favouriteStore.connect((kind, id, on) =>
        kind === 'matches' ? toggleMatch(id, on) : toggleTournament(id, on),
      ),
    [toggleMatch, toggleTournament],
  );
  return null;
}
