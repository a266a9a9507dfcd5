-- Request ids of the money writes beside placement (issue 31): a client that lost the answer to a cashout, an
-- edit, a deposit or a promo code (503 outcome_unknown) sends it again with the same Idempotency-Key and gets what
-- happened, once.
--
-- bets.cashout_request_id: the key of the latest cashout (full or partial) or edit applied to the bet; a cashout or
-- edit arriving with it again answers what it did and moves nothing (a partial cashout is not idempotent by its
-- values: the remaining bet has a new offer). Kept with the bet; one value per bet, so nothing grows.
ALTER TABLE bets ADD COLUMN cashout_request_id text CHECK (length(cashout_request_id) <= 100);

-- deposits.request_id: the key the deposit was created with; the player's second creation with it answers the
-- first deposit. Kept and swept with the deposit row.
ALTER TABLE deposits ADD COLUMN request_id text CHECK (length(request_id) <= 100);
CREATE UNIQUE INDEX deposits_player_request ON deposits (player_id, request_id) WHERE request_id IS NOT NULL;

-- player_bonuses.request_id: the key of the request that issued the bonus (a promo code's redemption); its retry
-- answers that bonus. Kept and swept with the bonus row.
ALTER TABLE player_bonuses ADD COLUMN request_id text CHECK (length(request_id) <= 100);
CREATE UNIQUE INDEX player_bonuses_player_request ON player_bonuses (player_id, request_id)
  WHERE request_id IS NOT NULL;
