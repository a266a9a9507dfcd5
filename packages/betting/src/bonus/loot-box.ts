/**
 * Loot boxes (account-and-surroundings §3 "Loot box", "Lootbox chest images: small (1), medium (2), large
 * (other), win or loss variant"; the rules are not shown, SPEC.md LB1–LB3 fix them).
 */

export type ChestSize = 'small' | 'medium' | 'large';

/** LB1: the chest image for the chests ready to open: 1 small, 2 medium, more large; none, no chest. */
export function chestSize(ready: number): ChestSize | null {
  if (ready <= 0) return null;
  if (ready === 1) return 'small';
  if (ready === 2) return 'medium';
  return 'large';
}

/**
 * LB2: opening `count` chests after `opened` were opened before: the n-th chest opened (from 0) wins when the
 * campaign's prize schedule (`W` win, `L` loss, repeated) has a W at n mod its length. The operator states the
 * schedule in the terms, so a box is a known share of wins, never a hidden draw.
 */
export function openChests(
  schedule: string,
  opened: number,
  count: number,
): { wins: number; losses: number } {
  if (!/^[WL]+$/.test(schedule)) throw new Error(`a prize schedule of W and L: ${schedule}`);
  let wins = 0;
  for (let i = 0; i < count; i++) if (schedule[(opened + i) % schedule.length] === 'W') wins++;
  return { wins, losses: count - wins };
}
