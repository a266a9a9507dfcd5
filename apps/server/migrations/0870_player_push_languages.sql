-- The languages a player's private channel is subscribed in ($user:{lang}:{id}): a player event is published
-- to these only, not to every locale the operator offers (37 publications per bet or balance change filled the
-- Redis outbox within seconds of an outage: crash test D2). A row is added when the player asks a subscription
-- token for a language (POST /websocket/authorize) and kept: at most one per locale.
CREATE TABLE player_push_languages (
  player_id BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  PRIMARY KEY (player_id, lang)
);
