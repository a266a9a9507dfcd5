import { describe, expect, it } from 'vitest';
import { deviceIdCookie, parentDomain } from './device-id-domain';

describe('device id cookie', () => {
  it('lives 7300 days on the parent domain', () => {
    expect(deviceIdCookie('x', 'www.bet.example.com')).toBe(
      'deviceId=x; Max-Age=630720000; Path=/; SameSite=Lax; Domain=.example.com',
    );
    expect(parentDomain('localhost')).toBeNull();
    expect(parentDomain('127.0.0.1')).toBeNull();
  });

  it('[EM10] the domain is the registrable one from the public suffix list, not the last two labels', () => {
    expect(parentDomain('example.co.uk')).toBe('.example.co.uk');
    expect(parentDomain('www.bet.example.co.uk')).toBe('.example.co.uk');
    expect(deviceIdCookie('x', 'sport.example.com.br')).toMatch(/; Domain=\.example\.com\.br$/);
    expect(parentDomain('shop.user.github.io')).toBe('.user.github.io');
    expect(parentDomain('WWW.Example.COM.')).toBe('.example.com');
  });

  it('[EM10] localhost, IP addresses, single labels and bare public suffixes get a host-only cookie', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '10.0.0.12',
      '::1',
      '[::1]',
      'intranet',
      'co.uk',
      'github.io',
    ])
      expect(parentDomain(host), host).toBeNull();
    expect(deviceIdCookie('x', '192.168.1.5')).not.toContain('Domain=');
    expect(deviceIdCookie('x', 'co.uk')).not.toContain('Domain=');
  });
});
