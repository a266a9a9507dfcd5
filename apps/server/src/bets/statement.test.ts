import { describe, expect, it } from 'vitest';
import { statementResponseSchema } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import { settleMatchBets } from './settlement';
import { csvText } from './statement-csv';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

describe('csvText', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvText('Home · 1x2')).toBe('Home · 1x2');
    expect(csvText('A, B')).toBe('"A, B"');
    expect(csvText('say "hi"\n')).toBe('"say ""hi""\n"');
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('@cmd')).toBe("'@cmd");
  });
});

describe.each(testDbKinds())('statement on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  it('lists bets and wallet movements with totals that match the ledger and the balance', async () => {
    const p = await createPlayer(db, 10_000);
    const [m1, m2, m3] = bettableMatches(h.catalogue).slice(0, 3);
    const place = async (matchId: number, stake: number) => {
      const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [sel(h.catalogue, matchId, 1, '1')] }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data[0] as { id: string; to_cashout: { value: number } };
    };
    const won = await place(m1!.id, 1000);
    const part = await place(m2!.id, 2000);
    const open = await place(m3!.id, 500);
    const cashed = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: part.id,
      to_cashout: part.to_cashout.value,
      amount: 600,
    });
    expect(cashed.statusCode, cashed.body).toBe(200);
    const paidPart = cashed.json().data.partial_cashout.amount.value as number;
    await writeResults(db, m1!.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    await settleMatchBets(h.bets.deps, h.bets.offers, m1!.id);

    const res = await inject(h.app, 'GET', `${BETS_BASE}/statement`, p.token);
    expect(res.statusCode, res.body).toBe(200);
    const s = statementResponseSchema.parse(res.json());
    const balance = await balanceOf(db, p.id);
    expect(s.balance).toBe(balance);
    expect(s.totals).toMatchObject({ opening_balance: 0, closing_balance: balance, movements: balance });
    expect(s.movements.reduce((t, m) => t + m.amount, 0)).toBe(balance);
    expect(s.movements.at(-1)?.balance_after).toBe(balance);
    const payout = s.bets.find((b) => b.id === won.id)!.settled;
    expect(payout).toBeGreaterThan(1000);
    expect(s.totals.by_reason).toEqual({
      deposit: 10_000,
      bet_stake: -3500,
      cashout: paidPart,
      bet_payout: payout,
    });
    expect(s.totals).toMatchObject({ staked: 3500, cashed_out: paidPart, settled: payout });
    expect(s.bets.find((b) => b.id === part.id)).toMatchObject({ stake: 2000, cashed_out: paidPart });
    expect(10_000 - s.totals.staked + s.totals.cashed_out + s.totals.settled).toBe(balance);

    // Filters: open bets only; windows before and after every movement.
    const openOnly = statementResponseSchema.parse(
      (await inject(h.app, 'GET', `${BETS_BASE}/statement?status=open`, p.token)).json(),
    );
    expect(openOnly.bets.map((b) => b.id)).toEqual([part.id, open.id]);
    const later = statementResponseSchema.parse(
      (await inject(h.app, 'GET', `${BETS_BASE}/statement?from=2099-01-01`, p.token)).json(),
    );
    expect(later.movements).toEqual([]);
    expect(later.totals).toMatchObject({ opening_balance: balance, closing_balance: balance });
    const earlier = statementResponseSchema.parse(
      (await inject(h.app, 'GET', `${BETS_BASE}/statement?to=2000-01-01`, p.token)).json(),
    );
    expect(earlier.bets).toEqual([]);
    expect(earlier.totals).toMatchObject({ opening_balance: 0, closing_balance: 0 });

    // CSV: the same figures as exact decimals, as an attachment.
    const csv = await inject(h.app, 'GET', `${BETS_BASE}/statement?format=csv`, p.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-EUR-start-now\.csv"$/,
    );
    const lines = csv.body.split('\r\n');
    const major = (minor: number) =>
      `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
    expect(lines).toContain(`,closing balance,,${major(balance)},${major(balance)}`);
    expect(lines).toContain(`Total,,,,,,,35.00,${major(paidPart)},${major(payout)}`);
    expect(lines.filter((l) => l.startsWith('B0')).length).toBe(3);
  });

  it('pages bets and movements apart (limit, bets_page, movements_page); totals and balances stay the whole window', async () => {
    const p = await createPlayer(db, 10_000);
    // Five bets on open prices (a simulated market may be suspended for a moment: the next match is taken).
    const ids: string[] = [];
    for (const m of bettableMatches(h.catalogue)) {
      if (ids.length === 5) break;
      const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
      });
      if (res.statusCode === 409) continue;
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json().data[0] as { id: string }).id);
    }
    expect(ids).toHaveLength(5);
    const get = async (q: string) => {
      const res = await inject(h.app, 'GET', `${BETS_BASE}/statement?${q}`, p.token);
      expect(res.statusCode, res.body).toBe(200);
      return statementResponseSchema.parse(res.json());
    };
    const whole = await get('');
    // Six movements (the deposit and five stakes), five bets: all on the first page of the default size.
    expect(whole.movements).toHaveLength(6);
    expect(whole.pagination).toEqual({
      limit: 50,
      bets: { page: 1, total: 5, last_page: 1 },
      movements: { page: 1, total: 6, last_page: 1 },
    });
    const first = await get('limit=2');
    expect(first.bets.map((b) => b.id)).toEqual(ids.slice(0, 2));
    expect(first.movements.map((m) => m.id)).toEqual(whole.movements.slice(0, 2).map((m) => m.id));
    expect(first.pagination).toEqual({
      limit: 2,
      bets: { page: 1, total: 5, last_page: 3 },
      movements: { page: 1, total: 6, last_page: 3 },
    });
    const later = await get('limit=2&bets_page=3&movements_page=2');
    expect(later.bets.map((b) => b.id)).toEqual(ids.slice(4));
    // A later page's balances carry on from the movements before it.
    expect(later.movements).toEqual(whole.movements.slice(2, 4));
    expect(later.totals).toEqual(whole.totals);
    expect(later.pagination.bets.page).toBe(3);
    expect(later.pagination.movements.page).toBe(2);
    // Past the last page: an empty page, the totals still there.
    const past = await get('limit=2&bets_page=9&movements_page=9');
    expect(past.bets).toEqual([]);
    expect(past.movements).toEqual([]);
    expect(past.totals).toEqual(whole.totals);
    // The CSV is the whole statement, whatever the page.
    const csv = await inject(h.app, 'GET', `${BETS_BASE}/statement?format=csv&limit=1`, p.token);
    expect(csv.body.split('\r\n').filter((l) => l.startsWith('B0')).length).toBe(5);
  });

  it('refuses bad filters with 400 and visitors with 401', async () => {
    const p = await createPlayer(db, 0);
    for (const q of [
      'from=2026-13-01',
      'from=yesterday',
      'from=2026-11-02&to=2026-11-01',
      'status=won',
      'format=pdf',
      'limit=0',
      'limit=201',
      'bets_page=0',
      'movements_page=x',
    ])
      expectError(
        await inject(h.app, 'GET', `${BETS_BASE}/statement?${q}`, p.token),
        400,
        'validation_failed',
      );
    expectError(await inject(h.app, 'GET', `${BETS_BASE}/statement`, null), 401);
    expectError(await inject(h.app, 'GET', `${BETS_BASE}/statement?currency=USD`, p.token), 404, 'not_found');
  });
});
