import type { z } from 'zod';
import type { activityTrackResponseSchema } from '@slipstream/contract';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { activeTimeLimit } from './limits';

/** The client pings every 60 s while visible (§4): one ping never counts for more than this. */
export const MAX_SECONDS_PER_PING = 60;

/**
 * POST /player/activity_limit_track. Activity time is counted per fixed window of the activity limit's period:
 * each ping adds the time since the previous ping in that window (at most 60 s, so a tab asleep for an hour
 * is not charged an hour, and fast pings add only real elapsed time). When the allowance is used up the answer
 * is 401 activity_limit_reached (the client signs out and shows the activity-limit modal).
 */
export async function trackActivity(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<z.infer<typeof activityTrackResponseSchema>> {
  const limit = await activeTimeLimit(db, playerId, 'activity', nowMs);
  if (!limit) return { tracked_seconds: 0, limit_seconds: null, window_ends_at: null };
  const periodMs = limit.periodSeconds * 1000;
  const windowStart = Math.floor(nowMs / periodMs) * periodMs;
  const res = await db.query<{ tracked_seconds: number }>(
    `INSERT INTO activity_limit_track (player_id, window_start, tracked_seconds, last_ping_at)
     VALUES ($1, $2, 0, $3)
     ON CONFLICT (player_id, window_start) DO UPDATE SET
       tracked_seconds = activity_limit_track.tracked_seconds
         + LEAST($4::integer, GREATEST(0, floor(extract(epoch FROM ($3::timestamptz - activity_limit_track.last_ping_at))))::integer),
       last_ping_at = GREATEST(activity_limit_track.last_ping_at, $3::timestamptz)
     RETURNING tracked_seconds`,
    [playerId, new Date(windowStart), new Date(nowMs), MAX_SECONDS_PER_PING],
  );
  const tracked = res.rows[0]!.tracked_seconds;
  const windowEndsAt = new Date(windowStart + periodMs).toISOString();
  if (tracked >= limit.allowanceSeconds)
    throw new AppError('activity_limit_reached', {
      tracked_seconds: tracked,
      limit_seconds: limit.allowanceSeconds,
      window_ends_at: windowEndsAt,
    });
  return { tracked_seconds: tracked, limit_seconds: limit.allowanceSeconds, window_ends_at: windowEndsAt };
}
