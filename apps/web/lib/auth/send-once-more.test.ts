import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeposit } from '../account/deposit-provider';
import { betsApi } from '../bets/bets-api';
import { bonusesApi } from '../bonuses/bonuses-api';
import type { CallInit, SportsbookClient } from '../bets/sportsbook-client';
import { ApiError } from './http';
import { sendOnceMore } from './send-once-more';

const unknown = () =>
  new ApiError(503, 'outcome_unknown', 'may have happened', { details: { request_id: 'request-1' } });

/** A client that answers each call in turn (an error is thrown) and keeps the Idempotency-Keys it was sent. */
function answering(...answers: unknown[]) {
  const keys: unknown[] = [];
  const client: SportsbookClient = {
    locale: 'en',
    token: 't',
    call<T>(_path: string, init?: CallInit): Promise<T> {
      keys.push(init?.idempotencyKey);
      const next = answers.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as T);
    },
  };
  return { client, keys };
}

describe('a money write whose outcome is unknown (issue 31: cashout, deposit)', () => {
  it('a cashout is sent once more with the same request id after 503 outcome_unknown, and its answer is the answer', async () => {
    const { client, keys } = answering(unknown(), { data: { id: 'b1' } });
    expect(await betsApi.cashout(client, 'b1', 950)).toEqual({ data: { id: 'b1' } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTypeOf('string');
    expect(keys[1]).toBe(keys[0]);
  });

  it('SPEC.md CO7: a partial cashout likewise, with its own request id per click', async () => {
    const { client, keys } = answering(unknown(), { data: { id: 'b1' } }, { data: { id: 'b1' } });
    await betsApi.cashoutPart(client, 'b1', 950, 400);
    await betsApi.cashoutPart(client, 'b1', 700, 300);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('SPEC.md CO9: a bet edit likewise; a dry run (a price, nothing written) is not', async () => {
    const body = { bet_id: 'b1', to_cashout: 950, bet: {} as never, dry_run: false };
    const { client, keys } = answering(unknown(), { data: null }, unknown());
    await betsApi.editBet(client, body);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(betsApi.editBet(client, { ...body, dry_run: true })).rejects.toMatchObject({
      code: 'outcome_unknown',
    });
    expect(keys).toHaveLength(3);
  });

  it('a promo code likewise', async () => {
    const bonus = { id: '1' };
    const { client, keys } = answering(unknown(), { data: bonus });
    await bonusesApi.redeem(client, 'WELCOME10').catch(() => undefined); // the answer's schema is not the point
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is sent once more after a network failure (no answer at all)', async () => {
    let calls = 0;
    const answer = await sendOnceMore(() =>
      ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('done'),
    );
    expect([answer, calls]).toEqual(['done', 2]);
  });

  it('shows the second unknown outcome (check My bets and the balance), never a third try', async () => {
    const { client, keys } = answering(unknown(), unknown(), { data: {} });
    await expect(betsApi.cashout(client, 'b1', 950)).rejects.toMatchObject({ code: 'outcome_unknown' });
    expect(keys).toHaveLength(2);
  });

  it('does not retry a refusal or a database that answered nothing was written: the outcome is known', async () => {
    for (const known of [
      new ApiError(409, 'cashout_offer_changed', 'changed', null),
      new ApiError(503, 'unavailable', 'unavailable', null),
    ]) {
      const { client, keys } = answering(known, { data: {} });
      await expect(betsApi.cashout(client, 'b1', 950)).rejects.toBe(known);
      expect(keys).toHaveLength(1);
    }
  });

  describe('a deposit', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('is created once more with the same Idempotency-Key after 503 outcome_unknown', async () => {
      const keys: (string | undefined)[] = [];
      const answers = [
        Response.json({ code: 'outcome_unknown', message: 'unknown' }, { status: 503 }),
        Response.json({ id: 'd1', status: 'success', amount: { value: 100, currency: 'EUR' }, url: null }),
      ];
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['idempotency-key']);
        return Promise.resolve(answers.shift()!);
      });
      const deposit = await createDeposit({ value: 100, currency: 'EUR' }, 'en', { quick: true });
      expect(deposit).toMatchObject({ id: 'd1', status: 'success' });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTypeOf('string');
      expect(keys[1]).toBe(keys[0]);
    });
  });
});
