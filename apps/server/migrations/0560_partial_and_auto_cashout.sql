-- Partial and automatic cashout (packages/betting SPEC.md CO7; beyond betting-core). A partial cashout pays part
-- of the offer and leaves the rest of the stake on the bet at its original odds: bets.stake / total_stake /
-- potential_win become the remaining bet's, and what was sold is kept here, so the stake the ledger debited at
-- placement is always total_stake + cashed_out_stake. partial_cashouts numbers the ledger credits' keys.
-- auto_cashout_target: the player's automatic cashout amount; the cashout that meets it clears it in the same
-- conditional UPDATE under the row lock (never twice, whichever server instance sees the offer first).
ALTER TABLE bets
  ADD COLUMN cashed_out_amount bigint NOT NULL DEFAULT 0 CHECK (cashed_out_amount >= 0),
  ADD COLUMN cashed_out_stake bigint NOT NULL DEFAULT 0 CHECK (cashed_out_stake >= 0),
  ADD COLUMN partial_cashouts integer NOT NULL DEFAULT 0 CHECK (partial_cashouts >= 0),
  ADD COLUMN auto_cashout_target bigint CHECK (auto_cashout_target > 0),
  ADD COLUMN auto_cashed_out boolean NOT NULL DEFAULT false;
