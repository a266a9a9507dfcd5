-- bets_self_exclusion_guard: its current definition (last written by migrations/0810_self_exclusion.sql).
--
-- Bets: every placement path (single, batched, bonus bets, edit bet) inserts here. Named to fire after
-- bets_user_limit_check (triggers of one event fire in name order): should a limit check lock the players row
-- more strongly (FOR UPDATE), it then does so before this KEY SHARE, never after it, since two placements of one
-- player each holding KEY SHARE and each wanting FOR UPDATE would deadlock.
CREATE OR REPLACE FUNCTION bets_self_exclusion_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM self_exclusion_guard(NEW.player_id, NEW.created_at);
  RETURN NEW;
END $$;
