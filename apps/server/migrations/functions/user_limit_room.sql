-- user_limit_room: its current definition (last written by migrations/0702_user_limit_room.sql; across currencies
-- since 0830).
--
-- The most one bet in p_currency can stake at p_now under the player's wager and loss limits in any currency
-- (never below 0), or null when none counts. Each limit's room (its amount less user_limit_used) is converted into
-- p_currency rounded down (user_limit_convert), so a stake of that size, converted back rounded up, still fits:
-- max stake never promises what placement refuses. A currency without a rate leaves no room. A read for max stake:
-- placement's check, under the player's lock, stays the judge.
CREATE OR REPLACE FUNCTION user_limit_room(p_player bigint, p_currency text, p_now timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_room bigint;
BEGIN
  SELECT min(coalesce(user_limit_convert(greatest(user_limit_amount(l, p_now) - user_limit_used(l, p_now), 0),
                                         l.currency, p_currency, false), 0))
    INTO v_room
    FROM user_limits l
   WHERE l.player_id = p_player AND l.type IN ('wager', 'loss') AND user_limit_counts(l, p_now);
  RETURN v_room;
END $$;
