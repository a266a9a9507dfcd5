import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/server-messages';
import { localCategoryName } from './local-category-name';

const ireland = { slug: 'ireland', name: 'Ireland', country_code: 'IE' };
const england = { slug: 'england', name: 'England', country_code: 'GB' };

describe('country (category) names in the page language (the phone tester M8)', () => {
  it('[LC15] a country with an ISO code reads Intl’s name of the region', () => {
    expect(localCategoryName('de', ireland)).toBe('Irland');
    expect(localCategoryName('ar', ireland)).toBe('أيرلندا');
    expect(localCategoryName('en', ireland)).toBe('Ireland');
  });

  it('[LC15] England, Scotland, Wales and the international category read the catalogue’s word, not GB’s', () => {
    expect(localCategoryName('ar', england)).toBe('إنجلترا');
    expect(localCategoryName('de', england)).toBe('England');
    expect(localCategoryName('fr', england)).toBe('Angleterre');
    expect(localCategoryName('de', { slug: 'scotland', name: 'Scotland', country_code: 'GB' })).toBe(
      'Schottland',
    );
    expect(
      localCategoryName('ar', { slug: 'international', name: 'International', country_code: null }),
    ).toBe(translate('ar', 'category.international'));
  });

  it('[LC15] a category with neither keeps the feed’s name', () => {
    expect(localCategoryName('de', { slug: 'atp', name: 'ATP', country_code: null })).toBe('ATP');
  });
});
