import { describe, expect, it } from 'vitest';
import { catalogueChain, intlLocale, isRtlLocale, localeFromAcceptLanguage } from './locales';

describe('locale rules', () => {
  it('[LC2] falls back to the locale, its alias, its base language, the default locale, then English', () => {
    expect(catalogueChain('de-AT', 'en')).toEqual(['de-AT', 'de', 'en']);
    expect(catalogueChain('no', 'en')).toEqual(['nb', 'en']);
    expect(catalogueChain('br', 'de')).toEqual(['pt-BR', 'pt', 'de', 'en']);
    expect(catalogueChain('fil', 'en')).toEqual(['tl', 'en']);
    expect(catalogueChain('en-CA', 'de')).toEqual(['en', 'de']);
    expect(catalogueChain('xx', 'fr')).toEqual(['fr', 'en']);
  });

  it('[LC3] reads Accept-Language by quality: exact tag, alias, then the same language', () => {
    const configured = ['en', 'de', 'pt-BR', 'es', 'nb', 'ar'];
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8', configured)).toBe('de');
    expect(localeFromAcceptLanguage('fr;q=0.9,es-MX;q=0.8', configured)).toBe('es');
    expect(localeFromAcceptLanguage('no', configured)).toBe('nb');
    expect(localeFromAcceptLanguage('pt', configured)).toBe('pt-BR');
    expect(localeFromAcceptLanguage('en;q=0.1, ar;q=0.5', configured)).toBe('ar');
    expect(localeFromAcceptLanguage('fr, ja', configured)).toBeUndefined();
    expect(localeFromAcceptLanguage('*', configured)).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined, configured)).toBeUndefined();
  });

  it('[LC6] writes ar, he, fa and ur right to left, nothing else', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(isRtlLocale)).toEqual([true, true, true, true, true]);
    expect(['en', 'de', 'tr', 'hi'].some(isRtlLocale)).toBe(false);
  });

  it('[LC8] formats tl as fil (the CLDR name) and Arabic with Arabic-Indic digits', () => {
    expect(intlLocale('tl')).toBe('fil');
    // Nynorsk numbers through Bokmål's data, which every browser's ICU has (issue 33 item 7).
    expect(intlLocale('nn')).toBe('nb');
    expect(new Intl.NumberFormat(intlLocale('nn'), { minimumFractionDigits: 2 }).format(10)).toBe('10,00');
    expect(new Intl.NumberFormat(intlLocale('ar')).format(12)).toBe('١٢');
  });
});
