import { createSlipState, slipReducer, type SlipState } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TICKET_PREFS,
  readStoredSlip,
  readTicketPrefs,
  SLIP_LOCAL_KEY,
  SLIP_SESSION_KEY,
  writeStoredSlip,
  writeTicketPrefs,
} from './slip-storage';
import { selectionInputFixture } from './test-fixtures';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
};

function slipWithTwo(): SlipState {
  let s = createSlipState();
  s = slipReducer(s, { type: 'toggleSelection', selection: selectionInputFixture() });
  s = slipReducer(s, {
    type: 'toggleSelection',
    selection: selectionInputFixture({ matchId: '50000002', outcomeId: '2' }),
  });
  return slipReducer(s, { type: 'setCommonStake', stake: 250 });
}

describe('slip storage (betting-core §9)', () => {
  it('keeps bets and panel in session storage and reads them back', () => {
    const storage = memory();
    const state = slipWithTwo();
    writeStoredSlip(storage, { bets: state.bets, panel: { isOpen: true, activeTab: 'MY_BETS' } });
    const back = readStoredSlip(storage);
    expect(back.panel).toEqual({ isOpen: true, activeTab: 'MY_BETS' });
    expect(back.bets).toEqual(state.bets);
  });

  it('drops a tampered, unversioned or unparsable value instead of trusting it', () => {
    const storage = memory();
    writeStoredSlip(storage, { bets: slipWithTwo().bets, panel: { isOpen: true, activeTab: 'BET_SLIP' } });
    const json = JSON.parse(storage.map.get(SLIP_SESSION_KEY)!);
    json.bets[0].stake = 1.5; // a float stake is never money
    storage.setItem(SLIP_SESSION_KEY, JSON.stringify(json));
    expect(readStoredSlip(storage).bets).toEqual([]);
    storage.setItem(SLIP_SESSION_KEY, JSON.stringify({ ...json, version: 2 }));
    expect(readStoredSlip(storage).panel.isOpen).toBe(false);
    storage.setItem(SLIP_SESSION_KEY, '{oops');
    expect(readStoredSlip(storage).bets).toEqual([]);
  });

  it('keeps the ticket preferences and the quick bet in local storage', () => {
    const storage = memory();
    expect(readTicketPrefs(storage)).toEqual(DEFAULT_TICKET_PREFS);
    writeTicketPrefs(storage, { oddsAcceptMode: 'higher', quickBet: { isEnabled: true, stake: 500 } });
    expect(readTicketPrefs(storage)).toEqual({
      oddsAcceptMode: 'higher',
      quickBet: { isEnabled: true, stake: 500 },
    });
    storage.setItem(
      SLIP_LOCAL_KEY,
      JSON.stringify({ version: 1, oddsAcceptMode: 'sometimes', quickBet: {} }),
    );
    expect(readTicketPrefs(storage)).toEqual(DEFAULT_TICKET_PREFS);
  });

  it('survives storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() =>
      writeStoredSlip(broken, { bets: [], panel: { isOpen: false, activeTab: 'BET_SLIP' } }),
    ).not.toThrow();
    expect(readStoredSlip(broken).bets).toEqual([]);
  });
});
