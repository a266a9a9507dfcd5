import { describe, expect, it } from 'vitest';
import { ambFreebetSchema, huntingSchema } from '@slipstream/contract';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { settleMatchBets } from '../bets/settlement';
import {
  createPlayer,
  inject,
  pricedOutcome,
  issueSimBonus,
  type sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';

const BONUSES = `${SPORTSBOOK_BASE}/bonuses`;

interface WireBet {
  id: string;
  status: string;
  to_cashout: { value: number } | null;
}

/**
 * HT5, LB4, AM4: a bet counts toward hunts, hunting tournaments, loot boxes and amb promotions only when it
 * settles, and only with the stake it settles with: cashing out (in full), an edit or a void takes it out.
 */
describe.each(testDbKinds())('promotions count settled bets only on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened), 120_000);

  /** A fresh match's 1x2 outcome at 1.50 to 6.00 (every promotion's min odds is 1.50). */
  function pick() {
    const { s, next: after } = pricedOutcome(h.catalogue, next);
    next = after;
    return s;
  }
  async function place(token: string, stake: number, s: ReturnType<typeof sel>): Promise<WireBet> {
    const res = await inject(h.app, 'POST', BETS_BASE, token, {
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data[0] as WireBet;
  }
  /** The selection's match finishes with the outcome lost (or void, with voidFactor 1) and its bets settle. */
  async function settle(s: ReturnType<typeof sel>, voided = false) {
    await writeResults(db, s.match_id, [
      { marketId: 1, outcomeId: s.outcome_id, result: 0, ...(voided ? { voidFactor: '1' } : {}) },
    ]);
    await settleMatchBets(h.bets.deps, h.bets.offers, s.match_id);
  }
  const issued = new Map<string, { hunt: string; box: string; amb: string }>();
  async function playerWithPromotions() {
    const p = await createPlayer(db, 100_000);
    const hunt = await issueSimBonus(h, p.id, { type: 'hunting' });
    const box = await issueSimBonus(h, p.id, { type: 'lootbox', amount: 300 });
    const amb = await issueSimBonus(h, p.id, { type: 'ambFreebet' });
    issued.set(p.token, { hunt: hunt.id, box: box.id, amb: amb.id });
    return p;
  }
  async function progress(token: string) {
    const ids = issued.get(token)!;
    const get = async (path: string) => (await inject(h.app, 'GET', `${BONUSES}/${path}`, token)).json();
    const hunt = huntingSchema.parse((await get(`huntings/${ids.hunt}`)).data);
    const box = huntingSchema.parse((await get(`lootboxes/${ids.box}`)).data);
    const amb = ambFreebetSchema.parse((await get('freebets/amb')).data[0]);
    const freeBets = (await get('freebets?limit=100')).pagination.total as number;
    return {
      huntPoints: hunt.issued.farming_stats.points,
      boxPoints: box.issued.farming_stats.points,
      amb: amb.progress_count,
      freeBets,
    };
  }
  const offerOf = async (token: string, id: string) =>
    ((await inject(h.app, 'GET', BETS_BASE, token)).json().data as WireBet[]).find((b) => b.id === id)!
      .to_cashout!.value;

  it('[HT5][LB4][AM4] five EUR 5 bets cashed out at once farm nothing and win no free bet', async () => {
    const p = await playerWithPromotions();
    const picks = Array.from({ length: 5 }, () => pick());
    const bets = [];
    for (const s of picks) bets.push(await place(p.token, 500, s));
    const answers = await Promise.all(
      bets.map(async (b) =>
        inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
          bet_id: b.id,
          to_cashout: await offerOf(p.token, b.id),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const s of picks) await settle(s);
    expect(await progress(p.token)).toEqual({ huntPoints: 0, boxPoints: 0, amb: 0, freeBets: 0 });
  });

  it('[HT5][LB4][AM4] a bet counts when it settles: lost or won yes, voided no, edited away no (its replacement yes)', async () => {
    const p = await playerWithPromotions();
    const lost = pick();
    await place(p.token, 1_000, lost);
    // Not settled yet: nothing counts.
    expect(await progress(p.token)).toEqual({ huntPoints: 0, boxPoints: 0, amb: 0, freeBets: 0 });
    await settle(lost);
    expect(await progress(p.token)).toEqual({ huntPoints: 10, boxPoints: 10, amb: 1, freeBets: 0 });
    const voided = pick();
    await place(p.token, 1_000, voided);
    await settle(voided, true);
    expect(await progress(p.token)).toMatchObject({ huntPoints: 10, amb: 1 });
    // An edit: the replaced bet (cashed out) counts nothing, the new one counts when it settles.
    const old = pick();
    const bet = await place(p.token, 2_000, old);
    const edited = await inject(h.app, 'POST', `${BETS_BASE}/edit`, p.token, {
      bet_id: bet.id,
      to_cashout: await offerOf(p.token, bet.id),
      bet: { stake: { value: 700, currency: 'EUR' }, selections: [old] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await settle(old);
    expect(await progress(p.token)).toMatchObject({ huntPoints: 17, boxPoints: 17, amb: 2 });
  });

  it('[HT5][LB4][AM4] a partial cashout counts the remaining stake only', async () => {
    const p = await playerWithPromotions();
    const s = pick();
    const bet = await place(p.token, 2_000, s);
    const offer = await offerOf(p.token, bet.id);
    const part = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: offer,
      amount: Math.floor(offer / 2),
    });
    expect(part.statusCode, part.body).toBe(200);
    const remaining = (part.json().data as { stake: { value: number } }).stake.value;
    expect(remaining).toBeLessThan(2_000);
    await settle(s);
    const after = await progress(p.token);
    expect(after.huntPoints).toBe(Math.floor(remaining / 100));
    expect(after.amb).toBe(remaining >= 500 ? 1 : 0);
  });
});
