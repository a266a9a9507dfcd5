import { createHash, randomUUID } from 'node:crypto';
import { potentialWin, validateBets, type ValidationBet } from '@slipstream/betting';
import type { BetDto, PlaceBetsBody } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { BalanceChange } from '../wallet/ledger';
import type { StoredBet, StoredSelection } from './bet-model';
import { selectBets } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import type { CashoutOffers } from './cashout-offers';
import { REFERENCE_RATES, toBetLimits } from './limits';
import { loadBettor } from './player-checks';
import { resolveBets, throwProblems, type ResolvedBet } from './resolve-bets';
import { refKey } from './selection-quotes';

export interface PlaceResult {
  data: BetDto[];
  warnings: Record<string, string[]>;
}

/** Raised inside the transaction when the request id was already used: roll back and answer the first result. */
class AlreadyPlaced extends Error {}

const requestHash = (body: PlaceBetsBody): string =>
  createHash('sha256').update(JSON.stringify(body.bets)).digest('base64url');

async function placedFor(
  q: Queryable,
  playerId: number,
  requestId: string,
  hash: string,
): Promise<StoredBet[] | null> {
  const res = await q.query<{ request_hash: string }>(
    'SELECT request_hash FROM bets WHERE player_id = $1 AND request_id = $2 LIMIT 1',
    [playerId, requestId],
  );
  if (!res.rows[0]) return null;
  if (res.rows[0].request_hash !== hash)
    throw new AppError('idempotency_conflict', { request_id: requestId });
  return selectBets(q, 'b.player_id = $1 AND b.request_id = $2 ORDER BY b.position', [playerId, requestId]);
}

/**
 * POST /bets (betting-core §7): checks the player, resolves every selection at the current price under the
 * player's odds accept mode, validates with packages/betting (the slip's own rules and the settings' limits),
 * then inserts the bets and debits their stakes in ONE transaction. A request id (Idempotency-Key header or
 * meta.request_id) makes retries safe: the unique (player, request id, position) decides; the early look-up
 * only answers a plain retry without re-checking prices (a retry racing the first request is caught by the
 * index inside the transaction).
 */
export async function placeBets(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  body: PlaceBetsBody,
  idempotencyKey: string | undefined,
): Promise<PlaceResult> {
  const clientRequestId = idempotencyKey ?? body.meta.request_id ?? undefined;
  const requestId = clientRequestId ?? randomUUID();
  const hash = requestHash(body);
  const { settings, priorRequestHash } = await loadBettor(deps.db, playerId, clientRequestId ?? null);
  if (priorRequestHash !== null) {
    if (priorRequestHash !== hash) throw new AppError('idempotency_conflict', { request_id: requestId });
    const existing = await placedFor(deps.db, playerId, requestId, hash);
    if (existing) return answer(offers, existing, {});
  }
  const { bets, problems } = resolveBets(
    body.bets,
    deps.prices,
    settings.auto_accept_odds_change,
    settings.custom_bet_allow_single,
  );
  throwProblems(problems);

  const currencies = await deps.currencies(deps.clock.now());
  const providers = new Set(bets.flatMap((b) => b.selections.map((s) => s.quote.provider)));
  const validation = validateBets(bets.map(toValidationBet), {
    limits: toBetLimits(settings.bet_limits_settings),
    currencies,
    customBetAllowSingle: settings.custom_bet_allow_single,
    systemRestrictedProviders: [],
    providerStatuses: Object.fromEntries([...providers].map((p) => [p, deps.prices.providerActive(p)])),
    rates: REFERENCE_RATES,
    config: deps.engine,
  });
  if (!validation.ok) {
    const byBet: Record<string, { localized_message: string }> = {};
    for (const e of validation.errors) byBet[String(e.betIndex ?? 0)] ??= { localized_message: e.messageKey };
    throw new AppError(
      'bet_rejected',
      validation.errors.map((e) => ({
        bet_index: e.betIndex,
        kind: e.kind,
        message_key: e.messageKey,
        limit: e.limit,
      })),
      undefined,
      byBet,
    );
  }
  if (body.meta.quick) {
    // §4 quick bet / §8: a quick bet whose potential win is not above its stake is refused (QB8).
    const flat = bets.findIndex((b) => {
      const p = potentialWin(payoutOf(b), deps.engine);
      return p.potentialWin <= p.totalStake;
    });
    if (flat >= 0)
      throw new AppError('bet_rejected', [{ bet_index: flat, kind: 'potential_win' }], undefined, {
        [String(flat)]: { localized_message: 'error.potential_win.equal_or_less' },
      });
  }
  const warnings: Record<string, string[]> = {};
  for (const w of validation.warnings) (warnings[String(w.betIndex ?? 0)] ??= []).push(w.messageKey);

  let placed: StoredBet[];
  let changes: BalanceChange[] = [];
  try {
    ({ placed, changes } = await deps.db.transaction(async (tx) => {
      const collected: BalanceChange[] = [];
      const rows: StoredBet[] = [];
      for (const [position, bet] of bets.entries()) {
        const stored = await insertBet(tx, deps, playerId, requestId, hash, position, bet, body.meta);
        if (stored === null) throw new AlreadyPlaced();
        const debit = await deps.wallet.debit(tx, {
          playerId,
          currency: bet.currency,
          amount: stored.totalStake,
          reason: 'bet_stake',
          reference: `bet:${stored.id}`,
          idempotencyKey: `bet_stake:${stored.id}`,
        });
        collected.push(...debit.changes);
        rows.push(stored);
      }
      return { placed: rows, changes: collected };
    }));
  } catch (err) {
    if (!(err instanceof AlreadyPlaced)) throw err;
    const existing = await placedFor(deps.db, playerId, requestId, hash);
    if (!existing) throw new AppError('conflict', { request_id: requestId });
    return answer(offers, existing, {});
  }

  await deps.wallet.publishBalanceChanges(changes);
  const data: BetDto[] = [];
  for (const bet of placed) {
    const wire = betToWire(bet, offers.track(bet));
    data.push(wire);
    await publishToPlayer(deps, playerId, { event: 'bet_changed', data: wire });
  }
  return { data, warnings };
}

