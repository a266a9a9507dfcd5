-- user_limit_check: its current definition (last written by migrations/0702_user_limit_room.sql; history 0570,
-- 0700, 0702; across currencies since 0830).
--
-- Refuses (SQLSTATE SLL01, DETAIL = JSON {type, period, limit, used, currency}, in the limit's currency) when
-- p_amount more of p_currency of p_kind ('bet' checks wager and loss limits, 'deposit' the deposit limits) would
-- pass a limit in force, whatever currency the limit is set in (SPEC.md RG8): the amount is converted into the
-- limit's currency rounded up (user_limit_convert), the window's use is user_limit_used. Windows are rolling:
-- every committed row after p_now - period. Players without a money limit pay one index probe; the others take the
-- player's row lock (FOR NO KEY UPDATE, SPEC.md RG6), so concurrent bets and deposits of one player, in any of
-- their currencies, are checked one after another and never pass a limit together.
CREATE OR REPLACE FUNCTION user_limit_check(p_player bigint, p_kind text, p_currency text, p_amount bigint,
                                            p_now timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  l user_limits;
  v_used bigint;
  v_limit bigint;
  v_amount bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM user_limits WHERE player_id = p_player AND type IN ('wager', 'loss', 'deposit')) THEN
    RETURN;
  END IF;
  -- Already held when the caller took it first (as it must); taken here too so no caller can skip it.
  PERFORM 1 FROM players WHERE id = p_player FOR NO KEY UPDATE;
  FOR l IN SELECT * FROM user_limits
            WHERE player_id = p_player
              AND type = ANY (CASE p_kind WHEN 'bet' THEN ARRAY['wager', 'loss'] ELSE ARRAY['deposit'] END)
  LOOP
    CONTINUE WHEN NOT user_limit_counts(l, p_now);
    v_limit := user_limit_amount(l, p_now);
    v_used := user_limit_used(l, p_now);
    v_amount := user_limit_convert(p_amount, p_currency, l.currency, true);
    IF v_amount IS NULL OR v_used + v_amount > v_limit THEN
      RAISE EXCEPTION 'user limit reached' USING ERRCODE = 'SLL01',
        DETAIL = jsonb_build_object('type', l.type, 'period', l.period, 'limit', v_limit,
                                    'used', v_used, 'currency', l.currency)::text;
    END IF;
  END LOOP;
END $$;
