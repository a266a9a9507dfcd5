'use client';
import { useCallback, useEffect, useState } from 'react';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useSite, useT } from '../../lib/site/site-context';
import { favouriteStore } from '../../lib/surroundings/favourite-store';
import { useFavouriteIds, useToggleFavourite } from '../../lib/surroundings/favourites';
import { useSportsbook } from '../../lib/surroundings/use-sportsbook';

/**
 * Fills the stars' store from the player's favourites (none for a visitor) and connects their toggle. A star the
 * server refused (FV7: past the per-player cap, quota_reached) reverts and says why until dismissed.
 */
export function FavouritesSync() {
  const { signedIn } = useSportsbook();
  const { locale } = useSite();
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const onFailed = useCallback(
    (err: unknown) => setFailure(apiErrorText(err, locale, 'global-error.default.description')),
    [locale],
  );
  const matches = useFavouriteIds('matches').data;
  const tournaments = useFavouriteIds('tournaments').data;
  const toggleMatch = useToggleFavourite('matches', onFailed);
  const toggleTournament = useToggleFavourite('tournaments', onFailed);
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
  if (failure === null) return null;
  return (
    <div className="favourite-failure" role="alert" data-testid="favourite-failure">
      <p>{failure}</p>
      <button type="button" className="button" onClick={() => setFailure(null)}>
        {t('myBets.dismiss')}
      </button>
    </div>
  );
}
