-- user_limit_amount: its current definition (last written by migrations/0570_money_limits.sql).
--
-- The amount in force at p_now (a pending increase counts once its cooling-off has passed).
CREATE OR REPLACE FUNCTION user_limit_amount(l user_limits, p_now timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_now THEN l.pending_amount ELSE l.amount END
$$;
