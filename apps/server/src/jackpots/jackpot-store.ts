import { createHmac } from 'node:crypto';
import type { JackpotDto, JackpotHitDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';

export interface JackpotRow {
  id: unknown;
  name: string;
  names: Record<string, string> | string | null;
  currency: string;
  subunits: unknown;
  hits_amount: unknown;
  levels: {
    code: string;
    name: string;
    pool_amount: number | string;
    state: JackpotDto['levels'][number]['state'];
  }[];
}

/** A jackpot's name in the first tag of Accept-Language (issue 33 item 7): that locale, its base, else its own. */
export function jackpotName(
  r: Pick<JackpotRow, 'name' | 'names'>,
  acceptLanguage: string | null | undefined,
): string {
  const names = (typeof r.names === 'string' ? JSON.parse(r.names) : (r.names ?? {})) as Record<
    string,
    string
  >;
  const tag = (acceptLanguage ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  if (!tag) return r.name;
  const find = (want: string) => Object.keys(names).find((k) => k.toLowerCase() === want);
  const key = find(tag) ?? find(tag.split('-')[0]!);
  return (key && names[key]) || r.name;
}

/**
 * Every jackpot (or one) with its levels in position order, as §3 "Jackpot". A level's pool is what the folds
 * put in pool_amount plus its part of the contributions not folded yet (SPEC.md JP1: floor(share × share_bp /
 * 10000) each, active levels only), read in one statement so a concurrent fold never shows twice or not at all.
 */
export async function selectJackpots(
  q: Queryable,
  id?: number,
  /** The asker's Accept-Language: the name in that locale, its base language, else the jackpot's own. */
  acceptLanguage?: string | null,
): Promise<JackpotDto[]> {
  const res = await q.query<JackpotRow>(
    `SELECT j.id, j.name, j.names, j.currency, c.subunits, j.hits_amount,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('code', l.code, 'name', l.name,
                     'pool_amount', l.pool_amount + CASE WHEN l.state = 'active' THEN u.amount ELSE 0 END,
                     'state', l.state) ORDER BY l.position), '[]'::jsonb)
               FROM jackpot_levels l CROSS JOIN LATERAL (
                 SELECT coalesce(sum((c.share * l.share_bp) / 10000), 0)::bigint AS amount FROM jackpot_contributions c
                  WHERE c.jackpot_id = j.id AND c.folded_at IS NULL) u
              WHERE l.jackpot_id = j.id) AS levels
       FROM jackpots j JOIN currencies c ON c.code = j.currency
      WHERE $1::bigint IS NULL OR j.id = $1 ORDER BY j.id`,
    [id ?? null],
  );
  return res.rows.map((r) => {
    const levels = r.levels.map((l) => ({ ...l, pool_amount: toSafeInt(l.pool_amount) }));
    const pool = levels.reduce((s, l) => s + l.pool_amount, 0);
    return {
      id: String(r.id),
      name: jackpotName(r, acceptLanguage),
      amount: pool,
      pool_amount: pool,
      hits_amount: toSafeInt(r.hits_amount),
      currency: r.currency,
      currency_subunits: toSafeInt(r.subunits),
      levels,
    };
  });
}

interface HitRow {
  id: unknown;
  jackpot_id: unknown;
  level_code: string;
  level_name: string;
  jackpot_name: string;
  player_id: unknown;
  amount: unknown;
  currency: string;
  subunits: unknown;
  status: 'approved' | 'paid';
  seen: boolean;
  created_at: Date | string;
}

/**
 * §3 user_hash: who hit, without saying who: an HMAC of the player id under the server's secret, so the
 * same player always has the same hash and nobody can recover the id from it.
 */
export const userHash = (secret: string, playerId: number): string =>
  createHmac('sha256', secret).update(`jackpot-player:${playerId}`).digest('hex').slice(0, 16);

export interface HitFilter {
  jackpotId?: number;
  status?: 'approved' | 'paid';
  playerId?: number;
  unseen?: boolean;
  limit: number;
}

export async function selectHits(q: Queryable, secret: string, f: HitFilter): Promise<JackpotHitDto[]> {
  const res = await q.query<HitRow>(
    `SELECT h.id, h.jackpot_id, h.level_code, l.name AS level_name, j.name AS jackpot_name, h.player_id, h.amount,
            h.currency, c.subunits, h.status, h.seen, h.created_at
       FROM jackpot_hits h JOIN jackpots j ON j.id = h.jackpot_id
       JOIN jackpot_levels l ON l.jackpot_id = h.jackpot_id AND l.code = h.level_code
       JOIN currencies c ON c.code = h.currency
      WHERE ($1::bigint IS NULL OR h.jackpot_id = $1) AND ($2::text IS NULL OR h.status = $2)
        AND ($3::bigint IS NULL OR h.player_id = $3) AND (NOT $4 OR NOT h.seen)
      ORDER BY h.id DESC LIMIT $5`,
    [f.jackpotId ?? null, f.status ?? null, f.playerId ?? null, f.unseen ?? false, f.limit],
  );
  return res.rows.map((r) => ({
    id: String(r.id),
    amount: toSafeInt(r.amount),
    // Jackpots here are kept in EUR or converted at no rate: amount_eur is the amount when in EUR, else 0.
    amount_eur: r.currency === 'EUR' ? toSafeInt(r.amount) : 0,
    created_at: new Date(r.created_at).toISOString(),
    currency: r.currency,
    currency_subunits: toSafeInt(r.subunits),
    jackpot_id: String(r.jackpot_id),
    jackpot_level_code: r.level_code,
    jackpot_level_name: r.level_name,
    jackpot_name: r.jackpot_name,
    status: r.status,
    user_hash: userHash(secret, toSafeInt(r.player_id)),
    seen: r.seen,
  }));
}
