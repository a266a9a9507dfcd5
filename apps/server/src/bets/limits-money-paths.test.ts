import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserLimit } from '../accounts/limits';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import {
  balanceOf,
  bettableMatches,
  betsHarness,
  createPlayer,
  expectError,
  inject,
  placeBet,
  sel,
  type BetsHarness,
} from './test-support';

interface WireBet {
  id: string;
  status: string;
  to_cashout: { value: number } | null;
}

/** The money limits against every way a bet's money moves after placement: edit, partial and automatic cashout. */
describe.each(testDbKinds())('money limits against edits and cashouts on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  beforeAll(async () => {
    db = await openTestDb(kind);
    h = await betsHarness(db);
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  const setLimit = (playerId: number, type: 'wager' | 'loss', amount: number, currency = 'EUR') =>
    db.transaction((tx) =>
      setUserLimit(
        tx,
        { id: playerId, currency },
        { type, period: 'day', amount, currency },
        h.clock.now(),
        0,
      ),
    );
  const place = (token: string, s: ReturnType<typeof sel>, stake: number) =>
    inject(h.app, 'POST', BETS_BASE, token, {
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s] }],
    });
  async function movePrice(s: ReturnType<typeof sel>, milli: number) {
    const res = await inject(h.app, 'POST', '/api/sim/odds', null, { ...s, odds: milli / 1000 });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await h.bets.offers.settled();
  }
  async function offerOf(token: string, id: string): Promise<number> {
    const list = await inject(h.app, 'GET', BETS_BASE, token);
    return (list.json().data as WireBet[]).find((b) => b.id === id)!.to_cashout!.value;
  }
  /** A EUR 50 bet whose price drifted far (its offer a few euros), and the selection at the new price. */
  async function driftedBet(token: string) {
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await placeBet<WireBet>(h.app, token, [s], 5_000);
    await movePrice(s, Math.round(s.odds * 1000) * 10);
    const offer = await offerOf(token, bet.id);
    expect(offer).toBeGreaterThan(0);
    expect(offer).toBeLessThan(1_000);
    return { bet, offer, now: sel(h.catalogue, m.id, 1, '1') };
  }
  const edit = (token: string, betId: string, offer: number, s: ReturnType<typeof sel>, stake: number) =>
    inject(h.app, 'POST', `${BETS_BASE}/edit`, token, {
      bet_id: betId,
      to_cashout: offer,
      bet: { stake: { value: stake, currency: 'EUR' }, selections: [s] },
    });

  it('[RG5][CO9] an edited bet keeps its realised loss: a EUR 100 loss limit holds after an edit, and a second edit past it is refused', async () => {
    const p = await createPlayer(db, 100_000);
    await setLimit(p.id, 'loss', 10_000);
    const { bet, offer, now } = await driftedBet(p.token);
    const edited = await edit(p.token, bet.id, offer, now, 5_000);
    expect(edited.statusCode, edited.body).toBe(200);
    // Lost so far: 50 − the credit on the replaced bet, 50 open on the new one.
    const room = 10_000 - (5_000 - offer) - 5_000;
    const refused = expectError(await place(p.token, now, room + 1), 403, 'user_limit_reached');
    expect((refused.data as { details: { type: string; used: { value: number } } }).details).toMatchObject({
      type: 'loss',
      used: { value: 10_000 - room },
    });
    // The price drifts again: editing once more would realise another loss of 50 − its credit on top: refused
    // whole, the bet stays open and no money moves (repeated edits used to pass any limit).
    const newId = (edited.json() as { data: WireBet }).data.id;
    await movePrice(now, Math.round(now.odds * 1000) * 3);
    const later = { ...now, odds: (Math.round(now.odds * 1000) * 3) / 1000 };
    const balance = await balanceOf(db, p.id);
    const again = await edit(p.token, newId, await offerOf(p.token, newId), later, 5_000);
    expectError(again, 403, 'user_limit_reached');
    expect(await balanceOf(db, p.id)).toBe(balance);
    expect((await place(p.token, later, room)).statusCode).toBe(201);
  });

  it('[RG5][CO9] an edited bet keeps its stake: a EUR 100 wager limit is used up by a bet of 50 and its edit into 50', async () => {
    const p = await createPlayer(db, 100_000);
    await setLimit(p.id, 'wager', 10_000);
    const { bet, offer, now } = await driftedBet(p.token);
    expect((await edit(p.token, bet.id, offer, now, 5_000)).statusCode).toBe(200);
    const refused = expectError(await place(p.token, now, 100), 403, 'user_limit_reached');
    expect((refused.data as { details: { type: string } }).details.type).toBe('wager');
  });
});
