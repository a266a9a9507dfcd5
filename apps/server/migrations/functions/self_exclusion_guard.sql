-- self_exclusion_guard: its current definition (last written by migrations/0810_self_exclusion.sql).
--
-- Raises SQLSTATE SEX01 with the refusal as DETAIL (the server answers 403 self_excluded with details.until).
CREATE OR REPLACE FUNCTION self_exclusion_guard(p_player bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  refusal jsonb := self_exclusion_refusal(p_player, p_at);
BEGIN
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SEX01', MESSAGE = 'self_excluded', DETAIL = refusal::text;
  END IF;
END $$;
