'use client';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { useAuthStore } from '../../lib/auth/auth-context';
import { voteShares } from '../../lib/surroundings/vote-shares';
import { matchPredictionId, useCastVote, useVote } from '../../lib/surroundings/votes';
import { useSportsbook } from '../../lib/surroundings/use-sportsbook';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite } from '../../lib/site/site-context';

/**
 * VT1: the match page's prediction: who wins (home, draw where the main market has one, away). One answer
 * per player (voting again changes it); the shares of every answer refresh while the page is open.
 * A visitor sees the shares and is asked to sign in to vote.
 */
export function MatchPrediction({
  matchId,
  home,
  away,
  withDraw,
}: {
  matchId: number;
  home: string;
  away: string;
  withDraw: boolean;
}) {
  const s = useSurroundingsText();
  const { locale } = useSite();
  const predictionId = matchPredictionId(matchId);
  const vote = useVote(predictionId);
  const cast = useCastVote(predictionId);
  const { signedIn } = useSportsbook();
  const store = useAuthStore();
  const options = [
    { data: 'home', label: home },
    ...(withDraw ? [{ data: 'draw', label: s('vote.draw') }] : []),
    { data: 'away', label: away },
  ];
  const shares = voteShares(
    vote.data,
    options.map((o) => o.data),
  );
  const mine = vote.data?.my_vote;
  const total = vote.data?.total ?? 0;
  return (
    <section className="vote" aria-labelledby={`vote-${matchId}`} data-testid="prediction">
      <h2 className="vote__title" id={`vote-${matchId}`}>
        {s('vote.title')}
      </h2>
      {/* The same buttons while the shares load (disabled, no figures), so nothing below moves when they arrive. */}
      <div className="vote__options" role="group" aria-label={s('vote.title')} aria-busy={vote.isPending}>
        {options.map((o, i) => (
          <button
            key={o.data}
            type="button"
            className="button vote__option"
            aria-pressed={mine === o.data}
            disabled={cast.isPending || vote.isPending}
            data-testid={`vote-${o.data}`}
            onClick={() => (signedIn ? cast.mutate(o.data) : store.openPrompt('manual'))}
          >
            <span>{o.label}</span>
            <span className="vote__bar" aria-hidden="true">
              <span style={{ width: `${vote.isPending ? 0 : shares[i]}%` }} />
            </span>
            <strong data-testid={`vote-share-${o.data}`}>
              {vote.isPending ? '\u00a0' : localeNumerals(`${shares[i]}%`, locale)}
            </strong>
          </button>
        ))}
      </div>
      <p className="vote__total" aria-live="polite" data-testid="vote-total">
        {vote.isPending
          ? '\u00a0'
          : vote.isError
            ? s('vote.error')
            : cast.isError
              ? s('vote.failed')
              : s(signedIn ? 'vote.total' : 'vote.signIn', { count: total })}
      </p>
    </section>
  );
}
