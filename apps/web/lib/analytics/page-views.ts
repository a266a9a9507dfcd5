import type { AnalyticsEvent } from './data-layer';

/**
 * Page views for the tag manager (SPEC.md EM9): the page's analytics identifier (account-and-surroundings §2:
 * sports, in_play, e_sports, favorites, sport, match, league, …) is the `data-page-id` every page's root carries.
 */
export function currentPageId(doc: Pick<Document, 'querySelector'>): string | null {
  return doc.querySelector('#main [data-page-id]')?.getAttribute('data-page-id') ?? null;
}

export function pageViewEvent(pageId: string | null, path: string): AnalyticsEvent {
  return { event: 'page_view', page_id: pageId ?? 'unknown', path };
}
