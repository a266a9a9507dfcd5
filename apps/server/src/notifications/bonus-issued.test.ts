import { describe, expect, it } from 'vitest';
import { bonusIssuedNotification } from './bonus-issued';

describe('the bonus_issued notification', () => {
  it("[LC8] carries the campaign's name in each language it has, for the client to pick the player's", () => {
    const n = bonusIssuedNotification({
      id: 7,
      name: 'Free bet',
      currency: 'EUR',
      subunits: 100,
      amount: 500,
      texts: { de: { name: 'Freiwette', description: 'Eine Freiwette' }, ar: { description: 'رهان' } },
    });
    expect(n.message?.values).toEqual({
      name: 'Free bet',
      'name@de': 'Freiwette',
      amount: 500,
      currency: 'EUR',
      subunits: 100,
    });
    expect(n.body).toBe('Free bet worth 5.00 EUR is waiting in Promotions.');
  });
});
