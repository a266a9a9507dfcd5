-- Leadership with a lease and a fence (ARCHITECTURE.md "Cluster", src/cluster/leadership.ts). One row per role
-- (the feed leader of a cluster is 'feed:{REDIS_PREFIX}'): its epoch counts the terms, the holder's lease runs out
-- at lease_until (the database's clock decides), and the term's session holds the advisory lock
-- (hashtext(name), epoch) for as long as it lives, so another node can tell that session is gone.
CREATE TABLE leadership (
  name text PRIMARY KEY,
  epoch bigint NOT NULL DEFAULT 0,
  holder text,
  lease_until timestamptz NOT NULL DEFAULT '-infinity'
);

-- Takes the role when its lease ran out, or (p_gone_epoch) when the caller has seen that epoch's session gone for
-- longer than its holder can go on acting. FOR UPDATE waits for every transaction the fence let in (they hold the
-- row FOR KEY SHARE), so a write of the old term commits before the new epoch or is refused after it.
-- Returns the new epoch, or null when the role is held.
CREATE FUNCTION leadership_take(p_name text, p_holder text, p_lease_ms integer, p_gone_epoch bigint)
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

-- Extends the lease of a term that is still current and still held by this very session. False: the term is over.
CREATE FUNCTION leadership_renew(p_name text, p_epoch bigint, p_lease_ms integer)
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

-- Ends a term at once (a clean stop): the next node need not wait for the lease.
CREATE FUNCTION leadership_release(p_name text, p_epoch bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leadership SET lease_until = '-infinity' WHERE name = p_name AND epoch = p_epoch;
  PERFORM pg_advisory_unlock(hashtext(p_name), (p_epoch % 2147483647)::integer);
END $$;

-- The fence: the first statement of every transaction a leader writes in. Raises SQLSTATE SL409 unless p_epoch is
-- the current term; otherwise holds the row FOR KEY SHARE to the end of the transaction, so no takeover commits
-- in between. A leader paused inside such a transaction loses its session after 3 s idle, and with it the lock.
CREATE FUNCTION leadership_fence(p_name text, p_epoch bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM leadership WHERE name = p_name AND epoch = p_epoch FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'leadership term % of % is over', p_epoch, p_name USING ERRCODE = 'SL409';
  END IF;
  PERFORM set_config('idle_in_transaction_session_timeout', '3000', true);
END $$;
