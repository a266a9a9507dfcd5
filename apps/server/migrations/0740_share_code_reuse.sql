-- Share codes (docs/SECURITY.md DEP-STORE-3): the same slip shared again by the same player gets its code back
-- (payload_hash: SHA-256 of the stored payload), and a player keeps at most SHARE_CODES_MAX_PER_PLAYER codes (the
-- oldest go first, found through the (player_id, created_at) index). Codes made before this have no hash and are
-- never reused.
ALTER TABLE bet_share_codes ADD COLUMN payload_hash text;
CREATE UNIQUE INDEX bet_share_codes_player_payload ON bet_share_codes (player_id, payload_hash);
CREATE INDEX bet_share_codes_player_created ON bet_share_codes (player_id, created_at);
