-- leadership_fence: its current definition (last written by migrations/0720_leadership.sql).
--
-- The fence: the first statement of every transaction a leader writes in. Raises SQLSTATE SL409 unless p_epoch is
-- the current term; otherwise holds the row FOR KEY SHARE to the end of the transaction, so no takeover commits
-- in between. A leader paused inside such a transaction loses its session after 3 s idle, and with it the lock.
CREATE OR REPLACE FUNCTION leadership_fence(p_name text, p_epoch bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM leadership WHERE name = p_name AND epoch = p_epoch FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'leadership term % of % is over', p_epoch, p_name USING ERRCODE = 'SL409';
  END IF;
  PERFORM set_config('idle_in_transaction_session_timeout', '3000', true);
END $$;
