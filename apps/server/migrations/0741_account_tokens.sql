-- E-mailed account links (docs/SECURITY.md DEP-MAIL): every confirmation, password-reset and unlock link is a row of
-- its own with an expiry, so a later request (the owner's or a stranger's) adds a link instead of replacing the one
-- already sent, and every kind of link expires. Using a link ends every link of its kind for the player. The
-- players.*_token_hash columns are no longer read; the links they held move here.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirmation', 'reset_password', 'unlock')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX account_tokens_player_kind ON account_tokens (player_id, kind);

INSERT INTO account_tokens (token_hash, player_id, kind, created_at, expires_at)
SELECT confirmation_token_hash, id, 'confirmation', now(), now() + interval '3 days'
  FROM players WHERE confirmation_token_hash IS NOT NULL;
INSERT INTO account_tokens (token_hash, player_id, kind, created_at, expires_at)
SELECT reset_password_token_hash, id, 'reset_password', now(), reset_password_expires_at
  FROM players WHERE reset_password_token_hash IS NOT NULL AND reset_password_expires_at > now();
INSERT INTO account_tokens (token_hash, player_id, kind, created_at, expires_at)
SELECT unlock_token_hash, id, 'unlock', now(), now() + interval '1 day'
  FROM players WHERE unlock_token_hash IS NOT NULL;
UPDATE players SET confirmation_token_hash = NULL, reset_password_token_hash = NULL,
       reset_password_expires_at = NULL, unlock_token_hash = NULL
 WHERE confirmation_token_hash IS NOT NULL OR reset_password_token_hash IS NOT NULL OR unlock_token_hash IS NOT NULL;

-- The full lock is out of reach from one address (docs/SECURITY.md DEP-LIMIT-4): each address (an IPv4 address or
-- an IPv6 /64, stored as its SHA-256) adds at most SIGN_IN_LOCK_FAILURES_PER_ADDRESS failures to the player's
-- players.failed_attempts. Rows go when the player signs in, resets the password or unlocks.
CREATE TABLE sign_in_failures (
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, address_hash)
);
-- Failures counted before this cannot be told apart by address: the count starts afresh for every account that is not
-- locked, so no address inherits more than its share.
UPDATE players SET failed_attempts = 0 WHERE locked_at IS NULL AND failed_attempts <> 0;
