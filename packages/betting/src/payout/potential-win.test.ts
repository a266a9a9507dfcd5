import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceSystemPrice } from '../../bench/brute-force-system';
import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { oddsFromDecimal, oddsFromMilli, type Odds } from '../odds/odds';
import { PayoutInputError } from './payout-input-error';
import { lineCount, potentialWin } from './potential-win';

const o = (d: string): Odds => oddsFromDecimal(d);
const arbOdds = fc.integer({ min: 1001, max: 30_000 }).map((m) => oddsFromMilli(m));

describe('potentialWin', () => {
  it('[PO1] single: stake × odds, floored to the minor unit', () => {
    const r = potentialWin({ type: 'single', stake: 333, odds: [o('1.333')] });
    // 333 × 1.333 = 443.889 -> 443
    expect(r).toMatchObject({ totalOdds: 1333, lines: 1, totalStake: 333, potentialWin: 443, profit: 110 });
  });

  it('[PO1] single rejects anything but exactly one selection', () => {
    expect(() => potentialWin({ type: 'single', stake: 100, odds: [o('2'), o('3')] })).toThrow(
      PayoutInputError,
    );
  });

  it('[PO2] combo uses the exact product; the shown total is rounded down to 3 decimals', () => {
    const r = potentialWin({ type: 'combo', stake: 10_000, odds: [o('1.333'), o('1.777'), o('2.111')] });
    // 1.333 × 1.777 × 2.111 = 5.000412251; 100.00 × that = 500.0412251 -> 50004
    expect(r.totalOdds).toBe(5000);
    expect(r.potentialWin).toBe(50004);
    expect(r.profit).toBe(40004);
  });

  it('[PO2] combo payout is floor(stake × Π odds) for random legs', () => {
    fc.assert(
      fc.property(fc.array(arbOdds, { minLength: 2, maxLength: 6 }), fc.nat(1_000_000), (legs, stake) => {
        const r = potentialWin({ type: 'combo', stake, odds: legs });
        const product = legs.reduce((p, x) => p * BigInt(x), 1n);
        if (r.capped) return;
        expect(BigInt(r.potentialWin)).toBe((BigInt(stake) * product) / 1000n ** BigInt(legs.length));
        expect(r.totalOdds).toBe(Number(product / 1000n ** BigInt(legs.length - 1)));
      }),
    );
  });

  it('[PO3] system 2/3 at 1.9, 2.0, 2.5 with 200.00 a line returns 2,710.00 when all win', () => {
    const r = potentialWin({
      type: 'system',
      stake: 20_000,
      odds: [o('1.9'), o('2.0'), o('2.5')],
      system: { winCount: 2, totalCount: 3 },
    });
    expect(r).toEqual({
      totalOdds: null,
      capped: false,
      lines: 3,
      totalStake: 60_000,
      potentialWin: 271_000,
      profit: 211_000,
    });
  });

  it('[PO3] system payout equals brute-force enumeration of every line (n ≤ 8)', () => {
    const arbBet = fc
      .array(arbOdds, { minLength: 1, maxLength: 8 })
      .chain((legs) =>
        fc.tuple(fc.constant(legs), fc.integer({ min: 1, max: legs.length }), fc.nat(100_000)),
      );
    fc.assert(
      fc.property(arbBet, ([legs, k, stake]) => {
        const r = potentialWin({
          type: 'system',
          stake,
          odds: legs,
          system: { winCount: k, totalCount: legs.length },
        });
        const sum = bruteForceSystemPrice(legs.map(BigInt), k);
        const exact = (BigInt(stake) * sum) / 1000n ** BigInt(k);
        const maxWin = BigInt(r.totalStake) * BigInt(1 + DEFAULT_ENGINE_CONFIG.maxPayoutMultiplier);
        expect(BigInt(r.potentialWin)).toBe(exact > maxWin ? maxWin : exact);
        expect(r.capped).toBe(exact > maxWin);
        expect(r.lines).toBe(lineCount({ winCount: k, totalCount: legs.length }));
        expect(r.totalStake).toBe(stake * r.lines);
      }),
    );
  });

  it('[PO4] system stake is per line: total stake = stake × C(n,k)', () => {
    const r = potentialWin({
      type: 'system',
      stake: 150,
      odds: [o('2'), o('2'), o('2'), o('2'), o('2')],
      system: { winCount: 3, totalCount: 5 },
    });
    expect(r.lines).toBe(10);
    expect(r.totalStake).toBe(1500);
    expect(r.potentialWin).toBe(10 * 150 * 8);
  });

  it('[PO4] lineCount is C(n,k)', () => {
    expect(lineCount({ winCount: 2, totalCount: 3 })).toBe(3);
    expect(lineCount({ winCount: 10, totalCount: 20 })).toBe(184_756);
    expect(lineCount({ winCount: 15, totalCount: 30 })).toBe(155_117_520);
    expect(() => lineCount({ winCount: 0, totalCount: 3 })).toThrow(PayoutInputError);
    expect(() => lineCount({ winCount: 4, totalCount: 3 })).toThrow(PayoutInputError);
  });

  it('[PO4] a system bet whose legs do not match totalCount is refused', () => {
    expect(() =>
      potentialWin({
        type: 'system',
        stake: 1,
        odds: [o('2'), o('2')],
        system: { winCount: 2, totalCount: 3 },
      }),
    ).toThrow(PayoutInputError);
    expect(() => potentialWin({ type: 'system', stake: 1, odds: [o('2'), o('2')] })).toThrow(
      PayoutInputError,
    );
  });

  it('[PO5] custom bet pays stake × customOdds, not the product of the legs', () => {
    const r = potentialWin({
      type: 'custom_bet',
      stake: 1000,
      odds: [o('2'), o('3')],
      customOdds: o('4.25'),
    });
    expect(r).toMatchObject({ totalOdds: 4250, potentialWin: 4250, profit: 3250 });
    expect(() => potentialWin({ type: 'custom_bet', stake: 1000, odds: [o('2')] })).toThrow(PayoutInputError);
  });

  it('[PO6] the odds cap limits each leg and the total of single, combo and custom bets', () => {
    const config: EngineConfig = { ...DEFAULT_ENGINE_CONFIG, maxOdds: o('100') };
    expect(potentialWin({ type: 'single', stake: 100, odds: [o('250')] }, config)).toMatchObject({
      totalOdds: 100_000,
      capped: true,
      potentialWin: 10_000,
    });
    const combo = potentialWin({ type: 'combo', stake: 100, odds: [o('20'), o('20')] }, config);
    expect(combo).toMatchObject({ totalOdds: 100_000, capped: true, potentialWin: 10_000 });
    const custom = potentialWin(
      { type: 'custom_bet', stake: 100, odds: [o('2')], customOdds: o('101') },
      config,
    );
    expect(custom).toMatchObject({ totalOdds: 100_000, capped: true });
    // A custom bet's leg prices are not paid, so only customOdds can be capped.
    const customLegs = potentialWin(
      { type: 'custom_bet', stake: 100, odds: [o('500')], customOdds: o('3') },
      config,
    );
    expect(customLegs).toMatchObject({ totalOdds: 3000, capped: false, potentialWin: 300 });
    const system = potentialWin(
      { type: 'system', stake: 100, odds: [o('500'), o('2')], system: { winCount: 1, totalCount: 2 } },
      config,
    );
    expect(system.potentialWin).toBe(100 * 100 + 100 * 2);
  });

  it('[PO7] system profit is capped at total stake × maxPayoutMultiplier', () => {
    const config: EngineConfig = { ...DEFAULT_ENGINE_CONFIG, maxPayoutMultiplier: 10 };
    const r = potentialWin(
      {
        type: 'system',
        stake: 100,
        odds: [o('10'), o('10'), o('10')],
        system: { winCount: 2, totalCount: 3 },
      },
      config,
    );
    // Uncapped: 3 lines × 100 × 100 = 30,000; total stake 300; max profit 3,000 -> payout 3,300.
    expect(r).toMatchObject({ capped: true, totalStake: 300, potentialWin: 3300, profit: 3000 });
  });

  it('[PO8] the displayed total follows oddsScaleFactor (rounded down)', () => {
    const config: EngineConfig = { ...DEFAULT_ENGINE_CONFIG, oddsScaleFactor: 100 };
    const r = potentialWin({ type: 'combo', stake: 1000, odds: [o('1.333'), o('1.5')] }, config);
    // 1.9995 shown as 1.99; payout uses the exact product: 1999.5 -> 1999
    expect(r.totalOdds).toBe(1990);
    expect(r.potentialWin).toBe(1999);
  });

  it('[PO9] stakes must be non-negative safe integers', () => {
    expect(() => potentialWin({ type: 'single', stake: -1, odds: [o('2')] })).toThrow(PayoutInputError);
    expect(() => potentialWin({ type: 'single', stake: 1.5, odds: [o('2')] })).toThrow(PayoutInputError);
    expect(potentialWin({ type: 'single', stake: 0, odds: [o('2')] }).potentialWin).toBe(0);
  });
});
