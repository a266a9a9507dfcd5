import {
  accountSchema,
  accountsResponseSchema,
  activityTrackResponseSchema,
  changeCurrencyResponseSchema,
  compPointsSchema,
  phoneListResponseSchema,
  profileSchema,
  sportsbookSessionResponseSchema,
  statusGroupsResponseSchema,
  updateLocaleResponseSchema,
  userLimitsResponseSchema,
} from '@slipstream/contract';
import Fastify from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addUserLimit } from '../accounts/limits';
import { requirePlayerId } from '../auth/bearer';
import { testDbKinds } from '../db/test-db';
import { installErrorHandling } from '../http/error-handler';
import {
  TestBrowser,
  expectError,
  lastOutbox,
  openPlatformHarness,
  platformSuite,
  type PlatformHarness,
} from './test-support';

const P = '/api/platform';

describe.each(testDbKinds())('player resources on %s', (kind) => {
  let h: PlatformHarness;
  let demo: TestBrowser;
  platformSuite(kind, {}, async (opened) => {
    h = opened;
    demo = new TestBrowser(h.app);
    expect((await demo.signIn()).statusCode).toBe(200);
  });

  it('GET /player: the §3 profile with display name, logged-in flag and progress', async () => {
    const profile = profileSchema.parse((await demo.request({ method: 'GET', url: `${P}/player` })).json());
    expect(profile).toMatchObject({
      email: 'demo@example.com',
      first_name: 'Demo',
      last_name: 'Player',
      display_name: 'Demo Player',
      logged_in: true,
      currency: 'EUR',
      serasa: { pve: false },
      user_account_status: 'active',
    });
    expect(profile.progress.points).toBe(1250);
    expect(profile.progress.statusGroups.find((g) => g.status === 'current')?.name).toBe('Silver');
  });

  it('lists only active accounts, with money as integer minor units and subunits', async () => {
    const accounts = accountsResponseSchema.parse(
      (await demo.request({ method: 'GET', url: `${P}/player/accounts?compatibility=false` })).json(),
    );
    expect(
      accounts.map((a) => [
        a.currency,
        a.balance.value,
        a.balance.subunits,
        a.available_to_bet_with_locked_cents,
      ]),
    ).toEqual([
      ['EUR', 100_000, 100, 100_000],
      ['USDT', 1_000_000_000, 1_000_000, 1_000_000_000],
    ]);
    await h.db.query(
      `UPDATE accounts SET active = false WHERE currency = 'USDT' AND player_id = (SELECT id FROM players WHERE email = 'demo@example.com')`,
    );
    const active = accountsResponseSchema.parse(
      (await demo.request({ method: 'GET', url: `${P}/player/accounts` })).json(),
    );
    expect(active.map((a) => a.currency)).toEqual(['EUR']);
    await h.db.query(`UPDATE accounts SET active = true WHERE currency = 'USDT'`);
  });

  it('reports locked funds: available_to_bet_with_locked_cents is balance minus locked', async () => {
    const browser = new TestBrowser(h.app);
    await browser.signUp('locked-funds@example.com');
    const accountId = (
      await h.db.query<{ id: number }>(
        `SELECT a.id FROM accounts a JOIN players p ON p.id = a.player_id WHERE p.email = 'locked-funds@example.com'`,
      )
    ).rows[0]!.id;
    const playerId = (
      await h.db.query<{ id: number }>(`SELECT id FROM players WHERE email = 'locked-funds@example.com'`)
    ).rows[0]!.id;
    await h.platform.wallet.run((_tx, ops) =>
      ops.credit({
        playerId,
        currency: 'EUR',
        amount: 5000,
        reason: 'deposit',
        reference: 't',
        idempotencyKey: 'lf-1',
      }),
    );
    await h.db.query('UPDATE accounts SET locked = 1200 WHERE id = $1', [accountId]);
    const [eur] = accountsResponseSchema.parse(
      (await browser.request({ method: 'GET', url: `${P}/player/accounts` })).json(),
    );
    expect(eur).toMatchObject({
      balance: { value: 5000 },
      locked: { value: 1200 },
      available_to_bet_with_locked_cents: 3800,
    });
    // locked money is not bettable: a debit of more than the available part is refused
    await expect(
      h.platform.wallet.run((_tx, ops) =>
        ops.debit({
          playerId,
          currency: 'EUR',
          amount: 3801,
          reason: 'bet_stake',
          reference: 'b',
          idempotencyKey: 'lf-2',
        }),
      ),
    ).rejects.toMatchObject({ errorName: 'insufficient_funds' });
  });

  it('adds an account (201), refuses a duplicate (409) and an unknown currency (400)', async () => {
    const res = await demo.request({
      method: 'POST',
      url: `${P}/player/accounts`,
      payload: { currency: 'BTC' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(accountSchema.parse(res.json())).toMatchObject({
      currency: 'BTC',
      subunits: 100_000_000,
      fiat: false,
      balance: { value: 0 },
    });
    expectError(
      await demo.request({ method: 'POST', url: `${P}/player/accounts`, payload: { currency: 'BTC' } }),
      409,
      'account_exists',
    );
    expectError(
      await demo.request({ method: 'POST', url: `${P}/player/accounts`, payload: { currency: 'DOGE' } }),
      400,
      'unknown_currency',
    );
    expectError(
      await demo.request({ method: 'POST', url: `${P}/player/accounts`, payload: { currency: 7 } }),
      400,
      'validation_failed',
    );
  });

  it('changes currency only to a held account, and updates the locale', async () => {
    const change = await demo.request({
      method: 'PATCH',
      url: `${P}/player/currency`,
      payload: { currency: 'USDT' },
    });
    expect(changeCurrencyResponseSchema.parse(change.json())).toEqual({ currency: 'USDT' });
    expectError(
      await demo.request({ method: 'PATCH', url: `${P}/player/currency`, payload: { currency: 'GBP' } }),
      404,
      'account_not_found',
    );
    expectError(
      await demo.request({ method: 'PATCH', url: `${P}/player/currency`, payload: { currency: 'NOPE1' } }),
      404,
      'account_not_found',
    );
    const locale = await demo.request({
      method: 'PATCH',
      url: `${P}/player/update_locale`,
      payload: { locale: 'pt-BR' },
    });
    expect(updateLocaleResponseSchema.parse(locale.json())).toEqual({ language: 'pt-BR' });
    expectError(
      await demo.request({ method: 'PATCH', url: `${P}/player/update_locale`, payload: { locale: 'xx' } }),
      400,
      'validation_failed',
    );
    const profile = profileSchema.parse((await demo.request({ method: 'GET', url: `${P}/player` })).json());
    expect([profile.currency, profile.language]).toEqual(['USDT', 'pt-BR']);
  });

  it('lists the operator-required profile fields the player has not filled in auth_fields_missed', async () => {
    const strict = await openPlatformHarness(kind, { requiredAuthFields: ['first_name', 'mobile_phone'] });
    try {
      const b = new TestBrowser(strict.app);
      const fresh = profileSchema.parse((await b.signUp('fresh@example.com')).json());
      expect(fresh.auth_fields_missed).toEqual(['first_name', 'mobile_phone']);
      const demoProfile = profileSchema.parse((await new TestBrowser(strict.app).signIn()).json());
      expect(demoProfile.auth_fields_missed).toEqual(['mobile_phone']);
    } finally {
      await strict.close();
    }
  });

  it('comp points and status groups', async () => {
    const points = compPointsSchema.parse(
      (await demo.request({ method: 'GET', url: `${P}/player/comp_points` })).json(),
    );
    expect(points).toEqual({ persistent: { points: 1250 } });
    const groups = statusGroupsResponseSchema.parse(
      (await demo.request({ method: 'GET', url: `${P}/player/status_groups` })).json(),
    );
    expect(groups.map((g) => [g.name, g.status, g.conditions[0]!.persistent_comp_points.min])).toEqual([
      ['Bronze', 'passed', 0],
      ['Silver', 'current', 1000],
      ['Gold', 'upcoming', 5000],
      ['Platinum', 'upcoming', 20000],
    ]);
  });

  describe('phone verification', () => {
    let browser: TestBrowser;
    beforeAll(async () => {
      browser = new TestBrowser(h.app);
      await browser.signUp('phone@example.com');
    });

    it('sets the number, sends a code to the outbox, verifies it', async () => {
      expect((await browser.request({ method: 'GET', url: `${P}/player/phone` })).json()).toEqual([]);
      expectError(
        await browser.request({
          method: 'POST',
          url: `${P}/player/phone/verification`,
          payload: { code: '123456' },
        }),
        400,
        'phone_not_set',
      );
      const set = await browser.request({
        method: 'POST',
        url: `${P}/player/phone`,
        payload: { phone_number: '+4915112345678', phone_country: 'DE' },
      });
      const [phone] = phoneListResponseSchema.parse(set.json());
      expect(phone).toMatchObject({
        phone_number: '+4915112345678',
        verified_status: 'unverified',
        sms_limit_reached: false,
      });
      expect(phone!.resend_timeout_until).not.toBeNull();
      const code = (await lastOutbox(h.db, '+4915112345678', 'phone_verification'))!.payload.code!;
      const wrong = code === '000000' ? '000001' : '000000';
      expectError(
        await browser.request({
          method: 'POST',
          url: `${P}/player/phone/verification`,
          payload: { code: wrong },
        }),
        400,
        'phone_code_invalid',
      );
      expectError(
        await browser.request({
          method: 'POST',
          url: `${P}/player/phone/verification`,
          payload: { code: '12' },
        }),
        400,
        'validation_failed',
      );
      const ok = await browser.request({
        method: 'POST',
        url: `${P}/player/phone/verification`,
        payload: { code },
      });
      expect(phoneListResponseSchema.parse(ok.json())[0]!.verified_status).toBe('verified');
      const profile = profileSchema.parse(
        (await browser.request({ method: 'GET', url: `${P}/player` })).json(),
      );
      expect(profile.mobile_phone).toBe('+4915112345678');
    });

    it('refuses resends too soon (429), then stops at the daily SMS limit (429)', async () => {
      const send = () =>
        browser.request({
          method: 'POST',
          url: `${P}/player/phone`,
          payload: { phone_number: '+447700900123', phone_country: 'GB' },
        });
      h.clock.advance(61_000); // past the previous test's resend timeout
      expect((await send()).statusCode).toBe(200);
      expectError(await send(), 429, 'phone_resend_too_soon');
      for (let i = 0; i < 10; i++) {
        h.clock.advance(61_000);
        const res = await send();
        if (res.statusCode !== 200) {
          expectError(res, 429, 'sms_limit_reached');
          const [phone] = phoneListResponseSchema.parse(
            (await browser.request({ method: 'GET', url: `${P}/player/phone` })).json(),
          );
          expect(phone!.sms_limit_reached).toBe(true);
          return;
        }
      }
      throw new Error('the daily SMS limit never applied');
    });

    it('locks a code after too many wrong tries', async () => {
      const other = new TestBrowser(h.app);
      await other.signUp('phone2@example.com');
      await other.request({
        method: 'POST',
        url: `${P}/player/phone`,
        payload: { phone_number: '+33612345678', phone_country: 'FR' },
      });
      const code = (await lastOutbox(h.db, '+33612345678', 'phone_verification'))!.payload.code!;
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < h.platform.settings.phone.maxAttemptsPerCode; i++)
        await other.request({
          method: 'POST',
          url: `${P}/player/phone/verification`,
          payload: { code: wrong },
        });
      expectError(
        await other.request({ method: 'POST', url: `${P}/player/phone/verification`, payload: { code } }),
        400,
        'phone_code_invalid',
      );
    });

    it('validates numbers and countries', async () => {
      for (const payload of [
        { phone_number: '4915112345678', phone_country: 'DE' },
        { phone_number: '+49 151', phone_country: 'DE' },
        { phone_number: '+4915112345678', phone_country: 'de' },
        { phone_number: '+4915112345678' },
      ])
        expectError(
          await browser.request({ method: 'POST', url: `${P}/player/phone`, payload }),
          400,
          'validation_failed',
        );
    });
  });

  describe('limits, activity tracking and sportsbook sessions', () => {
    let browser: TestBrowser;
    let playerId: number;
    beforeEach(async () => {
      browser = new TestBrowser(h.app);
      const res = await browser.signUp(`limits-${Math.random().toString(36).slice(2)}@example.com`);
      playerId = profileSchema.parse(res.json()).id;
    });

    it('GET /user_limits lists the player limits in the §3 shape', async () => {
      expect((await browser.request({ method: 'GET', url: `${P}/user_limits` })).json()).toEqual([]);
      await addUserLimit(h.db, playerId, {
        type: 'activity',
        periodSeconds: 86_400,
        allowanceSeconds: 3600,
        nowMs: h.clock.now(),
      });
      const limits = userLimitsResponseSchema.parse(
        (await browser.request({ method: 'GET', url: `${P}/user_limits` })).json(),
      );
      expect(limits).toHaveLength(1);
      expect(limits[0]).toMatchObject({
        type: 'activity',
        status: 'active',
        period: 86_400,
        parent_type: null,
      });
    });

    it('activity tracking: counts real elapsed time (≤ 60 s a ping), 401 once the allowance is used', async () => {
      const track = () => browser.request({ method: 'POST', url: `${P}/player/activity_limit_track` });
      expect(activityTrackResponseSchema.parse((await track()).json())).toMatchObject({
        tracked_seconds: 0,
        limit_seconds: null,
      });
      await addUserLimit(h.db, playerId, {
        type: 'activity',
        periodSeconds: 86_400,
        allowanceSeconds: 180,
        nowMs: h.clock.now(),
      });
      // align to the start of a window so the test never straddles two
      h.clock.advance(86_400_000 - (h.clock.now() % 86_400_000));
      expect(activityTrackResponseSchema.parse((await track()).json()).tracked_seconds).toBe(0);
      h.clock.advance(60_000);
      expect((await track()).json().tracked_seconds).toBe(60);
      h.clock.advance(5_000); // fast pings add only real time
      expect((await track()).json().tracked_seconds).toBe(65);
      h.clock.advance(3_600_000); // a sleeping tab adds at most one ping's worth
      expect((await track()).json().tracked_seconds).toBe(125);
      h.clock.advance(60_000);
      const over = await track();
      expectError(over, 401, 'activity_limit_reached');
      // the browser session ended with it
      expectError(await browser.request({ method: 'GET', url: `${P}/player` }), 401, 'unauthorized');
    });

    it('POST /sportsbook_sessions: a bearer token the Sportsbook API accepts for this player', async () => {
      const res = await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions` });
      const body = sportsbookSessionResponseSchema.parse(res.json());
      // verify it the way the Sportsbook API does (auth/bearer.ts)
      const api = Fastify();
      installErrorHandling(api);
      api.get('/whoami', async (request) => ({ id: await requirePlayerId(request, h.ctx) }));
      const who = await api.inject({
        method: 'GET',
        url: '/whoami',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(who.json()).toEqual({ id: String(playerId) });
      // no limit: the token lives sportsbookTokenTtlSeconds; after that it is a 401
      h.clock.advance(h.platform.settings.sportsbookTokenTtlSeconds * 1000 + 1000);
      const late = await api.inject({
        method: 'GET',
        url: '/whoami',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expectError(late, 401, 'unauthorized');
      await api.close();
    });

    it('403 past the session limit, until the period has passed; continue never extends the session', async () => {
      await addUserLimit(h.db, playerId, {
        type: 'session',
        periodSeconds: 24 * 3600,
        allowanceSeconds: 2 * 3600,
        nowMs: h.clock.now(),
      });
      const first = sportsbookSessionResponseSchema.parse(
        (await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions` })).json(),
      );
      expect(Date.parse(first.session.expires_at!) - Date.parse(first.session.started_at)).toBe(
        2 * 3600 * 1000,
      );
      h.clock.advance(3600 * 1000);
      const again = sportsbookSessionResponseSchema.parse(
        (await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions` })).json(),
      );
      expect(again.session.id).toBe(first.session.id);
      const cont = sportsbookSessionResponseSchema.parse(
        (await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions/continue` })).json(),
      );
      expect(cont.session).toMatchObject({ id: first.session.id, expires_at: first.session.expires_at });
      expect(cont.session.continued_at).toBe(new Date(h.clock.now()).toISOString());
      h.clock.advance(3600 * 1000);
      expectError(
        await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions` }),
        403,
        'session_limit_reached',
      );
      expectError(
        await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions/continue` }),
        403,
        'session_limit_reached',
      );
      h.clock.advance(22 * 3600 * 1000);
      const next = sportsbookSessionResponseSchema.parse(
        (await browser.request({ method: 'POST', url: `${P}/sportsbook_sessions` })).json(),
      );
      expect(next.session.id).not.toBe(first.session.id);
    });

    it('applies the operator default session limit when the player has none', async () => {
      const limited = await openPlatformHarness(kind, {
        sessionLimit: { allowanceSeconds: 60, periodSeconds: 600 },
      });
      try {
        const b = new TestBrowser(limited.app);
        await b.signIn();
        expect((await b.request({ method: 'POST', url: `${P}/sportsbook_sessions` })).statusCode).toBe(200);
        limited.clock.advance(61_000);
        expectError(
          await b.request({ method: 'POST', url: `${P}/sportsbook_sessions` }),
          403,
          'session_limit_reached',
        );
      } finally {
        await limited.close();
      }
    });
  });
});
