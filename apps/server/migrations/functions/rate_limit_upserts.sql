-- rate_limit_upserts: its current definition (last written by migrations/0630_rate_limit_upserts.sql).
--
-- The abuse-limit counters' upserts in one call (src/security/rate-limit-store-client.ts): on PostgreSQL the server
-- gathers the counters that arrive together (every bet placement bumps two) and sends them as one statement,
-- one round trip and one commit, instead of one of each per counter. Each element is exactly the upsert of
-- rate-limiter-flexible's PostgreSQL store ('rlflx-upsert': a window that has expired starts again at the given
-- points and expiry, a live one adds the points and keeps its expiry), applied in the order given, so two bumps of
-- one key in a batch count twice as they would one after the other. The library's own statement and this one are
-- compared on the same inputs by src/security/rate-limit-store-client.test.ts.
CREATE OR REPLACE FUNCTION rate_limit_upserts(p_keys text[], p_points integer[], p_expires bigint[], p_nows bigint[])
RETURNS TABLE (ord integer, points integer, expire bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_keys, 1), 0) LOOP
    ord := i;
    INSERT INTO rate_limits AS r VALUES (p_keys[i], p_points[i], p_expires[i])
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN r.expire <= p_nows[i] THEN p_points[i] ELSE r.points + p_points[i] END,
        expire = CASE WHEN r.expire <= p_nows[i] THEN p_expires[i] ELSE r.expire END
    RETURNING r.points, r.expire INTO points, expire;
    RETURN NEXT;
  END LOOP;
END $$;
