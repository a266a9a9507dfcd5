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
