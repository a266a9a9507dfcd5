import {
  ambFreebetSchema,
  bonusListResponseSchema,
  bonusSchema,
  bonusTermsResponseSchema,
  lootBoxOpenResponseSchema,
  tournamentRatingResponseSchema,
  type BonusDto,
  type BonusListKind,
} from '@slipstream/contract';
import { z } from 'zod';
import { newRequestId, sendOnceMore } from '../auth/send-once-more';
import { SPORTSBOOK_BASE, type SportsbookClient } from '../bets/sportsbook-client';

const BASE = `${SPORTSBOOK_BASE}/bonuses`;

const ambListResponseSchema = bonusListResponseSchema.extend({ data: z.array(ambFreebetSchema) });

const boostResponseSchema = z.object({
  data: bonusSchema.nullable(),
  lootbox: lootBoxOpenResponseSchema.shape.lootbox.optional(),
});

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
  /** A promo code; sent once more with the same request id when its outcome is unknown (issue 31). */
  async redeem(client: SportsbookClient, code: string, requestId = newRequestId()): Promise<BonusDto> {
    const raw = await sendOnceMore(() =>
      client.call<unknown>(`${BASE}/promo-code`, {
        method: 'POST',
        body: { code },
        idempotencyKey: requestId,
      }),
    );
    return bonusSchema.parse((raw as { data?: unknown }).data);
  },
  async terms(client: SportsbookClient, kind: BonusListKind, id: string) {
    const raw = await client.call<unknown>(`${BASE}/${kind}/${id}/terms`);
    return bonusTermsResponseSchema.parse(raw);
  },
  /** HT3, LB2: a hunt's points become a free bet; a loot box opens its chests (the free bet won, or none). */
  async boost(client: SportsbookClient, id: string) {
    const raw = await client.call<unknown>(`${BASE}/${id}/boost`, { method: 'POST' });
    return boostResponseSchema.parse(raw);
  },
  async activate(client: SportsbookClient, id: string): Promise<BonusDto> {
    const raw = await client.call<unknown>(`${BASE}/${id}/activate`, { method: 'POST' });
    return bonusSchema.parse((raw as { data?: unknown }).data);
  },
  /** AM2: a page of the amb free bets (4 a page). */
  async amb(client: SportsbookClient, page: number, signal?: AbortSignal) {
    const raw = await client.call<unknown>(`${BASE}/freebets/amb?page=${page}&limit=4`, { signal });
    return ambListResponseSchema.parse(raw);
  },
  async ambTerms(client: SportsbookClient, id: string) {
    const raw = await client.call<unknown>(`${BASE}/freebets/amb/${id}/terms`);
    return bonusTermsResponseSchema.parse(raw);
  },
  /** HT4: a page of the tournament's table (4 a page) and the player's own row. */
  async rating(client: SportsbookClient, id: string, page: number, signal?: AbortSignal) {
    const raw = await client.call<unknown>(`${BASE}/tournaments/${id}/rating?page=${page}&limit=4`, {
      signal,
    });
    return tournamentRatingResponseSchema.parse(raw);
  },
  async markSeen(client: SportsbookClient, bonuses: readonly { id: string; type: string }[]) {
    if (bonuses.length === 0) return;
    await client.call<unknown>(`${BASE}/mark-as-seen`, {
      method: 'POST',
      body: bonuses.map((b) => ({ id: b.id, type: b.type })),
    });
  },
};

export const kindOf = (b: BonusDto): BonusListKind =>
  b.type === 'comboboost'
    ? 'comboboosts'
    : b.type === 'hunting'
      ? 'huntings'
      : b.type === 'tournament'
        ? 'tournaments'
        : b.type === 'lootbox'
          ? 'lootboxes'
          : 'freebets';
