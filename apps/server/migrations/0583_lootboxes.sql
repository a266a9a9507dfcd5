-- Loot boxes (account-and-surroundings §3 "Loot box", chest images; packages/betting SPEC.md LB1–LB3): farmed like
-- a hunt (bonus_farmed_bets); each block of points is a chest; opening chests follows the campaign's prize
-- schedule (W win, L loss, repeated), a win pays a free bet.
ALTER TABLE bonus_campaigns DROP CONSTRAINT bonus_campaigns_type_check;
ALTER TABLE bonus_campaigns ADD CONSTRAINT bonus_campaigns_type_check
  CHECK (type IN ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win', 'hunting',
                  'tournament', 'lootbox'));
ALTER TABLE bonus_campaigns ADD COLUMN prize_schedule text CHECK (prize_schedule ~ '^[WL]+$');
ALTER TABLE player_bonuses ADD COLUMN chests_opened integer NOT NULL DEFAULT 0 CHECK (chests_opened >= 0);
ALTER TABLE player_bonuses ADD COLUMN last_open_result text CHECK (last_open_result IN ('win', 'loss'));

INSERT INTO bonus_campaigns (type, name, description, terms, demo, uses_count, ranges, valid_days)
VALUES ('freebet_all_win', 'Loot box free bet', 'A free bet won from a loot box chest.',
        'Use it on one single or combo within 7 days. A win pays the stake and the winnings. Free bets cannot be '
        'cashed out.', true, 1, '[]', 7);
INSERT INTO bonus_campaigns (type, name, description, terms, demo, min_odds, valid_days, points_per_freebet,
                             farming_campaign_id, farm_once_per_event, prize_schedule)
VALUES ('lootbox', 'Loot box', 'Every 10 points earn a chest: open it to win a free bet.',
        'While the loot box is active, each cash bet at total odds of 1.50 or more earns one point per whole unit of '
        'its stake, once per event. Every 10 points earn a chest. Chests open in turn: the first, third, fifth … '
        'hold a free bet of the amount shown, the others are empty. Valid for 7 days.', true, 1500, 7, 10,
        (SELECT id FROM bonus_campaigns WHERE name = 'Loot box free bet' AND demo), true, 'WL');
