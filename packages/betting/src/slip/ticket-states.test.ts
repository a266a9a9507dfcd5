import { describe, expect, it } from 'vitest';
import type { SlipAction } from './actions';
import type { MarketUpdate } from './market-updates';
import { canTransition, TICKET_TRANSITIONS } from './ticket-states';
import { idOf, odds, run, runFrom, selectionInput, toggle } from './test-support';
import type { TicketState } from './types';

const a = selectionInput('m1');
const b = selectionInput('m2');
const price = (s: typeof a, milli: number, status = 1): MarketUpdate => ({
  matchId: s.matchId,
  marketId: s.marketId,
  specifier: s.specifier,
  status,
  outcomes: [{ id: s.outcomeId, odds: odds(milli), active: true }],
});
const staked: SlipAction[] = [toggle(a), toggle(b), { type: 'setStake', betIndex: 0, stake: 1000 }];
const placing: SlipAction[] = [...staked, { type: 'placeStart', isLoggedIn: true }];

describe('ticket states', () => {
  it('[TS1] only the transitions of the table are legal', () => {
    const states: TicketState[] = ['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'SUCCESS', 'ERROR'];
    const legal = states.flatMap((f) =>
      states.filter((t) => f !== t && canTransition(f, t)).map((t) => `${f}>${t}`),
    );
    expect(legal.sort()).toEqual(
      [
        'INITIAL>ODDS_CHANGED',
        'INITIAL>PROCESSING',
        'ODDS_CHANGED>INITIAL',
        'PROCESSING>SUCCESS',
        'PROCESSING>ERROR',
        'PROCESSING>INITIAL',
        'SUCCESS>INITIAL',
        'SUCCESS>ODDS_CHANGED',
        'ERROR>INITIAL',
        'ERROR>ODDS_CHANGED',
        'ERROR>PROCESSING',
      ].sort(),
    );
    expect(Object.keys(TICKET_TRANSITIONS)).toHaveLength(5);
  });

  it('[TS1] placing from ODDS_CHANGED is refused', () => {
    const s = run([...staked, { type: 'marketsUpdated', markets: [price(a, 1900)] }]);
    expect(s.ticketState).toBe('ODDS_CHANGED');
    expect(runFrom(s, [{ type: 'placeStart', isLoggedIn: true }])).toBe(s);
  });

  it('[TS2] adding or removing returns to INITIAL, or to ODDS_CHANGED while a bet has a changed price', () => {
    const changed = run([toggle(a), { type: 'marketsUpdated', markets: [price(a, 1800)] }]);
    expect(changed.ticketState).toBe('ODDS_CHANGED');
    expect(runFrom(changed, [toggle(b)]).ticketState).toBe('ODDS_CHANGED');
    expect(runFrom(changed, [toggle(a)]).ticketState).toBe('INITIAL');
    const afterError = run([
      ...placing,
      { type: 'placeError', error: { code: 7 } },
      toggle(selectionInput('m3')),
    ]);
    expect(afterError).toMatchObject({ ticketState: 'INITIAL', error: null });
  });

  it('[TS3] entering ERROR or INITIAL empties the processing bets', () => {
    const p = run(placing);
    expect(p.processingBets).toHaveLength(1);
    expect(runFrom(p, [{ type: 'placeError', error: { code: 7 } }]).processingBets).toEqual([]);
    expect(runFrom(p, [{ type: 'placeError', error: {} }]).processingBets).toEqual([]);
  });

  it('[TS4] placing clears the error, sets inProgress and takes the bets with a stake above 0', () => {
    const singles = run(
      [
        toggle(a),
        toggle(b),
        { type: 'setStake', betIndex: 1, stake: 500 },
        { type: 'placeStart', isLoggedIn: true },
      ],
      { multiSingleAvailableByProvider: { betradar: true } },
    );
    expect(singles).toMatchObject({ ticketState: 'PROCESSING', inProgress: true, error: null });
    expect(singles.processingBets.map((x) => x.selections[0]?.matchId)).toEqual(['m2']);
    expect(singles.effects.at(-1)).toEqual({ type: 'placeBets', bets: singles.processingBets });
    const retry = run([
      ...placing,
      { type: 'placeError', error: { code: 7 } },
      { type: 'placeStart', isLoggedIn: true },
    ]);
    expect(retry).toMatchObject({ ticketState: 'PROCESSING', error: null });
  });

  it('[TS4] placing is refused with no stake, while in progress, or with a flagged selection', () => {
    const noStake = run([toggle(a)]);
    expect(runFrom(noStake, [{ type: 'placeStart', isLoggedIn: true }])).toBe(noStake);
    const p = run(placing);
    expect(runFrom(p, [{ type: 'placeStart', isLoggedIn: true }])).toBe(p);
    // A custom bet keeps suspended legs on accept (SF4), so an INITIAL ticket can still hold a flagged selection.
    const legs = [
      selectionInput('m9', '1'),
      selectionInput('m9', '4', { marketId: '18' }),
      selectionInput('m9', '7', { marketId: '20' }),
    ];
    const custom = run([
      { type: 'addCustomBet', selections: legs, customOdds: odds(4000) },
      { type: 'setStake', betIndex: 0, stake: 100 },
      { type: 'marketsUpdated', markets: [price(legs[0]!, 2000, -1)] },
      { type: 'acceptChanges' },
    ]);
    expect(custom.ticketState).toBe('INITIAL');
    expect(custom.bets[0]?.selections[0]?.isSuspended).toBe(true);
    expect(runFrom(custom, [{ type: 'placeStart', isLoggedIn: true }])).toBe(custom);
  });

  it('[TS5] under accept mode any, entering ODDS_CHANGED accepts prices and rests in INITIAL when nothing is left flagged', () => {
    const s = run([
      toggle(a),
      { type: 'marketsUpdated', markets: [price(a, 1500)] },
      { type: 'oddsAcceptModeChanged', mode: 'any' },
    ]);
    expect(s.ticketState).toBe('INITIAL');
    expect(s.bets[0]?.selections[0]).toMatchObject({ odds: 1500, acceptedOdds: 1500, isChanged: false });
  });

  it('[TS5] under accept mode any, a wrong-odds ERROR accepts the current prices and keeps the error', () => {
    const s = run([...placing, { type: 'placeError', error: { code: 101 } }], { oddsAcceptMode: 'any' });
    expect(s.ticketState).toBe('ERROR');
    expect(s.error?.isWrongOddsError).toBe(true);
  });

  it('[TS6] a visitor placing goes to INITIAL with a sign-in prompt', () => {
    const s = run([...staked, { type: 'placeStart', isLoggedIn: false }]);
    expect(s).toMatchObject({ ticketState: 'INITIAL', signInRequired: true, inProgress: false });
    expect(s.effects.at(-1)).toEqual({ type: 'signInPrompt' });
  });

  it('[TS6] an unauthorised answer goes to INITIAL with a sign-in prompt', () => {
    const s = run([...placing, { type: 'placeError', error: { unauthorised: true, code: 401 } }]);
    expect(s).toMatchObject({ ticketState: 'INITIAL', signInRequired: true, error: null });
    expect(s.effects.at(-1)).toEqual({ type: 'signInPrompt' });
  });

  it('[TS7] success goes to SUCCESS with the placed bets, which leave the slip, and tracks place and success', () => {
    const s = run([
      ...placing,
      {
        type: 'placeSuccess',
        placed: [{ betId: 'B1', status: 'submitted', isVip: false, odds: [odds(2000), odds(2000)] }],
      },
    ]);
    expect(s).toMatchObject({ ticketState: 'SUCCESS', inProgress: false, bets: [] });
    expect(s.placedBets).toHaveLength(1);
    expect(s.effects.slice(-2).map((e) => e.type === 'track' && e.event)).toEqual(['place', 'success']);
  });

  it('[TS7] a bet whose price moved while it was being placed still leaves the slip on success', () => {
    const s = run([
      ...placing,
      { type: 'marketsUpdated', markets: [price(a, 1700)] },
      {
        type: 'placeSuccess',
        placed: [{ betId: 'B1', status: 'submitted', isVip: false, odds: [odds(2000), odds(2000)] }],
      },
    ]);
    expect(s.bets).toEqual([]);
    expect(s.selectedOutcomeIds).toEqual([]);
  });

  it('[TS8] processing bets take betId, status, isVip and confirmed odds from the answer', () => {
    const s = run([
      ...placing,
      {
        type: 'placeSuccess',
        placed: [{ betId: 'B1', status: 'submitted', isVip: true, odds: [odds(2100), odds(1950)] }],
      },
    ]);
    const placed = s.placedBets[0]!;
    expect(placed).toMatchObject({ betId: 'B1', status: 'submitted', isVip: true });
    expect(placed.selections.map((x) => [x.odds, x.acceptedOdds])).toEqual([
      [2100, 2100],
      [1950, 1950],
    ]);
    expect(s.processingBets).toEqual(s.placedBets);
  });

  it('[TS9] an error with a code goes to ERROR with its message and per-selection messages', () => {
    const s = run([
      ...placing,
      { type: 'placeError', error: { code: 7, errorsByBet: { '0': 'Too late' }, details: { x: 1 } } },
    ]);
    expect(s.ticketState).toBe('ERROR');
    expect(s.error).toEqual({
      message: 'error.place_bets.default',
      details: { x: 1 },
      messagesByBet: { [idOf(a)]: 'Too late', [idOf(b)]: 'Too late' },
      code: 7,
      isWrongOddsError: false,
    });
    const withMessage = run([
      ...placing,
      { type: 'placeError', error: { code: 7, message: 'Server says no' } },
    ]);
    expect(withMessage.error?.message).toBe('Server says no');
  });

  it('[TS9] any other error returns to INITIAL and hands over to the general error handler', () => {
    const s = run([...placing, { type: 'placeError', error: { message: 'network down' } }]);
    expect(s).toMatchObject({ ticketState: 'INITIAL', inProgress: false, error: null });
    expect(s.effects.at(-1)).toEqual({ type: 'generalError', message: 'network down' });
  });

  it('[TS10] dismissing a result returns to the idle state and clears it', () => {
    const ok = run([...placing, { type: 'placeSuccess', placed: [] }, { type: 'dismissResult' }]);
    expect(ok).toMatchObject({ ticketState: 'INITIAL', placedBets: [], processingBets: [] });
    const err = run([...placing, { type: 'placeError', error: { code: 7 } }, { type: 'dismissResult' }]);
    expect(err).toMatchObject({ ticketState: 'INITIAL', error: null });
  });

  it('[TS11] market updates set ODDS_CHANGED, but not while a placement is in progress or finished', () => {
    expect(run([...staked, { type: 'marketsUpdated', markets: [price(a, 1900)] }]).ticketState).toBe(
      'ODDS_CHANGED',
    );
    const p = run([...placing, { type: 'marketsUpdated', markets: [price(a, 1900)] }]);
    expect(p.ticketState).toBe('PROCESSING');
    expect(p.bets[0]?.selections[0]?.isChanged).toBe(true);
    const success = run([...placing, { type: 'placeSuccess', placed: [] }]);
    expect(runFrom(success, [{ type: 'marketsUpdated', markets: [price(a, 1900)] }]).ticketState).toBe(
      'SUCCESS',
    );
  });

  it('[TS11] an ODDS_CHANGED ticket whose price comes back returns to INITIAL', () => {
    const s = run([
      toggle(a),
      { type: 'marketsUpdated', markets: [price(a, 1900)] },
      { type: 'marketsUpdated', markets: [price(a, 2000)] },
    ]);
    expect(s.ticketState).toBe('INITIAL');
  });

  it('[TS12] accepting changes returns to INITIAL with the current prices accepted', () => {
    const s = run([
      ...staked,
      { type: 'marketsUpdated', markets: [price(a, 1900)] },
      { type: 'acceptChanges' },
    ]);
    expect(s.ticketState).toBe('INITIAL');
    expect(s.bets[0]?.selections[0]).toMatchObject({ odds: 1900, acceptedOdds: 1900, isChanged: false });
  });
});
