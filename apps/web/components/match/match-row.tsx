import type { Match } from '@slipstream/contract';
import { matchName } from '../../lib/catalogue/match-name';
import { outcomeKey } from '../../lib/live/odds-store';
import { AppLink } from '../shell/app-link';
import { OddsButton } from '../odds/odds-button';
import { LiveScore } from './live-score';
import { MoreMarketsLink } from './more-markets-link';
import { FavouriteStar } from '../surroundings/favourite-star';

/** The path of a match page: /{sport}/{match slug}. */
export function matchPath(match: Pick<Match, 'slug' | 'tournament'>): string {
  return `/${match.tournament.sport.key}/${match.slug}`;
}

/** One event in a list: time or live score, names, main-market prices, its favourite star and the count of other markets. */
export function MatchRow({ match, renderedAt }: { match: Match; renderedAt: number }) {
  const market = match.main_market;
  const name = matchName(match);
  const more = Math.max(0, match.available_markets - (market ? 1 : 0));
  return (
    <li className="row" data-match-id={match.id} data-status={match.status} data-type={match.type}>
      <LiveScore matchId={match.id} startTime={match.start_time} renderedAt={renderedAt} />
      <AppLink path={matchPath(match)} className="row__names" data-testid="match-link">
        {match.competitors ? (
          <>
            <span>{match.competitors.home.name}</span>
            <span>{match.competitors.away.name}</span>
          </>
        ) : (
          <span>{name}</span>
        )}
        <small className="row__league">{match.tournament.name}</small>
      </AppLink>
      <div
        className="row__odds"
        role="group"
        aria-label={market ? `${name}: ${market.name}` : name}
        // HW25: a race's or an outright's many outcomes wrap on a phone instead of squeezing into one line.
        data-many={market && market.outcomes.length > 3 ? '' : undefined}
      >
        {market
          ? market.outcomes.map((o) => (
              <OddsButton
                key={o.id}
                outcomeKey={outcomeKey(match.id, market.id, market.specifier, o.id)}
                label={o.name}
                context={`${name}, ${market.name}`}
              />
            ))
          : null}
      </div>
      <div className="row__end">
        <FavouriteStar kind="matches" id={match.id} name={name} />
        {more > 0 ? <MoreMarketsLink path={matchPath(match)} name={name} count={more} /> : null}
      </div>
    </li>
  );
}
