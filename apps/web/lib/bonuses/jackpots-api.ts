import { jackpotHitSchema, jackpotSchema } from '@slipstream/contract';
import { SPORTSBOOK_BASE, type SportsbookClient } from '../bets/sportsbook-client';

export const jackpotsApi = {
  async list(client: SportsbookClient, signal?: AbortSignal) {
    const raw = await client.call<{ data: unknown[] }>(`${SPORTSBOOK_BASE}/jackpots`, { signal });
    return raw.data.map((j) => jackpotSchema.parse(j));
  },
  async unseenHits(client: SportsbookClient, signal?: AbortSignal) {
    const raw = await client.call<{ data: unknown[] }>(
      `${SPORTSBOOK_BASE}/jackpot-hits?for_user=1&unseen=1&limit=10`,
      // Polled by the page: not the player using the session.
      { signal, background: true },
    );
    return raw.data.map((h) => jackpotHitSchema.parse(h));
  },
  async markSeen(client: SportsbookClient, id: string) {
    await client.call<unknown>(`${SPORTSBOOK_BASE}/jackpot-hits/${id}/seen`, { method: 'POST' });
  },
};
