import { describe, expect, it } from 'vitest';
import { createSlipState, slipReducer } from '@slipstream/betting';
import { createLazyReducerStore, createReducerStore } from './reducer-store';

describe('reducer store', () => {
  it('notifies only when the reducer returns a new state', () => {
    const store = createReducerStore(slipReducer, createSlipState());
    let calls = 0;
    const off = store.subscribe(() => calls++);
    // [TS10] [TS4] refused actions return the same object: nobody re-renders
    store.dispatch({ type: 'dismissResult' });
    expect(calls).toBe(0);
    store.dispatch({ type: 'placeStart', isLoggedIn: true });
    expect(calls).toBe(0);
    store.dispatch({ type: 'oddsAcceptModeChanged', mode: 'any' });
    expect(calls).toBe(1);
    expect(store.getState().settings.oddsAcceptMode).toBe('any');
    off();
    store.dispatch({ type: 'oddsAcceptModeChanged', mode: 'none' });
    expect(calls).toBe(1);
  });
});

describe('lazy reducer store', () => {
  it('keeps actions until the reducer is installed, then runs them in order', () => {
    const store = createLazyReducerStore<number[], number>([]);
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch(1);
    store.dispatch(2);
    expect(store.getState()).toEqual([]);
    expect(calls).toBe(0);
    store.install((s, a) => [...s, a], [0]);
    expect(store.getState()).toEqual([0, 1, 2]);
    expect(calls).toBe(1);
    store.dispatch(3);
    expect(store.getState()).toEqual([0, 1, 2, 3]);
    expect(store.installed).toBe(true);
  });
});
