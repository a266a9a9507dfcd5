import type { OperatorConfig } from '@slipstream/contract/operator';

/**
 * The vertical pages each enabled by a setting (betting-core §1): horse racing, lotteries, premium cricket and
 * the virtual gaming arena, all by the operator's `verticals` (the server's additional_providers say the same,
 * from the same file). A vertical that is off is gone from the navigation and its route is a 404 (SPEC.md OP7).
 */
export type Vertical = 'racing' | 'lotteries' | 'premiumCricket' | 'virtualGamingArena';

export function enabledVerticals(verticals: OperatorConfig['verticals']): Set<Vertical> {
  const on = new Set<Vertical>();
  if (verticals.horse_racing) on.add('racing');
  if (verticals.lotteries) on.add('lotteries');
  if (verticals.premium_cricket) on.add('premiumCricket');
  if (verticals.virtual_gaming_arena) on.add('virtualGamingArena');
  return on;
}
