-- user_limit_used: its current definition (last written by migrations/0702_user_limit_room.sql).
--
-- What limit `l` has used up at p_now: the window's stakes (wager), net loss (loss) or successful deposits
-- (deposit), every committed row after p_now - period (0700's sums, moved here unchanged).
CREATE OR REPLACE FUNCTION user_limit_used(l user_limits, p_now timestamptz) RETURNS bigint
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
