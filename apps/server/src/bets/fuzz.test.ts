import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

const CODES = new Set<string | number>(Object.values(ERRORS).map((e) => e.code));

describe.each(testDbKinds())('fuzzing the bets write endpoints on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let player: { id: number; token: string };
  let betId = '1';
  betsSuite(kind, (opened) => ({ db, h } = opened));
  beforeAll(async () => {
    player = await createPlayer(db, 100_000);
    const s = sel(h.catalogue, bettableMatches(h.catalogue)[0]!.id, 1, '1');
    const res = await inject(h.app, 'POST', BETS_BASE, player.token, {
      bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [s] }],
    });
    betId = res.json().data[0].id;
    matchIds.push(
      ...bettableMatches(h.catalogue)
        .slice(0, 5)
        .map((m) => m.id),
    );
  }, 60_000);

  const ENDPOINTS = [
    BETS_BASE,
    `${BETS_BASE}/cashout`,
    `${BETS_BASE}/max-stake`,
    `${BETS_BASE}/custom/calculate`,
    `${BETS_BASE}/custom/odds`,
    `${BETS_BASE}/share-code`,
    '/api/sportsbook/v1/vote',
  ];

  const matchIds: number[] = [];
  /** Built once the fixtures exist (real match ids and a real bet id make the checks past the schema run). */
  function payloads() {
    // Near-valid shapes: the right keys with wrong, extreme or missing values, so the checks past the schema run too.
    const oddsish = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string({ maxLength: 12 }),
      fc.constantFrom(1, 1.0001, 2.35, '2.35', 0, -3, 1e308),
    );
    const selection = fc.record(
      {
        match_id: fc.oneof(fc.integer(), fc.constantFrom(...matchIds), fc.constant(2 ** 53)),
        market_id: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constant(1)),
        specifier: fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })),
        outcome_id: fc.oneof(fc.constantFrom('1', '2', '3', '12', '13'), fc.string({ maxLength: 5 })),
        odds: oddsish,
      },
      { requiredKeys: [] },
    );
    const bet = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom('single', 'combo', 'system', 'custom_bet', 'double'),
          fc.string({ maxLength: 8 }),
        ),
        stake: fc.record(
          {
            value: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 60)),
            currency: fc.constantFrom('EUR', 'USD', 'XXX', 'eur', ''),
          },
          { requiredKeys: [] },
        ),
        selections: fc.array(selection, { maxLength: 4 }),
        system_id: fc.oneof(fc.constantFrom('2/3', '1/2', '0/0', '9/3'), fc.string({ maxLength: 5 })),
        custom_odds: oddsish,
      },
      { requiredKeys: [] },
    );
    // Well-formed but wrong: real matches, plausible prices and stakes, so placement, limits, prices and
    // cashout checks run (not only the schema).
    const plausibleSelection = fc.record({
      match_id: fc.constantFrom(...matchIds),
      market_id: fc.constantFrom(1, 10, 18, 29, 999),
      specifier: fc.constantFrom('', 'total=2.5', 'total=9'),
      outcome_id: fc.constantFrom('1', '2', '3', '9', '12', '13', '74'),
      odds: fc.oneof(
        fc.integer({ min: 1010, max: 50_000 }).map((o) => o / 1000),
        fc.constantFrom('1.5', '2.35'),
      ),
    });
    const plausibleBet = fc.record(
      {
        type: fc.constantFrom('single', 'combo', 'system', 'custom_bet', 'accumulator'),
        stake: fc.record({
          value: fc.integer({ min: 1, max: 10_000_000 }),
          currency: fc.constantFrom('EUR', 'USD', 'BTC'),
        }),
        selections: fc.array(plausibleSelection, { minLength: 1, maxLength: 4 }),
        system_id: fc.constantFrom('2/3', '1/2', '3/4'),
        custom_odds: fc.integer({ min: 1010, max: 90_000 }).map((o) => o / 1000),
      },
      { requiredKeys: ['stake', 'selections'] },
    );
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ meta: fc.anything(), bets: fc.array(bet, { maxLength: 3 }) }, { requiredKeys: ['bets'] }),
      {
        arbitrary: fc.record({
          meta: fc.record({ request_id: fc.uuid() }),
          bets: fc.array(plausibleBet, { minLength: 1, maxLength: 3 }),
        }),
        weight: 4,
      },
      fc.record({
        bet_id: fc.oneof(fc.integer(), fc.string(), fc.constant(betId)),
        to_cashout: fc.oneof(fc.integer(), fc.anything()),
      }),
      {
        arbitrary: fc.record({
          bet_id: fc.constant(betId),
          to_cashout: fc.integer({ min: 0, max: 100_000 }).filter((v) => v !== 950),
        }),
        weight: 2,
      },
      fc.record({ bet_ids: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }) }),
      fc.record({
        bet_ids: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ prediction_id: fc.anything(), data: fc.anything() }),
    );
    return payload;
  }

  it('random and malformed payloads get a 4xx with a catalogue code, never a 5xx, and move no money', async () => {
    const before = await balanceOf(db, player.id);
    const seen = new Map<string | number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), payloads(), fc.boolean(), async (url, body, authed) => {
        const res = await h.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            ...(authed ? { authorization: `Bearer ${player.token}` } : {}),
          },
          payload: JSON.stringify(body ?? null),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(CODES.has(res.json().code)).toBe(true);
        const code = res.statusCode >= 400 ? (res.json().code as string | number) : res.statusCode;
        seen.set(code, (seen.get(code) ?? 0) + 1);
        // Placing and cashing out must never succeed on random input.
        if (url === BETS_BASE || url.endsWith('/cashout')) expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 400 },
    );
    expect(await balanceOf(db, player.id)).toBe(before);
    // The inputs reach past the schema: answers other than validation_failed and 401 occur. At least two
    // (the well-formed placements and cashouts give 120 and cashout_offer_changed in every run); a third code
    // depended on the draw and failed now and then, which a check of coverage must not.
    expect(
      [...seen.keys()].filter((c) => c !== 'validation_failed' && c !== 'unauthorized').length,
      JSON.stringify([...seen]),
    ).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('bodies that are not JSON are a 4xx with a code', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.string({ maxLength: 40 }), async (url, text) => {
        const res = await h.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
          payload: text,
        });
        expect(res.statusCode, `${url} ${text} -> ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(CODES.has(res.json().code)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
