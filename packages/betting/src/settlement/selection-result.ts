/**
 * One selection's settlement as Sportradar's Unified Odds Feed sends it (bet_settlement outcome attributes
 * result, void_factor, dead_heat_factor), or a bet_cancel of its market. Factors may arrive as numbers or
 * strings; both are read as exact decimals (see leg-outcome.ts), never multiplied as floats.
 */
export type SelectionResult =
  | {
      readonly result: 0 | 1;
      /** Share of the stake refunded: 0 (none), 0.5 (half, Asian quarter lines), 1 (all). */
      readonly voidFactor?: 0 | 0.5 | 1 | string;
      /** Share of the win paid when competitors tie for a place, e.g. "0.5" or "0.333333". */
      readonly deadHeatFactor?: number | string;
    }
  | { readonly cancelled: true };
