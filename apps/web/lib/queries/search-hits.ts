import type { SearchResult } from '@slipstream/contract';
import { localCategoryName } from '../catalogue/local-category-name';
import { localSportName } from '../catalogue/local-sport-name';
import { translate } from '../i18n/messages';

/** One result of the search modal: a match or a league, its sport and league (or country) as the detail. */
export interface SearchHit {
  id: string;
  title: string;
  detail: string;
  path: string;
}

type SearchMatch = SearchResult['matches'][number];

/**
 * The search answer as the modal lists it, sports named in the page's language: first the sports the query
 * names (their page; "Fußball" on /de, "Football" on /en), then events, then leagues.
 */
export function searchHits(
  result: SearchResult | undefined,
  locale: string,
  matchName: (m: SearchMatch) => string,
): SearchHit[] {
  return [
    ...(result?.sports ?? []).map((sport) => ({
      id: `s${sport.id}`,
      title: localSportName(locale, sport),
      detail: translate(locale, 'home.filter.sport'),
      path: `/${sport.key}`,
    })),
    ...(result?.matches ?? []).map((m) => ({
      id: `m${m.id}`,
      title: matchName(m),
      detail: `${localSportName(locale, m.tournament.sport)} · ${m.tournament.name}`,
      path: `/${m.tournament.sport.key}/${m.slug}`,
    })),
    ...(result?.tournaments ?? []).map((tour) => ({
      id: `t${tour.id}`,
      title: tour.name,
      detail: `${localSportName(locale, tour.sport)} · ${localCategoryName(locale, tour.category)}`,
      path: `/${tour.sport.key}/${tour.slug}`,
    })),
  ];
}
