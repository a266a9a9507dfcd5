-- Amb free bets (account-and-surroundings §3 "Amb freebet", §4 "upcoming freebets use the amb variant"; packages/betting
-- SPEC.md AM1–AM3): progress is the count of the player's qualifying cash bets; reaching a range's number_of_bets
-- issues its free bets, once per range.
ALTER TABLE bonus_campaigns DROP CONSTRAINT bonus_campaigns_type_check;
ALTER TABLE bonus_campaigns ADD CONSTRAINT bonus_campaigns_type_check
  CHECK (type IN ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win', 'hunting',
                  'tournament', 'lootbox', 'ambFreebet'));
-- [{number_of_bets, number_of_freebets, amount_units}] ascending by number_of_bets; the least stake that counts
ALTER TABLE bonus_campaigns ADD COLUMN amb_ranges jsonb NOT NULL DEFAULT '[]';
ALTER TABLE bonus_campaigns ADD COLUMN min_stake_units integer CHECK (min_stake_units > 0);
ALTER TABLE player_bonuses ADD COLUMN amb_ranges_paid integer NOT NULL DEFAULT 0 CHECK (amb_ranges_paid >= 0);

INSERT INTO bonus_campaigns (type, name, description, terms, demo, uses_count, ranges, valid_days)
VALUES ('freebet_all_win', 'Bet and get free bet', 'A free bet for the bets you placed.',
        'Use it on one single or combo within 7 days. A win pays the stake and the winnings. Free bets cannot be '
        'cashed out.', true, 1, '[]', 7);
INSERT INTO bonus_campaigns (type, name, description, terms, demo, min_odds, valid_days, farming_campaign_id,
                             amb_ranges, min_stake_units)
VALUES ('ambFreebet', 'Bet and get', 'Place bets and collect free bets: 1 after 3 bets, 2 more after 5.',
        'While it runs, each cash bet of 5.00 or more at total odds of 1.50 or more counts once. After 3 bets you get '
        'one free bet of 5.00, after 5 bets two more of 5.00. Bets with a bonus do not count. Runs for 7 days.',
        true, 1500, 7, (SELECT id FROM bonus_campaigns WHERE name = 'Bet and get free bet' AND demo),
        '[{"number_of_bets":3,"number_of_freebets":1,"amount_units":5},{"number_of_bets":5,"number_of_freebets":2,"amount_units":5}]',
        5);
