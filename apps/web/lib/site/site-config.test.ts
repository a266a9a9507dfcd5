import { describe, expect, it } from 'vitest';
import { parseOperatorConfig } from '@slipstream/contract/operator';
import { indexable } from './page-head';
import { DEFAULT_OPERATOR_CONFIG, siteConfigFromEnv, themeColoursCss } from './site-config';
import { enabledVerticals } from './verticals';

describe('site configuration from the operator file', () => {
  const op = parseOperatorConfig({
    brand: { name: 'Acme Bet', logo: { url: '/acme.svg' } },
    locales: { available: ['de', 'en'], locale_in_url: true },
    custom_paths: { live: 'in-play' },
    auth: { sign_up_enabled: false },
    verticals: { lotteries: false },
    colors: { dark: { bg: '#101010' }, light: {} },
  });

  it('[OP2] brand, logo, locales, paths, sign-up and verticals come from the file; LOCALES still overrides', () => {
    const site = siteConfigFromEnv({}, op);
    expect(site.brand).toBe('Acme Bet');
    expect(site.logo).toEqual({ url: '/acme.svg', alt: 'Acme Bet' });
    expect(site.locales).toEqual(['de', 'en']);
    expect(site.localeInUrl).toBe(true);
    expect(site.customPaths).toEqual({ live: 'in-play' });
    expect(site.signUpEnabled).toBe(false);
    expect(site.rates.USD).toBe('0.92');
    expect(siteConfigFromEnv({ LOCALES: 'es,en' }, op).locales).toEqual(['es', 'en']);
    expect([...enabledVerticals(op.verticals)].sort()).toEqual([
      'premiumCricket',
      'racing',
      'virtualGamingArena',
    ]);
    expect(siteConfigFromEnv({}).brand).toBe(DEFAULT_OPERATOR_CONFIG.brand.name);
  });

  it('[OP2] colours become one rule per theme over the stylesheet tokens, only for the values set', () => {
    expect(themeColoursCss(op)).toBe(":root,[data-theme='dark']{--bg:#101010}");
    const both = parseOperatorConfig({
      colors: { dark: { accent: '#abc' }, light: { surface_2: '#eeeeee' } },
    });
    expect(themeColoursCss(both)).toBe(
      ":root,[data-theme='dark']{--accent:#abc}[data-theme='light']{--surface-2:#eeeeee}",
    );
  });

  it('[OP2] pages are indexed only with indexing on and an origin off the no-index list', () => {
    expect(indexable(false, [], 'https://a.example')).toBe(false);
    expect(indexable(true, [], 'https://a.example')).toBe(true);
    expect(indexable(true, ['https://mirror.example'], 'https://mirror.example')).toBe(false);
  });
});
