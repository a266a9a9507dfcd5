import { beforeAll, describe, expect, it } from 'vitest';
import { BET_LIST_FILTER_STATUSES, BET_STATUSES } from '@slipstream/betting';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import {
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  placeBet,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

describe.each(testDbKinds())('GET /bets status list on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let token: string;
  let open: string;
  let cashedOut: string;
  betsSuite(kind, (opened) => ({ db, h } = opened));
  beforeAll(async () => {
    const p = await createPlayer(db, 10_000);
    token = p.token;
    const [a, b] = bettableMatches(h.catalogue);
    open = (await placeBet<{ id: string }>(h.app, token, [sel(h.catalogue, a!.id, 1, '1')])).id;
    const sold = await placeBet<{ id: string; to_cashout: { value: number } }>(h.app, token, [
      sel(h.catalogue, b!.id, 1, '1'),
    ]);
    const res = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, token, {
      bet_id: sold.id,
      to_cashout: sold.to_cashout.value,
    });
    expect(res.statusCode, res.body).toBe(200);
    cashedOut = sold.id;
  }, 60_000);

  const ids = async (query: string): Promise<string[]> => {
    const res = await inject(h.app, 'GET', `${BETS_BASE}${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }[]).map((b) => b.id);
  };

  it('[BS1] takes the spec’s status list, comma-separated or repeated', async () => {
    expect(await ids('?status=waiting_results')).toEqual([open]);
    expect(await ids('?status=cashed_out')).toEqual([cashedOut]);
    expect(await ids('?status=cashed_out,waiting_results')).toEqual([cashedOut, open]);
    expect(await ids('?status=cashed_out&status=waiting_results')).toEqual([cashedOut, open]);
    expect(await ids('?status=done,cancelled')).toEqual([]);
    expect(await ids(`?status=${BET_STATUSES.join(',')}`)).toEqual([cashedOut, open]);
  });

  it('[BS1] today’s filter names stand for their lists; no status is all but rejected', async () => {
    expect(await ids('?status=open')).toEqual([open]);
    expect(await ids('?status=settled')).toEqual([cashedOut]);
    expect(await ids('?status=all')).toEqual([cashedOut, open]);
    expect(await ids('')).toEqual([cashedOut, open]);
    expect(await ids(`?status=${BET_LIST_FILTER_STATUSES.open.join(',')}`)).toEqual([open]);
    expect(await ids(`?status=${BET_LIST_FILTER_STATUSES.settled.join(',')}&result=all`)).toEqual([
      cashedOut,
    ]);
  });

  it('[BS1] an unknown status or an empty list is a 400 from the catalogue', async () => {
    for (const q of ['?status=won', '?status=open,nope', '?status=', '?status=,']) {
      const res = await inject(h.app, 'GET', `${BETS_BASE}${q}`, token);
      expectError(res, 400);
    }
  });
});
