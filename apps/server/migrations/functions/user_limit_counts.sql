-- user_limit_counts: its current definition (last written by migrations/0570_money_limits.sql).
--
-- Whether a limit counts at p_now: active, or removed but still inside its cooling-off.
CREATE OR REPLACE FUNCTION user_limit_counts(l user_limits, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT l.status = 'active' OR l.status = 'unconfirmed_disabled' OR (l.disable_at IS NOT NULL AND l.disable_at > p_now)
$$;
