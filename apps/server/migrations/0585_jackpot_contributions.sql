-- Jackpot contributions without a hot row (SPEC.md JP1): a placement appends its bet's share here (one row per
-- bet, so a retry never feeds twice) instead of updating the jackpot's levels. A level's pool is its folded
-- pool_amount plus, for each unfolded contribution, floor(share × share_bp / 10000) when the level is active; a
-- fold (every second, and before a hit is approved) adds those to pool_amount under the levels' row locks and
-- stamps folded_at, in one transaction. The folded rows stay as the audit of who fed what.
-- No foreign keys on purpose: each would take a KEY SHARE lock per insert, and the one on jackpots would make
-- that single row hot again (a multixact per concurrent placement). Bets and jackpots are never deleted.
CREATE TABLE jackpot_contributions (
  bet_id bigint PRIMARY KEY,
  jackpot_id bigint NOT NULL,
  share bigint NOT NULL CHECK (share > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  folded_at timestamptz
);
CREATE INDEX jackpot_contributions_unfolded ON jackpot_contributions (jackpot_id) WHERE folded_at IS NULL;

-- SPEC.md JP1 in one call (one round trip, autocommit, no shared row written): for each bet, the first jackpot
-- of its currency with min_odds <= its total odds (by id) gets floor(total stake * contribution_bp / 10000)
-- when that is > 0, appended here (keyed by bet, so a retry inserts nothing), and the same statement sets
-- bets.used_in_jackpot for exactly the rows it inserted; returns those bets' ids. The caller leaves out bets
-- paid by a bonus. PL/pgSQL so each connection plans it once.
CREATE FUNCTION jackpot_contribute(bet_ids bigint[]) RETURNS SETOF bigint LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH due AS (
    SELECT b.id AS bet_id, j.id AS jackpot_id, (b.total_stake * j.contribution_bp) / 10000 AS share
      FROM bets b
      CROSS JOIN LATERAL (
        SELECT jp.id, jp.contribution_bp FROM jackpots jp
         WHERE jp.currency = b.currency AND jp.min_odds <= b.odds ORDER BY jp.id LIMIT 1) j
     WHERE b.id = ANY(bet_ids) AND NOT b.used_in_jackpot
  ), added AS (
    INSERT INTO jackpot_contributions (bet_id, jackpot_id, share)
    SELECT d.bet_id, d.jackpot_id, d.share FROM due d WHERE d.share > 0
    ON CONFLICT (bet_id) DO NOTHING
    RETURNING jackpot_contributions.bet_id
  )
  UPDATE bets SET used_in_jackpot = true FROM added WHERE bets.id = added.bet_id RETURNING bets.id;
END;
$$;
