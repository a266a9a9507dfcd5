import { describe, expect, it } from 'vitest';
import { translate as clientTranslate, registerPageMessages } from './messages';
import { catalogueFor, PAGE_ONLY_PREFIXES, pageMessages, translate } from './server-messages';

describe('page-only messages (issue 33 item 9: the statement pager is not in every page)', () => {
  it('[LC1] the catalogue every page carries leaves them out; the page that uses them gets them', () => {
    expect(PAGE_ONLY_PREFIXES).toContain('statement.pager.');
    for (const locale of ['en', 'de', 'ar']) {
      expect(Object.keys(catalogueFor(locale)).filter((k) => k.startsWith('statement.pager.'))).toEqual([]);
      expect(Object.keys(pageMessages(locale, 'statement.pager.')).sort()).toEqual([
        'statement.pager.label',
        'statement.pager.loading',
        'statement.pager.next',
        'statement.pager.noMovements',
        'statement.pager.page',
        'statement.pager.previous',
      ]);
    }
    expect(catalogueFor('de')['statement.title']).toBe('Kontoauszug');
  });

  it('[LC1] server components and registered pages translate them, numbers in the locale', () => {
    expect(translate('de', 'statement.pager.page', { page: 2, pages: 12 })).toBe('Seite 2 von 12');
    registerPageMessages('ar', pageMessages('ar', 'statement.pager.'));
    expect(clientTranslate('ar', 'statement.pager.page', { page: 2, pages: 12 })).toBe('الصفحة ٢ من ١٢');
  });
});
