import { describe, expect, it } from 'vitest';
import { matchChannel, publicChannel } from '@slipstream/contract';
import { matchChannelName, parsePushChannelName, publicChannelName } from './channels';

describe('browser channel names', () => {
  it('equal the contract names for every locale form', () => {
    for (const lang of ['en', 'de', 'pt-BR', 'br', 'ES']) {
      expect(publicChannelName(lang)).toBe(publicChannel(lang));
      expect(matchChannelName(lang, 42)).toBe(matchChannel(lang, 42));
    }
  });

  it('parse back to what they stand for; other names are not catalogue channels', () => {
    expect(parsePushChannelName(publicChannelName('pt-BR'))).toEqual({ kind: 'public' });
    expect(parsePushChannelName(matchChannelName('de', 42))).toEqual({ kind: 'match', matchId: 42 });
    expect(parsePushChannelName('$user:en:5')).toBeUndefined();
    expect(parsePushChannelName('match:en:x')).toBeUndefined();
  });
});
