-- Hunting and hunting tournaments (account-and-surroundings §3 "Hunting", "Loot box and hunting tournament",
-- "Hunting tournament result row"; packages/betting SPEC.md HT1–HT4): an active one farms points from its
-- player's qualifying cash bets; points are boosted into free bets; a tournament ranks its players by points.
ALTER TABLE bonus_campaigns DROP CONSTRAINT bonus_campaigns_type_check;
ALTER TABLE bonus_campaigns ADD CONSTRAINT bonus_campaigns_type_check
  CHECK (type IN ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win', 'hunting',
                  'tournament'));
-- points a boost turns into one free bet; the free-bet campaign a boost issues from (its type is §3's
-- farming_freebet_type); §3 farm_once_per_event; a tournament's prize pool (§3 initial_pool, whole units)
ALTER TABLE bonus_campaigns ADD COLUMN points_per_freebet integer CHECK (points_per_freebet > 0);
ALTER TABLE bonus_campaigns ADD COLUMN farming_campaign_id bigint REFERENCES bonus_campaigns (id);
ALTER TABLE bonus_campaigns ADD COLUMN farm_once_per_event boolean NOT NULL DEFAULT false;
ALTER TABLE bonus_campaigns ADD COLUMN initial_pool_units integer NOT NULL DEFAULT 0 CHECK (initial_pool_units >= 0);

-- What boosts took: points spent and free bets issued (§3 farmed_freebets_count).
ALTER TABLE player_bonuses ADD COLUMN points_spent integer NOT NULL DEFAULT 0 CHECK (points_spent >= 0);
ALTER TABLE player_bonuses ADD COLUMN freebets_issued integer NOT NULL DEFAULT 0 CHECK (freebets_issued >= 0);

-- One row per bet a hunting bonus farmed (a bet farms a bonus once: the key).
CREATE TABLE bonus_farmed_bets (
  issue_id bigint NOT NULL REFERENCES player_bonuses (id),
  bet_id bigint NOT NULL REFERENCES bets (id),
  match_ids bigint[] NOT NULL,
  -- the bet's total stake, minor units of the issue's currency
  stake bigint NOT NULL CHECK (stake > 0),
  points integer NOT NULL CHECK (points >= 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (issue_id, bet_id)
);

-- Demo campaigns (feed control issues them: POST /api/sim/bonuses with type hunting or tournament).
INSERT INTO bonus_campaigns (type, name, description, terms, demo, uses_count, ranges, valid_days)
VALUES ('freebet_all_win', 'Hunting free bet', 'A free bet boosted from your hunting points.',
        'Use it on one single or combo within 7 days. A win pays the stake and the winnings. Free bets cannot be '
        'cashed out.', true, 1, '[]', 7),
       ('freebet_only_win', 'Tournament free bet', 'A free bet boosted from your tournament points.',
        'Use it on one single or combo within 7 days. A win pays the winnings only: the free stake is not returned. '
        'Free bets cannot be cashed out.', true, 1, '[]', 7);
INSERT INTO bonus_campaigns (type, name, description, terms, demo, min_odds, valid_days, points_per_freebet,
                             farming_campaign_id, farm_once_per_event, initial_pool_units)
VALUES ('hunting', 'Free bet hunt', 'Every whole unit you stake earns a point: boost 20 points into a free bet.',
        'While the hunt is active, each cash bet at total odds of 1.50 or more earns one point per whole unit of '
        'its stake (bets with a bonus earn none). Boost every 20 points into a free bet of the amount shown '
        '(stake and winnings on a win). Valid for 7 days.', true, 1500, 7, 20,
        (SELECT id FROM bonus_campaigns WHERE name = 'Hunting free bet' AND demo), false, 0),
       ('tournament', 'Hunting tournament', 'Earn points on every event and climb the table.',
        'While the tournament is active, each cash bet at total odds of 1.50 or more earns one point per whole '
        'unit of its stake, once per event: a bet on an event you already bet on earns none. Players are ranked '
        'by points. Boost every 50 points into a free bet (winnings only). Valid for 7 days.', true, 1500, 7, 50,
        (SELECT id FROM bonus_campaigns WHERE name = 'Tournament free bet' AND demo), true, 1000);
