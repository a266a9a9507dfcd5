import type { Db } from '../db/db';

/**
 * The self-exclusion register seam (SPEC.md SX7): a national register of people who have excluded themselves
 * from gambling (GAMSTOP, SPELEJ, the Brazilian or Ontario registers…), asked at sign-up and every sign-in, as
 * the deposit provider (wallet/deposit-provider.ts) is the seam to a payment provider. A real adapter implements
 * `isListed` with the register's API; demo mode mounts the demo register (demo-exclusion-register.ts). Without one
 * (production without an adapter) no one is listed.
 */
export interface SelfExclusionRegister {
  /** Whether the person is on the register now. May throw when the register cannot be reached. */
  isListed(person: { readonly email: string }): Promise<boolean>;
}

/** No register configured: nobody is listed. */
export const NO_REGISTER: SelfExclusionRegister = { isListed: async () => false };

/**
 * Asks the register and stores the answer on the players row (`register_excluded`). When the register cannot be
 * answered, a new player (`failClosed`) counts as listed until the next sign-in asks again, and a known player
 * keeps the last answer: the register's outage never opens betting to someone it lists.
 */
export async function checkRegister(
  db: Db,
  register: SelfExclusionRegister,
  player: { readonly id: number; readonly email: string },
  nowMs: number,
  options: { failClosed: boolean; log: { warn(obj: object, msg: string): void } },
): Promise<boolean> {
  let listed: boolean;
  try {
    listed = await register.isListed({ email: player.email });
  } catch (err) {
    options.log.warn({ err, player: player.id }, 'self-exclusion register check failed');
    if (!options.failClosed) {
      const res = await db.query<{ register_excluded: boolean }>(
        'SELECT register_excluded FROM players WHERE id = $1',
        [player.id],
      );
      return res.rows[0]?.register_excluded ?? false;
    }
    listed = true;
  }
  await db.query('UPDATE players SET register_excluded = $2, register_checked_at = $3 WHERE id = $1', [
    player.id,
    listed,
    new Date(nowMs),
  ]);
  return listed;
}
