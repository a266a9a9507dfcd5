import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_ARGON2ID } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1) and verifies only the right password', async () => {
    const hasher = createPasswordHasher(OWASP_ARGON2ID);
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await hasher.verify(hash, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse battery stapler')).toBe(false);
    // salted: the same password never hashes the same twice
    expect(await hasher.hash('correct horse battery staple')).not.toBe(hash);
  });

  it('answers false, never throws, for a missing or malformed stored hash', async () => {
    const hasher = createPasswordHasher();
    expect(await hasher.verify(null, 'anything-at-all')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything-at-all')).toBe(false);
    expect(await hasher.verify('', '')).toBe(false);
  });
});
