import { describe, expect, it } from 'vitest';
import { PREFERENCES_KEY, readPreferences, writePreferences, type KeyValueStorage } from './preferences';

function memory(initial?: string): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PREFERENCES_KEY, initial);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const defaults = { oddsFormat: 'decimal', theme: 'dark' } as const;
const known = (f: string) => ['decimal', 'american'].includes(f);

describe('persisted preferences', () => {
  it('round-trips through a versioned record', () => {
    const storage = memory();
    writePreferences(storage, { oddsFormat: 'american', theme: 'light' });
    expect(JSON.parse(storage.data.get(PREFERENCES_KEY)!)).toEqual({
      version: 1,
      oddsFormat: 'american',
      theme: 'light',
    });
    expect(readPreferences(storage, defaults, known)).toEqual({ oddsFormat: 'american', theme: 'light' });
  });

  it('migrates the unversioned odds type', () => {
    expect(readPreferences(memory('{"oddsType":"american"}'), defaults, known)).toEqual({
      oddsFormat: 'american',
      theme: 'dark',
    });
  });

  it('falls back to defaults for junk, unknown formats and missing storage', () => {
    expect(readPreferences(memory('not json'), defaults, known)).toEqual(defaults);
    expect(readPreferences(memory('{"version":1,"oddsFormat":"x","theme":"dark"}'), defaults, known)).toEqual(
      defaults,
    );
    expect(readPreferences(memory('{"version":2}'), defaults, known)).toEqual(defaults);
    expect(readPreferences(undefined, defaults, known)).toEqual(defaults);
  });
});
