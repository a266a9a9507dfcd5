import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlipAction } from './actions';
import { createSlipState } from './initial-state';
import type { MatchStatus } from './match-status';
import { slipReducer } from './slip-reducer';
import { isOfferedSystemType, systemTypes } from './system-types';
import { idOf, odds, selectionInput } from './test-support';
import { canTransition } from './ticket-states';
import type { SelectionInput, SlipState } from './types';

// A small universe so that random commands collide: 3 matches × 2 markets × 2 outcomes, two providers.
const MATCHES = ['m1', 'm2', 'm3'];
const universe: SelectionInput[] = MATCHES.flatMap((m, mi) =>
  ['1', '2'].flatMap((marketId) =>
    ['1', '2'].map((o) =>
      selectionInput(m, o, {
        marketId,
        provider: mi === 2 ? 'oddin' : 'betradar',
        odds: odds(1500 + 250 * Number(o)),
      }),
    ),
  ),
);
const pick = fc.constantFrom(...universe);
const price = fc.integer({ min: 1001, max: 20_000 }).map(odds);
const status = fc.constantFrom<MatchStatus>(0, 1, 2, 3, 4, 5);
const amount = fc.oneof(
  fc.integer({ min: -1000, max: 1_000_000 }),
  fc.constant(0),
  fc.double({ noNaN: false }),
);

