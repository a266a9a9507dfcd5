-- user_limit_convert: its current definition (first written here, with migrations/0830_money_limits_across_currencies.sql).
--
-- p_amount minor units of p_from in minor units of p_to at the operator's rates (currencies.eur_rate, the value of
-- one whole unit in EUR), exactly: amount * rate(from) * subunits(to) / (subunits(from) * rate(to)) computed in
-- exact decimals, then rounded up (p_up) or down to a whole minor unit. The money limits (SPEC.md RG8) round so
-- the limit wins: what a player used or is about to use is rounded up, the room left for a stake down. Null when
-- either currency has no rate (the caller then counts the limit as used up).
CREATE OR REPLACE FUNCTION user_limit_convert(p_amount bigint, p_from text, p_to text, p_up boolean)
RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_num numeric;
  v_den numeric;
  v_q numeric;
BEGIN
  IF p_from = p_to OR p_amount = 0 THEN
    RETURN p_amount;
  END IF;
  SELECT p_amount::numeric * f.eur_rate * t.subunits, f.subunits * t.eur_rate INTO v_num, v_den
    FROM currencies f, currencies t WHERE f.code = p_from AND t.code = p_to;
  IF v_num IS NULL OR v_den IS NULL THEN
    RETURN NULL;
  END IF;
  -- div truncates toward zero; the checks below make it exactly the floor, then the ceiling when asked.
  v_q := div(v_num, v_den);
  IF v_q * v_den > v_num THEN
    v_q := v_q - 1;
  ELSIF (v_q + 1) * v_den <= v_num THEN
    v_q := v_q + 1;
  END IF;
  IF p_up AND v_q * v_den < v_num THEN
    v_q := v_q + 1;
  END IF;
  RETURN v_q::bigint;
END $$;
