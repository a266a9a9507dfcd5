import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from '../site/site-config';
import { isMatchChannel } from './channels';
import { isPrivateChannel, pushSocketUrl } from './push-client';

const page = { protocol: 'https:', host: 'bets.example.com' };

describe('push socket URL', () => {
  it('is the built-in hub on the page origin without a Centrifugo', () => {
    const config = siteConfigFromEnv({});
    expect(config.pushSocketUrl).toBeUndefined();
    expect(pushSocketUrl(config.pushSocketUrl, page)).toBe('wss://bets.example.com/connection/websocket');
    expect(pushSocketUrl(undefined, { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/connection/websocket',
    );
  });

  it("is the real Centrifugo's endpoint when the server publishes through one", () => {
    const config = siteConfigFromEnv({
      CENTRIFUGO_API_URL: 'http://centrifugo:8000/api',
      CENTRIFUGO_API_KEY: 'key',
      CENTRIFUGO_WS_URL: 'wss://push.example.com/connection/websocket',
    });
    expect(pushSocketUrl(config.pushSocketUrl, page)).toBe('wss://push.example.com/connection/websocket');
  });

  it('stays on the built-in hub when the server does not publish to Centrifugo or the URL is no WebSocket URL', () => {
    // Without CENTRIFUGO_API_URL the server publishes through its own hub (apps/server config).
    expect(
      siteConfigFromEnv({ CENTRIFUGO_WS_URL: 'wss://push.example.com/ws' }).pushSocketUrl,
    ).toBeUndefined();
    for (const bad of ['https://push.example.com/ws', 'not a url', ''])
      expect(
        siteConfigFromEnv({ CENTRIFUGO_API_URL: 'http://c/api', CENTRIFUGO_WS_URL: bad }).pushSocketUrl,
      ).toBeUndefined();
  });
});

describe('delta compression flag (LV6, account §9)', () => {
  it('[LV6] asks for fossil deltas with the built-in hub unless PUSH_DELTA=0; with Centrifugo only when PUSH_DELTA=1', () => {
    expect(siteConfigFromEnv({}).pushDelta).toBe(true);
    expect(siteConfigFromEnv({ PUSH_DELTA: '0' }).pushDelta).toBe(false);
    const centrifugo = { CENTRIFUGO_API_URL: 'http://c/api', CENTRIFUGO_WS_URL: 'wss://push.example.com/ws' };
    expect(siteConfigFromEnv(centrifugo).pushDelta).toBe(false);
    expect(siteConfigFromEnv({ ...centrifugo, PUSH_DELTA: '1' }).pushDelta).toBe(true);
  });

  it('[LV6] only match channels ask for deltas; only $ channels need a subscription token', () => {
    expect(isMatchChannel('match:en:12')).toBe(true);
    expect(isMatchChannel('public:en')).toBe(false);
    expect(isMatchChannel('$user:en:1')).toBe(false);
    expect(isPrivateChannel('$user:en:1')).toBe(true);
    expect(isPrivateChannel('match:en:12')).toBe(false);
  });
});
