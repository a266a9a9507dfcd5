import { describe, expect, it } from 'vitest';
import { databaseFault, isLostDatabaseAnswer, markNothingWritten } from './lost-answer';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseFault (issue 31: what a failed database call means for the request)', () => {
  it('a broken connection after the statement went out is unknown: the write may be committed', () => {
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('unknown');
    expect(databaseFault(withCode('read ECONNRESET', 'ECONNRESET'))).toBe('unknown');
    expect(databaseFault(new Error('Query read timeout'))).toBe('unknown');
  });

  it('the same fault where the storage layer knows nothing was sent or committed is unreachable', () => {
    const err = markNothingWritten(new Error('Connection terminated unexpectedly'));
    expect(isLostDatabaseAnswer(err)).toBe(true);
    expect(databaseFault(err)).toBe('unreachable');
    // Failing to get a connection at all (the pool's own timeout) is no lost answer, but nothing was sent either.
    expect(databaseFault(markNothingWritten(new Error('timeout exceeded when trying to connect')))).toBe(
      'unreachable',
    );
  });

  it("PostgreSQL's own refusals for its state are unreachable: it answered that nothing took effect", () => {
    for (const code of ['08006', '08P01', '57P01', '57P03', '53300', '57014', '40001', '40P01'])
      expect(databaseFault(withCode('refused', code)), code).toBe('unreachable');
  });

  it("the request's own refusals and anything else are not database faults (the handler's other answers)", () => {
    for (const code of ['23505', 'P0001', 'SL409', '22P02'])
      expect(databaseFault(withCode('refused', code)), code).toBeNull();
    expect(databaseFault(new Error('boom'))).toBeNull();
    expect(databaseFault('not an error')).toBeNull();
    expect(databaseFault(null)).toBeNull();
  });
});
