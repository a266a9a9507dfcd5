-- notifications_self_exclusion_skip: its current definition (last written by migrations/0810_self_exclusion.sql).
--
-- Marketing notifications are not sent to an excluded player: the row is skipped (not an error), so the notifier
-- stores and pushes nothing, as for a repeated dedupe key. Bet settlements and other account notices still go.
CREATE OR REPLACE FUNCTION notifications_self_exclusion_skip() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF self_exclusion_refusal(NEW.player_id, NEW.created_at) IS NOT NULL THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
