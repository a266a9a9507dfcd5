-- leadership_renew: its current definition (last written by migrations/0720_leadership.sql).
--
-- Extends the lease of a term that is still current and still held by this very session. False: the term is over.
CREATE OR REPLACE FUNCTION leadership_renew(p_name text, p_epoch bigint, p_lease_ms integer)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_locks
                  WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted
                    AND classid = hashtext(p_name)::oid AND objid = (p_epoch % 2147483647)::oid AND objsubid = 2) THEN
    RETURN false;
  END IF;
  UPDATE leadership SET lease_until = clock_timestamp() + make_interval(secs => p_lease_ms / 1000.0)
   WHERE name = p_name AND epoch = p_epoch;
  RETURN FOUND;
END $$;
