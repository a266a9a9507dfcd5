import { bonusPotentialWin, potentialWin } from '@slipstream/betting';
import type { PlaceBetsBody } from '@slipstream/contract';
import { userLimitRefusal } from '../accounts/limits';
import { termsOf } from '../bonuses/bet-bonus';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { toSafeInt } from '../wallet/amounts';
import {
  DEFAULT_COUNTERPARTY,
  refusalError,
  toBalanceChange,
  type BalanceChange,
  type LedgerChangeRow,
  type LedgerRefusal,
} from '../wallet/ledger';
import type { StoredBet, StoredSelection } from './bet-model';
import type { BetsDeps } from './bets-deps';
import { DEBIT_REFUSED, placeAlone, placementBatcher, type PlaceBetsParams } from './placement-batcher';
import type { ResolvedBet } from './resolve-bets';

export function payoutOf(bet: ResolvedBet) {
  return {
    type: bet.type,
    stake: bet.stake,
    odds: bet.selections.map((s) => s.confirmed),
    ...(bet.system ? { system: bet.system } : {}),
    ...(bet.customOdds !== null ? { customOdds: bet.customOdds } : {}),
  };
}

/** What `place_bets` (migrations/functions/place_bets.sql) answers (jsonb). */
type PlaceAnswer =
  | { already_placed: true }
  | { prior_hash: string }
  | { mode_changed: true; mode: string | null }
  | { error: 'unauthorized' | 'pve_player_bet_forbidden' }
  | { error: 'player_bet_forbidden'; status: string }
  | { error: 'selection_unavailable'; bet_index: number }
  | { bets: { id: number; jackpot: boolean }[]; changes: LedgerChangeRow[]; active_bonus: boolean };

export type WriteOutcome =
  | {
      kind: 'placed';
      placed: StoredBet[];
      changes: BalanceChange[];
      /** The player holds an active bonus of some kind (the hunting check looks closer only then). */
      activeBonus: boolean;
    }
  | { kind: 'already_placed' }
  | { kind: 'prior'; hash: string }
  | { kind: 'mode_changed'; mode: string | null }
  | { kind: 'refused'; error: AppError };

function refusalOf(r: Extract<PlaceAnswer, { error: string }>): AppError {
  switch (r.error) {
    case 'player_bet_forbidden':
      return new AppError('player_bet_forbidden', { status: r.status });
    case 'selection_unavailable':
      // The match finished (its results are in) after the in-memory price check (SPEC.md SE9).
      return new AppError('selection_unavailable', undefined, undefined, {
        [String(r.bet_index)]: { localized_message: 'sb.ticket.not-available.label' },
      });
    default:
      return new AppError(r.error);
  }
}

/**
 * place_bets raises DEBIT_REFUSED when a stake debit is refused, with ledger_transfer's refusal and the debit's
 * currency, amount and key as DETAIL (JSON): the whole placement has rolled back.
 */
function debitRefusal(err: unknown): AppError | null {
  const { code, detail } = err as { code?: unknown; detail?: unknown };
  if (code !== DEBIT_REFUSED || typeof detail !== 'string') return null;
  const d = JSON.parse(detail) as LedgerRefusal & { currency: string; amount: number; key: string };
  return refusalError(d, { currency: d.currency, amount: toSafeInt(d.amount), idempotencyKey: d.key });
}

/** One placement as written: whose, under which request id (and its hash), in which accept mode, its bets. */
export interface Placement {
  playerId: number;
  requestId: string;
  hash: string;
  /** The request id came from the client (a retry may repeat it), not made up by the server. */
  clientRequest: boolean;
  mode: string | null;
  bets: readonly ResolvedBet[];
  meta: PlaceBetsBody['meta'];
}

/**
 * Writes the bets, their selections, the stake debits (wallet ledger_transfer, reason bet_stake, reference
 * bet:{id}, key bet_stake:{id}) and, with `feedsJackpot`, their jackpot contributions (SPEC.md JP1) in ONE
 * statement, the PL/pgSQL function `place_bets`: one implicit transaction, all or nothing (on the pool, possibly
 * together with other players' placements in one `place_bets_batch` call: src/bets/placement-batcher.ts). Null when this request id has been used already (a retry racing the
 * first request waits on the unique index and then lands here). Returns the bets as stored. `q`: a caller's
 * transaction (edit bet), the pool otherwise.
 */
