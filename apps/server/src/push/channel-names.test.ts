import { describe, expect, it } from 'vitest';
import {
  PUSH_DISCONNECT,
  isPrivateChannel,
  isTerminalDisconnect,
  matchChannel,
  parsePushChannel,
  publicChannel,
  userChannel,
} from '@slipstream/contract';

// The contract package has no test runner of its own (lint keeps it to zod): its push names are tested here.
describe('push channel names', () => {
  it('parses the three families as the channel helpers write them', () => {
    expect(parsePushChannel(publicChannel('en'))).toEqual({ kind: 'public', lang: 'en' });
    expect(parsePushChannel(publicChannel('br'))).toEqual({ kind: 'public', lang: 'pt' });
    expect(parsePushChannel(publicChannel('de-AT'))).toEqual({ kind: 'public', lang: 'de-at' });
    expect(parsePushChannel(matchChannel('zh-CN', 50000001))).toEqual({
      kind: 'match',
      lang: 'zh-cn',
      matchId: '50000001',
    });
    expect(parsePushChannel(userChannel('en', 'p_42'))).toEqual({ kind: 'user', lang: 'en', userId: 'p_42' });
    expect(isPrivateChannel(userChannel('en', 42))).toBe(true);
    expect(isPrivateChannel(publicChannel('en'))).toBe(false);
  });

  it('refuses unknown namespaces and non-canonical forms', () => {
    for (const name of [
      'news:en',
      'public:EN',
      'public:br', // br is written as pt
      'public:pt-br',
      'public:en:1',
      'match:en',
      'match:en:1:2',
      'match:en:a b',
      'user:en:1',
      '$user:en:',
      `match:en:${'9'.repeat(65)}`,
      '',
    ])
      expect(parsePushChannel(name), name).toBeNull();
  });

  it('restates the client rule for terminal disconnect codes', () => {
    expect(isTerminalDisconnect(PUSH_DISCONNECT.invalidToken.code)).toBe(true);
    expect(isTerminalDisconnect(PUSH_DISCONNECT.connectionLimit.code)).toBe(true);
    expect(isTerminalDisconnect(PUSH_DISCONNECT.slow.code)).toBe(false);
    expect(isTerminalDisconnect(PUSH_DISCONNECT.shutdown.code)).toBe(false);
    expect(isTerminalDisconnect(4600)).toBe(true);
  });
});
