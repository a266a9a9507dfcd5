import type { Match, Tournament } from '@slipstream/contract';

/** Upcoming/live matches shown under each favourite league on /favorites (the league page has them all). */
export const MATCHES_PER_FAVOURITE_LEAGUE = 5;

export interface FavouriteLeague {
  readonly tournament: Tournament;
  /** The league's next matches in the catalogue's order (start time), at most `perLeague`. */
  readonly matches: readonly Match[];
}

/**
 * FV6: the favourite leagues in the order of the player's favourite ids, each with its first matches. An id
 * whose tournament the catalogue no longer has (null) is left out rather than shown empty; the ids are the
 * current ones, so a league unstarred a moment ago drops out before the next fetch answers.
 */
export function favouriteLeagues(
  ids: readonly number[],
  tournaments: ReadonlyMap<number, Tournament | null>,
  matches: readonly Match[],
  perLeague: number = MATCHES_PER_FAVOURITE_LEAGUE,
): FavouriteLeague[] {
  const byLeague = new Map<number, Match[]>();
  for (const m of matches) {
    const list = byLeague.get(m.tournament.id) ?? [];
    if (list.length < perLeague) list.push(m);
    byLeague.set(m.tournament.id, list);
  }
  const out: FavouriteLeague[] = [];
  for (const id of new Set(ids)) {
    const tournament = tournaments.get(id);
    if (tournament) out.push({ tournament, matches: byLeague.get(id) ?? [] });
  }
  return out;
}
