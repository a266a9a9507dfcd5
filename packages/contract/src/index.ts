// @slipstream/contract: zod schemas and types for every call and push event, and the error catalogue.
export * from './errors';
export * from './channels';
export * from './push';
export * from './platform';
export * from './wallet';
export * from './catalogue/index';
export * from './bets/index';
export * from './surroundings/index';
export * from './bonuses/index';
export * from './jackpots/index';
export * from './embedding/index';
