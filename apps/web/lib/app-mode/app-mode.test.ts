import { describe, expect, it } from 'vitest';
import { appModeCookie, appModeFromCookie, appPlatformOf } from './app-mode';
import { externalUrl } from './external-link';
import { appMessageData, nativeBridgeOf } from './native-bridge';

describe('app mode', () => {
  it('[MA1] ?app=ios|android is app mode, remembered for the session (no Max-Age); anything else is not', () => {
    expect(appPlatformOf('ios')).toBe('ios');
    expect(appPlatformOf('android')).toBe('android');
    for (const v of ['', 'IOS', 'web', 'ios ', null, undefined]) expect(appPlatformOf(v)).toBeNull();
    expect(appModeCookie('ios', false)).toBe('slipstream_app=ios; Path=/; SameSite=Lax');
    expect(appModeCookie('android', true)).toMatch(/; Secure$/);
    expect(appModeFromCookie('a=1; slipstream_app=android; b=2')).toBe('android');
    expect(appModeFromCookie('slipstream_app=evil')).toBeNull();
  });

  it('[MA2] the bridge is React Native’s first, then WKWebView’s, then the Android interface; each gets its form', () => {
    const sent: unknown[] = [];
    const poster = (tag: string) => ({ postMessage: (m: unknown) => sent.push([tag, m]) });
    const message = { type: 'slipstream:page-loaded', payload: { path: '/' } } as const;
    const all = {
      ReactNativeWebView: poster('rn'),
      webkit: { messageHandlers: { slipstream: poster('webkit') } },
      SlipstreamAndroid: poster('android'),
    };
    nativeBridgeOf(all)?.post(message);
    nativeBridgeOf({ ...all, ReactNativeWebView: undefined })?.post(message);
    nativeBridgeOf({ SlipstreamAndroid: all.SlipstreamAndroid })?.post(message);
    expect(sent).toEqual([
      ['rn', JSON.stringify(message)],
      ['webkit', message],
      ['android', JSON.stringify(message)],
    ]);
    expect(nativeBridgeOf({ kind: nativeBridgeOf(all)?.kind })).toBeNull();
    expect(nativeBridgeOf({ webkit: { messageHandlers: {} }, ReactNativeWebView: {} })).toBeNull();
  });

  it('[MA2] the Android interface is called as a method of its object (a Java bridge needs its receiver)', () => {
    const android = {
      got: [] as unknown[],
      postMessage(this: { got: unknown[] }, m: unknown) {
        this.got.push(m);
      },
    };
    nativeBridgeOf({ SlipstreamAndroid: android })?.post({ type: 'slipstream:initialized', payload: {} });
    expect(android.got).toHaveLength(1);
  });

  it('[MA3] host → product: the page’s own window (or no source) at its own origin (or none), JSON strings parsed', () => {
    const win = { location: { origin: 'https://bet.example' } };
    const data = { type: 'slipstream:open_bet_slip', payload: {} };
    expect(appMessageData({ source: null, origin: '', data }, win)).toEqual(data);
    expect(appMessageData({ source: win, origin: 'https://bet.example', data }, win)).toEqual(data);
    expect(appMessageData({ source: null, origin: '', data: JSON.stringify(data) }, win)).toEqual(data);
    // A frame inside the page (a payment provider) or another origin is not the app.
    expect(appMessageData({ source: {}, origin: '', data }, win)).toBeUndefined();
    expect(appMessageData({ source: null, origin: 'https://evil.example', data }, win)).toBeUndefined();
    expect(appMessageData({ source: null, origin: '', data: '{not json' }, win)).toBeUndefined();
  });

  it('[MA5] links that leave the site (and mailto:, sms:, tel:) go to the app; the site’s own links stay', () => {
    const o = 'https://bet.example';
    expect(externalUrl('https://news.example/a?b=1', o)).toBe('https://news.example/a?b=1');
    expect(externalUrl('http://bet.example/live', o)).toBe('http://bet.example/live');
    expect(externalUrl('mailto:help@bet.example', o)).toBe('mailto:help@bet.example');
    expect(externalUrl('sms:+4912345', o)).toBe('sms:+4912345');
    expect(externalUrl('tel:+4912345', o)).toBe('tel:+4912345');
    for (const same of ['/live', 'https://bet.example/de', '#top', 'javascript:alert(1)', 'ftp://x.example/'])
      expect(externalUrl(same, o)).toBeNull();
  });
});
