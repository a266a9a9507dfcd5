import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import type { Odds } from '../odds/odds';
import type { BetType, SystemType } from './bet-types';
import { elementarySymmetric } from './elementary-symmetric';
import { capOdds, displayTotalOdds } from './odds-cap';
import { PayoutInputError } from './payout-input-error';
import { lineCountBig } from './system-lines';

export { lineCount } from './system-lines';

export interface PayoutBet {
  readonly type: BetType;
  /** Minor units; for system bets the stake PER LINE. */
  readonly stake: number;
  readonly odds: readonly Odds[];
  readonly system?: SystemType;
  /** The bet-builder price for custom bets (the leg prices are not multiplied). */
  readonly customOdds?: Odds;
}

export interface PayoutResult {
  /** The applied total price (capped, rounded down for display); null for system bets. */
  readonly totalOdds: Odds | null;
  /** True when the odds cap or the system-profit cap lowered the payout. */
  readonly capped: boolean;
  readonly lines: number;
  readonly totalStake: number;
  /** What the bet returns if every selection wins, stake included, floored to the minor unit. */
  readonly potentialWin: number;
  readonly profit: number;
}

const MILLI = 1000n;

/** The payout if every selection wins (betting-core §5, §9; SPEC.md PO rules). Exact, never enumerates lines. */
export function potentialWin(bet: PayoutBet, config: EngineConfig = DEFAULT_ENGINE_CONFIG): PayoutResult {
  if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) {
    throw new PayoutInputError('invalid_stake', String(bet.stake));
  }
  return bet.type === 'system' ? systemWin(bet, config) : priceWin(bet, config);
}

function priceWin(bet: PayoutBet, config: EngineConfig): PayoutResult {
  const legs = bet.odds.length;
  if ((bet.type === 'single' && legs !== 1) || legs < 1) {
    throw new PayoutInputError('invalid_selection_count', `${bet.type} with ${legs} selections`);
  }
  let product: bigint;
  let scaleLegs: number;
  if (bet.type === 'custom_bet') {
    if (bet.customOdds === undefined) throw new PayoutInputError('missing_custom_odds', 'custom_bet');
    product = BigInt(bet.customOdds);
    scaleLegs = 1;
  } else {
    product = bet.odds.reduce((p, o) => p * BigInt(capOdds(o, config)), 1n);
    scaleLegs = legs;
  }
  const cap = BigInt(config.maxOdds) * MILLI ** BigInt(scaleLegs - 1);
  const totalCapped = product > cap;
  const applied = totalCapped ? cap : product;
  const capped = totalCapped || (bet.type !== 'custom_bet' && anyLegCapped(bet.odds, config));
  const win = (BigInt(bet.stake) * applied) / MILLI ** BigInt(scaleLegs);
  return result(displayTotalOdds(applied, scaleLegs, config), capped, 1n, BigInt(bet.stake), win);
}

function systemWin(bet: PayoutBet, config: EngineConfig): PayoutResult {
  const system = bet.system;
  if (!system) throw new PayoutInputError('invalid_system_type', 'system bet without system type');
  const lines = lineCountBig(system);
  if (system.totalCount !== bet.odds.length) {
    throw new PayoutInputError('invalid_selection_count', `system ${system.winCount}/${system.totalCount}`);
  }
  const legs = bet.odds.map((o) => BigInt(capOdds(o, config)));
  const stake = BigInt(bet.stake);
  const totalStake = stake * lines;
  const exact = (stake * elementarySymmetric(legs, system.winCount)) / MILLI ** BigInt(system.winCount);
  const maxWin = totalStake + totalStake * BigInt(config.maxPayoutMultiplier);
  const profitCapped = exact > maxWin;
  const capped = profitCapped || anyLegCapped(bet.odds, config);
  return result(null, capped, lines, totalStake, profitCapped ? maxWin : exact);
}

const anyLegCapped = (odds: readonly Odds[], config: EngineConfig): boolean =>
  odds.some((o) => o > config.maxOdds);

function result(
  totalOdds: Odds | null,
  capped: boolean,
  lines: bigint,
  totalStake: bigint,
  win: bigint,
): PayoutResult {
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (win > max || totalStake > max || lines > max) {
    throw new PayoutInputError('amount_overflow', `payout ${win}`);
  }
  return {
    totalOdds,
    capped,
    lines: Number(lines),
    totalStake: Number(totalStake),
    potentialWin: Number(win),
    profit: Number(win - totalStake),
  };
}
