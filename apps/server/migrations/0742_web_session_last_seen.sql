-- Idle sessions end (docs/SECURITY.md DEP-SESSION-2): when SESSION_IDLE_SECONDS is set, a browser session (and the
-- tokens it minted) is refused once its last use by the player is older than that; last_seen_at is that use, moved
-- at most every few seconds. NULL (sessions from before, or idle tracking off) counts from created_at.
ALTER TABLE web_sessions ADD COLUMN last_seen_at timestamptz;
