-- user_limit_used: its current definition (last written by migrations/0702_user_limit_room.sql; across currencies
-- since 0830).
--
-- What limit `l` has used up at p_now, in minor units of the limit's currency: the window's stakes (wager), net loss
-- (loss) or successful deposits (deposit) in every currency of the player (SPEC.md RG8), every committed row after
-- p_now - period. Each currency's window sum is converted into the limit's currency rounded up
-- (user_limit_convert), so the limit is never understated. A currency without a rate uses the whole limit.
CREATE OR REPLACE FUNCTION user_limit_used(l user_limits, p_now timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_used bigint := 0;
  v_part bigint;
  r record;
BEGIN
  FOR r IN
    SELECT s.currency, s.total FROM (
      SELECT currency,
             CASE WHEN l.type = 'wager' THEN coalesce(sum(total_stake + cashed_out_stake), 0)
                  -- Net loss: stakes less what came back (wins, cashouts, an edit's credit); an open bet counts as lost.
                  ELSE coalesce(sum(total_stake + cashed_out_stake - coalesce(win_amount, 0) - cashed_out_amount), 0)
             END AS total
        FROM bets
       WHERE l.type IN ('wager', 'loss') AND player_id = l.player_id
         AND status NOT IN ('cancelled', 'rejected', 'withdrawn')
         AND created_at > p_now - make_interval(secs => l.period)
       GROUP BY currency
      UNION ALL
      SELECT currency, coalesce(sum(amount), 0) AS total
        FROM deposits
       WHERE l.type = 'deposit' AND player_id = l.player_id AND status = 'success'
         AND completed_at > p_now - make_interval(secs => l.period)
       GROUP BY currency
    ) s
  LOOP
    v_part := user_limit_convert(r.total::bigint, r.currency, l.currency, true);
    IF v_part IS NULL THEN
      RETURN user_limit_amount(l, p_now);
    END IF;
    v_used := v_used + v_part;
  END LOOP;
  RETURN v_used;
END $$;
