-- Take a break and self-exclusion (SPEC.md SX; API.md "Take a break and self-exclusion").
--
-- The exclusion in force lives on the players row, the row every money decision of a player can serialise on:
-- recording one locks it FOR UPDATE (apps/server/src/accounts/self-exclusion.ts), and every write that the
-- exclusion forbids (a bet, a deposit created or paid, a bonus issued) reads it through self_exclusion_refusal
-- under FOR KEY SHARE in a BEFORE trigger. So a bet or deposit in flight when an exclusion is recorded either
-- commits before the exclusion does or waits for it and is refused: never half (SX4). The triggers live on the
-- tables, not in place_bets or the deposit code, so no placement path can skip them and those functions stay
-- their owners'.

-- exclusion_kind/until: the player's own break or self-exclusion (the period's end). exclusion_lifts_at: a
-- self-exclusion's end once the player, after the period, has asked to return (that time plus the cooling-off);
-- null until then, so a self-exclusion holds past its period (SX5). register_excluded: listed on a self-exclusion
-- register at the last check (sign-up, sign-in; SX7).
ALTER TABLE players
  ADD COLUMN exclusion_kind text CHECK (exclusion_kind IN ('break', 'self_exclusion')),
  ADD COLUMN exclusion_until timestamptz,
  ADD COLUMN exclusion_lifts_at timestamptz,
  ADD COLUMN register_excluded boolean NOT NULL DEFAULT false,
  ADD COLUMN register_checked_at timestamptz;

-- The record of each exclusion, one row per episode: an extension updates the episode's row (period, until), a
-- new one after the last has lifted inserts. Retention: kept with the player (regulators ask operators to keep
-- self-exclusion records); an episode lasts at least a day, so a player has at most one row a day.
CREATE TABLE player_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('break', 'self_exclusion')),
  period text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y')),
  starts_at timestamptz NOT NULL,
  until timestamptz NOT NULL,
  return_requested_at timestamptz,
  lifts_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX player_exclusions_player ON player_exclusions (player_id, id DESC);

-- Why `p_player` may not bet, deposit or receive a bonus at `p_at` (JSON: reason, until), or null. Takes the
-- players row FOR KEY SHARE: it waits for an exclusion being recorded (FOR UPDATE) and then reads the committed
-- row; it does not wait for plain updates of the row (FOR NO KEY UPDATE), nor for other bets.
CREATE FUNCTION self_exclusion_refusal(p_player bigint, p_at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT exclusion_kind, exclusion_until, exclusion_lifts_at, register_excluded INTO p
    FROM players WHERE id = p_player FOR KEY SHARE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF p.exclusion_kind = 'break' AND p.exclusion_until > p_at THEN
    RETURN jsonb_build_object('reason', 'break', 'until', p.exclusion_until);
  END IF;
  IF p.exclusion_kind = 'self_exclusion' AND (p.exclusion_lifts_at IS NULL OR p.exclusion_lifts_at > p_at) THEN
    RETURN jsonb_build_object('reason', 'self_exclusion', 'until', COALESCE(p.exclusion_lifts_at, p.exclusion_until));
  END IF;
  IF p.register_excluded THEN
    RETURN jsonb_build_object('reason', 'register', 'until', NULL);
  END IF;
  RETURN NULL;
END $$;

-- Raises SQLSTATE SEX01 with the refusal as DETAIL (the server answers 403 self_excluded with details.until).
CREATE FUNCTION self_exclusion_guard(p_player bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  refusal jsonb := self_exclusion_refusal(p_player, p_at);
BEGIN
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SEX01', MESSAGE = 'self_excluded', DETAIL = refusal::text;
  END IF;
END $$;

-- Bets: every placement path (single, batched, bonus bets, edit bet) inserts here. Named to fire after
-- bets_user_limit_check (triggers of one event fire in name order): should a limit check lock the players row
-- more strongly (FOR UPDATE), it then does so before this KEY SHARE, never after it, since two placements of one
-- player each holding KEY SHARE and each wanting FOR UPDATE would deadlock.
CREATE FUNCTION bets_self_exclusion_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM self_exclusion_guard(NEW.player_id, NEW.created_at);
  RETURN NEW;
END $$;
CREATE TRIGGER bets_z_self_exclusion BEFORE INSERT ON bets
  FOR EACH ROW EXECUTE FUNCTION bets_self_exclusion_guard();

-- Deposits: created (start, quick deposit) and paid (the provider's success, which credits the wallet in the
-- same transaction: a refusal rolls the credit back).
CREATE FUNCTION deposits_self_exclusion_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM self_exclusion_guard(NEW.player_id, NEW.created_at);
  ELSIF NEW.status = 'success' AND OLD.status IS DISTINCT FROM 'success' THEN
    PERFORM self_exclusion_guard(NEW.player_id, COALESCE(NEW.completed_at, now()));
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER deposits_self_exclusion BEFORE INSERT OR UPDATE OF status ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_self_exclusion_guard();

-- Bonuses: every issue (promo code, feed control, a hunt's boost, amb ranges) inserts here.
CREATE FUNCTION player_bonuses_self_exclusion_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM self_exclusion_guard(NEW.player_id, NEW.created_at);
  RETURN NEW;
END $$;
CREATE TRIGGER player_bonuses_self_exclusion BEFORE INSERT ON player_bonuses
  FOR EACH ROW EXECUTE FUNCTION player_bonuses_self_exclusion_guard();

-- Marketing notifications are not sent to an excluded player: the row is skipped (not an error), so the notifier
-- stores and pushes nothing, as for a repeated dedupe key. Bet settlements and other account notices still go.
CREATE FUNCTION notifications_self_exclusion_skip() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF self_exclusion_refusal(NEW.player_id, NEW.created_at) IS NOT NULL THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER notifications_self_exclusion BEFORE INSERT ON notifications
  FOR EACH ROW WHEN (NEW.type IN ('promotion', 'marketing', 'bonus_issued'))
  EXECUTE FUNCTION notifications_self_exclusion_skip();
