-- Edit bet (packages/betting SPEC.md CO9; beyond betting-core): the old bet is cashed out into a new one in one
-- transaction; replaced_by links the old bet to the bet that replaced it.
ALTER TABLE bets ADD COLUMN replaced_by bigint REFERENCES bets (id);
