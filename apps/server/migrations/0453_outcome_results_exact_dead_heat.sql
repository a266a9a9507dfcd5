-- Dead-heat factors are exact (packages/betting SPEC.md SE8). outcome_results.dead_heat_factor (0101) was
-- numeric, fed from a float: a 3-way dead heat stored 1/3 as 0.3333333333333333 and paid one minor unit short.
-- It becomes text holding an exact decimal or a fraction ("0.5", "1/3"), which the settlement maths reads
-- exactly (parseRational). The table belongs to the catalogue module; the change is the bets module's need.
ALTER TABLE outcome_results ALTER COLUMN dead_heat_factor DROP DEFAULT;
ALTER TABLE outcome_results ALTER COLUMN dead_heat_factor TYPE text USING dead_heat_factor::text;
ALTER TABLE outcome_results ALTER COLUMN dead_heat_factor SET DEFAULT '1';
-- Rows written before: a float's form of 1/n (n = 3, 6, 7, 9, …) is read back as the fraction it meant.
UPDATE outcome_results r
   SET dead_heat_factor = '1/' || f.n::text
  FROM (SELECT match_id, market_id, specifier, outcome_id, dead_heat_factor::numeric AS v,
               round(1 / NULLIF(dead_heat_factor::numeric, 0)) AS n
          FROM outcome_results) f
 WHERE r.match_id = f.match_id AND r.market_id = f.market_id AND r.specifier = f.specifier
   AND r.outcome_id = f.outcome_id
   AND f.n BETWEEN 2 AND 1000 AND f.v <> 1 / NULLIF(f.n, 0) AND abs(f.v - 1 / NULLIF(f.n, 0)) < 1e-12;
ALTER TABLE outcome_results ADD CONSTRAINT outcome_results_dead_heat_factor_exact
  CHECK (dead_heat_factor ~ '^(0|[1-9][0-9]*)(\.[0-9]+)?(/[1-9][0-9]*)?$');
