import { describe, expect, it } from 'vitest';
import { MAX_ODDS_CEILING } from '@slipstream/betting';
import { MAX_WIRE_ODDS } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import { credit } from '../wallet/ledger';
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

/** Issue 21: money and betting rules found by adversarial testing, each as the rule it breaks. */
describe.each(testDbKinds())('money and betting rules on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const match = () => bettableMatches(h.catalogue)[next++]!;

  /** A player with a USDT account holding `balance` minor units (1e6 per USDT). */
  async function usdtPlayer(balance: number) {
    const p = await createPlayer(db, 0);
    await db.query(`INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, 'USDT', now())`, [
      p.id,
    ]);
    await db.transaction((tx) =>
      credit(tx, {
        playerId: p.id,
        currency: 'USDT',
        amount: balance,
        reason: 'deposit',
        reference: `test:${p.id}`,
        idempotencyKey: `test-usdt:${p.id}`,
      }),
    );
    return p;
  }

  it('[VA18] a stake whose subunits disagree with its currency is a 400 and moves nothing', async () => {
    const p = await usdtPlayer(1_000_000_000);
    const s = sel(h.catalogue, match().id, 1, '1');
    const body = expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 60_000, currency: 'USDT', subunits: 100 }, selections: [s] }],
      }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(body.data?.details)).toContain('bets.0.stake.subunits');
    expect(await betCount(db, p.id)).toBe(0);
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, {
        bets: [{ stake: { currency: 'USDT', subunits: 100 }, selections: [s] }],
      }),
      400,
      'validation_failed',
    );
    // The currency's own subunits are accepted.
    const ok = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 1_000_000, currency: 'USDT', subunits: 1_000_000 }, selections: [s] }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('[VA21][BO8] a bet naming a bonus the player does not have is refused with bonus_not_found and charges nothing', async () => {
    const p = await createPlayer(db, 10_000);
    const s = sel(h.catalogue, match().id, 1, '1');
    for (const bonus of [
      { id: 'no-such-bonus', type: 'freebet' },
      { id: '1', type: 'comboboost', odds: 1.5 },
    ]) {
      const body = expectError(
        await inject(h.app, 'POST', BETS_BASE, p.token, {
          bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [s], bonus }],
        }),
        422,
        'bonus_not_found',
      );
      expect(body.data?.errors_by_bet?.['0']).toBeDefined();
    }
    expect(await betCount(db, p.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(10_000);
    // No bonus (absent or null) places as before.
    const ok = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [s], bonus: null }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('[OD8] requested odds above the odds cap are a 400 under every accept mode, never a 500', async () => {
    expect(MAX_WIRE_ODDS * 1000).toBe(MAX_ODDS_CEILING);
    const p = await createPlayer(db, 10_000);
    await db.query(
      `INSERT INTO player_settings (player_id, auto_accept_odds_change) VALUES ($1, 'any')
       ON CONFLICT (player_id) DO UPDATE SET auto_accept_odds_change = 'any'`,
      [String(p.id)],
    );
    const m = match();
    const s = sel(h.catalogue, m.id, 1, '1');
    for (const odds of [3_000_000, '2147483.648', 10_000.001, '999999999.999']) {
      const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [{ ...s, odds }] }],
      });
      expectError(res, 400, 'validation_failed');
    }
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [s, sel(h.catalogue, m.id, 18, '12', 'total=2.5')],
            custom_odds: 20_000,
          },
        ],
      }),
      400,
      'validation_failed',
    );
    // At the cap itself, mode any places at the current price.
    const ok = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [{ ...s, odds: MAX_WIRE_ODDS }] }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data[0].odds).toBe(s.odds);
  });

  it('[BB1] two outcomes of one market conflict in calculate, odds and placement alike', async () => {
    const p = await createPlayer(db, 10_000);
    const m = match();
    const homeOrDraw = sel(h.catalogue, m.id, 10, '9');
    const drawOrAway = sel(h.catalogue, m.id, 10, '11');
    const calc = await inject(h.app, 'POST', `${BETS_BASE}/custom/calculate`, null, {
      bets: [{ selections: [homeOrDraw] }],
    });
    expect(calc.statusCode, calc.body).toBe(200);
    const dc = (calc.json().Markets as { ID: number; Outcomes: { ID: string; Conflict: boolean }[] }[]).find(
      (x) => x.ID === 10,
    )!;
    expect(dc.Outcomes.find((o) => o.ID === '11')!.Conflict).toBe(true);
    const odds = expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/custom/odds`, null, {
        bets: [{ selections: [homeOrDraw, drawOrAway] }],
      }),
      409,
      120,
    );
    expect(odds.data?.localized_message).toBe('error.custom_bet.conflict');
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [homeOrDraw, drawOrAway],
            custom_odds: 1.5,
          },
        ],
      }),
      409,
      120,
    );
    expect(await betCount(db, p.id)).toBe(0);
  });

  it('[BB2] a quarter line wins in full only beyond both its halves: under 2.25 + over 1.5 conflicts', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue).find((x) => h.catalogue.model.market(x.id, 18, 'total=2.25'))!;
    expect(m, 'the small catalogue has a quarter total line').toBeDefined();
    const under = sel(h.catalogue, m.id, 18, '13', 'total=2.25');
    const over = sel(h.catalogue, m.id, 18, '12', 'total=1.5');
    const calc = await inject(h.app, 'POST', `${BETS_BASE}/custom/calculate`, null, {
      bets: [{ selections: [under] }],
    });
    expect(calc.statusCode, calc.body).toBe(200);
    const line = (
      calc.json().Markets as {
        ID: number;
        Specifiers: string;
        Outcomes: { ID: string; Conflict: boolean }[];
      }[]
    ).find((x) => x.ID === 18 && x.Specifiers === 'total=1.5')!;
    expect(line.Outcomes.find((o) => o.ID === '12')!.Conflict).toBe(true);
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/custom/odds`, null, {
        bets: [{ selections: [under, over] }],
      }),
      409,
      120,
    );
    expectError(
      await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [under, over], custom_odds: 2 }],
      }),
      409,
      120,
    );
    expect(await betCount(db, p.id)).toBe(0);
  });

  it('[SE8] a 3-way dead heat pays exactly stake × odds / 3', async () => {
    const race = [...h.catalogue.model.matches.values()].find(
      (x) => x.outright && x.status === 0 && h.catalogue.model.listedMarkets(x.id).length > 0,
    )!;
    expect(race, 'the small catalogue has a race').toBeDefined();
    const market = h.catalogue.model.listedMarkets(race.id)[0]!;
    const [a, b, c] = market.outcomes;
    const prices = [3, 2, 15];
    const p = await createPlayer(db, 10_000);
    const ids: string[] = [];
    for (const [i, o] of [a!, b!, c!].entries()) {
      const ref = {
        match_id: race.id,
        market_id: market.marketId,
        specifier: market.specifier,
        outcome_id: o.id,
      };
      expect(
        (await inject(h.app, 'POST', '/api/sim/odds', null, { ...ref, odds: prices[i] })).statusCode,
      ).toBe(200);
      const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 300, currency: 'EUR' }, selections: [{ ...ref, odds: prices[i] }] }],
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(String(res.json().data[0].id));
    }
    const finish = await inject(h.app, 'POST', `/api/sim/matches/${race.id}/finish`, null, {
      winner_outcome_ids: [a!.id, b!.id, c!.id],
    });
    expect(finish.statusCode, finish.body).toBe(200);
    const rows = await db.query<{ id: unknown; win_amount: unknown }>(
      'SELECT id, win_amount FROM bets WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );
    expect(rows.rows.map((r) => Number(r.win_amount))).toEqual([300, 200, 1500]);
    expect(await balanceOf(db, p.id)).toBe(10_000 - 900 + 2000);
  });

  it('[VA19] max stake never promises a stake placement refuses, and placement accepts the one it gives', async () => {
    const rich = await createPlayer(db, 100_000_000);
    const m = match();
    const maxStakeOf = (bet: Record<string, unknown>) =>
      inject(h.app, 'POST', `${BETS_BASE}/max-stake`, rich.token, {
        bets: [{ stake: { currency: 'EUR' }, ...bet }],
      });
    // A same-match combo (VA7) is refused by both.
    const sameMatch = {
      selections: [sel(h.catalogue, m.id, 1, '1'), sel(h.catalogue, m.id, 18, '12', 'total=2.5')],
    };
    expectError(await maxStakeOf(sameMatch), 422, 'bet_rejected');
    // 21 selections (VA3) are refused by both.
    const legs21 = [...h.catalogue.model.matches.values()]
      .filter((x) => x.status === 0 && h.catalogue.model.sportOf(x).provider === 'betradar')
      .filter((x) => h.catalogue.model.market(x.id, 1, ''))
      .slice(0, 21)
      .map((x) => sel(h.catalogue, x.id, 1, '1'));
    expect(legs21).toHaveLength(21);
    expectError(await maxStakeOf({ selections: legs21 }), 422, 'bet_rejected');
    // A single above the odds limit (VA4, 1000.00, action reject by default).
    const s = sel(h.catalogue, match().id, 1, '2');
    const ref = {
      match_id: s.match_id,
      market_id: s.market_id,
      specifier: s.specifier,
      outcome_id: s.outcome_id,
    };
    await inject(h.app, 'POST', '/api/sim/odds', null, { ...ref, odds: 1500 });
    const high = { selections: [{ ...ref, odds: 1500 }] };
    const placed = await inject(h.app, 'POST', BETS_BASE, rich.token, {
      bets: [{ stake: { value: 100, currency: 'EUR' }, ...high }],
    });
    expectError(placed, 422, 'bet_rejected');
    expectError(await maxStakeOf(high), 422, 'bet_rejected');
  });

  it('[VA19] in USDT the max stake is exactly the largest stake the payout limit lets placement accept', async () => {
    const p = await usdtPlayer(10_000_000_000_000);
    // Total odds 4.5^4 = 410.06: at the USDT max stake (500) the profit is above the payout limit, which binds.
    const legs = bettableMatches(h.catalogue)
      .slice(next, next + 4)
      .map((x) => ({ ...sel(h.catalogue, x.id, 1, '2'), odds: 4.5 }));
    next += 4;
    for (const leg of legs) await inject(h.app, 'POST', '/api/sim/odds', null, leg);
    const res = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, {
      bets: [{ stake: { currency: 'USDT' }, selections: legs }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const max = res.json() as number;
    const place = (value: number) =>
      inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value, currency: 'USDT' }, selections: legs }],
      });
    expect(max).toBeLessThan(500_000_000);
    const over = await place(max + 1);
    expectError(over, 422, 'bet_rejected');
    expect(JSON.stringify(over.json().data?.details)).toContain('max_payout');
    const ok = await place(max);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('[BT1][VA20] systems are k/n with 2 ≤ k < n and n ≥ 3 only: 1/n and 2-selection systems are 400', async () => {
    const p = await createPlayer(db, 10_000);
    const three = bettableMatches(h.catalogue)
      .slice(next, next + 3)
      .map((x) => sel(h.catalogue, x.id, 1, '1'));
    next += 3;
    for (const [systemId, selections] of [
      ['1/3', three],
      ['1/2', three.slice(0, 2)],
    ] as const)
      expectError(
        await inject(h.app, 'POST', BETS_BASE, p.token, {
          bets: [{ type: 'system', system_id: systemId, stake: { value: 100, currency: 'EUR' }, selections }],
        }),
        400,
        'validation_failed',
      );
    expect(await betCount(db, p.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(10_000);
  });
});