export async function writeBets(
  deps: BetsDeps,
  placement: Placement,
  feedsJackpot: boolean,
  q: Queryable = deps.db,
): Promise<WriteOutcome> {
  const { playerId, requestId, hash, clientRequest, mode, bets, meta } = placement;
  const currencies = await deps.currencies(deps.clock.now());
  const createdAt = deps.clock.now();
  const prepared = bets.map((bet) => {
    const plain = potentialWin(payoutOf(bet), deps.engine);
    // A bonus changes what the bet returns (boosted combo, only-win free bet: SPEC.md BO2–BO5).
    const terms = bet.bonus ? termsOf(bet.bonus.type, bet.bonus.bonusOdds) : null;
    const payout = terms
      ? { ...plain, potentialWin: bonusPotentialWin(payoutOf(bet), terms, deps.engine) }
      : plain;
    return { bet, payout, subunits: currencies[bet.currency]!.subunits };
  });
  const payload = prepared.map(({ bet, payout, subunits }) => ({
    type: bet.type,
    currency: bet.currency,
    subunits,
    stake: bet.stake,
    total_stake: payout.totalStake,
    odds: payout.totalOdds,
    custom_odds: bet.customOdds,
    system_win_count: bet.system?.winCount ?? null,
    system_total_count: bet.system?.totalCount ?? null,
    potential_win: payout.potentialWin,
    // SPEC.md JP1: a bet paid by a bonus feeds no jackpot (a no-risk free bet is staked in cash, so it does).
    jackpot: feedsJackpot && !bet.bonus?.paidByBonus,
    selections: bet.selections.map((s, i) => ({
      position: i,
      match_id: s.quote.matchId,
      market_id: s.quote.marketId,
      specifier: s.quote.specifier,
      outcome_id: s.quote.outcomeId,
      odds: s.confirmed,
      requested_odds: s.requested,
      provider: s.quote.provider,
      match_name: s.quote.matchName,
      match_urn_id: s.quote.matchUrnId,
      market_name: s.quote.marketName,
      outcome_name: s.quote.outcomeName,
      category_name: s.quote.categoryName,
      match_type: s.quote.matchType,
    })),
  }));
  const params: PlaceBetsParams = [
    playerId,
    requestId,
    hash,
    clientRequest,
    mode,
    meta.device_id ?? null,
    meta.quick ?? false,
    createdAt,
    DEFAULT_COUNTERPARTY.bet_stake,
    JSON.stringify(payload),
  ];
  let r: PlaceAnswer;
  try {
    // On PostgreSQL's pool, with the placements that arrive alongside it (one round trip and one commit for
    // all); in a caller's transaction, or on PGlite (one in-process connection: no round trips or flushes to
    // share), alone.
    r = (
      q === deps.db && deps.db.kind === 'postgres'
        ? await placementBatcher(deps.db, deps.log).place(params)
        : await placeAlone(q, params)
    ) as PlaceAnswer;
  } catch (err) {
    // user_limit_reached: the bets table's limit trigger (migrations/functions/bets_user_limit_check.sql) refused a bet.
    throw debitRefusal(err) ?? userLimitRefusal(err) ?? err;
  }
  if ('already_placed' in r) return { kind: 'already_placed' };
  if ('prior_hash' in r) return { kind: 'prior', hash: r.prior_hash };
  if ('mode_changed' in r) return { kind: 'mode_changed', mode: r.mode };
  if ('error' in r) return { kind: 'refused', error: refusalOf(r) };
  const placed = prepared.map(({ bet, payout, subunits }, position): StoredBet => ({
    id: toSafeInt(r.bets[position]!.id),
    playerId,
    type: bet.type,
    status: 'waiting_results',
    result: 'no_results',
    currency: bet.currency,
    subunits,
    stake: bet.stake,
    totalStake: payout.totalStake,
    odds: payout.totalOdds,
    customOdds: bet.customOdds,
    system: bet.system,
    potentialWin: payout.potentialWin,
    winAmount: null,
    cashedOutAmount: 0,
    cashedOutStake: 0,
    partialCashouts: 0,
    autoCashoutTarget: null,
    autoCashedOut: false,
    replacedBy: null,
    usedInJackpot: r.bets[position]!.jackpot,
    bonus: bet.bonus
      ? { id: bet.bonus.issueId, type: bet.bonus.type, odds: bet.bonus.bonusOdds, amount: bet.bonus.amount }
      : null,
    createdAt: new Date(createdAt).toISOString(),
    selections: bet.selections.map((s, i): StoredSelection => ({
      position: i,
      matchId: s.quote.matchId,
      marketId: s.quote.marketId,
      specifier: s.quote.specifier,
      outcomeId: s.quote.outcomeId,
      odds: s.confirmed,
      provider: s.quote.provider,
      status: 'open',
      matchName: s.quote.matchName,
      matchUrnId: s.quote.matchUrnId,
      marketName: s.quote.marketName,
      outcomeName: s.quote.outcomeName,
      categoryName: s.quote.categoryName,
      matchType: s.quote.matchType,
    })),
  }));
  return { kind: 'placed', placed, changes: r.changes.map(toBalanceChange), activeBonus: r.active_bonus };
}
