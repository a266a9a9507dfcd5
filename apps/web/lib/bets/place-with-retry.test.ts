import type { SlipBet } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../auth/http';
import { placeWithRetry } from './place-with-retry';
import type { SportsbookClient } from './sportsbook-client';

const bet: SlipBet = {
  stake: 100,
  currency: 'EUR',
  subunits: 100,
  betType: 'single',
  customOdds: null,
  selections: [],
  availableBonuses: [],
  bonus: null,
  systemType: null,
  stakeSource: 'manual',
  betId: null,
  status: null,
  isVip: false,
  bonusOdds: null,
  freebetStake: null,
  jackpots: [],
} as unknown as SlipBet;
const meta = { deviceId: 'device', quick: false, requestId: 'request-1' };
const unknown = () =>
  new ApiError(503, 'bet_outcome_unknown', 'may be placed', { details: { request_id: 'request-1' } });

/** A client that answers each POST /bets in turn (an error is thrown) and keeps the request ids it was sent. */
function answering(...answers: unknown[]) {
  const requestIds: unknown[] = [];
  const client: SportsbookClient = {
    locale: 'en',
    token: 't',
    call<T>(_path: string, init?: { body?: unknown }): Promise<T> {
      requestIds.push((init?.body as { meta: { request_id: string } }).meta.request_id);
      const next = answers.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as T);
    },
  };
  return { client, requestIds };
}

describe('placement whose outcome is unknown (issue 31)', () => {
  it('is sent once more with the same request id after 503 bet_outcome_unknown, and its answer is the answer', async () => {
    const { client, requestIds } = answering(unknown(), { data: [{ id: 'b1' }], warnings: {} });
    expect(await placeWithRetry(client, [bet], meta)).toEqual({ data: [{ id: 'b1' }], warnings: {} });
    expect(requestIds).toEqual(['request-1', 'request-1']);
  });

  it('is sent once more after a network failure (no answer at all)', async () => {
    const { client, requestIds } = answering(new TypeError('Failed to fetch'), { data: [], warnings: {} });
    await placeWithRetry(client, [bet], meta);
    expect(requestIds).toEqual(['request-1', 'request-1']);
  });

  it('shows the second unknown outcome (check My bets), never a third try', async () => {
    const { client, requestIds } = answering(unknown(), unknown(), { data: [], warnings: {} });
    await expect(placeWithRetry(client, [bet], meta)).rejects.toMatchObject({ code: 'bet_outcome_unknown' });
    expect(requestIds).toHaveLength(2);
  });

  it('does not retry a refusal: the outcome is known', async () => {
    const refused = new ApiError(403, 'user_limit_reached', 'limit', null);
    const { client, requestIds } = answering(refused, { data: [], warnings: {} });
    await expect(placeWithRetry(client, [bet], meta)).rejects.toBe(refused);
    expect(requestIds).toHaveLength(1);
  });
});
