import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, settingsSchema } from '@slipstream/contract';
import { bearerForNewSession } from '../auth/sportsbook-token';
import { catalogueHarness, TEST_SECRET, type CatalogueHarness } from '../catalogue/test-support';
import type { Db } from '../db/db';
import { suiteHarness } from '../testing/suite-harness';
import { testDbKinds } from '../db/test-db';
import { parseOperatorConfig } from '@slipstream/contract/operator';
import { getPlayerSettings } from './player-settings';

const operator = parseOperatorConfig({});

const URL = '/api/sportsbook/v1/settings';

describe.each(testDbKinds())('settings on %s', (kind) => {
  let db: Db;
  let h: CatalogueHarness;
  let token: string;
  let playerId: string;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });

  suiteHarness(
    kind,
    (opened) => catalogueHarness(opened),
    (opened) => ({ db, h } = opened),
  );
  beforeAll(async () => {
    const player = await db.query<{ id: string }>(
      `INSERT INTO players (email, currency, created_at) VALUES ('settings@example.com', 'EUR', now()) RETURNING id`,
    );
    playerId = String(player.rows[0]!.id);
    token = await bearerForNewSession(
      db,
      TEST_SECRET,
      Number(playerId),
      Math.floor(h.clock.now() / 1000) + 3600,
    );
  });

  it('gives visitors the defaults: four stakes, limits, providers', async () => {
    const res = await h.app.inject({ url: URL });
    expect(res.statusCode).toBe(200);
    const s = settingsSchema.parse(res.json());
    expect(s.stakes).toHaveLength(4);
    expect(s.auto_accept_odds_change).toBe('none');
    expect(s.odds_types.available).toHaveLength(8);
    expect(s.provider_statuses).toMatchObject({ betradar: 'active', oddin: 'active' });
    expect(s.sport_type_providers.cyber).toEqual(['oddin']);
    expect(s.bet_limits_settings.odds_limit.action).toMatch(/reject|accept/);
    expect(s.bet_limits_settings.max_stake_limit.fiat.length).toBeGreaterThan(0);
    expect(s.updated_at).toBeNull();
  });

  it('stores a player’s choices, pads stakes to four and keeps the rest', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: URL,
      headers: auth(token),
      payload: { stakes: [2, 4], auto_accept_odds_change: 'higher' },
    });
    expect(res.statusCode).toBe(200);
    const s = settingsSchema.parse(res.json());
    expect(s.stakes).toEqual([2, 4, 0, 0]);
    expect(s.auto_accept_odds_change).toBe('higher');
    const again = settingsSchema.parse(
      (
        await h.app.inject({
          method: 'POST',
          url: URL,
          headers: auth(token),
          payload: { odds_type: 'american' },
        })
      ).json(),
    );
    expect(again).toMatchObject({
      stakes: [2, 4, 0, 0],
      auto_accept_odds_change: 'higher',
      odds_types: { selected: 'american' },
    });
    expect(settingsSchema.parse((await h.app.inject({ url: URL, headers: auth(token) })).json())).toEqual(
      again,
    );
    expect((await getPlayerSettings(db, operator, playerId)).auto_accept_odds_change).toBe('higher');
    expect((await getPlayerSettings(db, operator, 'someone-else')).stakes).toEqual([1, 5, 10, 25]);
    // Visitors still see the defaults.
    expect(settingsSchema.parse((await h.app.inject({ url: URL })).json()).auto_accept_odds_change).toBe(
      'none',
    );
  });

  it('refuses visitors, bad tokens and junk', async () => {
    const expectCode = async (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
      expect(res.statusCode).toBe(status);
      expect(apiErrorSchema.parse(res.json()).code).toBe(code);
    };
    await expectCode(
      await h.app.inject({ method: 'POST', url: URL, payload: { stakes: [1] } }),
      401,
      'unauthorized',
    );
    await expectCode(await h.app.inject({ url: URL, headers: auth('not-a-jwt') }), 401, 'unauthorized');
    for (const payload of [
      { stakes: [1, 2, 3, 4, 5] },
      { stakes: [-1] },
      { stakes: [1.5] },
      { auto_accept_odds_change: 'all' },
      { odds_type: 'roman' },
      {},
      { extra: 1 },
    ])
      await expectCode(
        await h.app.inject({ method: 'POST', url: URL, headers: auth(token), payload }),
        400,
        'validation_failed',
      );
  });
});
