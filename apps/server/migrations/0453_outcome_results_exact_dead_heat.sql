-- Dead-heat factors are exact (packages/betting SPEC.md SE8). outcome_results.dead_heat_factor (0101) was
-- numeric, fed from a float: a 3-way dead heat stored 1/3 as 0.3333333333333333 and paid one minor unit short.
-- It becomes text holding an exact decimal or a fraction ("0.5", "1/3"), which the settlement maths reads
-- exactly (parseRational). The table belongs to the catalogue module; the change is the bets module's need.
ALTER TABLE outcome_results ALTER COLUMN dead_heat_factor DROP DEFAULT;
ALTER TABLE outcome_results ALTER COLUMN dead_heat_factor TYPE text USING dead_heat_factor::text;
ALTER TABLE outcome_results ALTER COLUMN dead_heat_factor SET DEFAULT '1';
-- Rows written before: a float's form of 1/n (n = 3, 6, 7, 9, …) is read back as the fraction it meant.
UPDATE outcome_results
   SET dead_heat_factor = '1/' || round(1 / dead_heat_factor::numeric)::text
 WHERE dead_heat_factor::numeric > 0
   AND round(1 / dead_heat_factor::numeric) BETWEEN 2 AND 1000
   AND abs(dead_heat_factor::numeric - 1 / round(1 / dead_heat_factor::numeric)) < 1e-12
   AND dead_heat_factor::numeric <> 1 / round(1 / dead_heat_factor::numeric);
ALTER TABLE outcome_results ADD CONSTRAINT outcome_results_dead_heat_factor_exact
  CHECK (dead_heat_factor ~ '^(0|[1-9][0-9]*)(\.[0-9]+)?(/[1-9][0-9]*)?$');