const action: fc.Arbitrary<SlipAction> = fc.oneof(
  { weight: 8, arbitrary: pick.map((selection) => ({ type: 'toggleSelection' as const, selection })) },
  { weight: 2, arbitrary: pick.map((s) => ({ type: 'removeSelection' as const, selectionId: idOf(s) })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.uniqueArray(pick, { minLength: 1, maxLength: 3, selector: idOf }), price)
      .map(([selections, customOdds]) => ({ type: 'addCustomBet' as const, selections, customOdds })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('single', 'combo', 'system', 'custom_bet') as fc.Arbitrary<'single'>,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
      )
      .map(([betType, winCount, totalCount]) => ({
        type: 'setBetType' as const,
        betType,
        systemType: { winCount, totalCount },
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
      .map(([winCount, totalCount]) => ({
        type: 'setSystemType' as const,
        systemType: { winCount, totalCount },
      })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.nat(4), amount)
      .map(([betIndex, stake]) => ({ type: 'setStake' as const, betIndex, stake })),
  },
  { weight: 1, arbitrary: amount.map((stake) => ({ type: 'setCommonStake' as const, stake })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(4), amount).map(([betIndex, potentialWin]) => ({
      type: 'setStakeFromPotentialWin' as const,
      betIndex,
      potentialWin,
    })),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(pick, fc.constantFrom(1, 1, -1, 0), price, fc.boolean(), fc.boolean())
      .map(([s, st, o, active, present]) => ({
        type: 'marketsUpdated' as const,
        markets: [
          {
            matchId: s.matchId,
            marketId: s.marketId,
            specifier: s.specifier,
            status: st,
            outcomes: present ? [{ id: s.outcomeId, odds: o, active }] : [],
          },
        ],
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...MATCHES), status)
      .map(([matchId, s]) => ({ type: 'matchStatusChanged' as const, matchId, status: s })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.boolean(), fc.boolean()).map(([betradar, oddin]) => ({
      type: 'providerStatusesChanged' as const,
      providerStatuses: { betradar, oddin },
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('none', 'higher', 'any')
      .map((mode) => ({ type: 'oddsAcceptModeChanged' as const, mode: mode as 'none' })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.boolean(), fc.boolean()).map(([betradar, oddin]) => ({
      type: 'multiSingleSettingsChanged' as const,
      multiSingleAvailableByProvider: { betradar, oddin },
    })),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'acceptChanges' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom({ code: 'EUR', subunits: 100 }, { code: 'BTC', subunits: 100_000_000 })
      .map((currency) => ({ type: 'currencyChanged' as const, currency })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(3), fc.integer({ min: -5, max: 5000 })).map(([betIndex, amt]) => ({
      type: 'bonusesUpdated' as const,
      betIndex,
      availableBonuses: [
        { id: 'fb', type: 'freebet' as const, amount: amt },
        { id: 'h', type: 'hunting' as const },
      ],
    })),
  },
  {
    weight: 1,
    arbitrary: fc.nat(3).map((betIndex) => ({ type: 'chooseFreeBet' as const, betIndex, bonusId: 'fb' })),
  },
  { weight: 1, arbitrary: fc.nat(3).map((betIndex) => ({ type: 'removeFreeBet' as const, betIndex })) },
  { weight: 6, arbitrary: fc.boolean().map((isLoggedIn) => ({ type: 'placeStart' as const, isLoggedIn })) },
  {
    weight: 8,
    arbitrary: fc.array(price, { maxLength: 3 }).map((o) => ({
      type: 'placeSuccess' as const,
      placed: [{ betId: 'b', status: 'submitted', isVip: false, odds: o }],
    })),
  },
  {
    weight: 8,
    arbitrary: fc
      .constantFrom({ code: 101 }, { code: 7, errorsByBet: { '0': 'x' } }, { unauthorised: true }, {})
      .map((error) => ({ type: 'placeError' as const, error })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'dismissResult' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'restoreStart' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'restoreFailed' as const }) },
  { weight: 1, arbitrary: fc.nat(5).map((count) => ({ type: 'effectsDrained' as const, count })) },
);

// Random single commands rarely line up a placeable slip, so a chunk sometimes plays the whole placing flow,
// with random commands (price pushes, toggles…) free to land in between.
const placeFlow: fc.Arbitrary<SlipAction[]> = fc
  .tuple(amount, fc.boolean(), fc.array(action, { maxLength: 2 }))
  .map(([stake, isLoggedIn, inFlight]) => [
    { type: 'acceptChanges' },
    { type: 'setCommonStake', stake },
    { type: 'placeStart', isLoggedIn },
    ...inFlight,
  ]);
const commands = fc
  .array(fc.oneof({ weight: 6, arbitrary: action.map((a) => [a]) }, { weight: 1, arbitrary: placeFlow }), {
    minLength: 20,
    maxLength: 80,
  })
  .map((chunks) => chunks.flat());

function checkInvariants(prev: SlipState, next: SlipState, a: SlipAction): void {
  const ids = next.bets.flatMap((b) => b.selections.map((s) => s.id));
  // No outcome twice, and selectedOutcomeIds is exactly the slip's selections.
  expect(new Set(ids).size).toBe(ids.length);
  expect(next.selectedOutcomeIds).toEqual(ids);
  // Bet types consistent with selection counts; no empty bet.
  for (const bet of next.bets) {
    const n = bet.selections.length;
    expect(n).toBeGreaterThan(0);
    if (bet.betType === 'single') expect(n).toBe(1);
    if (bet.betType === 'combo') expect(n).toBeGreaterThanOrEqual(2);
    if (bet.betType === 'system') expect(bet.systemType && isOfferedSystemType(bet.systemType, n)).toBe(true);
    if (bet.betType !== 'system') expect(bet.systemType).toBeNull();
  }
  // Stakes never negative, always integers.
  for (const bet of [...next.bets, ...next.processingBets, ...next.placedBets]) {
    expect(Number.isSafeInteger(bet.stake) && bet.stake >= 0).toBe(true);
  }
  // Only legal ticket-state transitions; PROCESSING exactly while in progress.
  expect(canTransition(prev.ticketState, next.ticketState)).toBe(true);
  expect(next.inProgress).toBe(next.ticketState === 'PROCESSING');
  if (next.ticketState === 'INITIAL' || next.ticketState === 'ERROR') expect(next.processingBets).toEqual([]);
  expect(next.error !== null).toBe(next.ticketState === 'ERROR');
  const regular = next.bets
    .filter((b) => b.betType !== 'custom_bet')
    .reduce((k, b) => k + b.selections.length, 0);
  expect(next.systemTypes).toEqual(systemTypes(regular));
  // Model of selection membership for toggles.
  if (a.type === 'toggleSelection') {
    const id = idOf(a.selection);
    const was = prev.selectedOutcomeIds.includes(id);
    const expected = prev.inProgress
      ? was
      : was
        ? false
        : prev.bets[0]?.betType === 'custom_bet'
          ? false
          : true;
    expect(next.selectedOutcomeIds.includes(id)).toBe(expected);
    if (!prev.inProgress) {
      expect(next.selectedOutcomeIds.filter((x) => x !== id)).toEqual(
        prev.selectedOutcomeIds.filter((x) => x !== id),
      );
    }
  }
}

describe('slip model', () => {
  it('[ST11] random command sequences keep the slip invariants (no duplicate outcome, consistent bet types, stakes ≥ 0, legal transitions)', () => {
    fc.assert(
      fc.property(commands, fc.constantFrom('none', 'higher', 'any'), (actions, mode) => {
        let state = createSlipState({ oddsAcceptMode: mode as 'none' });
        for (const a of actions) {
          const next = slipReducer(state, a);
          checkInvariants(state, next, a);
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});
