// Bets: placement, list, cashout, max stake, custom bets, share codes and votes (betting-core §3, §7).
export * from './inputs';
export * from './responses';
