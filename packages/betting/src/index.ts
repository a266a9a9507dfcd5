// @slipstream/betting: the pure betting engine shared by the web app and the server.
// No React, DOM, I/O, timers or clock here (lint-enforced); time and ids are injected by callers.
export * from './odds/odds';
export * from './money/money';
// maths: config, payout (owned by the maths half of the engine)
export * from './config';
export * from './payout/bet-types';
export * from './payout/payout-input-error';
export * from './payout/potential-win';
export * from './odds/formats/odds-format';
export * from './odds/formats/format-odds';
export type { Rational } from './money/rational';
export { parseRational, rational, InvalidRationalError } from './money/rational';
export * from './money/invalid-amount-error';
export * from './money/subunits';
export * from './money/parse-amount';
export * from './money/format-amount';
export * from './money/subcurrency';
export * from './money/convert';
export * from './settlement/bet-result';
export * from './settlement/selection-result';
export * from './settlement/leg-outcome';
export * from './settlement/settle-bet';
