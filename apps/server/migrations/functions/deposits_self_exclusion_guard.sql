-- deposits_self_exclusion_guard: its current definition (last written by migrations/0810_self_exclusion.sql).
--
-- Deposits: created (start, quick deposit) and paid (the provider's success, which credits the wallet in the
-- same transaction: a refusal rolls the credit back).
CREATE OR REPLACE FUNCTION deposits_self_exclusion_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM self_exclusion_guard(NEW.player_id, NEW.created_at);
  ELSIF NEW.status = 'success' AND OLD.status IS DISTINCT FROM 'success' THEN
    PERFORM self_exclusion_guard(NEW.player_id, COALESCE(NEW.completed_at, now()));
  END IF;
  RETURN NEW;
END $$;
