import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchListSchema, settingsSchema } from '@slipstream/contract';
import { SUPPORTED_LOCALES } from '@slipstream/contract/locales';
import { parseOperatorConfig } from '@slipstream/contract/operator';
import { SPORT_TYPE_PROVIDERS_COOKIE } from '@slipstream/contract/provider-policy';
import { catalogueHarness, type CatalogueHarness } from '../catalogue/test-support';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { suiteHarness } from '../testing/suite-harness';
import { openTestDb } from '../db/test-db';
import { findCurrency, listCurrencies } from '../wallet/currencies';
import { applyOperatorCurrencies } from './operator-currencies';
import {
  expectError,
  openPlatformHarness,
  TestBrowser,
  type PlatformHarness,
} from '../platform/test-support';

const SERVER_ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const dir = mkdtempSync(join(tmpdir(), 'operator-config-'));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('operator configuration at start', () => {
  it('[OP1] without OPERATOR_CONFIG the shipped default file is used', () => {
    const config = loadConfig({ TOKEN_SECRET: 'x' });
    expect(config.operatorConfigPath).toMatch(/config\/operator\.default\.json$/);
    expect(config.operator.brand.name).toBe('Slipstream');
    // The demo offers every locale with a catalogue, English first (issue 33 item 10).
    expect(config.locales).toHaveLength(38);
    expect(config.locales[0]).toBe('en');
    expect(new Set(config.locales)).toEqual(new Set(SUPPORTED_LOCALES));
  });

  it('[OP1] [OP2] the file sets the push locales; LOCALES still overrides them', () => {
    const path = file('locales.json', JSON.stringify({ locales: { available: ['de', 'en'] } }));
    expect(loadConfig({ TOKEN_SECRET: 'x', OPERATOR_CONFIG: path }).locales).toEqual(['de', 'en']);
    expect(loadConfig({ TOKEN_SECRET: 'x', OPERATOR_CONFIG: path, LOCALES: 'es' }).locales).toEqual(['es']);
  });

  it('[OP1] a bad or missing file stops loadConfig naming the field', () => {
    const path = file(
      'bad.json',
      JSON.stringify({ brand: { name: '' }, geo: { blocked_countries: ['xx'] } }),
    );
    expect(() => loadConfig({ TOKEN_SECRET: 'x', OPERATOR_CONFIG: path })).toThrow(
      /brand\.name: [^\n]+\n\s+geo\.blocked_countries\.0: /,
    );
    expect(() => loadConfig({ TOKEN_SECRET: 'x', OPERATOR_CONFIG: join(dir, 'nowhere.json') })).toThrow(
      /cannot be read/,
    );
  });

  it('[OP1] the server process exits with the field in its message', () => {
    const path = file('typo.json', JSON.stringify({ verticals: { lotteris: true } }));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, OPERATOR_CONFIG: path, TOKEN_SECRET: 'x', PORT: '0', SERVE_WEB: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not a valid operator configuration');
    expect(result.stderr).toContain('verticals.lotteris');
    expect(result.stderr).not.toContain('    at '); // the message, not a stack trace
  });
});

