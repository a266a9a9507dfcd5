import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';
import { EXCLUSION_COLUMNS, type ExclusionColumns } from './self-exclusion';

/** A players row as the platform reads it. */
export interface PlayerRow extends ExclusionColumns {
  id: number;
  email: string | null;
  password_hash: string | null;
  auth_phone_number: string | null;
  mobile_phone: string | null;
  phone_country: string | null;
  phone_verified_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  language: string;
  currency: string;
  statuses: string[];
  serasa_pve: boolean;
  user_account_status: string;
  suspension_reason: string | null;
  comp_points: number;
  confirmed_at: Date | null;
  failed_attempts: number;
  locked_at: Date | null;
}

const COLUMNS = `id, email, password_hash, auth_phone_number, mobile_phone, phone_country, phone_verified_at,
  first_name, last_name, nickname, language, currency, statuses, serasa_pve, user_account_status,
  suspension_reason, comp_points, confirmed_at, failed_attempts, locked_at, ${EXCLUSION_COLUMNS}`;

function normalise(row: PlayerRow): PlayerRow {
  return { ...row, id: toSafeInt(row.id), comp_points: toSafeInt(row.comp_points) };
}

export async function findPlayerById(db: Queryable, id: number): Promise<PlayerRow | null> {
  const res = await db.query<PlayerRow>(`SELECT ${COLUMNS} FROM players WHERE id = $1`, [id]);
  return res.rows[0] ? normalise(res.rows[0]) : null;
}

export async function findPlayerByEmail(db: Queryable, email: string): Promise<PlayerRow | null> {
  const res = await db.query<PlayerRow>(`SELECT ${COLUMNS} FROM players WHERE lower(email) = lower($1)`, [
    email,
  ]);
  return res.rows[0] ? normalise(res.rows[0]) : null;
}

export async function insertPlayer(
  tx: Queryable,
  p: { email: string; passwordHash: string; currency: string; nowMs: number },
): Promise<number> {
  const res = await tx.query<{ id: number }>(
    `INSERT INTO players (email, password_hash, currency, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [p.email, p.passwordHash, p.currency, new Date(p.nowMs)],
  );
  return toSafeInt(res.rows[0]!.id);
}
