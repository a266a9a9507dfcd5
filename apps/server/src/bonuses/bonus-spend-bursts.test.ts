import { describe, expect, it } from 'vitest';
import { ambFreebetSchema } from '@slipstream/contract';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';

import { settleOpenBet } from '../bets/settlement';
import {
  createPlayer,
  expectError,
  inject,
  pricedOutcome,
  issueSimBonus,
  type sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';

const BONUSES = `${SPORTSBOOK_BASE}/bonuses`;

/** Bonus spends (boosts, amb payouts) under bursts on the real PostgreSQL: one decision per player (RG6). */
describe.skipIf(!process.env.DATABASE_URL)('bonus spends under bursts on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite('postgres', (opened) => ({ db, h } = opened));

  /** `count` bets of `stake` on fresh matches (odds 1.50 to 6.00), lost and settled all at once. */
  async function settledBets(token: string, count: number, stake: number) {
    const placed: { id: string; s: ReturnType<typeof sel> }[] = [];
    while (placed.length < count) {
      const { s, next: after } = pricedOutcome(h.catalogue, next);
      next = after;
      const res = await inject(h.app, 'POST', BETS_BASE, token, {
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s] }],
      });
      expect(res.statusCode, res.body).toBe(201);
      placed.push({ id: (res.json().data[0] as { id: string }).id, s });
    }
    for (const { s } of placed)
      await writeResults(db, s.match_id, [{ marketId: 1, outcomeId: s.outcome_id, result: 0 }]);
    const settled = await Promise.all(
      placed.map((b) => settleOpenBet(h.bets.deps, h.bets.offers, Number(b.id))),
    );
    expect(settled.every(Boolean)).toBe(true);
  }

  it('[HT3][RG6] 20 boosts of one hunt at once issue one free bet', async () => {
    const p = await createPlayer(db, 100_000);
    const hunt = await issueSimBonus(h, p.id, { type: 'hunting', amount: 400 });
    await settledBets(p.token, 1, 4_500);
    const boosts = await Promise.all(
      Array.from({ length: 20 }, () => inject(h.app, 'POST', `${BONUSES}/${hunt.id}/boost`, p.token)),
    );
    expect(boosts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of boosts.filter((x) => x.statusCode !== 201)) expectError(r, 409, 'bonus_not_activatable');
    const free = (await inject(h.app, 'GET', `${BONUSES}/freebets?limit=100`, p.token)).json();
    expect(free.pagination.total).toBe(1);
  }, 60_000);

  it('[AM3][AM4][RG6] 20 bets settling at once past both amb ranges pay each range once: 3 free bets', async () => {
    const p = await createPlayer(db, 100_000);
    await issueSimBonus(h, p.id, { type: 'ambFreebet' });
    await settledBets(p.token, 20, 500);
    const amb = ambFreebetSchema.parse(
      (await inject(h.app, 'GET', `${BONUSES}/freebets/amb`, p.token)).json().data[0],
    );
    expect(amb.progress_count).toBe(5);
    const free = (await inject(h.app, 'GET', `${BONUSES}/freebets?limit=100`, p.token)).json();
    expect(free.pagination.total).toBe(3);
  }, 60_000);
});
