import type { Match } from '@slipstream/contract';

/** What a match is called: its two competitors, or an outright's own name; the slug only as a last resort. */
export function matchName(match: Pick<Match, 'competitors' | 'outright' | 'slug'>): string {
  if (match.competitors) return `${match.competitors.home.name} – ${match.competitors.away.name}`;
  return match.outright?.name ?? match.slug;
}
