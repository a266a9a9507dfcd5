import {
  bonusListResponseSchema,
  bonusSchema,
  bonusTermsResponseSchema,
  type BonusDto,
  type BonusListKind,
} from '@slipstream/contract';
import { SPORTSBOOK_BASE, type SportsbookClient } from '../bets/sportsbook-client';

const BASE = `${SPORTSBOOK_BASE}/bonuses`;

/** The bonus calls of account-and-surroundings §7 the web app makes; answers parsed with the contract. */
export const bonusesApi = {
  async list(
    client: SportsbookClient,
    kind: BonusListKind,
    q: { page?: number; limit?: number; active?: boolean; available?: boolean; unseen?: boolean } = {},
    signal?: AbortSignal,
  ) {
    const params = new URLSearchParams();
    if (q.page) params.set('page', String(q.page));
    if (q.limit) params.set('limit', String(q.limit));
    if (q.active) params.set('active', '1');
    if (q.available) params.set('available', '1');
    if (q.unseen) params.set('unseen', '1');
    const raw = await client.call<unknown>(`${BASE}/${kind}?${params.toString()}`, { signal });
    return bonusListResponseSchema.parse(raw);
  },
  async redeem(client: SportsbookClient, code: string): Promise<BonusDto> {
    const raw = await client.call<unknown>(`${BASE}/promo-code`, { method: 'POST', body: { code } });
    return bonusSchema.parse((raw as { data?: unknown }).data);
  },
  async terms(client: SportsbookClient, kind: BonusListKind, id: string) {
    const raw = await client.call<unknown>(`${BASE}/${kind}/${id}/terms`);
    return bonusTermsResponseSchema.parse(raw);
  },
  async markSeen(client: SportsbookClient, bonuses: readonly { id: string; type: string }[]) {
    if (bonuses.length === 0) return;
    await client.call<unknown>(`${BASE}/mark-as-seen`, {
      method: 'POST',
      body: bonuses.map((b) => ({ id: b.id, type: b.type })),
    });
  },
};

export const kindOf = (b: BonusDto): BonusListKind => (b.type === 'comboboost' ? 'comboboosts' : 'freebets');
