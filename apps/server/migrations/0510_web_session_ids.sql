-- Sportsbook bearer tokens name the browser session that minted them (claim sid = this id), so ending the
-- browser session (sign-out, password reset, account lock, activity limit) revokes its tokens at once.
ALTER TABLE web_sessions ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX web_sessions_id ON web_sessions (id);
