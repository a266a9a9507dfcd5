-- Player limits on money (API.md "Player limits"): deposit, loss and wager limits per currency, next to the
-- session (and activity) time limits that user_limits already held. amount is minor units of `currency` for
-- the money types; for 'session' the allowance stays in allowance_seconds.
-- Cooling-off (PLATFORM_LIMIT_COOLING_OFF_SECONDS): a lower limit replaces the amount at once; a higher one
-- waits in pending_amount until pending_at; a removal keeps counting until disable_at (status confirmed_disabled).
ALTER TABLE user_limits
  ADD COLUMN amount bigint CHECK (amount > 0),
  ADD COLUMN currency text REFERENCES currencies (code),
  ADD COLUMN pending_amount bigint CHECK (pending_amount > 0),
  ADD COLUMN pending_at timestamptz;

-- The amount in force at p_now (a pending increase counts once its cooling-off has passed).
CREATE FUNCTION user_limit_amount(l user_limits, p_now timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_now THEN l.pending_amount ELSE l.amount END
$$;

-- Whether a limit counts at p_now: active, or removed but still inside its cooling-off.
CREATE FUNCTION user_limit_counts(l user_limits, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT l.status = 'active' OR l.status = 'unconfirmed_disabled' OR (l.disable_at IS NOT NULL AND l.disable_at > p_now)
$$;

-- Refuses (SQLSTATE SLL01, DETAIL = JSON {type, period, limit, used, currency}) when p_amount more of
-- p_kind ('bet' checks wager and loss limits, 'deposit' the deposit limits) would pass a limit in force.
-- Windows are rolling: the `period` seconds before p_now. The per-player advisory lock (class 4570) is taken
-- only by players with a money limit and held to commit, so concurrent bets and deposits of one player are
-- checked one after another and never pass a limit together; players without limits pay one index probe.
CREATE FUNCTION user_limit_check(p_player bigint, p_kind text, p_currency text, p_amount bigint, p_now timestamptz)
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
  PERFORM pg_advisory_xact_lock(4570, (p_player % 2147483647)::integer);
  FOR l IN SELECT * FROM user_limits
            WHERE player_id = p_player AND currency = p_currency
              AND type = ANY (CASE p_kind WHEN 'bet' THEN ARRAY['wager', 'loss'] ELSE ARRAY['deposit'] END)
  LOOP
    CONTINUE WHEN NOT user_limit_counts(l, p_now);
    v_limit := user_limit_amount(l, p_now);
    -- Each statement of this (volatile) function reads a fresh snapshot: after the lock, every bet or
    -- deposit committed before is counted.
    IF l.type = 'wager' THEN
      SELECT coalesce(sum(total_stake + cashed_out_stake), 0) INTO v_used FROM bets
       WHERE player_id = p_player AND currency = p_currency AND replaced_by IS NULL
         AND status NOT IN ('cancelled', 'rejected', 'withdrawn')
         AND created_at > p_now - make_interval(secs => l.period) AND created_at <= p_now;
    ELSIF l.type = 'loss' THEN
      -- Net loss: stakes less what came back (wins, cashouts); an open bet counts as lost until settled.
      SELECT coalesce(sum(total_stake + cashed_out_stake - coalesce(win_amount, 0) - cashed_out_amount), 0)
        INTO v_used FROM bets
       WHERE player_id = p_player AND currency = p_currency AND replaced_by IS NULL
         AND status NOT IN ('cancelled', 'rejected', 'withdrawn')
         AND created_at > p_now - make_interval(secs => l.period) AND created_at <= p_now;
    ELSE
      SELECT coalesce(sum(amount), 0) INTO v_used FROM deposits
       WHERE player_id = p_player AND currency = p_currency AND status = 'success'
         AND completed_at > p_now - make_interval(secs => l.period) AND completed_at <= p_now;
    END IF;
    IF v_used + p_amount > v_limit THEN
      RAISE EXCEPTION 'user limit reached' USING ERRCODE = 'SLL01',
        DETAIL = jsonb_build_object('type', l.type, 'period', l.period, 'limit', v_limit,
                                    'used', v_used, 'currency', p_currency)::text;
    END IF;
  END LOOP;
END $$;

-- Bets: checked as each bet row is written, inside the placement's own statement and transaction (place_bets
-- and edit bet alike), so no placement path can skip it.
CREATE FUNCTION bets_user_limit_check() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_limit_check(NEW.player_id, 'bet', NEW.currency, NEW.total_stake, NEW.created_at);
  RETURN NEW;
END $$;

CREATE TRIGGER bets_user_limit_check BEFORE INSERT ON bets
  FOR EACH ROW EXECUTE FUNCTION bets_user_limit_check();
