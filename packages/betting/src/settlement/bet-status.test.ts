import { describe, expect, it } from 'vitest';
import { BET_LIST_FILTER_STATUSES, BET_STATUSES, parseBetStatusQuery } from './bet-status';

describe('GET /bets status query', () => {
  it('[BS1] reads lists, repeats and filter names into one ordered set; nothing is all but rejected', () => {
    expect(parseBetStatusQuery(undefined)).toEqual(BET_STATUSES.filter((s) => s !== 'rejected'));
    expect(parseBetStatusQuery('done, waiting_results')).toEqual(['waiting_results', 'done']);
    expect(parseBetStatusQuery(['done', 'done,cancelled'])).toEqual(['done', 'cancelled']);
    expect(parseBetStatusQuery('open')).toEqual(
      BET_STATUSES.filter((s) => BET_LIST_FILTER_STATUSES.open.includes(s)),
    );
    expect(parseBetStatusQuery('open,settled')).toEqual(parseBetStatusQuery('all'));
    expect(parseBetStatusQuery('rejected')).toEqual(['rejected']);
  });

  it('[BS1] an unknown item or an empty list is refused', () => {
    expect(parseBetStatusQuery('won')).toBeUndefined();
    expect(parseBetStatusQuery('open,x')).toBeUndefined();
    expect(parseBetStatusQuery('')).toBeUndefined();
    expect(parseBetStatusQuery([' , '])).toBeUndefined();
  });

  it('[BS1] open and settled split every placed status', () => {
    const both = [...BET_LIST_FILTER_STATUSES.open, ...BET_LIST_FILTER_STATUSES.settled];
    expect(new Set(both).size).toBe(both.length);
    expect([...both].sort()).toEqual([...BET_LIST_FILTER_STATUSES.all].sort());
  });
});
