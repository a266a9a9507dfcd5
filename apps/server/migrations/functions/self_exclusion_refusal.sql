-- self_exclusion_refusal: its current definition (last written by migrations/0810_self_exclusion.sql).
--
-- Why `p_player` may not bet, deposit or receive a bonus at `p_at` (JSON: reason, until), or null. Takes the
-- players row FOR KEY SHARE: it waits for an exclusion being recorded (FOR UPDATE) and then reads the committed
-- row; it does not wait for plain updates of the row (FOR NO KEY UPDATE), nor for other bets.
CREATE OR REPLACE FUNCTION self_exclusion_refusal(p_player bigint, p_at timestamptz) RETURNS jsonb
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
