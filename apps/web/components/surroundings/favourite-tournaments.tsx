'use client';
import { useQuery } from '@tanstack/react-query';
import type { Match, Tournament } from '@slipstream/contract';
import { ApiError } from '../../lib/auth/http';
import { SPORTSBOOK_BASE } from '../../lib/bets/sportsbook-client';
import { toSeed } from '../../lib/live/live-hub';
import { LiveSeed } from '../../lib/live/live-context';
import { localCategoryName } from '../../lib/catalogue/local-category-name';
import { localSportName } from '../../lib/catalogue/local-sport-name';
import { useSite, useT } from '../../lib/site/site-context';
import { favouriteLeagues } from '../../lib/surroundings/favourite-leagues';
import { useFavouriteIds } from '../../lib/surroundings/favourites';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { useSportsbook } from '../../lib/surroundings/use-sportsbook';
import { MatchRow } from '../match/match-row';
import { ErrorState } from '../page/page-header';
import { AppLink } from '../shell/app-link';
import { FavouriteStar } from './favourite-star';

/**
 * FV6: the signed-in player's favourite leagues (tournaments), each with its sport, a link to its league page,
 * its star (to remove it) and its next matches with live prices. Nothing for a visitor: FavouriteMatches above
 * already asks to sign in.
 */
export function FavouriteTournaments() {
  const t = useT();
  const { locale } = useSite();
  const s = useSurroundingsText();
  const { client, signedIn, playerId } = useSportsbook();
  const ids = useFavouriteIds('tournaments').data;
  const key = ids?.join(',') ?? '';
  // One GET /tournaments/{id} each (the list has no id filter); a league gone from the catalogue answers 404.
  const tournaments = useQuery({
    queryKey: ['favourite-tournaments', playerId, key],
    enabled: signedIn && ids !== undefined,
    queryFn: async ({ signal }) => {
      const found = await Promise.all(
        ids!.map((id) =>
          client
            .call<Tournament>(`${SPORTSBOOK_BASE}/tournaments/${id}`, { signal })
            .catch((err: unknown) => {
              if (err instanceof ApiError && err.status === 404) return null;
              throw err;
            }),
        ),
      );
      return new Map(ids!.map((id, i) => [id, found[i]!] as const));
    },
    placeholderData: (previous) => previous,
  });
  const matches = useQuery({
    queryKey: ['favourite-tournament-matches', playerId, key],
    enabled: signedIn && ids !== undefined,
    queryFn: ({ signal }) =>
      ids!.length === 0
        ? Promise.resolve([] as Match[])
        : client
            .call<{ data: Match[] }>(
              `${SPORTSBOOK_BASE}/matches?tournament_id=${key}&sort_by=start_time&limit=200`,
              { signal },
            )
            .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
  if (!signedIn) return null;
  const title = (
    <h2 className="favourite-leagues__title" id="favourite-leagues-title">
      {s('favorites.leagues')}
    </h2>
  );
  if (ids === undefined || tournaments.isPending || matches.isPending)
    return (
      <section aria-labelledby="favourite-leagues-title">
        {title}
        <div aria-busy="true" aria-label={s('favorites.leaguesLoading')}>
          <span className="skeleton skeleton--row" />
          <span className="skeleton skeleton--row" />
        </div>
      </section>
    );
  if (tournaments.isError || matches.isError)
    return (
      <section aria-labelledby="favourite-leagues-title">
        {title}
        <ErrorState message={t('list.error')} />
      </section>
    );
  const leagues = favouriteLeagues(ids, tournaments.data, matches.data);
  const renderedAt = Date.now();
  return (
    <section aria-labelledby="favourite-leagues-title" data-testid="favourite-tournaments">
      {title}
      {leagues.length === 0 ? (
        <p className="empty">{s('favorites.leaguesEmpty')}</p>
      ) : (
        <LiveSeed matches={leagues.flatMap((l) => l.matches.map(toSeed))}>
          {leagues.map(({ tournament: league, matches: rows }) => (
            <div
              key={league.id}
              className="group favourite-league"
              data-testid="favourite-tournament"
              data-tournament-id={league.id}
            >
              <div className="favourite-league__head">
                <div className="favourite-league__label">
                  <h3 className="favourite-league__name">
                    <AppLink path={`/${league.sport.key}/${league.slug}`}>{league.name}</AppLink>
                  </h3>
                  <span className="favourite-league__sport">
                    {localSportName(locale, league.sport)} · {localCategoryName(locale, league.category)}
                  </span>
                </div>
                <FavouriteStar kind="tournaments" id={league.id} name={league.name} />
              </div>
              {rows.length ? (
                <ul className="rows">
                  {rows.map((m) => (
                    <MatchRow key={m.id} match={m} renderedAt={renderedAt} />
                  ))}
                </ul>
              ) : (
                <p className="empty">{s('favorites.leagueNoMatches')}</p>
              )}
            </div>
          ))}
        </LiveSeed>
      )}
    </section>
  );
}
