-- leadership_release: its current definition (last written by migrations/0720_leadership.sql).
--
-- Ends a term at once (a clean stop): the next node need not wait for the lease.
CREATE OR REPLACE FUNCTION leadership_release(p_name text, p_epoch bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leadership SET lease_until = '-infinity' WHERE name = p_name AND epoch = p_epoch;
  PERFORM pg_advisory_unlock(hashtext(p_name), (p_epoch % 2147483647)::integer);
END $$;
