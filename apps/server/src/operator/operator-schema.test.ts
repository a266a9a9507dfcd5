import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OperatorConfigError,
  parseOperatorConfig,
  parseOperatorConfigText,
} from '@slipstream/contract/operator';

const DEFAULT_FILE = new URL('../../../../config/operator.default.json', import.meta.url);

/** The fields an invalid value is reported under (the message names each one). */
function faultyFields(value: unknown): readonly string[] {
  try {
    parseOperatorConfig(value, 'test.json');
  } catch (err) {
    expect(err).toBeInstanceOf(OperatorConfigError);
    expect((err as Error).message).toMatch(/^test\.json is not a valid operator configuration/);
    for (const field of (err as OperatorConfigError).fields) expect((err as Error).message).toContain(field);
    return (err as OperatorConfigError).fields;
  }
  throw new Error('the configuration was accepted');
}

describe('operator configuration schema', () => {
  it('[OP1] the shipped default file is valid and equals the defaults of an empty file', () => {
    const shipped = parseOperatorConfigText(
      readFileSync(DEFAULT_FILE, 'utf8'),
      'config/operator.default.json',
    );
    const empty = parseOperatorConfig({});
    expect(shipped.locales).toEqual(empty.locales);
    expect(shipped.betting).toEqual(empty.betting);
    expect(shipped.currencies).toEqual(empty.currencies);
    expect(shipped.embedding.allowed_origins).toEqual([]);
    expect(shipped.colors.dark.bg).toBe('#0f1720');
  });

  it('[OP1] a partial file keeps the defaults of everything it leaves out', () => {
    const c = parseOperatorConfig({ brand: { name: 'Acme Bet' }, locales: { available: ['de', 'en'] } });
    expect(c.brand.name).toBe('Acme Bet');
    expect(c.locales.available).toEqual(['de', 'en']);
    expect(c.betting.stakes).toEqual([1, 5, 10, 25]);
    expect(c.verticals.lotteries).toBe(true);
  });

  it('[OP1] a misspelt field is refused by its path, not ignored', () => {
    expect(faultyFields({ brand: { nmae: 'x' } })).toEqual(['brand.nmae']);
    expect(faultyFields({ verticalz: {} })).toEqual(['verticalz']);
  });

  it('[OP1] a wrong type or value names its field', () => {
    expect(faultyFields({ brand: { name: 42 } })).toEqual(['brand.name']);
    expect(faultyFields({ colors: { light: { accent: 'red; background: url(x)' } } })).toEqual([
      'colors.light.accent',
    ]);
    expect(faultyFields({ locales: { available: [] } })).toEqual(['locales.available']);
    expect(faultyFields({ locales: { available: ['en', 'en'] } })).toEqual(['locales.available']);
    expect(faultyFields({ geo: { blocked_countries: ['de'] } })).toEqual(['geo.blocked_countries.0']);
    expect(faultyFields({ geo: { country_header: 'CF IPCountry' } })).toEqual(['geo.country_header']);
    expect(faultyFields({ betting: { stakes: [1, 2, 3, 4, 5] } })).toEqual(['betting.stakes']);
    expect(faultyFields({ betting: { stakes: [1.5] } })).toEqual(['betting.stakes.0']);
    expect(
      faultyFields({
        providers: { sport_type_providers: { regular: ['nobody'], cyber: [], premium_cricket: [] } },
      }),
    ).toEqual(['providers.sport_type_providers.regular.0']);
    expect(faultyFields({ providers: { sport_type_providers: { regular: ['betradar'] } } })).toEqual([
      'providers.sport_type_providers.cyber',
      'providers.sport_type_providers.premium_cricket',
    ]);
    expect(faultyFields({ embedding: { allowed_origins: ['https://host.example/path'] } })).toEqual([
      'embedding.allowed_origins.0',
    ]);
    expect(faultyFields({ brand: { logo: { url: 'javascript:alert(1)' } } })).toEqual(['brand.logo.url']);
    expect(faultyFields({ support: { email: 'not-an-address' } })).toEqual(['support.email']);
  });

  it('[OP1] rates are exact decimal strings in EUR, never floats', () => {
    expect(faultyFields({ currencies: { exchange_rates: { rates: { EUR: '1', USD: 0.92 } } } })).toEqual([
      'currencies.exchange_rates.rates.USD',
    ]);
    expect(faultyFields({ currencies: { exchange_rates: { rates: { EUR: '2' } } } })).toEqual([
      'currencies.exchange_rates.rates.EUR',
    ]);
    expect(faultyFields({ currencies: { exchange_rates: { source: 'ecb' } } })).toEqual([
      'currencies.exchange_rates.source',
    ]);
  });

  it('[OP1] cross-field rules name the field at fault', () => {
    expect(faultyFields({ currencies: { default: 'USD', enabled: ['EUR'] } })).toEqual([
      'currencies.default',
    ]);
    expect(faultyFields({ currencies: { enabled: ['EUR', 'XAU'] } })).toEqual([
      'currencies.exchange_rates.rates',
    ]);
    expect(faultyFields({ group_lock: { enabled: true } })).toEqual(['group_lock.required_group']);
    expect(
      faultyFields({ platform: { session_limit: { allowance_seconds: 600, period_seconds: 60 } } }),
    ).toEqual(['platform.session_limit.period_seconds']);
  });

  it('[OP1] a file that is not JSON says so', () => {
    expect(() => parseOperatorConfigText('{ brand: ', 'bad.json')).toThrow(/bad\.json is not valid JSON/);
  });

  it('[OP1] embedding.allowed_origins defaults to none and takes origins or the wildcard', () => {
    expect(parseOperatorConfig({}).embedding.allowed_origins).toEqual([]);
    const c = parseOperatorConfig({ embedding: { allowed_origins: ['https://host.example', '*'] } });
    expect(c.embedding.allowed_origins).toEqual(['https://host.example', '*']);
  });
});
