import { describe, expect, it } from 'vitest';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

/**
 * Adversarial (API.md errors: a client's mistake is a 4xx, never a 500): text the database cannot store (a NUL
 * character, which PostgreSQL text and jsonb refuse) in the client's own fields of a placement, alone or in a
 * batch beside other players' placements, which must still be placed.
 */
describe.each(testDbKinds())('placement with a NUL in the client’s text fields on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const body = (meta: Record<string, unknown>) => {
    const m = bettableMatches(h.catalogue)[0]!;
    return {
      meta,
      bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
    };
  };

  for (const field of ['request_id', 'device_id'] as const) {
    it(`meta.${field} with a NUL: a 4xx, nothing written, the others placed`, async () => {
      const p = await createPlayer(db, 10_000);
      const others = await Promise.all(Array.from({ length: 4 }, () => createPlayer(db, 10_000)));
      const bad = inject(h.app, 'POST', BETS_BASE, p.token, body({ [field]: 'a\u0000b' }));
      const rest = others.map((o) => inject(h.app, 'POST', BETS_BASE, o.token, body({})));
      const answer = await bad;
      for (const r of await Promise.all(rest)) expect(r.statusCode, r.body).toBe(201);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(await balanceOf(db, p.id)).toBe(10_000);
    });
  }
});
