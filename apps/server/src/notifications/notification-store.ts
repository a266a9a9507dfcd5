import type { Notification } from '@slipstream/contract';
import type { Queryable } from '../db/db';

/** What a module says when it notifies a player; type and object_type default to a plain message. */
export interface NotificationInput {
  title: string;
  body: string;
  /** A path on this site the notification opens (e.g. `/statement`), or none. */
  link?: string | null;
  caption?: string | null;
  /** What caused it (bet_settled, bonus_issued, message…); default `message`. */
  type?: string;
  /** The kind of object it is about (bet, bonus), or none. */
  objectType?: string | null;
  /** One event, one notification: a second insert with the same key is ignored. */
  dedupeKey?: string;
  /** The text as a message key and values, which clients write in the player's language (issue 33 item 7). */
  message?: { key: string; values: Record<string, string | number> } | null;
}

export interface StoredNotification extends Notification {
  playerId: number;
}

const COLUMNS = `id, player_id, type, object_type, title, caption, body, link, read, message,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

type Row = Record<string, unknown>;

function messageOf(raw: unknown): Notification['message'] {
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!value || typeof value !== 'object') return null;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (typeof key !== 'string' || !values || typeof values !== 'object') return null;
  return { key, values: values as Record<string, string | number> };
}

function fromRow(r: Row): StoredNotification {
  return {
    id: Number(r.id),
    playerId: Number(r.player_id),
    type: String(r.type),
    object_type: r.object_type === null ? null : String(r.object_type),
    title: String(r.title),
    caption: r.caption === null ? null : String(r.caption),
    body: String(r.body),
    link: r.link === null ? null : String(r.link),
    read: r.read === true,
    created_at: String(r.created_at),
    message: messageOf(r.message),
  };
}

export function toWire(n: StoredNotification): Notification {
  const { playerId: _playerId, ...wire } = n;
  return wire;
}

/**
 * Stores notifications in one statement (a JSON array, so a batch costs one round trip); a repeated
 * dedupe key is skipped, so only the rows really inserted come back.
 */
export async function insertNotifications(
  q: Queryable,
  items: readonly { playerId: number; input: NotificationInput }[],
  now: number,
): Promise<StoredNotification[]> {
  if (items.length === 0) return [];
  const json = JSON.stringify(
    items.map(({ playerId, input }) => ({
      player_id: playerId,
      type: input.type ?? 'message',
      object_type: input.objectType ?? null,
      title: input.title,
      caption: input.caption ?? null,
      body: input.body,
      link: input.link ?? null,
      dedupe_key: input.dedupeKey ?? null,
      message: input.message ?? null,
    })),
  );
  const res = await q.query<Row>(
    `INSERT INTO notifications (player_id, type, object_type, title, caption, body, link, dedupe_key, message,
            created_at)
     SELECT x.player_id, x.type, x.object_type, x.title, x.caption, x.body, x.link, x.dedupe_key, x.message,
            to_timestamp($2::double precision / 1000)
       FROM jsonb_to_recordset($1::jsonb) AS x(player_id bigint, type text, object_type text, title text,
            caption text, body text, link text, dedupe_key text, message jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [json, now],
  );
  return res.rows.map(fromRow).sort((a, b) => a.id - b.id);
}

export async function listNotifications(
  q: Queryable,
  playerId: number,
  page: number,
  limit: number,
): Promise<{ data: Notification[]; total: number }> {
  const [rows, count] = await Promise.all([
    q.query<Row>(
      `SELECT ${COLUMNS} FROM notifications WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [playerId, limit, (page - 1) * limit],
    ),
    q.query<{ n: unknown }>('SELECT count(*) AS n FROM notifications WHERE player_id = $1', [playerId]),
  ]);
  return { data: rows.rows.map((r) => toWire(fromRow(r))), total: Number(count.rows[0]?.n ?? 0) };
}

/** Unread counts of the given players (players with none are absent). */
export async function unreadCounts(q: Queryable, playerIds: readonly number[]): Promise<Map<number, number>> {
  const res = await q.query<{ player_id: unknown; n: unknown }>(
    `SELECT player_id, count(*) AS n FROM notifications
      WHERE player_id = ANY($1::bigint[]) AND NOT read GROUP BY player_id`,
    [playerIds],
  );
  return new Map(res.rows.map((r) => [Number(r.player_id), Number(r.n)]));
}

/** Marks the player's own notifications read (others' ids are ignored); how many changed. */
export async function markRead(
  q: Queryable,
  playerId: number,
  ids: readonly number[] | 'all',
): Promise<number> {
  const res =
    ids === 'all'
      ? await q.query('UPDATE notifications SET read = true WHERE player_id = $1 AND NOT read', [playerId])
      : await q.query(
          'UPDATE notifications SET read = true WHERE player_id = $1 AND NOT read AND id = ANY($2::bigint[])',
          [playerId, ids],
        );
  return res.rowCount;
}
