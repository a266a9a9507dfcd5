-- bets_user_limit_check: its current definition (last written by migrations/0571_bet_limit_probe_inline.sql;
-- across currencies since 0830).
--
-- The bets' limit trigger (0570) probes for a money limit itself and calls user_limit_check only when the
-- player has one, in any currency (SPEC.md RG8): a player without limits (most) pays one index probe and no nested
-- function call per bet row. user_limit_check makes the same probe first.
CREATE OR REPLACE FUNCTION bets_user_limit_check() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM user_limits WHERE player_id = NEW.player_id AND type IN ('wager', 'loss', 'deposit')) THEN
    PERFORM user_limit_check(NEW.player_id, 'bet', NEW.currency, NEW.total_stake, NEW.created_at);
  END IF;
  RETURN NEW;
END $$;
