import type { Queryable } from '../db/db';

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
 * Asks the register. When it cannot answer, `fallback` decides: a new player counts as listed (until the next
 * sign-in asks again), a known player keeps the last answer: the register's outage never opens betting to someone
 * it lists.
 */
export async function askRegister(
  register: SelfExclusionRegister,
  email: string,
  fallback: () => Promise<boolean>,
  log: { warn(obj: object, msg: string): void },
): Promise<boolean> {
  try {
    return await register.isListed({ email });
  } catch (err) {
    log.warn({ err }, 'self-exclusion register check failed');
    return fallback();
  }
}

/** Stores the register's answer on the players row (`register_excluded`), in the caller's transaction or not. */
export async function storeRegisterAnswer(
  q: Queryable,
  playerId: number,
  listed: boolean,
  nowMs: number,
): Promise<void> {
  await q.query('UPDATE players SET register_excluded = $2, register_checked_at = $3 WHERE id = $1', [
    playerId,
    listed,
    new Date(nowMs),
  ]);
}
