-- Abuse-limit counters (0520) are written on every limited request (bet placement: two rows per placement) and are
-- worth nothing after a crash: an UNLOGGED table writes no WAL for them, so a transaction that only bumps a counter
-- needs no WAL flush at commit. What that gives up, on purpose: after a crash PostgreSQL empties the table (every
-- window starts afresh), and a streaming replica has no copy (a promoted standby starts with no counters).
-- fillfactor 70 leaves room in each page for the upsert's new row version beside the old one (no indexed column
-- changes, so the update is HOT and the primary-key index is not touched).
ALTER TABLE rate_limits SET UNLOGGED;
ALTER TABLE rate_limits SET (fillfactor = 70);
