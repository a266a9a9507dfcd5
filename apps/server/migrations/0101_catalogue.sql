-- Catalogue and feed (01xx). PostgreSQL is the durable record; the server serves reads from an
-- in-memory read model loaded from these tables at start and kept current by the feed.
CREATE TABLE IF NOT EXISTS sports (
  id int PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS categories (
  id int PRIMARY KEY,
  sport_id int NOT NULL REFERENCES sports (id),
  data jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS tournaments (
  id int PRIMARY KEY,
  category_id int NOT NULL REFERENCES categories (id),
  data jsonb NOT NULL
);

-- One row per event (match, stage, season, simple tournament). `data` holds the full state the feed
-- keeps (competitors, score, clock, model parameters); the columns are what queries filter on.
CREATE TABLE IF NOT EXISTS matches (
  id bigint PRIMARY KEY,
  tournament_id int NOT NULL REFERENCES tournaments (id),
  status smallint NOT NULL,
  start_time timestamptz NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS matches_status_start ON matches (status, start_time);

-- One row per market line; outcomes (odds in integer thousandths) as a JSON array.
CREATE TABLE IF NOT EXISTS markets (
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  market_id int NOT NULL,
  specifier text NOT NULL,
  status smallint NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (match_id, market_id, specifier)
);

-- Outcome settlement as in UOF bet_settlement: result 1 won / 0 lost, void_factor (share refunded)
-- and dead_heat_factor. Written when a match finishes; the bets module settles from it.
CREATE TABLE IF NOT EXISTS outcome_results (
  match_id bigint NOT NULL,
  market_id int NOT NULL,
  specifier text NOT NULL,
  outcome_id text NOT NULL,
  result smallint NOT NULL,
  void_factor numeric NOT NULL DEFAULT 0,
  dead_heat_factor numeric NOT NULL DEFAULT 1,
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (match_id, market_id, specifier, outcome_id)
);

-- Per-player sportsbook settings (players are owned by the accounts module: no foreign key).
CREATE TABLE IF NOT EXISTS player_settings (
  player_id text PRIMARY KEY,
  stakes jsonb,
  auto_accept_odds_change text,
  odds_type text,
  push_subscription boolean,
  updated_at timestamptz NOT NULL DEFAULT now()
);
