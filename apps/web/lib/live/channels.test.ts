import { describe, expect, it } from 'vitest';
import { matchChannel, publicChannel } from '@slipstream/contract';
import { matchChannelName, publicChannelName } from './channels';

describe('browser channel names', () => {
  it('equal the contract names for every locale form', () => {
    for (const lang of ['en', 'de', 'pt-BR', 'br', 'ES']) {
      expect(publicChannelName(lang)).toBe(publicChannel(lang));
      expect(matchChannelName(lang, 42)).toBe(matchChannel(lang, 42));
    }
  });
});
