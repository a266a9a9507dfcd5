import type { Category, Tournament } from '@slipstream/contract';

/**
 * What `/{sport}/{slug}` names (betting-core §2: category, league or match share the pattern). League
 * and category slugs are looked up by name first; otherwise a slug ending in `-{id}` is a match.
 */
export type SlugTarget =
  | { kind: 'league'; tournament: Tournament }
  | { kind: 'category'; category: Category }
  | { kind: 'match'; matchId: number }
  | { kind: 'none' };

export function resolveSlug(
  slug: string,
  tournaments: readonly Tournament[],
  categories: readonly Category[],
): SlugTarget {
  const tournament = tournaments.find((t) => t.slug === slug);
  if (tournament) return { kind: 'league', tournament };
  const category = categories.find((c) => c.slug === slug);
  if (category) return { kind: 'category', category };
  const id = /-(\d{1,15})$/.exec(slug)?.[1] ?? (/^\d{1,15}$/.test(slug) ? slug : undefined);
  return id ? { kind: 'match', matchId: Number(id) } : { kind: 'none' };
}
