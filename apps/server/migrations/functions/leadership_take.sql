-- leadership_take: its current definition (last written by migrations/0720_leadership.sql).
--
-- Takes the role when its lease ran out, or (p_gone_epoch) when the caller has seen that epoch's session gone for
-- longer than its holder can go on acting. FOR UPDATE waits for every transaction the fence let in (they hold the
-- row FOR KEY SHARE), so a write of the old term commits before the new epoch or is refused after it.
-- Returns the new epoch, or null when the role is held.
CREATE OR REPLACE FUNCTION leadership_take(p_name text, p_holder text, p_lease_ms integer, p_gone_epoch bigint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_row leadership;
BEGIN
  INSERT INTO leadership (name) VALUES (p_name) ON CONFLICT (name) DO NOTHING;
  SELECT * INTO v_row FROM leadership WHERE name = p_name FOR UPDATE;
  IF v_row.lease_until >= clock_timestamp() AND v_row.epoch IS DISTINCT FROM p_gone_epoch THEN
    RETURN NULL;
  END IF;
  UPDATE leadership SET epoch = epoch + 1, holder = p_holder,
         lease_until = clock_timestamp() + make_interval(secs => p_lease_ms / 1000.0)
   WHERE name = p_name;
  -- The term's own lock, held by this session until it ends or steps down.
  PERFORM pg_advisory_lock(hashtext(p_name), ((v_row.epoch + 1) % 2147483647)::integer);
  RETURN v_row.epoch + 1;
END $$;
