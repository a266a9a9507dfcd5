-- player_bonuses_self_exclusion_guard: its current definition (last written by migrations/0810_self_exclusion.sql).
--
-- Bonuses: every issue (promo code, feed control, a hunt's boost, amb ranges) inserts here.
CREATE OR REPLACE FUNCTION player_bonuses_self_exclusion_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM self_exclusion_guard(NEW.player_id, NEW.created_at);
  RETURN NEW;
END $$;