describe('operator configuration in the catalogue', () => {
  let h: CatalogueHarness;
  suiteHarness(
    'pglite',
    (opened) =>
      catalogueHarness(opened, {
        operator: {
          betting: { stakes: [2, 4], odds_type: 'american' },
          verticals: { lotteries: false, horse_racing: false },
          providers: {
            sport_type_providers: { regular: ['betradar'], cyber: ['oddin'], premium_cricket: [] },
          },
          features: { custom_sport_type_providers: true },
        },
      }),
    (opened) => ({ h } = opened),
  );
  beforeAll(async () => {
    await h.catalogue.feed.step();
  });

  it('[OP2] visitors get the operator stakes, odds type and verticals', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/sportsbook/v1/settings' });
    const settings = settingsSchema.parse(res.json());
    expect(settings.stakes).toEqual([2, 4, 0, 0]);
    expect(settings.odds_types.selected).toBe('american');
    expect(settings.additional_providers.lotto.enabled).toBe(false);
    expect(settings.additional_providers.horse_racing.enabled).toBe(false);
    expect(settings.sport_type_providers.premium_cricket).toEqual([]);
  });

  async function listed(cookie?: string) {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/sportsbook/v1/matches?limit=500&match_status=0&match_status=1',
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return matchListSchema.parse(res.json()).data;
  }

  it('[OP3] lists and single matches leave out providers not allowed for their sport type', async () => {
    const all = await listed();
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((m) => m.provider === 'premium_cricket')).toBe(false);
    expect(all.some((m) => m.provider === 'oddin')).toBe(true);
    const cricket = h.catalogue.model
      .orderedMatches()
      .find((m) => h.catalogue.model.sportOf(m).provider === 'premium_cricket');
    expect(cricket).toBeDefined();
    const one = await h.app.inject({ method: 'GET', url: `/api/sportsbook/v1/matches/${cricket!.id}` });
    expect(one.statusCode).toBe(404);
  });

  it('[OP3] the cookie narrows the providers (answers cached apart), never widens them', async () => {
    const narrowed = await listed(
      `${SPORT_TYPE_PROVIDERS_COOKIE}=${encodeURIComponent(JSON.stringify({ cyber: [] }))}`,
    );
    expect(narrowed.some((m) => m.provider === 'oddin')).toBe(false);
    expect(narrowed.some((m) => m.provider === 'betradar')).toBe(true);
    expect((await listed()).some((m) => m.provider === 'oddin')).toBe(true);
    const widened = await listed(
      `${SPORT_TYPE_PROVIDERS_COOKIE}=${encodeURIComponent(JSON.stringify({ premium_cricket: ['premium_cricket'] }))}`,
    );
    expect(widened.some((m) => m.provider === 'premium_cricket')).toBe(false);
  });
});

describe('operator configuration of sign-in and sign-up', () => {
  let h: PlatformHarness;
  beforeAll(async () => {
    h = await openPlatformHarness(
      'pglite',
      {},
      {
        auth: { sign_up_enabled: false },
        geo: { country_header: 'cf-ipcountry', blocked_countries: ['FR'], sign_in_blocked_countries: ['NL'] },
        brand: { name: 'Acme Bet' },
      },
    );
  });
  afterAll(() => h.close());

  it('[OP4] sign-up switched off is refused with sign_up_disabled', async () => {
    expectError(await new TestBrowser(h.app).signUp('nobody@example.com'), 403, 'sign_up_disabled');
  });

  it('[OP4] sign-in is refused for a blocked country of the header, allowed elsewhere', async () => {
    const from = (country: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        headers: { 'cf-ipcountry': country },
        payload: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
      });
    expectError(await from('NL'), 403, 'country_blocked');
    expectError(await from('fr'), 403, 'country_blocked');
    expect((await from('DE')).statusCode).toBe(200);
    expect((await new TestBrowser(h.app).signIn()).statusCode).toBe(200);
  });
});

describe('operator currencies', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('pglite');
  });
  afterAll(() => db.close());

  it('[OP2] currencies.enabled is what the server offers; null offers every one; an unknown one stops the start', async () => {
    await applyOperatorCurrencies(db, parseOperatorConfig({ currencies: { enabled: ['EUR', 'USDT'] } }));
    expect((await listCurrencies(db)).map((c) => c.code)).toEqual(['EUR', 'USDT']);
    expect(await findCurrency(db, 'GBP')).toBeNull();
    await applyOperatorCurrencies(db, parseOperatorConfig({}));
    expect((await listCurrencies(db)).map((c) => c.code)).toContain('GBP');
    await expect(
      applyOperatorCurrencies(
        db,
        parseOperatorConfig({
          currencies: { enabled: ['EUR', 'XAU'], exchange_rates: { rates: { EUR: '1', XAU: '2500' } } },
        }),
      ),
    ).rejects.toThrow(/currencies\.enabled: unknown currency XAU/);
  });
});
