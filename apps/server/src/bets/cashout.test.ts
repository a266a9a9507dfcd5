import { describe, expect, it } from 'vitest';
import {
  betCashoutChangedEventSchema,
  customCalculateResponseSchema,
  shareCodeResponseSchema,
} from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import {
  balanceOf,
  bettableMatches,
  placeBet,
  createPlayer,
  expectError,
  inject,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

describe.each(testDbKinds())('cashout and authorization on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const place = (token: string, selections: ReturnType<typeof sel>[], stake = 1000) =>
    placeBet<{ id: string; to_cashout: { value: number } | null }>(h.app, token, selections, stake);

  it('[CO1][CO5] the offer at unchanged prices is the stake less the 5 % margin', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const bet = await place(p.token, [sel(h.catalogue, m.id, 1, '1')]);
    expect(bet.to_cashout?.value).toBe(950);
    const list = await inject(h.app, 'GET', BETS_BASE, p.token);
    expect(list.json().data[0].to_cashout.value).toBe(950);
  });

  it('[CO1] a price move pushes bet_cashout_changed with the new offer; a stale offer is refused', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await place(p.token, [s]);
    const accepted = Math.round(s.odds * 1000);
    const moved = accepted + 500;
    await inject(h.app, 'POST', '/api/sim/odds', null, { ...s, odds: moved / 1000 });
    await h.bets.offers.settled();
    const fair = Math.floor((1000 * accepted) / moved);
    const offer = Math.floor((fair * 9500) / 10_000);
    const pushed = h.published
      .filter((x) => x.channel === `$user:en:${p.id}` && x.publication.event === 'bet_cashout_changed')
      .map((x) => ({ ...x, publication: betCashoutChangedEventSchema.parse(x.publication) }));
    expect(pushed.at(-1)?.publication.data).toEqual({
      bet_id: bet.id,
      to_cashout: { value: offer, currency: 'EUR', subunits: 100 },
    });
    const stale = expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, { bet_id: bet.id, to_cashout: 950 }),
      409,
      'cashout_offer_changed',
    );
    expect(stale.data?.details).toEqual({ to_cashout: { value: offer, currency: 'EUR', subunits: 100 } });
    expect(await balanceOf(db, p.id)).toBe(9000);
    const ok = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: offer,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: { value: offer },
    });
    expect(await balanceOf(db, p.id)).toBe(9000 + offer);
    // A retry answers the same bet and moves nothing; another value is refused.
    const retry = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: offer,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(ok.json().data);
    expect(await balanceOf(db, p.id)).toBe(9000 + offer);
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, { bet_id: bet.id, to_cashout: offer + 1 }),
      409,
      'cashout_unavailable',
    );
    // A cashed-out bet is never settled again.
    await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    const { settleMatchBets } = await import('./settlement');
    expect(await settleMatchBets(h.bets.deps, h.bets.offers, m.id)).toBe(0);
    expect(await balanceOf(db, p.id)).toBe(9000 + offer);
  });

  it('[CO2][CO3] a combo with a won leg offers more; a lost leg or a suspended market offers nothing', async () => {
    const p = await createPlayer(db, 10_000);
    const [m1, m2] = bettableMatches(h.catalogue).slice(next, next + 2);
    next += 2;
    const s1 = sel(h.catalogue, m1!.id, 1, '1');
    const s2 = sel(h.catalogue, m2!.id, 1, '1');
    const bet = await place(p.token, [s1, s2]);
    await writeResults(db, m1!.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    const list = async () => (await inject(h.app, 'GET', `${BETS_BASE}?status=open`, p.token)).json().data[0];
    const fair = Math.floor((1000 * Math.round(s1.odds * 1000)) / 1000);
    expect((await list()).to_cashout.value).toBe(Math.floor((fair * 9500) / 10_000));
    await inject(h.app, 'POST', '/api/sim/markets/status', null, {
      match_id: m2!.id,
      market_id: 1,
      specifier: '',
      status: -1,
    });
    expect((await list()).to_cashout).toBeNull();
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, { bet_id: bet.id, to_cashout: 1 }),
      409,
      'cashout_unavailable',
    );
    await inject(h.app, 'POST', '/api/sim/markets/status', null, {
      match_id: m2!.id,
      market_id: 1,
      specifier: '',
      status: 1,
    });
    await writeResults(db, m1!.id, [{ marketId: 1, outcomeId: '1', result: 0 }]);
    expect((await list()).to_cashout).toBeNull();
  });

  it("a player never sees, cashes out or shares another player's bet (404, not 403)", async () => {
    const owner = await createPlayer(db, 10_000);
    const other = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const bet = await place(owner.token, [sel(h.catalogue, m.id, 1, '1')]);
    const theirs = await inject(h.app, 'GET', BETS_BASE, other.token);
    expect(theirs.json().data).toEqual([]);
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, other.token, {
        bet_id: bet.id,
        to_cashout: bet.to_cashout!.value,
      }),
      404,
      'bet_not_found',
    );
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/share-code`, other.token, { bet_ids: [bet.id] }),
      404,
      'bet_not_found',
    );
    expect(await balanceOf(db, owner.id)).toBe(9000);
    expect(await balanceOf(db, other.id)).toBe(10_000);
  });

  it('share codes: the owner shares placed bets; anyone reads them back at current prices, flagged', async () => {
    const owner = await createPlayer(db, 10_000);
    const [m1, m2] = bettableMatches(h.catalogue).slice(next, next + 2);
    next += 2;
    const s1 = sel(h.catalogue, m1!.id, 1, '1');
    const bet = await place(owner.token, [s1]);
    const created = await inject(h.app, 'POST', `${BETS_BASE}/share-code`, owner.token, {
      bet_ids: [bet.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().code as string;
    expect(code).toMatch(/^A[0-9A-HJKMNP-TV-Z]{7}$/);
    await inject(h.app, 'POST', '/api/sim/odds', null, { ...s1, odds: s1.odds + 1 });
    const read = await inject(h.app, 'GET', `${BETS_BASE}/share-code?code=${code.toLowerCase()}`, null);
    expect(read.statusCode, read.body).toBe(200);
    const restored = shareCodeResponseSchema.parse(read.json()).bets[0]!;
    expect(restored.betType).toBe('single');
    expect(restored.selections[0]).toMatchObject({
      odds: Math.round((s1.odds + 1) * 1000),
      isSuspended: false,
      isNotAvailable: false,
    });

    // A slip payload (§7) with a selection whose match then stops.
    const s2 = sel(h.catalogue, m2!.id, 1, '2');
    const slip = await inject(h.app, 'POST', `${BETS_BASE}/share-code`, owner.token, {
      bets: [
        {
          stake: 500,
          currency: 'EUR',
          subunits: 100,
          betType: 'single',
          systemType: null,
          customOdds: null,
          freebetStake: null,
          selections: [
            {
              id: 'x',
              matchId: String(m2!.id),
              matchUrnId: m2!.urnId,
              marketGroup: null,
              type: 'match',
              marketId: '1',
              specifier: '',
              outcomeId: '2',
              provider: 'betradar',
              odds: Math.round(s2.odds * 1000),
              categoryName: 'c',
            },
          ],
        },
      ],
    });
    expect(slip.statusCode, slip.body).toBe(201);
    await inject(h.app, 'POST', `/api/sim/matches/${m2!.id}/status`, null, { status: 2 });
    const slipRead = await inject(h.app, 'GET', `${BETS_BASE}/share-code?code=${slip.json().code}`, null);
    expect(slipRead.json().bets[0].selections[0].isNotAvailable).toBe(true);
    expectError(
      await inject(h.app, 'GET', `${BETS_BASE}/share-code?code=A0000000`, null),
      404,
      'share_code_not_found',
    );
    expectError(
      await inject(h.app, 'GET', `${BETS_BASE}/share-code?code=B123`, null),
      400,
      'validation_failed',
    );
  });

  it('GET /bets filters by status and result and paginates', async () => {
    const p = await createPlayer(db, 100_000);
    const ms = bettableMatches(h.catalogue).slice(next, next + 3);
    next += 3;
    for (const m of ms) await place(p.token, [sel(h.catalogue, m.id, 1, '1')], 100);
    await writeResults(db, ms[0]!.id, [{ marketId: 1, outcomeId: '1', result: 0 }]);
    const { settleMatchBets } = await import('./settlement');
    await settleMatchBets(h.bets.deps, h.bets.offers, ms[0]!.id);
    const get = async (q: string) => (await inject(h.app, 'GET', `${BETS_BASE}?${q}`, p.token)).json();
    expect((await get('status=open')).pagination.total).toBe(2);
    expect((await get('status=settled')).data.map((b: { result: string }) => b.result)).toEqual([
      'lose_entire',
    ]);
    expect((await get('status=settled&result=win')).data).toEqual([]);
    expect((await get('result=lose')).pagination.total).toBe(1);
    const page = await get('limit=2&page=2');
    expect(page.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect(page.data).toHaveLength(1);
    expectError(await inject(h.app, 'GET', `${BETS_BASE}?limit=501`, p.token), 400, 'validation_failed');
    expectError(await inject(h.app, 'GET', `${BETS_BASE}?status=nope`, p.token), 400, 'validation_failed');
  });

  it('max stake: the lowest of the balance, the currency limit and the payout limit; unsupported providers refused', async () => {
    const poor = await createPlayer(db, 1234);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const body = { bets: [{ stake: { currency: 'EUR' }, selections: [s] }] };
    const res = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, poor.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(1234);
    const rich = await createPlayer(db, 100_000_000);
    expect((await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, rich.token, body)).json()).toBe(500_000);
    // A long combo: the payout limit (profit ≤ 100,000.00) binds first.
    const legs = bettableMatches(h.catalogue)
      .slice(next, next + 4)
      .map((x) => sel(h.catalogue, x.id, 1, '2'));
    const combo = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, rich.token, {
      bets: [{ stake: { currency: 'EUR' }, selections: legs }],
    });
    const max = combo.json() as number;
    const price = legs.reduce((p, l) => p * BigInt(Math.round(l.odds * 1000)), 1n);
    const profit = (stake: number) => Number((BigInt(stake) * price) / 1000n ** 4n) - stake;
    expect(max).toBeLessThan(500_000);
    expect(profit(max)).toBeLessThanOrEqual(10_000_000);
    expect(profit(max + 1)).toBeGreaterThan(10_000_000);
    const placed = await inject(h.app, 'POST', BETS_BASE, rich.token, {
      bets: [{ stake: { value: max, currency: 'EUR' }, selections: legs }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const race = [...h.catalogue.model.matches.values()].find(
      (x) =>
        h.catalogue.model.sportOf(x).provider !== 'betradar' &&
        h.catalogue.model.sportOf(x).provider !== 'oddin' &&
        x.status === 0,
    );
    expect(race, 'the small catalogue has one').toBeDefined();
    {
      const market = h.catalogue.model.listedMarkets(race!.id)[0]!;
      const r = {
        match_id: race!.id,
        market_id: market.marketId,
        specifier: market.specifier,
        outcome_id: market.outcomes[0]!.id,
        odds: market.outcomes[0]!.odds / 1000,
      };
      expectError(
        await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, rich.token, {
          bets: [{ stake: { currency: 'EUR' }, selections: [r] }],
        }),
        422,
        'max_stake_unsupported',
      );
    }
  });

  it('bet builder: calculate flags conflicting outcomes; odds prices each bet; errors carry localized_message', async () => {
    const m = bettableMatches(h.catalogue)[next++]!;
    const home = sel(h.catalogue, m.id, 1, '1');
    const calc = await inject(h.app, 'POST', `${BETS_BASE}/custom/calculate`, null, {
      bets: [{ selections: [home] }],
    });
    expect(calc.statusCode, calc.body).toBe(200);
    customCalculateResponseSchema.parse(calc.json());
    const markets = calc.json().Markets as {
      ID: number;
      Specifiers: string;
      Conflict: boolean;
      Outcomes: { ID: string; Conflict: boolean }[];
    }[];
    const oneXTwo = markets.find((x) => x.ID === 1)!;
    expect(oneXTwo.Outcomes).toEqual([
      { ID: '1', Conflict: false },
      { ID: '2', Conflict: true },
      { ID: '3', Conflict: true },
    ]);
    const dc = markets.find((x) => x.ID === 10)!;
    expect(dc.Outcomes.find((o) => o.ID === '11')!.Conflict).toBe(true); // draw or away
    expect(dc.Outcomes.find((o) => o.ID === '9')!.Conflict).toBe(false); // home or draw
    const homeOrDraw = sel(h.catalogue, m.id, 10, '9');
    const odds = await inject(h.app, 'POST', `${BETS_BASE}/custom/odds`, null, {
      bets: [{ selections: [home, homeOrDraw] }],
    });
    // "home or draw" is implied by "home": it adds no price (custom-bet-model.ts).
    expect(Math.round(odds.json().data[0].odds * 1000)).toBe(
      Math.floor((Math.round(home.odds * 1000) * 9000) / 10_000),
    );
    const over = sel(h.catalogue, m.id, 18, '12', 'total=2.5');
    const under = sel(h.catalogue, m.id, 18, '13', 'total=2.5');
    const conflict = expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/custom/calculate`, null, {
        bets: [{ selections: [over, under] }],
      }),
      409,
      120,
    );
    expect(conflict.data?.localized_message).toBe('error.custom_bet.conflict');
    await inject(h.app, 'POST', '/api/sim/markets/status', null, {
      match_id: m.id,
      market_id: 1,
      specifier: '',
      status: -1,
    });
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/custom/odds`, null, { bets: [{ selections: [home, over] }] }),
      409,
      101,
    );
  });

  it('votes: one answer per player, visitors read the count', async () => {
    const a = await createPlayer(db, 0);
    const b = await createPlayer(db, 0);
    await inject(h.app, 'POST', '/api/sportsbook/v1/vote', a.token, { prediction_id: 'p1', data: 'home' });
    await inject(h.app, 'POST', '/api/sportsbook/v1/vote', a.token, { prediction_id: 'p1', data: 'away' });
    const voted = await inject(h.app, 'POST', '/api/sportsbook/v1/vote', b.token, {
      prediction_id: 'p1',
      data: { pick: 'draw' },
    });
    const results = [
      { data: 'away', count: 1 },
      { data: { pick: 'draw' }, count: 1 },
    ];
    expect(voted.json()).toEqual({ prediction_id: 'p1', total: 2, results, my_vote: { pick: 'draw' } });
    const mine = await inject(h.app, 'GET', '/api/sportsbook/v1/vote?prediction_id=p1', a.token);
    expect(mine.json(), mine.body).toEqual({ prediction_id: 'p1', total: 2, results, my_vote: 'away' });
    expect((await inject(h.app, 'GET', '/api/sportsbook/v1/vote?prediction_id=p1', null)).json()).toEqual({
      prediction_id: 'p1',
      total: 2,
      results,
      my_vote: null,
    });
    expectError(await inject(h.app, 'GET', '/api/sportsbook/v1/vote', null), 400, 'validation_failed');
  });
});
