import { describe, expect, it } from 'vitest';
import { readCookie } from '../storage/read-cookie';
import { documentWithCookies } from './test-cookie-jar';
import { ensureDeviceId, sendableDeviceId } from './device-id';

const ID = '0b8f6f1e-6c1b-4c3e-9d0f-2f4a0c7f9e11';

describe('device id', () => {
  it('is created once (host-only, 7300 days) and then read back', () => {
    const { doc, writes } = documentWithCookies('localhost', { a: '1' });
    const id = ensureDeviceId(doc, () => ID);
    expect(readCookie(doc.cookie, 'deviceId')).toBe(id);
    expect(writes).toEqual([`deviceId=${ID}; Max-Age=630720000; Path=/; SameSite=Lax`]);
    expect(ensureDeviceId(doc, () => 'never-used')).toBe(id);
  });

  it('[EM10] page load writes it without the public suffix list; a bet moves it to the parent domain', async () => {
    const { doc, cookies } = documentWithCookies('www.bet.example.co.uk');
    const id = ensureDeviceId(doc, () => ID);
    expect(cookies()).toEqual([{ name: 'deviceId', value: id, domain: null }]);
    expect(await sendableDeviceId(doc)).toBe(id);
    // One cookie remains, on the registrable domain, with the same id: sibling sites read it.
    expect(cookies()).toEqual([{ name: 'deviceId', value: id, domain: '.example.co.uk' }]);
    expect(await sendableDeviceId(doc)).toBe(id);
    expect(cookies()).toHaveLength(1);
  });

  it('[EM10] an id a sibling site set on the parent domain is kept, not replaced', async () => {
    const { doc, cookies } = documentWithCookies('sport.example.com');
    doc.cookie = `deviceId=${ID}; Max-Age=630720000; Path=/; SameSite=Lax; Domain=.example.com`;
    expect(ensureDeviceId(doc, () => 'never-used')).toBe(ID);
    expect(await sendableDeviceId(doc)).toBe(ID);
    expect(cookies()).toEqual([{ name: 'deviceId', value: ID, domain: '.example.com' }]);
  });

  it('[EM10] on an IP address the host-only cookie stays the only one', async () => {
    const { doc, cookies, writes } = documentWithCookies('127.0.0.1', { deviceId: ID });
    expect(await sendableDeviceId(doc)).toBe(ID);
    expect(cookies()).toEqual([{ name: 'deviceId', value: ID, domain: null }]);
    expect(writes).toEqual([]);
  });
});
