-- The feed's leadership is one per database, whatever a cluster's REDIS_PREFIX: the catalogue rows and the stored
-- feed position its epochs fence are the database's. It was one per prefix (`feed:{prefix}`), so a cluster started
-- with a new prefix counted its epochs from 1 below the position an earlier one had stored, and its followers
-- waited for an epoch that never came while taking bets at replaced prices (crash test D5). The one row goes on
-- from the highest epoch any prefix reached here, its lease over: the next node to check takes the next epoch.
INSERT INTO leadership (name, epoch)
SELECT 'feed', coalesce(max(epoch), 0) FROM leadership WHERE name LIKE 'feed:%'
ON CONFLICT (name) DO UPDATE SET epoch = greatest(leadership.epoch, excluded.epoch);
DELETE FROM leadership WHERE name LIKE 'feed:%';
