import { describe, expect, it } from 'vitest';
import { inboundMessageName, messagePayload, taggedType } from '@slipstream/contract';
import { embedRoute, unlockAllowed } from './embed-state';
import { isAllowedHostOrigin } from './host-origin';
import { pathInLocale } from './locale-switch';
import { throttleLatest } from './throttle';
import { readViewport, shouldApplyViewport } from './viewport';

const config = { origins: ['https://casino.example'], wildcard: false, demo: false };

describe('host-frame messaging', () => {
  it('[EM1] messages carry the product tag; inbound is filtered by type', () => {
    expect(taggedType('page-loaded')).toBe('slipstream:page-loaded');
    expect(inboundMessageName({ type: 'slipstream:open_bet_slip', payload: {} })).toBe('open_bet_slip');
    expect(inboundMessageName({ type: 'open_bet_slip' })).toBeNull();
    expect(inboundMessageName({ type: 'slipstream:page-loaded' })).toBeNull();
    expect(inboundMessageName({ type: 'slipstream:drop_tables' })).toBeNull();
    expect(inboundMessageName('slipstream:viewport')).toBeNull();
    expect(messagePayload({ type: 'x', payload: { a: 1 } })).toEqual({ a: 1 });
    expect(messagePayload({ type: 'x', payload: [1] })).toEqual({});
  });

  it('[EM2] only allowed origins count; the wildcard only when honoured; the own origin only in demo mode', () => {
    expect(isAllowedHostOrigin('https://casino.example', config, 'https://bet.example')).toBe(true);
    expect(isAllowedHostOrigin('https://evil.example', config, 'https://bet.example')).toBe(false);
    expect(isAllowedHostOrigin('null', { ...config, wildcard: true }, 'https://bet.example')).toBe(false);
    expect(
      isAllowedHostOrigin('https://any.example', { ...config, wildcard: true }, 'https://bet.example'),
    ).toBe(true);
    expect(isAllowedHostOrigin('https://bet.example', config, 'https://bet.example')).toBe(false);
    expect(isAllowedHostOrigin('https://bet.example', { ...config, demo: true }, 'https://bet.example')).toBe(
      true,
    );
  });

  it('[EM4] size reports: at most one per 100 ms, and the last size of a burst is sent', () => {
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    const sent: number[] = [];
    const t = throttleLatest((h: number) => sent.push(h), 100, {
      now: () => now,
      setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
      clearTimeout: () => undefined,
    });
    t.call(1);
    now = 10;
    t.call(2);
    now = 50;
    t.call(3);
    expect(sent).toEqual([1]);
    expect(timers).toHaveLength(1);
    now = timers[0]!.at;
    timers.shift()!.run();
    expect(sent).toEqual([1, 3]);
    now = 150;
    t.call(4); // only 50 ms after the last report: waits
    expect(sent).toEqual([1, 3]);
    now = 200;
    timers.shift()!.run();
    expect(sent).toEqual([1, 3, 4]);
  });

  it('[EM5] a viewport applies only when content height + top offset + 100 reaches its bottom', () => {
    const v = readViewport({ top: 900, height: 600, offset_top: 0 })!;
    expect(shouldApplyViewport(v, 1400)).toBe(true); // 1400 + 0 + 100 = 1500 = 900 + 600
    expect(shouldApplyViewport(v, 1399)).toBe(false);
    expect(shouldApplyViewport(readViewport({ top: 900, height: 600, offset_top: 50 })!, 1350)).toBe(true);
    expect(readViewport({ top: -1, height: 600 })).toBeNull();
    expect(readViewport({ top: '0', height: 600 })).toBeNull();
  });

  it('[EM6] embedded: sign-in/up only with a host listener, deposit falls back to ours; outside, all ours', () => {
    const outside = { framed: false, listeners: [] };
    const bare = { framed: true, listeners: [] };
    const listening = { framed: true, listeners: ['sign-in', 'sign-up', 'deposit'] as const };
    expect(embedRoute('sign-in', outside)).toBe('local');
    expect(embedRoute('sign-in', bare)).toBe('unavailable');
    expect(embedRoute('sign-up', bare)).toBe('unavailable');
    expect(embedRoute('deposit', bare)).toBe('local');
    expect(embedRoute('sign-in', listening)).toBe('host');
    expect(embedRoute('deposit', listening)).toBe('host');
  });

  it('[MA6] app mode: what the app declared goes to it, the rest (sign-in, sign-up, deposit) stays ours', () => {
    const app = { framed: false, app: true, listeners: ['deposit'] as const };
    expect(embedRoute('deposit', app)).toBe('host');
    expect(embedRoute('sign-in', app)).toBe('local');
    expect(embedRoute('sign-up', { framed: false, app: true, listeners: [] })).toBe('local');
    expect(embedRoute('sign-in', { framed: false, app: true, listeners: ['sign-in'] })).toBe('host');
    expect(unlockAllowed({ framed: false, app: true, listeners: [] })).toBe(true);
  });

  it('change_locale keeps the page and its query in the other locale', () => {
    const routing = { locales: ['en', 'de'], localeInUrl: false, customPaths: { live: 'in-play' } };
    expect(pathInLocale('/in-play', '?sport=soccer', 'de', routing)).toBe('/de/in-play?sport=soccer');
    expect(pathInLocale('/de/in-play', '', 'en', routing)).toBe('/in-play');
    expect(pathInLocale('/', '', 'xx', routing)).toBeNull();
  });
});

describe('/init-sportsbook', () => {
  it('reads the first page and settings from the query; anything off-site or unknown is ignored', async () => {
    const { readInitParams } = await import('./init-params');
    expect(readInitParams(new URLSearchParams('path=/live&odds_type=american&theme=light'))).toEqual({
      path: '/live',
      oddsFormat: 'american',
      theme: 'light',
    });
    expect(readInitParams(new URLSearchParams('path=//evil.example&odds_type=roman&theme=pink'))).toEqual({
      path: '/',
      oddsFormat: null,
      theme: null,
    });
    expect(readInitParams(new URLSearchParams('path=/init-sportsbook')).path).toBe('/');
  });
});
