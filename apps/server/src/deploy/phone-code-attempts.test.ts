import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startRealServer, type RealServer } from './real-server';
import { ownPg, signUp } from './test-player-client';

const ATTEMPTS = 5; // the phone settings' maxAttemptsPerCode (src/platform/settings.ts)

/**
 * A phone code (6 digits) allows a few guesses. Before, a guess read the attempts made and counted its own only after
 * comparing, so guesses sent at once were all compared: a burst per code multiplied the guesses the limit allows.
 * On PostgreSQL, where the test reads the attempts the server counted.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'DEP-PHONE-1: guesses sent at once for one phone code are checked at most its attempts, on postgres',
  () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer('postgres', { NODE_ENV: 'production' });
    }, 120_000);
    afterAll(() => s?.close());

    it('40 wrong guesses at once: every one refused, the code counts 5 attempts, the right code is then refused', async () => {
      const email = 'phone-burst@example.com';
      const b = await signUp(s.url, email);
      const headers = { cookie: b.cookie, 'x-csrf-token': b.csrf };
      const set = await call(`${s.url}/api/platform/player/phone`, {
        body: { phone_number: '+4915112345678', phone_country: 'DE' },
        headers,
      });
      expect(set.status).toBe(200);
      const pgc = await ownPg(s);
      try {
        const sent = await pgc.query<{ payload: { code: string } }>(
          `SELECT payload FROM outbox WHERE payload ? 'code' ORDER BY id DESC LIMIT 1`,
        );
        const right = sent.rows[0]!.payload.code;
        const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(right.length, '0');
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            call(`${s.url}/api/platform/player/phone/verification`, { body: { code: wrong(i) }, headers }),
          ),
        );
        expect(answers.every((a) => a.status === 400 && a.json!.code === 'phone_code_invalid')).toBe(true);
        const counted = await pgc.query<{ attempts: number }>(
          'SELECT attempts FROM phone_verifications ORDER BY id DESC LIMIT 1',
        );
        expect(counted.rows[0]!.attempts).toBe(ATTEMPTS);
        const late = await call(`${s.url}/api/platform/player/phone/verification`, {
          body: { code: right },
          headers,
        });
        expect(late.json!.code).toBe('phone_code_invalid');
      } finally {
        await pgc.end();
      }
    });
  },
);
