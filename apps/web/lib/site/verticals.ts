import type { Settings } from '@slipstream/contract';

/**
 * The vertical pages each enabled by a setting (betting-core §1): horse racing, lotteries and premium
 * cricket by the server's additional_providers; the virtual gaming arena has no server setting yet, so
 * the operator turns it on with VIRTUAL_GAMING_ARENA=1.
 */
export type Vertical = 'racing' | 'lotteries' | 'premiumCricket' | 'virtualGamingArena';

export function enabledVerticals(
  settings: Settings | undefined,
  env: Record<string, string | undefined>,
): Set<Vertical> {
  const on = new Set<Vertical>();
  if (settings?.additional_providers.horse_racing.enabled) on.add('racing');
  if (settings?.additional_providers.lotto.enabled) on.add('lotteries');
  if (settings?.additional_providers.premium_cricket.enabled) on.add('premiumCricket');
  if (env.VIRTUAL_GAMING_ARENA === '1') on.add('virtualGamingArena');
  return on;
}
