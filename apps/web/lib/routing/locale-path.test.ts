import { describe, expect, it } from 'vitest';
import { alternateHrefs, isExternalHref, localizeHref, routeLocale, switchLocaleHref } from './locale-path';
import { preferredLocaleRedirect } from './preferred-locale';

const base = { locales: ['en', 'de', 'pt-BR'], localeInUrl: false, customPaths: {} };
const inUrl = { ...base, localeInUrl: true };
const custom = { ...base, customPaths: { live: 'in-play' } };

describe('locale prefix rules (betting-core §2, account-and-surroundings §2)', () => {
  it('omits the first configured locale and prefixes the others', () => {
    expect(localizeHref('/live', 'en', base)).toBe('/live');
    expect(localizeHref('/live', 'de', base)).toBe('/de/live');
    expect(localizeHref('/', 'pt-BR', base)).toBe('/pt-BR');
    expect(localizeHref('/', 'en', base)).toBe('/');
  });

  it('prefixes every locale when locale-in-URL is on', () => {
    expect(localizeHref('/live', 'en', inUrl)).toBe('/en/live');
    expect(localizeHref('/soccer/x?tab=all#betBuilder', 'en', inUrl)).toBe('/en/soccer/x?tab=all#betBuilder');
  });

  it("never prefixes a locale twice: a link that names one (a notification's) gets the page's only", () => {
    expect(localizeHref('/de/statement', 'de', base)).toBe('/de/statement');
    expect(localizeHref('/de/promotions?x=1', 'pt-BR', base)).toBe('/pt-BR/promotions?x=1');
    expect(localizeHref('/DE', 'en', base)).toBe('/');
    expect(localizeHref('/en/live', 'en', custom)).toBe('/in-play');
    expect(localizeHref('/en/live', 'en', inUrl)).toBe('/en/live');
  });

  it('leaves external links alone', () => {
    for (const href of ['https://x.test/a', 'http://x', 'sms:+1', 'mailto:a@b.c']) {
      expect(isExternalHref(href)).toBe(true);
      expect(localizeHref(href, 'de', base)).toBe(href);
    }
    expect(isExternalHref('/live')).toBe(false);
  });

  it('rewrites unprefixed paths to the default locale and keeps other locales', () => {
    expect(routeLocale('/', base)).toEqual({ kind: 'rewrite', locale: 'en', internalPath: '/en' });
    expect(routeLocale('/soccer/england', base)).toEqual({
      kind: 'rewrite',
      locale: 'en',
      internalPath: '/en/soccer/england',
    });
    expect(routeLocale('/de/live', base)).toEqual({
      kind: 'rewrite',
      locale: 'de',
      internalPath: '/de/live',
    });
  });

  it('redirects a default-locale prefix away, and an alias or miscased locale to its canonical form', () => {
    expect(routeLocale('/en/live', base)).toEqual({ kind: 'redirect', location: '/live' });
    expect(routeLocale('/en', base)).toEqual({ kind: 'redirect', location: '/' });
    expect(routeLocale('/br/live', base)).toEqual({ kind: 'redirect', location: '/pt-BR/live' });
    expect(routeLocale('/DE', base)).toEqual({ kind: 'redirect', location: '/de' });
  });

  it('with locale-in-URL on, redirects unprefixed paths to the default locale', () => {
    expect(routeLocale('/live', inUrl)).toEqual({ kind: 'redirect', location: '/en/live' });
    expect(routeLocale('/en/live', inUrl)).toEqual({
      kind: 'rewrite',
      locale: 'en',
      internalPath: '/en/live',
    });
  });

  it('maps custom paths both ways', () => {
    expect(localizeHref('/live', 'de', custom)).toBe('/de/in-play');
    expect(routeLocale('/in-play', custom)).toEqual({
      kind: 'rewrite',
      locale: 'en',
      internalPath: '/en/live',
    });
  });

  it('builds alternates with x-default on the default locale', () => {
    expect(alternateHrefs('/live', base)).toEqual({
      en: '/live',
      de: '/de/live',
      'pt-BR': '/pt-BR/live',
      'x-default': '/live',
    });
  });
});

describe('preferred locale on a first visit', () => {
  it('[LC3] sends an unprefixed visit to the chosen or Accept-Language locale, never a prefixed one', () => {
    expect(preferredLocaleRedirect('/live', undefined, 'de-DE,de;q=0.9', base)).toBe('/de/live');
    expect(preferredLocaleRedirect('/', undefined, 'pt', base)).toBe('/pt-BR');
    expect(preferredLocaleRedirect('/live', 'en', 'de', base)).toBeUndefined();
    expect(preferredLocaleRedirect('/live', 'pt-BR', 'de', base)).toBe('/pt-BR/live');
    expect(preferredLocaleRedirect('/de/live', undefined, 'pt', base)).toBeUndefined();
    expect(preferredLocaleRedirect('/live', undefined, 'en-US,en', base)).toBeUndefined();
    expect(preferredLocaleRedirect('/live', undefined, undefined, base)).toBeUndefined();
  });

  it('[LC4] switches the same page to another locale, query kept', () => {
    expect(switchLocaleHref('/live?x=1', 'de', base)).toBe('/de/live?x=1');
    expect(switchLocaleHref('/de/live', 'en', base)).toBe('/live');
    expect(switchLocaleHref('/de', 'pt-BR', base)).toBe('/pt-BR');
  });
});
