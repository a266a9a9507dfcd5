-- Max stake under the player's money limits (SPEC.md RG5, VA19): POST /bets/max-stake never promises a stake that
-- placement refuses, and placement refuses a bet past a wager or loss limit (0700's user_limit_check). The window's
-- use of one limit is computed once, by user_limit_used, for both: the check (unchanged answers) and
-- user_limit_room, the most a bet in that currency can stake now (null: no money limit for bets there).

-- What limit `l` has used up at p_now: the window's stakes (wager), net loss (loss) or successful deposits
-- (deposit), every committed row after p_now - period (0700's sums, moved here unchanged).
CREATE FUNCTION user_limit_used(l user_limits, p_now timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_used bigint;
BEGIN
  IF l.type = 'wager' THEN
    SELECT coalesce(sum(total_stake + cashed_out_stake), 0) INTO v_used FROM bets
     WHERE player_id = l.player_id AND currency = l.currency
       AND status NOT IN ('cancelled', 'rejected', 'withdrawn')
       AND created_at > p_now - make_interval(secs => l.period);
  ELSIF l.type = 'loss' THEN
    -- Net loss: stakes less what came back (wins, cashouts, an edit's credit); an open bet counts as lost.
    SELECT coalesce(sum(total_stake + cashed_out_stake - coalesce(win_amount, 0) - cashed_out_amount), 0)
      INTO v_used FROM bets
     WHERE player_id = l.player_id AND currency = l.currency
       AND status NOT IN ('cancelled', 'rejected', 'withdrawn')
       AND created_at > p_now - make_interval(secs => l.period);
  ELSE
    SELECT coalesce(sum(amount), 0) INTO v_used FROM deposits
     WHERE player_id = l.player_id AND currency = l.currency AND status = 'success'
       AND completed_at > p_now - make_interval(secs => l.period);
  END IF;
  RETURN v_used;
END $$;

CREATE OR REPLACE FUNCTION user_limit_check(p_player bigint, p_kind text, p_currency text, p_amount bigint,
                                            p_now timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  l user_limits;
  v_used bigint;
  v_limit bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM user_limits WHERE player_id = p_player AND currency = p_currency
                   AND type IN ('wager', 'loss', 'deposit')) THEN
    RETURN;
  END IF;
  -- Already held when the caller took it first (as it must); taken here too so no caller can skip it.
  PERFORM 1 FROM players WHERE id = p_player FOR NO KEY UPDATE;
  FOR l IN SELECT * FROM user_limits
            WHERE player_id = p_player AND currency = p_currency
              AND type = ANY (CASE p_kind WHEN 'bet' THEN ARRAY['wager', 'loss'] ELSE ARRAY['deposit'] END)
  LOOP
    CONTINUE WHEN NOT user_limit_counts(l, p_now);
    v_limit := user_limit_amount(l, p_now);
    v_used := user_limit_used(l, p_now);
    IF v_used + p_amount > v_limit THEN
      RAISE EXCEPTION 'user limit reached' USING ERRCODE = 'SLL01',
        DETAIL = jsonb_build_object('type', l.type, 'period', l.period, 'limit', v_limit,
                                    'used', v_used, 'currency', p_currency)::text;
    END IF;
  END LOOP;
END $$;

-- The most one bet in p_currency can stake at p_now under the player's wager and loss limits (never below 0), or
-- null when none counts. A read for max stake: placement's check, under the player's lock, stays the judge.
CREATE FUNCTION user_limit_room(p_player bigint, p_currency text, p_now timestamptz) RETURNS bigint
LANGUAGE sql AS $$
  SELECT CASE WHEN min(r.room) IS NULL THEN NULL ELSE greatest(min(r.room), 0) END
    FROM (SELECT user_limit_amount(l, p_now) - user_limit_used(l, p_now) AS room
            FROM user_limits l
           WHERE l.player_id = p_player AND l.currency = p_currency AND l.type IN ('wager', 'loss')
             AND user_limit_counts(l, p_now)) r
$$;
