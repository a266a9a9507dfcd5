import { describe, expect, it } from 'vitest';
import { betChangedEventSchema, betListResponseSchema, placeBetsResponseSchema } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import { updatePlayerSettings } from '../settings/player-settings';
import {
  balanceOf,
  betCount,
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

describe.each(testDbKinds())('placing bets on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const single = (s: ReturnType<typeof sel>, value = 1000) => ({
    bets: [{ stake: { value, currency: 'EUR' }, selections: [s] }],
  });
  const setOdds = (s: ReturnType<typeof sel>, odds: number) =>
    inject(h.app, 'POST', '/api/sim/odds', null, { ...s, odds });

  it('places a single in one transaction: bet, selections, stake debited through the ledger', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[0]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      meta: { device_id: 'dev-1', quick: false },
      ...single(s),
    });
    expect(res.statusCode, res.body).toBe(201);
    const bet = placeBetsResponseSchema.parse(res.json()).data[0]!;
    expect(bet).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      odds: s.odds,
    });
    expect(bet.stake).toEqual({ value: 1000, currency: 'EUR', subunits: 100 });
    expect(bet.potential_win_amount.value).toBe(Math.floor((1000 * Math.round(s.odds * 1000)) / 1000));
    expect(await balanceOf(db, p.id)).toBe(9000);
    const ledger = await db.query<{ reason: string; reference: string }>(
      `SELECT t.reason, t.reference FROM ledger_transactions t WHERE t.reference = $1`,
      [`bet:${bet.id}`],
    );
    expect(ledger.rows).toEqual([{ reason: 'bet_stake', reference: `bet:${bet.id}` }]);
    const changed = h.published.find(
      (x) => x.publication.event === 'bet_changed' && x.channel === `$user:en:${p.id}`,
    );
    expect(betChangedEventSchema.parse(changed?.publication).data.id).toBe(bet.id);
    const list = betListResponseSchema.parse((await inject(h.app, 'GET', BETS_BASE, p.token)).json());
    expect(list.data.map((b) => b.id)).toEqual([bet.id]);
    expect(
      h.published.some((x) => x.publication.event === 'balance_changed' && x.channel === `$user:en:${p.id}`),
    ).toBe(true);
  });

  it('a visitor gets 401 on every bets endpoint', async () => {
    for (const [method, url] of [
      ['GET', BETS_BASE],
      ['POST', BETS_BASE],
      ['POST', `${BETS_BASE}/cashout`],
      ['POST', `${BETS_BASE}/max-stake`],
      ['POST', `${BETS_BASE}/share-code`],
      ['POST', '/api/sportsbook/v1/vote'],
    ] as const)
      expectError(
        await inject(h.app, method, url, null, method === 'POST' ? {} : undefined),
        401,
        'unauthorized',
      );
    expectError(await inject(h.app, 'GET', BETS_BASE, 'not-a-jwt'), 401, 'unauthorized');
  });

  it('accept mode none: any price change is error 101 with errors_by_bet, and nothing moves', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[1]!;
    const s = sel(h.catalogue, m.id, 1, '2');
    await setOdds(s, s.odds + 0.1);
    const body = expectError(await inject(h.app, 'POST', BETS_BASE, p.token, single(s)), 409, 101);
    expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe('error.place_bets.invalid_odds');
    expect(await balanceOf(db, p.id)).toBe(10_000);
    expect(await betCount(db, p.id)).toBe(0);
  });

  it('accept mode higher: a higher price is placed at the current price, a lower one is 101', async () => {
    const p = await createPlayer(db, 10_000);
    await updatePlayerSettings(db, String(p.id), { auto_accept_odds_change: 'higher' }, h.clock.now());
    const m = bettableMatches(h.catalogue)[2]!;
    const s = sel(h.catalogue, m.id, 1, '3');
    await setOdds(s, Number((s.odds + 0.25).toFixed(3)));
    const up = await inject(h.app, 'POST', BETS_BASE, p.token, single(s));
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data[0].odds).toBe(Number((s.odds + 0.25).toFixed(3)));
    await setOdds(s, Number((s.odds - 0.05).toFixed(3)));
    expectError(await inject(h.app, 'POST', BETS_BASE, p.token, single(s)), 409, 101);
  });

  it('accept mode any: a lower price is placed at the current price', async () => {
    const p = await createPlayer(db, 10_000);
    await updatePlayerSettings(db, String(p.id), { auto_accept_odds_change: 'any' }, h.clock.now());
    const m = bettableMatches(h.catalogue)[3]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const lower = Number((s.odds - 0.04).toFixed(3));
    await setOdds(s, lower);
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, single(s));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0].odds).toBe(lower);
  });

  it('a suspended market, an unbettable match or an inactive provider is selection_unavailable', async () => {
    const p = await createPlayer(db, 10_000);
    const [m1, m2] = bettableMatches(h.catalogue).slice(4, 6);
    const s1 = sel(h.catalogue, m1!.id, 18, '12', 'total=2.5');
    await inject(h.app, 'POST', '/api/sim/markets/status', null, {
      match_id: m1!.id,
      market_id: 18,
      specifier: 'total=2.5',
      status: -1,
    });
    let body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(s1)),
      409,
      'selection_unavailable',
    );
    expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe('sb.ticket.suspended.label');
    const s2 = sel(h.catalogue, m2!.id, 1, '1');
    await inject(h.app, 'POST', `/api/sim/matches/${m2!.id}/status`, null, { status: 2 });
    body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(s2)),
      409,
      'selection_unavailable',
    );
    expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe('sb.ticket.not-available.label');
    const m3 = bettableMatches(h.catalogue)[6]!;
    await inject(h.app, 'POST', '/api/sim/providers/betradar', null, { active: false });
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(sel(h.catalogue, m3.id, 1, '1'))),
      409,
      'selection_unavailable',
    );
    await inject(h.app, 'POST', '/api/sim/providers/betradar', null, { active: true });
    const unknown = { match_id: 999_999, market_id: 1, specifier: '', outcome_id: '1', odds: 2 };
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(unknown)),
      409,
      'selection_unavailable',
    );
    expect(await balanceOf(db, p.id)).toBe(10_000);
  });

  it("a changed accept mode or status is honoured on the player's next placement, whatever was seen before", async () => {
    const p = await createPlayer(db, 10_000);
    const setMode = (mode: 'none' | 'any') =>
      updatePlayerSettings(db, String(p.id), { auto_accept_odds_change: mode }, h.clock.now());
    await setMode('any');
    const m = bettableMatches(h.catalogue)[4]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    let odds = s.odds;
    const lowerOdds = async () => {
      odds = Number((odds - 0.01).toFixed(3));
      await setOdds(s, odds);
    };
    await lowerOdds();
    expect((await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 100))).statusCode).toBe(201);
    // now none: the lower price placed under 'any' a moment ago is refused, and nothing moves
    await setMode('none');
    await lowerOdds();
    expectError(await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 100)), 409, 101);
    expect(await betCount(db, p.id)).toBe(1);
    expect(await balanceOf(db, p.id)).toBe(9_900);
    // and back to any: accepted again
    await setMode('any');
    await lowerOdds();
    const again = await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 100));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data[0].odds).toBe(odds);
    // a suspension or the pve flag set after earlier placements refuses the next one
    const current = sel(h.catalogue, m.id, 1, '1');
    await db.query(`UPDATE players SET user_account_status = 'blocked' WHERE id = $1`, [p.id]);
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(current, 100)),
      403,
      'spamf_player_bet_forbidden',
    );
    await db.query(`UPDATE players SET user_account_status = 'active', serasa_pve = true WHERE id = $1`, [
      p.id,
    ]);
    expectError(await inject(h.app, 'POST', BETS_BASE, p.token, single(current, 100)), 403, 114);
    expect(await betCount(db, p.id)).toBe(2);
    expect(await balanceOf(db, p.id)).toBe(9_800);
  });

  it('pve players get 114 and a suspended account spamf_player_bet_forbidden', async () => {
    const s = sel(h.catalogue, bettableMatches(h.catalogue)[7]!.id, 1, '1');
    const pve = await createPlayer(db, 10_000, { pve: true });
    const body = expectError(await inject(h.app, 'POST', BETS_BASE, pve.token, single(s)), 403, 114);
    expect(body.message).toBeTruthy();
    const blocked = await createPlayer(db, 10_000, { status: 'blocked' });
    expectError(
      await inject(h.app, 'POST', BETS_BASE, blocked.token, single(s)),
      403,
      'spamf_player_bet_forbidden',
    );
  });

  it('insufficient funds place nothing', async () => {
    const p = await createPlayer(db, 500);
    const s = sel(h.catalogue, bettableMatches(h.catalogue)[7]!.id, 1, '1');
    expectError(await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 501)), 400, 'insufficient_funds');
    expect(await betCount(db, p.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(500);
  });

  it('insufficient funds for a later bet of the request place none of its bets', async () => {
    const p = await createPlayer(db, 500);
    const [a, b] = bettableMatches(h.catalogue).slice(8, 10);
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        { stake: { value: 300, currency: 'EUR' }, selections: [sel(h.catalogue, a!.id, 1, '1')] },
        { stake: { value: 300, currency: 'EUR' }, selections: [sel(h.catalogue, b!.id, 1, '1')] },
      ],
    });
    expectError(res, 400, 'insufficient_funds');
    expect(res.json()).toMatchObject({ data: { details: { available: 200, requested: 300 } } });
    expect(await betCount(db, p.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(500);
  });

  it('restrictions and limits are bet_rejected with per-bet messages (VA3–VA9)', async () => {
    const p = await createPlayer(db, 100_000_000);
    const matches = bettableMatches(h.catalogue).slice(7);
    const m = matches[0]!;
    // VA7 same match in a combo
    let body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [sel(h.catalogue, m.id, 1, '1'), sel(h.catalogue, m.id, 18, '12', 'total=2.5')],
          },
        ],
      }),
      422,
      'bet_rejected',
    );
    expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe(
      'error.validation.restriction.same_match',
    );
    // VA5 max stake for EUR (5,000.00)
    body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(sel(h.catalogue, m.id, 1, '1'), 500_001)),
      422,
      'bet_rejected',
    );
    expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe(
      'error.validation.bet_limits.max_stake_limit_exceeded',
    );
    // VA6 payout limit (profit above 100,000.00) and VA4 odds limit (above 1000) on a long combo
    const legs = matches.slice(0, 12).map((x) => sel(h.catalogue, x.id, 1, '2'));
    body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 400_000, currency: 'EUR' }, selections: legs }],
      }),
      422,
      'bet_rejected',
    );
    const kinds = (body.data?.details as { kind: string }[]).map((d) => d.kind);
    expect(kinds).toEqual(expect.arrayContaining(['max_odds', 'max_payout']));
    // VA9 mixed providers
    const cyber = [...h.catalogue.model.matches.values()].find(
      (x) =>
        x.status === 0 &&
        h.catalogue.model.sportOf(x).provider === 'oddin' &&
        h.catalogue.model.market(x.id, 186, ''),
    );
    expect(cyber, 'the small catalogue has one').toBeDefined();
    {
      body = expectError(
        await inject(h.app, 'POST', BETS_BASE, p.token, {
          bets: [
            {
              stake: { value: 100, currency: 'EUR' },
              selections: [sel(h.catalogue, m.id, 1, '1'), sel(h.catalogue, cyber!.id, 186, '4')],
            },
          ],
        }),
        422,
        'bet_rejected',
      );
      expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe(
        'error.validation.restriction.mixed_providers',
      );
    }
    // VA13 a currency the book does not know
    body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 100, currency: 'XXX' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
      }),
      422,
      'bet_rejected',
    );
    expect(body.data?.errors_by_bet?.['0']?.localized_message).toBe('error.validation.currency.unknown');
    expect(await betCount(db, p.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(100_000_000);
  });

  it('[VA3] more selections than the limit (20) and [VA10] a one-leg custom bet are refused', async () => {
    const p = await createPlayer(db, 100_000);
    // Any 21 upcoming regular matches with a 1x2 market (the custom-market filter of bettableMatches is not needed).
    const legs = [...h.catalogue.model.matches.values()]
      .filter(
        (x) =>
          x.status === 0 &&
          h.catalogue.model.sportOf(x).provider === 'betradar' &&
          h.catalogue.model.market(x.id, 1, ''),
      )
      .slice(-21)
      .map((x) => sel(h.catalogue, x.id, 1, '1'));
    expect(legs).toHaveLength(21);
    const body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 1, currency: 'EUR' }, selections: legs }],
      }),
      422,
      'bet_rejected',
    );
    expect((body.data?.details as { kind: string }[]).map((d) => d.kind)).toContain('max_selections');
    const one = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        {
          type: 'custom_bet',
          custom_odds: legs[0]!.odds,
          stake: { value: 100, currency: 'EUR' },
          selections: [legs[0]],
        },
      ],
    });
    expect(expectError(one, 409, 120).data?.errors_by_bet?.['0']?.localized_message).toBe(
      'error.custom_bet.too_few',
    );
    expect(await balanceOf(db, p.id)).toBe(100_000);
  });

  it('[QB8] a quick bet whose potential win is not above the stake is refused', async () => {
    const p = await createPlayer(db, 100_000);
    const m = bettableMatches(h.catalogue)[13]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    await setOdds(s, 1.001);
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      meta: { quick: true },
      ...single({ ...s, odds: 1.001 }, 1),
    });
    expect(expectError(res, 422, 'bet_rejected').data?.errors_by_bet?.['0']?.localized_message).toBe(
      'error.potential_win.equal_or_less',
    );
    const slip = await inject(h.app, 'POST', BETS_BASE, p.token, {
      meta: { quick: true },
      ...single({ ...s, odds: 1.001 }, 1000),
    });
    expect(slip.statusCode, slip.body).toBe(201);
  });

  it('a system 2/3 debits the stake per line times the lines', async () => {
    const p = await createPlayer(db, 10_000);
    const legs = bettableMatches(h.catalogue)
      .slice(8, 11)
      .map((x) => sel(h.catalogue, x.id, 1, '1'));
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ type: 'system', system_id: '2/3', stake: { value: 100, currency: 'EUR' }, selections: legs }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const bet = res.json().data[0];
    expect(bet.system).toEqual({ id: '2/3', win_count: 2, total_count: 3 });
    expect(bet.stake.value).toBe(300);
    expect(await balanceOf(db, p.id)).toBe(9700);
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [
          { type: 'system', system_id: '3/3', stake: { value: 100, currency: 'EUR' }, selections: legs },
        ],
      }),
      400,
      'validation_failed',
    );
  });

  it('custom bets: placed at the bet-builder price; a stale price is 120, conflicts are 120', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[11]!;
    const legs = [sel(h.catalogue, m.id, 1, '1'), sel(h.catalogue, m.id, 18, '12', 'total=2.5')];
    const calc = await inject(h.app, 'POST', `${BETS_BASE}/custom/calculate`, null, {
      bets: [{ selections: legs }],
    });
    expect(calc.statusCode, calc.body).toBe(200);
    const price = calc.json().Odds as number;
    const expected = Math.max(
      1001,
      Math.floor(
        (Math.round(legs[0]!.odds * 1000) * Math.round(legs[1]!.odds * 1000) * 9000) / 10_000 / 1000,
      ),
    );
    expect(Math.round(price * 1000)).toBe(expected);
    const stale = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        {
          type: 'custom_bet',
          custom_odds: Number((price + 0.5).toFixed(3)),
          stake: { value: 100, currency: 'EUR' },
          selections: legs,
        },
      ],
    });
    const body = expectError(stale, 409, 120);
    expect(body.data?.localized_message).toBe('error.place_bets.invalid_odds_custom_bet');
    const ok = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        { type: 'custom_bet', custom_odds: price, stake: { value: 100, currency: 'EUR' }, selections: legs },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data[0]).toMatchObject({ type: 'custom_bet', odds: price });
    const conflict = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        {
          type: 'custom_bet',
          custom_odds: 5,
          stake: { value: 100, currency: 'EUR' },
          selections: [sel(h.catalogue, m.id, 1, '1'), sel(h.catalogue, m.id, 1, '3')],
        },
      ],
    });
    expectError(conflict, 409, 120);
    expect(await balanceOf(db, p.id)).toBe(9900);
  });

  it('is idempotent on the request id: a retry answers the first bets and debits once', async () => {
    const p = await createPlayer(db, 10_000);
    const s = sel(h.catalogue, bettableMatches(h.catalogue)[12]!.id, 1, '1');
    const first = await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 700), {
      'idempotency-key': 'req-1',
    });
    const again = await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 700), {
      'idempotency-key': 'req-1',
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.map((b: { id: string }) => b.id)).toEqual(
      first.json().data.map((b: { id: string }) => b.id),
    );
    const viaMeta = await inject(h.app, 'POST', BETS_BASE, p.token, {
      meta: { request_id: 'req-1' },
      ...single(s, 700),
    });
    expect(viaMeta.json().data[0].id).toBe(first.json().data[0].id);
    expect(await balanceOf(db, p.id)).toBe(9300);
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 800), { 'idempotency-key': 'req-1' }),
      409,
      'idempotency_conflict',
    );
  });

  it('malformed input is validation_failed (odds with 4 decimals, zero stake, no bets)', async () => {
    const p = await createPlayer(db, 10_000);
    const s = sel(h.catalogue, bettableMatches(h.catalogue)[12]!.id, 1, '1');
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, single({ ...s, odds: 2.3456 })),
      400,
      'validation_failed',
    );
    expectError(await inject(h.app, 'POST', BETS_BASE, p.token, single(s, 0)), 400, 'validation_failed');
    expectError(await inject(h.app, 'POST', BETS_BASE, p.token, { bets: [] }), 400, 'validation_failed');
    expect(await balanceOf(db, p.id)).toBe(10_000);
  });
});
