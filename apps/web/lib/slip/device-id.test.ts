import { describe, expect, it } from 'vitest';
import { deviceIdCookie, ensureDeviceId, parentDomain, readCookie } from './device-id';

describe('device id cookie', () => {
  it('lives 7300 days on the parent domain', () => {
    expect(deviceIdCookie('x', 'www.bet.example.com')).toBe(
      'deviceId=x; Max-Age=630720000; Path=/; SameSite=Lax; Domain=.example.com',
    );
    expect(parentDomain('localhost')).toBeNull();
    expect(parentDomain('127.0.0.1')).toBeNull();
  });

  it('is created once and then read back', () => {
    const doc = { cookie: 'a=1', location: { hostname: 'localhost' } } as unknown as Document;
    let jar = 'a=1';
    Object.defineProperty(doc, 'cookie', {
      get: () => jar,
      set: (v: string) => (jar = `${jar}; ${v.split(';')[0]}`),
    });
    const id = ensureDeviceId(doc, () => '0b8f6f1e-6c1b-4c3e-9d0f-2f4a0c7f9e11');
    expect(readCookie(jar, 'deviceId')).toBe(id);
    expect(ensureDeviceId(doc, () => 'never-used')).toBe(id);
  });
});
