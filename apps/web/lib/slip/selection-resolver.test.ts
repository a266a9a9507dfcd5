import { describe, expect, it } from 'vitest';
import { parseOutcomeKey } from './selection-resolver';

describe('outcome keys', () => {
  it('split into match, market, specifier and outcome, with empty or structured specifiers', () => {
    expect(parseOutcomeKey('5/1//2')).toEqual({ matchId: '5', marketId: '1', specifier: '', outcomeId: '2' });
    expect(parseOutcomeKey('5/18/total=2.5/12')).toEqual({
      matchId: '5',
      marketId: '18',
      specifier: 'total=2.5',
      outcomeId: '12',
    });
    expect(parseOutcomeKey('5/1')).toBeNull();
  });
});
