-- Bets (betting-core §3 "Bet (server)", §7). Money in integer minor units, odds in integer thousandths.

-- One row per placed bet. A placement request (POST /bets) may carry several bets: (player_id, request_id,
-- position) is unique, so a retried request never places twice, even when the retries race (the second
-- INSERT waits on the first one's index entry and then finds it).
CREATE TABLE bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  position smallint NOT NULL,
  type text NOT NULL CHECK (type IN ('single', 'combo', 'system', 'custom_bet')),
  status text NOT NULL CHECK (status IN ('submitted', 'waiting_results', 'ready_to_process', 'done', 'cancelled',
    'cashout_in_progress', 'cashed_out', 'withdrawn', 'rejected')),
  result text NOT NULL DEFAULT 'no_results',
  currency text NOT NULL REFERENCES currencies (code),
  subunits bigint NOT NULL,
  -- per line for system bets (the payout maths' convention); total_stake is what the ledger debited
  stake bigint NOT NULL CHECK (stake > 0),
  total_stake bigint NOT NULL CHECK (total_stake > 0),
  -- total price for single/combo (capped, display), custom price for custom bets, null for systems
  odds integer,
  custom_odds integer,
  system_win_count smallint,
  system_total_count smallint,
  potential_win bigint NOT NULL,
  win_amount bigint,
  device_id text,
  quick boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (player_id, request_id, position)
);
CREATE INDEX bets_player ON bets (player_id, id DESC);
CREATE INDEX bets_open ON bets (id) WHERE status = 'waiting_results';

CREATE TABLE bet_selections (
  bet_id bigint NOT NULL REFERENCES bets (id),
  position smallint NOT NULL,
  match_id bigint NOT NULL,
  market_id integer NOT NULL,
  specifier text NOT NULL,
  outcome_id text NOT NULL,
  -- the confirmed price the bet was placed at, and the one the player asked for
  odds integer NOT NULL,
  requested_odds integer NOT NULL,
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  match_name text NOT NULL,
  match_urn_id text NOT NULL,
  market_name text NOT NULL,
  outcome_name text NOT NULL,
  category_name text NOT NULL,
  match_type text NOT NULL,
  PRIMARY KEY (bet_id, position)
);
CREATE INDEX bet_selections_match ON bet_selections (match_id);

-- Share codes (§7 "GET and POST /bets/share-code"): the share payload as sent, restored at current prices.
CREATE TABLE bet_share_codes (
  code text PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Votes (§7 "GET and POST /vote"): one answer per player and prediction.
CREATE TABLE votes (
  player_id bigint NOT NULL REFERENCES players (id),
  prediction_id text NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, prediction_id)
);
CREATE INDEX votes_prediction ON votes (prediction_id);
