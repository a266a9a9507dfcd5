'use client';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { useQuery } from '@tanstack/react-query';
import type { Match } from '@slipstream/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { SPORTSBOOK_BASE } from '../../lib/bets/sportsbook-client';
import { useFavouriteIds } from '../../lib/surroundings/favourites';
import { useSportsbook } from '../../lib/surroundings/use-sportsbook';
import { localSportName } from '../../lib/catalogue/local-sport-name';
import { useSite, useT } from '../../lib/site/site-context';
import { SignInButton } from '../auth/auth-buttons';
import { groupBy, MatchGroups } from '../match/match-list';
import { ErrorState } from '../page/page-header';

/**
 * FV5: the signed-in player's favourite events (GET /matches?favourite=1), grouped by sport, with live
 * prices (the rows are seeded into the live hub like every list). Visitors get the sign-in prompt.
 */
export function FavouriteMatches() {
  const t = useT();
  const { locale } = useSite();
  const s = useSurroundingsText();
  const status = useAuth().status;
  const { client, signedIn, playerId } = useSportsbook();
  // Follows the stars: a star toggled anywhere changes the ids, and the list is read again.
  const ids = useFavouriteIds('matches').data;
  const list = useQuery({
    queryKey: ['favourite-matches', playerId, ids?.join(',') ?? ''],
    enabled: signedIn && ids !== undefined,
    queryFn: ({ signal }) =>
      ids!.length === 0
        ? Promise.resolve([] as Match[])
        : client
            .call<{ data: Match[] }>(`${SPORTSBOOK_BASE}/matches?favourite=1&limit=200`, { signal })
            .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
  if (status === 'NOT_LOGGED_IN')
    return (
      <p className="empty" data-testid="favourites-sign-in">
        <SignInButton className="button button--primary" label={t('nav.signIn')} />
        <br />
        {t('favorites.signIn')}
      </p>
    );
  if (!signedIn || list.isPending)
    return (
      <div aria-busy="true" aria-label={s('favorites.loading')}>
        <span className="skeleton skeleton--row" />
        <span className="skeleton skeleton--row" />
      </div>
    );
  if (list.isError) return <ErrorState message={t('list.error')} />;
  return (
    <div data-testid="favourite-matches">
      <MatchGroups
        groups={groupBy(list.data, 'sport').map((g) => ({
          ...g,
          title: localSportName(locale, g.matches[0]!.tournament.sport),
        }))}
        empty={s('favorites.empty')}
        renderedAt={Date.now()}
      />
    </div>
  );
}