function answer(offers: CashoutOffers, bets: StoredBet[], warnings: Record<string, string[]>): PlaceResult {
  return { data: bets.map((b) => betToWire(b, offers.offerOf(b))), warnings };
}

function toValidationBet(bet: ResolvedBet): ValidationBet {
  return {
    type: bet.type,
    stake: bet.stake,
    currency: bet.currency,
    selections: bet.selections.map((s) => ({
      id: refKey(s.quote),
      matchId: String(s.quote.matchId),
      provider: s.quote.provider,
      odds: s.confirmed,
    })),
    system: bet.system,
    customOdds: bet.customOdds,
  };
}

function payoutOf(bet: ResolvedBet) {
  return {
    type: bet.type,
    stake: bet.stake,
    odds: bet.selections.map((s) => s.confirmed),
    ...(bet.system ? { system: bet.system } : {}),
    ...(bet.customOdds !== null ? { customOdds: bet.customOdds } : {}),
  };
}

/**
 * Inserts the bet and its selections in one statement (one round trip); null when this request id and
 * position exist already (a retry racing the first request). Returns the bet as stored.
 */
async function insertBet(
  tx: Queryable,
  deps: BetsDeps,
  playerId: number,
  requestId: string,
  hash: string,
  position: number,
  bet: ResolvedBet,
  meta: PlaceBetsBody['meta'],
): Promise<StoredBet | null> {
  const payout = potentialWin(payoutOf(bet), deps.engine);
  const currency = (await deps.currencies(deps.clock.now()))[bet.currency]!;
  const createdAt = deps.clock.now();
  const selections: StoredSelection[] = bet.selections.map((s, i) => ({
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
  }));
  const rows = bet.selections.map((s, i) => ({
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
  }));
  const res = await tx.query<{ id: unknown }>(
    `WITH bet AS (
       INSERT INTO bets (player_id, request_id, request_hash, position, type, status, currency, subunits, stake,
                         total_stake, odds, custom_odds, system_win_count, system_total_count, potential_win,
                         device_id, quick, created_at)
       VALUES ($1, $2, $3, $4, $5, 'waiting_results', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
               to_timestamp($17::double precision / 1000))
       ON CONFLICT (player_id, request_id, position) DO NOTHING RETURNING id
     ), sel AS (
       INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds, requested_odds,
                                   provider, match_name, match_urn_id, market_name, outcome_name, category_name, match_type)
       SELECT bet.id, r.position, r.match_id, r.market_id, r.specifier, r.outcome_id, r.odds, r.requested_odds,
              r.provider, r.match_name, r.match_urn_id, r.market_name, r.outcome_name, r.category_name, r.match_type
         FROM bet, jsonb_to_recordset($18::jsonb) AS r(position smallint, match_id bigint, market_id integer,
              specifier text, outcome_id text, odds integer, requested_odds integer, provider text, match_name text,
              match_urn_id text, market_name text, outcome_name text, category_name text, match_type text)
     )
     SELECT id FROM bet`,
    [
      playerId,
      requestId,
      hash,
      position,
      bet.type,
      bet.currency,
      currency.subunits,
      bet.stake,
      payout.totalStake,
      payout.totalOdds,
      bet.customOdds,
      bet.system?.winCount ?? null,
      bet.system?.totalCount ?? null,
      payout.potentialWin,
      meta.device_id ?? null,
      meta.quick ?? false,
      createdAt,
      JSON.stringify(rows),
    ],
  );
  const row = res.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    playerId,
    type: bet.type,
    status: 'waiting_results',
    result: 'no_results',
    currency: bet.currency,
    subunits: currency.subunits,
    stake: bet.stake,
    totalStake: payout.totalStake,
    odds: payout.totalOdds,
    customOdds: bet.customOdds,
    system: bet.system,
    potentialWin: payout.potentialWin,
    winAmount: null,
    createdAt: new Date(createdAt).toISOString(),
    selections,
  };
}
