import type { Match } from '@slipstream/contract';
import { LiveSeed } from '../../lib/live/live-context';
import { toSeed } from '../../lib/live/live-hub';
import { AppLink } from '../shell/app-link';
import { HydrateOnVisible } from './hydrate-on-visible';
import { MatchRow } from './match-row';

export interface MatchGroup {
  key: string;
  title: string;
  /** The group's own page (the league, the sport), when it has one. */
  path?: string;
  matches: readonly Match[];
}

/** Groups (by sport, by league…) of event rows, seeded into the live hub before they render. */
export function MatchGroups({
  groups,
  empty,
  renderedAt,
}: {
  groups: readonly MatchGroup[];
  empty: string;
  renderedAt: number;
}) {
  if (groups.every((g) => g.matches.length === 0)) return <p className="empty">{empty}</p>;
  return (
    <LiveSeed matches={groups.flatMap((g) => g.matches.map(toSeed))}>
      {groups.map((group) =>
        group.matches.length ? (
          // Each group hydrates when it nears the viewport: groups below the fold cost no hydration at load.
          // Keyed by the render too: a group still deferred keeps its server HTML as is, so after a client
          // navigation (another sort or day, same sport) it must mount anew to show the new rows.
          <HydrateOnVisible key={`${group.key}@${renderedAt}`} className="group" label={group.title}>
            <h2 className="group__title">
              {group.path ? (
                <AppLink path={group.path} data-testid="group-link">
                  {group.title}
                </AppLink>
              ) : (
                group.title
              )}
            </h2>
            <ul className="rows">
              {group.matches.map((m) => (
                <MatchRow key={m.id} match={m} renderedAt={renderedAt} />
              ))}
            </ul>
          </HydrateOnVisible>
        ) : null,
      )}
    </LiveSeed>
  );
}

export function groupBy(matches: readonly Match[], by: 'sport' | 'league'): MatchGroup[] {
  const groups = new Map<string, MatchGroup>();
  for (const m of matches) {
    const key = by === 'sport' ? m.tournament.sport.key : String(m.tournament.id);
    const title =
      by === 'sport' ? m.tournament.sport.name : `${m.tournament.category.name} · ${m.tournament.name}`;
    const sport = m.tournament.sport.key;
    const path = by === 'sport' ? `/${sport}` : `/${sport}/${m.tournament.slug}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, title, path, matches: [] }));
    (g.matches as Match[]).push(m);
  }
  return [...groups.values()];
}
