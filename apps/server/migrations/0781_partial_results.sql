-- Results the feed sends while its event is still on (UOF bet_settlement of, say, first-half markets during the
-- second half). They settle bets like outcome_results, but are kept apart: place_bets refuses every selection on
-- a match with any outcome_results row (0452, SE9), which must not close the rest of a live event's markets.
-- A settled market is closed to placement by its status (-3) in the catalogue. docs/FEED.md, SPEC.md FD3.
CREATE TABLE IF NOT EXISTS outcome_results_partial (
  LIKE outcome_results INCLUDING DEFAULTS INCLUDING CONSTRAINTS
);
ALTER TABLE outcome_results_partial ADD PRIMARY KEY (match_id, market_id, specifier, outcome_id);
