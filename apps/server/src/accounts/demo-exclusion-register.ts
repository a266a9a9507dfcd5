import type { SelfExclusionRegister } from './exclusion-register';

/** The address the demo register lists (API.md "Take a break and self-exclusion"). */
export const DEMO_REGISTERED_EMAIL = 'excluded@example.com';

/**
 * The demo self-exclusion register (demo mode only): it lists `excluded@example.com`, so the register's path can
 * be tried end to end: such a player signs up and in and keeps every balance, and never bets or deposits.
 */
export function createDemoExclusionRegister(
  listed: readonly string[] = [DEMO_REGISTERED_EMAIL],
): SelfExclusionRegister {
  const emails = new Set(listed.map((e) => e.toLowerCase()));
  return { isListed: async ({ email }) => emails.has(email.trim().toLowerCase()) };
}
