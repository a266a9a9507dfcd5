-- SPEC.md HT5, LB4, AM4: a bet counts toward hunts, tournaments, loot boxes and amb promotions when it settles,
-- with the stake it settles with (cashed out in full, edited away or voided: never). The demo campaigns' terms,
-- which players read, say so.
UPDATE bonus_campaigns SET terms =
  'While the hunt is active, each cash bet at total odds of 1.50 or more earns one point per whole unit of its '
  'stake when it settles (bets with a bonus, and bets cashed out, edited or void, earn none; a bet partly cashed '
  'out earns for the stake left on it). Boost every 20 points into a free bet of the amount shown (stake and '
  'winnings on a win). Valid for 7 days.'
 WHERE demo AND type = 'hunting' AND name = 'Free bet hunt';
UPDATE bonus_campaigns SET terms =
  'While the tournament is active, each cash bet at total odds of 1.50 or more earns one point per whole unit of '
  'its stake when it settles, once per event: a bet on an event you already bet on earns none, and bets cashed '
  'out, edited or void earn none. Players are ranked by points. Boost every 50 points into a free bet (winnings '
  'only). Valid for 7 days.'
 WHERE demo AND type = 'tournament' AND name = 'Hunting tournament';
UPDATE bonus_campaigns SET terms =
  'While the loot box is active, each cash bet at total odds of 1.50 or more earns one point per whole unit of '
  'its stake when it settles, once per event (bets cashed out, edited or void earn none). Every 10 points earn '
  'a chest. Chests open in turn: the first, third, fifth … hold a free bet of the amount shown, the others are '
  'empty. Valid for 7 days.'
 WHERE demo AND type = 'lootbox' AND name = 'Loot box';
UPDATE bonus_campaigns SET terms =
  'While it runs, each cash bet of 5.00 or more at total odds of 1.50 or more counts once when it settles (bets '
  'cashed out, edited or void do not count; a bet partly cashed out counts with the stake left on it). After 3 '
  'bets you get one free bet of 5.00, after 5 bets two more of 5.00. Bets with a bonus do not count. Runs for 7 '
  'days.'
 WHERE demo AND type = 'ambFreebet' AND name = 'Bet and get';
