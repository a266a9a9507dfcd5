-- user_limit_room: its current definition (last written by migrations/0702_user_limit_room.sql).
--
-- The most one bet in p_currency can stake at p_now under the player's wager and loss limits (never below 0), or
-- null when none counts. A read for max stake: placement's check, under the player's lock, stays the judge.
CREATE OR REPLACE FUNCTION user_limit_room(p_player bigint, p_currency text, p_now timestamptz) RETURNS bigint
LANGUAGE sql AS $$
  SELECT CASE WHEN min(r.room) IS NULL THEN NULL ELSE greatest(min(r.room), 0) END
    FROM (SELECT user_limit_amount(l, p_now) - user_limit_used(l, p_now) AS room
            FROM user_limits l
           WHERE l.player_id = p_player AND l.currency = p_currency AND l.type IN ('wager', 'loss')
             AND user_limit_counts(l, p_now)) r
$$;
