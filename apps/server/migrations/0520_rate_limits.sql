-- Abuse limits (rate-limiter-flexible's PostgreSQL store, src/security/abuse-limits.ts): one row per limited key
-- (prefix:key, account keys as SHA-256), shared by every server node. expire is epoch milliseconds.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- The fixed-window sign-in counters of 0300 are replaced by rate_limits.
DROP TABLE IF EXISTS auth_attempts;
