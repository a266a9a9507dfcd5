import { describe, expect, it } from 'vitest';
import { panelReducer } from './panel-store';

const closed = { isOpen: false, activeTab: 'BET_SLIP' as const };

describe('bet slip panel (betting-core §4)', () => {
  it('opens on the first selection and closes on the last', () => {
    const open = panelReducer(closed, { type: 'selectionCount', from: 0, to: 1 });
    expect(open).toEqual({ isOpen: true, activeTab: 'BET_SLIP' });
    expect(panelReducer(open, { type: 'selectionCount', from: 1, to: 2 })).toBe(open);
    expect(panelReducer(open, { type: 'selectionCount', from: 1, to: 0 })).toEqual(closed);
  });

  it('on a phone the first selection leaves the sheet closed (the slip bar shows it) and the last still closes it', () => {
    expect(panelReducer(closed, { type: 'selectionCount', from: 0, to: 1, compact: true })).toBe(closed);
    const onMyBets = { isOpen: false, activeTab: 'MY_BETS' as const };
    expect(panelReducer(onMyBets, { type: 'selectionCount', from: 0, to: 1, compact: true })).toEqual(closed);
    const open = { isOpen: true, activeTab: 'BET_SLIP' as const };
    expect(panelReducer(open, { type: 'selectionCount', from: 1, to: 0, compact: true })).toEqual(closed);
  });

  it('close resets to the bet slip tab; toggle and set tab', () => {
    const myBets = panelReducer({ isOpen: true, activeTab: 'BET_SLIP' }, { type: 'setTab', tab: 'MY_BETS' });
    expect(myBets.activeTab).toBe('MY_BETS');
    expect(panelReducer(myBets, { type: 'close' })).toEqual(closed);
    expect(panelReducer(closed, { type: 'toggle' }).isOpen).toBe(true);
    expect(panelReducer(myBets, { type: 'toggle' })).toEqual(closed);
  });

  it('falls back to the bet slip when my bets is hidden (§2)', () => {
    expect(panelReducer({ isOpen: true, activeTab: 'MY_BETS' }, { type: 'myBetsHidden' }).activeTab).toBe(
      'BET_SLIP',
    );
  });

  it('[HW11] closes when the selections reach 0 whichever tab is active', () => {
    const s = { isOpen: true, activeTab: 'MY_BETS' as const };
    expect(panelReducer(s, { type: 'selectionCount', from: 1, to: 0 })).toEqual(closed);
    expect(
      panelReducer({ isOpen: true, activeTab: 'BET_SLIP' }, { type: 'selectionCount', from: 3, to: 0 }),
    ).toEqual(closed);
  });

  it('[HW3] comes back exactly as stored after the bets are restored', () => {
    const reopened = panelReducer(closed, { type: 'selectionCount', from: 0, to: 2 });
    expect(panelReducer(reopened, { type: 'restore', state: closed })).toEqual(closed);
    const myBets = { isOpen: true, activeTab: 'MY_BETS' as const };
    expect(panelReducer(reopened, { type: 'restore', state: myBets })).toEqual(myBets);
    expect(panelReducer(myBets, { type: 'restore', state: myBets })).toBe(myBets);
  });
});
