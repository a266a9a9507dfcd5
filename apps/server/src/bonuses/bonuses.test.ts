import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { installErrorHandling } from '../http/error-handler';
import { createRecordingPublisher } from '../push/publisher';
import { registerBonuses } from './register-bonuses';
import { inLocale, type CampaignTexts, type IssuedBonus } from './bonus-model';
import { SUPPORTED_LOCALES } from '@slipstream/contract';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { settleMatchBets } from '../bets/settlement';
import {
  balanceOf,
  createPlayer,
  expectError,
  inject,
  pricedOutcome,
  issueSimBonus,
  marketOf,
  sel,
  writeResults,
  SECRET,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';

const BONUSES = `${SPORTSBOOK_BASE}/bonuses`;

describe.each(testDbKinds())('bonuses on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  /** A fresh match and a 1x2 outcome priced at `min` or more, at its current price. */
  function pick(min = 1500) {
    const { m, o, s, next: after } = pricedOutcome(h.catalogue, next, min);
    next = after;
    return { m, s, odds: o.odds, outcomeId: o.id };
  }

  async function redeem(token: string, code: string) {
    return inject(h.app, 'POST', `${BONUSES}/promo-code`, token, { code });
  }

  const simIssue = (playerId: number, body: Record<string, unknown>) => issueSimBonus(h, playerId, body);

  const place = (token: string, bets: unknown[]) => inject(h.app, 'POST', BETS_BASE, token, { bets });

  it('[LC1] a campaign answers its name and description in the asker language (locale, base language, own)', async () => {
    const p = await createPlayer(db, 0);
    const res = await inject(
      h.app,
      'POST',
      `${BONUSES}/promo-code`,
      p.token,
      { code: 'WELCOME10' },
      {
        'accept-language': 'de-AT',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    // de-AT has its own texts (German, with the amounts as Austria writes them).
    expect(res.json().data).toMatchObject({
      name: 'Willkommens-Gratiswette',
      description: expect.stringContaining('10,00') as unknown,
    });
    const id = res.json().data.id as string;
    const inArabic = await inject(h.app, 'GET', `${BONUSES}/freebets/${id}`, p.token, undefined, {
      'accept-language': 'ar',
    });
    expect(inArabic.json().data.description).toContain('١٠٫٠٠');
    // A language the campaign has no texts for (and English) read the campaign's own.
    for (const lang of ['en', 'xx'])
      expect(
        (
          await inject(h.app, 'GET', `${BONUSES}/freebets/${id}`, p.token, undefined, {
            'accept-language': lang,
          })
        ).json().data.name,
      ).toBe('Welcome free bet');
  });

  it('[LC1] every demo campaign has its name and description in each catalogue language that is not English', async () => {
    const rows = await db.query<{ name: string; description: string; texts: unknown }>(
      'SELECT name, description, texts FROM bonus_campaigns WHERE demo ORDER BY id',
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(14);
    const missing: string[] = [];
    for (const r of rows.rows) {
      const texts = (typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts) as CampaignTexts;
      const bonus = { name: r.name, description: r.description, terms: '', texts } as unknown as IssuedBonus;
      for (const locale of SUPPORTED_LOCALES.filter((l) => !l.startsWith('en'))) {
        const local = inLocale(bonus, locale);
        if (local.name === r.name && local.description === r.description)
          missing.push(`${locale}: ${r.name}`);
        if (locale === 'de-CH' && /ß/.test(`${local.name}${local.description}`))
          missing.push(`de-CH ß: ${r.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('[LC1][LC8] every demo campaign has its terms in each catalogue language that is not English, numbers as the locale writes them', async () => {
    const rows = await db.query<{ name: string; terms: string; texts: unknown }>(
      'SELECT name, terms, texts FROM bonus_campaigns WHERE demo ORDER BY id',
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(14);
    const missing: string[] = [];
    for (const r of rows.rows) {
      const texts = (typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts) as CampaignTexts;
      const bonus = { name: r.name, description: '', terms: r.terms, texts } as unknown as IssuedBonus;
      for (const locale of SUPPORTED_LOCALES.filter((l) => !l.startsWith('en'))) {
        const { terms } = inLocale(bonus, locale);
        if (terms === r.terms) missing.push(`${locale}: ${r.name}`);
        // A decimal the English way ("1.50") where the locale writes a comma or digits of its own.
        const decimal = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : locale).formatToParts(1.5)[1]!
          .value;
        if (decimal !== '.' && /\d\.\d/.test(terms)) missing.push(`${locale} English decimal: ${r.name}`);
        if ((locale === 'ar' || locale === 'fa') && /[0-9]/.test(terms))
          missing.push(`${locale} ASCII digits: ${r.name}`);
        if (locale === 'de-CH' && /ß/.test(terms)) missing.push(`de-CH ß: ${r.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('[LC1] a demo campaign says free bet in German as the web catalogues do: "Gratiswette", never "Freiwette"', async () => {
    const rows = await db.query<{ name: string; texts: unknown }>(
      'SELECT name, texts FROM bonus_campaigns WHERE demo ORDER BY id',
    );
    const german = rows.rows.map((r) => {
      const texts = (typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts) as Record<string, unknown>;
      return JSON.stringify([texts.de, texts['de-AT'], texts['de-CH']]);
    });
    expect(german.filter((t) => /freiwette/i.test(t))).toEqual([]);
    expect(german.some((t) => t.includes('Gratiswette'))).toBe(true);
  });

  it('[BO8] WELCOME10 issues an active all-win free bet of 10.00 once per player; COMBO3 a combo boost', async () => {
    const p = await createPlayer(db, 0);
    const res = await redeem(p.token, 'welcome10');
    expect(res.statusCode, res.body).toBe(201);
    const bonus = res.json().data;
    expect(bonus).toMatchObject({
      type: 'freebet_all_win',
      trigger_key: 'WELCOME10',
      status: 'active',
      min_odds: 1.5,
      issued: { amount: 1000, currency: 'EUR', computed_status: 'active', is_active: true, seen: false },
    });
    expectError(await redeem(p.token, 'WELCOME10'), 409, 'promo_code_used');
    expectError(await redeem(p.token, 'NOPE'), 404, 'promo_code_invalid');
    const boost = await redeem(p.token, 'COMBO3');
    expect(boost.json().data).toMatchObject({
      type: 'comboboost',
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: null, bonus_odds: 1.1 },
      ],
    });
    // The issue was pushed to the player's private channel.
    expect(
      h.published.some((x) => x.channel === `$user:en:${p.id}` && x.publication.event === 'bonus_issued'),
    ).toBe(true);
    expectError(await inject(h.app, 'POST', `${BONUSES}/promo-code`, null, { code: 'COMBO3' }), 401);
  });

  it('lists by kind with page size 4, filters, details, terms, mark-as-seen and activation', async () => {
    const p = await createPlayer(db, 0);
    for (let i = 0; i < 5; i++) await simIssue(p.id, { type: 'freebet_only_win', amount: 500 + i });
    const waiting = await simIssue(p.id, { type: 'freebet_no_risk', amount: 300, state: 'available' });
    await simIssue(p.id, { type: 'comboboost' });

    const page1 = (await inject(h.app, 'GET', `${BONUSES}/freebets`, p.token)).json();
    expect(page1.data).toHaveLength(4);
    expect(page1.pagination).toEqual({ total: 6, page: 1, limit: 4, last_page: 2 });
    const page2 = (await inject(h.app, 'GET', `${BONUSES}/freebets?page=2`, p.token)).json();
    expect(page2.data).toHaveLength(2);
    const active = (await inject(h.app, 'GET', `${BONUSES}/freebets?active=1&limit=10`, p.token)).json();
    expect(active.pagination.total).toBe(5);
    const available = (await inject(h.app, 'GET', `${BONUSES}/freebets?status=available`, p.token)).json();
    expect(available.data.map((b: { id: string }) => b.id)).toEqual([waiting.id]);
    expect((await inject(h.app, 'GET', `${BONUSES}/comboboosts`, p.token)).json().pagination.total).toBe(1);
    expect((await inject(h.app, 'GET', `${BONUSES}/huntings`, p.token)).json().data).toEqual([]);
    const overview = (await inject(h.app, 'GET', `${BONUSES}?limit_per_type=2`, p.token)).json();
    expect(overview.data.filter((d: { type: string }) => d.type === 'freebet_only_win')).toHaveLength(2);

    const detail = await inject(h.app, 'GET', `${BONUSES}/freebets/${waiting.id}`, p.token);
    expect(detail.json().data).toMatchObject({
      id: waiting.id,
      type: 'freebet_no_risk',
      status: 'available',
    });
    expectError(
      await inject(h.app, 'GET', `${BONUSES}/comboboosts/${waiting.id}`, p.token),
      404,
      'bonus_unknown',
    );
    const terms = (await inject(h.app, 'GET', `${BONUSES}/freebets/${waiting.id}/terms`, p.token)).json();
    expect(terms.terms).toMatch(/loss returns the stake/);
    // Another player sees none of it.
    const other = await createPlayer(db, 0);
    expectError(
      await inject(h.app, 'GET', `${BONUSES}/freebets/${waiting.id}`, other.token),
      404,
      'bonus_unknown',
    );

    const seen = await inject(h.app, 'POST', `${BONUSES}/mark-as-seen`, p.token, [
      { id: waiting.id, type: 'freebet_no_risk' },
    ]);
    expect(seen.json().data).toEqual([waiting.id]);
    const unseen = (await inject(h.app, 'GET', `${BONUSES}/freebets?unseen=1&limit=10`, p.token)).json();
    expect(unseen.pagination.total).toBe(5);

    const activated = await inject(h.app, 'POST', `${BONUSES}/${waiting.id}/activate`, p.token);
    expect(activated.json().data.status).toBe('active');
    expectError(
      await inject(h.app, 'POST', `${BONUSES}/${waiting.id}/activate`, p.token),
      409,
      'bonus_not_activatable',
    );
    expectError(await inject(h.app, 'GET', `${BONUSES}/nonsense`, p.token), 400, 'validation_failed');
  });

  it('[BO4][BO8] an all-win free bet stakes nothing of the balance, carries bet.bonus and a win pays stake × odds', async () => {
    const p = await createPlayer(db, 2_000);
    const bonus = (await redeem(p.token, 'WELCOME10')).json().data;
    const { m, s, odds, outcomeId } = pick();
    const res = await place(p.token, [
      { stake: { value: 1000, currency: 'EUR' }, selections: [s], bonus: { id: bonus.id, type: bonus.type } },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const bet = res.json().data[0];
    expect(bet.bonus).toEqual({
      id: bonus.id,
      type: 'freebet_all_win',
      odds: null,
      amount: { value: 1000, currency: 'EUR', subunits: 100 },
    });
    expect(bet.potential_win_amount.value).toBe(Math.floor((1000 * odds) / 1000));
    expect(bet.to_cashout).toBeNull();
    expect(await balanceOf(db, p.id)).toBe(2_000);
    const listed = (await inject(h.app, 'GET', `${BONUSES}/freebets`, p.token)).json().data[0];
    expect(listed.issued.computed_status).toBe('bonus_over');
    // Used: a second bet with it is refused and charges nothing.
    const again = pick();
    expectError(
      await place(p.token, [
        {
          stake: { value: 1000, currency: 'EUR' },
          selections: [again.s],
          bonus: { id: bonus.id, type: bonus.type },
        },
      ]),
      422,
      'bonus_not_available',
    );
    await writeResults(db, m.id, [{ marketId: 1, outcomeId, result: 1 }]);
    expect(await settleMatchBets(h.bets.deps, h.bets.offers, m.id)).toBe(1);
    expect(await balanceOf(db, p.id)).toBe(2_000 + Math.floor((1000 * odds) / 1000));
    const mine = (await inject(h.app, 'GET', BETS_BASE, p.token)).json().data[0];
    expect(mine).toMatchObject({ result: 'win_entire', bonus: { type: 'freebet_all_win' } });
  });

  it('[BO3][BO5][BO6] only-win pays the profit; no-risk stakes cash and a loss gives it back; a void free bet comes back', async () => {
    const p = await createPlayer(db, 5_000);
    const onlyWin = await simIssue(p.id, { type: 'freebet_only_win', amount: 1000 });
    const noRisk = await simIssue(p.id, { type: 'freebet_no_risk', amount: 2000 });
    const allWin = await simIssue(p.id, { type: 'freebet_all_win', amount: 700 });
    const a = pick();
    const b = pick();
    const c = pick();
    const res = await place(p.token, [
      {
        stake: { value: 1000, currency: 'EUR' },
        selections: [a.s],
        bonus: { id: onlyWin.id, type: onlyWin.type },
      },
      {
        stake: { value: 2000, currency: 'EUR' },
        selections: [b.s],
        bonus: { id: noRisk.id, type: noRisk.type },
      },
      {
        stake: { value: 700, currency: 'EUR' },
        selections: [c.s],
        bonus: { id: allWin.id, type: allWin.type },
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [betA] = res.json().data;
    expect(betA.potential_win_amount.value).toBe(Math.floor((1000 * a.odds) / 1000) - 1000);
    // Only the no-risk stake came from the balance.
    expect(await balanceOf(db, p.id)).toBe(3_000);
    await writeResults(db, a.m.id, [{ marketId: 1, outcomeId: a.outcomeId, result: 1 }]);
    await writeResults(db, b.m.id, [{ marketId: 1, outcomeId: b.outcomeId, result: 0 }]);
    await writeResults(db, c.m.id, [{ marketId: 1, outcomeId: c.outcomeId, result: 0, voidFactor: '1' }]);
    for (const x of [a, b, c]) await settleMatchBets(h.bets.deps, h.bets.offers, x.m.id);
    const profit = Math.floor((1000 * a.odds) / 1000) - 1000;
    expect(await balanceOf(db, p.id)).toBe(3_000 + profit + 2000);
    // The voided all-win free bet is active again, and nothing was paid for it in cash.
    const back = (await inject(h.app, 'GET', `${BONUSES}/freebets/${allWin.id}`, p.token)).json().data;
    expect(back.issued).toMatchObject({ computed_status: 'active', times_used: 0 });
  });

  it('[BO5] a half-lost no-risk free bet (Asian handicap -0.25, draw) gives the whole stake back, as a lost one does', async () => {
    const p = await createPlayer(db, 5_000);
    const noRisk = await simIssue(p.id, { type: 'freebet_no_risk', amount: 1000 });
    const a = pick();
    const res = await place(p.token, [
      {
        stake: { value: 1000, currency: 'EUR' },
        selections: [a.s],
        bonus: { id: noRisk.id, type: noRisk.type },
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(db, p.id)).toBe(4_000);
    await writeResults(db, a.m.id, [{ marketId: 1, outcomeId: a.outcomeId, result: 0, voidFactor: '0.5' }]);
    expect(await settleMatchBets(h.bets.deps, h.bets.offers, a.m.id)).toBe(1);
    expect(await balanceOf(db, p.id)).toBe(5_000);
    const mine = (await inject(h.app, 'GET', BETS_BASE, p.token)).json().data[0];
    expect(mine).toMatchObject({ result: 'refund_half_lose_other', win_amount: { value: 1000 } });
  });

  it('[BO7][BO8] refusals name the reason and charge nothing', async () => {
    const p = await createPlayer(db, 5_000);
    const fb = (await redeem(p.token, 'WELCOME10')).json().data;
    const low = pick(1001);
    const lowSel = { ...low.s };
    const cheap = marketOf(h.catalogue, low.m.id, 1).outcomes.find((o) => o.odds < 1500);
    const bet = (bonus: unknown, s = pick().s, stake = 1000) => [
      { stake: { value: stake, currency: 'EUR' }, selections: [s], bonus },
    ];
    expectError(await place(p.token, bet({ id: '999999', type: 'freebet_all_win' })), 422, 'bonus_not_found');
    expectError(await place(p.token, bet({ id: 'abc', type: 'freebet_all_win' })), 422, 'bonus_not_found');
    expectError(await place(p.token, bet({ id: fb.id, type: 'freebet_only_win' })), 422, 'bonus_mismatch');
    expectError(
      await place(p.token, bet({ id: fb.id, type: fb.type }, undefined, 999)),
      422,
      'bonus_mismatch',
    );
    if (cheap) {
      const body = expectError(
        await place(p.token, bet({ id: fb.id, type: fb.type }, sel(h.catalogue, low.m.id, 1, cheap.id))),
        422,
        'bonus_not_eligible',
      );
      expect(body.data?.details).toEqual([expect.objectContaining({ reason: 'min_odds' })]);
      expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe('error.place_bets.bonus_not_eligible');
    }
    void lowSel;
    // Another player's bonus is not found.
    const other = await createPlayer(db, 5_000);
    expectError(await place(other.token, bet({ id: fb.id, type: fb.type })), 422, 'bonus_not_found');
    const count = await db.query('SELECT 1 FROM bets WHERE player_id = ANY($1::bigint[])', [
      [p.id, other.id],
    ]);
    expect(count.rows).toHaveLength(0);
    expect(await balanceOf(db, p.id)).toBe(5_000);
  });

  it('[BO1][BO2][BO8] COMBO3 boosts a 3-selection combo and pays the boost when every leg wins', async () => {
    const p = await createPlayer(db, 5_000);
    const boost = (await redeem(p.token, 'COMBO3')).json().data;
    const legs = [pick(1200), pick(1200), pick(1200)];
    const stake = 1000;
    const product = legs.reduce((x, l) => x * BigInt(l.odds), 1n);
    const boosted = Number((BigInt(stake) * product * 1050n) / 1000n ** 4n);
    // Two selections: no range holds the count.
    expectError(
      await place(p.token, [
        {
          stake: { value: stake, currency: 'EUR' },
          selections: legs.slice(0, 2).map((l) => l.s),
          bonus: { id: boost.id, type: 'comboboost', odds: 1.05 },
        },
      ]),
      422,
      'bonus_not_eligible',
    );
    // Stale boost odds are refused.
    expectError(
      await place(p.token, [
        {
          stake: { value: stake, currency: 'EUR' },
          selections: legs.map((l) => l.s),
          bonus: { id: boost.id, type: 'comboboost', odds: 1.1 },
        },
      ]),
      422,
      'bonus_mismatch',
    );
    const res = await place(p.token, [
      {
        stake: { value: stake, currency: 'EUR' },
        selections: legs.map((l) => l.s),
        bonus: { id: boost.id, type: 'comboboost', odds: 1.05 },
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const bet = res.json().data[0];
    expect(bet.bonus).toEqual({ id: boost.id, type: 'comboboost', odds: 1.05, amount: null });
    expect(bet.potential_win_amount.value).toBe(boosted);
    expect(await balanceOf(db, p.id)).toBe(5_000 - stake);
    for (const l of legs)
      await writeResults(db, l.m.id, [{ marketId: 1, outcomeId: l.outcomeId, result: 1 }]);
    for (const l of legs) await settleMatchBets(h.bets.deps, h.bets.offers, l.m.id);
    expect(await balanceOf(db, p.id)).toBe(5_000 - stake + boosted);
    // A combo boost is not used up by one bet.
    const listed = (await inject(h.app, 'GET', `${BONUSES}/comboboosts`, p.token)).json().data[0];
    expect(listed.issued).toMatchObject({ computed_status: 'active', times_used: 1 });
  });
});

describe.each(testDbKinds())('promo codes outside demo mode on %s', (kind) => {
  it('[BO8] NODE_ENV=production without DEMO: the demo codes do not exist', async () => {
    const db = await openTestDb(kind);
    const config = {
      ...loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production' } as unknown as NodeJS.ProcessEnv),
      locales: ['en'],
    };
    expect(config.demo).toBe(false);
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    registerBonuses(
      app,
      { config, db, clock: { now: () => Date.now() } },
      { publisher: createRecordingPublisher(), playerLanguages: async () => ['en'] },
    );
    await app.ready();
    try {
      const p = await createPlayer(db, 0);
      expectError(
        await inject(app, 'POST', `${BONUSES}/promo-code`, p.token, { code: 'WELCOME10' }),
        404,
        'promo_code_invalid',
      );
      // Feed control is closed too.
      expect(
        (await inject(app, 'POST', '/api/sim/bonuses', null, { email: 'x@example.com', type: 'freebet' }))
          .statusCode,
      ).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
