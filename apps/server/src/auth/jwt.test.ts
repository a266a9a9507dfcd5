import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'jwt-test-secret';

describe('verifyJwt with its verified-signature cache', () => {
  it('a token verified once still expires at its exp, and is refused from then on', async () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const token = await signJwt({ sub: '7', typ: 'sportsbook', sid: 's' }, SECRET, now / 1000 + 60);
    expect((await verifyJwt(token, SECRET, now))?.sub).toBe('7');
    expect((await verifyJwt(token, SECRET, now + 59_000))?.sub).toBe('7');
    expect(await verifyJwt(token, SECRET, now + 60_000)).toBeNull();
    expect(await verifyJwt(token, SECRET, now + 3_600_000)).toBeNull();
  });

  it('a cached token is not accepted under another secret, nor is a token with one character changed', async () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const token = await signJwt({ sub: '8', typ: 'sportsbook', sid: 's' }, SECRET, now / 1000 + 60);
    expect((await verifyJwt(token, SECRET, now))?.sub).toBe('8');
    expect(await verifyJwt(token, 'another-secret', now)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1)!;
    expect(await verifyJwt(`${header}.${payload}.${flipped}`, SECRET, now)).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ sub: '1', typ: 'sportsbook', sid: 's', exp: now / 1000 + 60 }),
    ).toString('base64url');
    expect(await verifyJwt(`${header}.${forged}.${signature}`, SECRET, now)).toBeNull();
  });

  it('a token not yet valid (nbf) is refused until then, cached or not', async () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const token = await signJwt({ sub: '9', nbf: now / 1000 + 30 }, SECRET, now / 1000 + 120);
    expect(await verifyJwt(token, SECRET, now)).toBeNull();
    expect((await verifyJwt(token, SECRET, now + 30_000))?.sub).toBe('9');
    expect(await verifyJwt(token, SECRET, now + 10_000)).toBeNull();
  });
});
