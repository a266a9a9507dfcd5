import { createHash, randomUUID } from 'node:crypto';
import { potentialWin } from '@slipstream/betting';
import type { BetDto, PlaceBetsBody, Settings } from '@slipstream/contract';
import { checkBetBonuses } from '../bonuses/bet-bonus';
import type { Queryable } from '../db/db';
import { databaseFault } from '../db/lost-answer';
import { AppError } from '../http/app-error';
import type { StoredBet } from './bet-model';
import { selectBets } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import type { CashoutOffers } from './cashout-offers';
import { rejection, resolveRequest } from './check-bets';
import { writeBonusBets } from './place-bonus-bets';
import { payoutOf, writeBets, type WriteOutcome } from './write-bets';
import { loadBettor, settingsForMode } from './player-checks';
import type { ResolvedBet } from './resolve-bets';

export interface PlaceResult {
  data: BetDto[];
  warnings: Record<string, string[]>;
}

export const requestHash = (body: PlaceBetsBody): string =>
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
 * The odds accept mode (raw player_settings value) last seen per player. Prices are resolved under it without
 * a query of its own; `place_bets` compares it with the player's current one in the same statement that
 * writes, so a stale entry costs a second attempt, never a wrong placement.
 */
const knownModes = new WeakMap<BetsDeps, Map<number, string | null>>();
const MAX_KNOWN_MODES = 50_000;

function modesOf(deps: BetsDeps): Map<number, string | null> {
  let modes = knownModes.get(deps);
  if (!modes) knownModes.set(deps, (modes = new Map()));
  return modes;
}

function remember(modes: Map<number, string | null>, playerId: number, mode: string | null): void {
  if (modes.size >= MAX_KNOWN_MODES && !modes.has(playerId)) modes.clear();
  modes.set(playerId, mode);
}

/**
 * POST /bets (betting-core §7): checks the player, resolves every selection at the current price under the
 * player's odds accept mode, validates with packages/betting (the slip's own rules and the settings' limits),
 * then inserts the bets and debits their stakes in ONE statement (`writeBets`). A request id (Idempotency-Key
 * header or meta.request_id) makes retries safe: the unique (player, request id, position) decides.
 *
 * Round trips: once a player's accept mode is known, one (`place_bets` makes the player checks, answers a
 * used request id and writes). The first placement of a player in this process, and any request the fast
 * path refuses before writing, take the checked path: `loadBettor` first (status, accept mode, an earlier
 * use of the request id, which answers a plain retry without re-checking prices), so errors keep their order.
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
  try {
    return await placeAttempts(deps, offers, playerId, body, clientRequestId, requestId);
  } catch (err) {
    // A lost answer this placement's reads did not mark as nothing-written (they should: QueryOptions.readOnly)
    // may have been anything: a placement says so with its own code and request id, never the generic
    // outcome_unknown (crash test D7). Faults known to have written nothing stay the handler's 503 unavailable.
    if (databaseFault(err) === 'unknown')
      throw new AppError('bet_outcome_unknown', { request_id: requestId });
    throw err;
  }
}

async function placeAttempts(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  body: PlaceBetsBody,
  clientRequestId: string | undefined,
  requestId: string,
): Promise<PlaceResult> {
  const hash = requestHash(body);
  const modes = modesOf(deps);
  let mode = modes.get(playerId);
  /** Whether this call ran the checked path (`loadBettor`), whose refusals come first. */
  let checked = false;
  // A known bettor's refusal by the bets table (a limit trigger fires before the exclusion one) or by its own
  // checks: a break, a self-exclusion or a forbidden account is the reason to give, not the limit met first (SX4).
  const refuse = async (err: AppError): Promise<never> => {
    if (!checked) await loadBettor(deps.db, playerId, null, deps.clock.now());
    throw err;
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    let prepared: Prepared;
    if (mode === undefined) {
      const bettor = await loadBettor(deps.db, playerId, clientRequestId ?? null, deps.clock.now());
      checked = true;
      mode = bettor.mode;
      remember(modes, playerId, mode);
      if (bettor.priorRequestHash !== null) {
        if (bettor.priorRequestHash !== hash)
          throw new AppError('idempotency_conflict', { request_id: requestId });
        const existing = await placedFor(deps.db, playerId, requestId, hash);
        if (existing) return answer(offers, existing, {});
      }
      try {
        prepared = await prepare(deps, body, settingsForMode(deps.operator, mode), playerId);
      } catch (err) {
        // A retry racing its first request, which committed meanwhile (and spent the bonus this one names):
        // it answers the first placement, not the check it now fails.
        const existing =
          err instanceof AppError && clientRequestId !== undefined
            ? await placedFor(deps.db, playerId, requestId, hash)
            : null;
        if (existing) return answer(offers, existing, {});
        throw err;
      }
    } else {
      try {
        prepared = await prepare(deps, body, settingsForMode(deps.operator, mode), playerId);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        mode = undefined; // the checked path answers: a retry, a forbidden player, or this very error
        continue;
      }
    }

    // Bets on a bonus take their own transaction (consume the bonus, fund a free bet, then place_bets).
    const write = prepared.bets.some((b) => b.bonus) ? writeBonusBets : writeBets;
    let written: Awaited<ReturnType<typeof write>>;
    try {
      written = await write(
        deps,
        {
          playerId,
          requestId,
          hash,
          clientRequest: clientRequestId !== undefined,
          mode,
          bets: prepared.bets,
          meta: body.meta,
        },
        true,
      );
    } catch (err) {
      // The connection broke after the placement (or its COMMIT) went out: it may be committed. Never a 500 the
      // player reads as "not placed"; a retry with the same request id answers it, or places it, once (issue 31).
      // A connection that broke before anything was committed is the error handler's 503 unavailable.
      if (databaseFault(err) === 'unknown')
        throw new AppError('bet_outcome_unknown', { request_id: requestId });
      if (err instanceof AppError) await refuse(err);
      throw err;
    }
    switch (written.kind) {
      case 'placed':
        return published(deps, offers, playerId, written, prepared.warnings);
      case 'already_placed': {
        const existing = await placedFor(deps.db, playerId, requestId, hash);
        if (!existing) throw new AppError('conflict', { request_id: requestId });
        return answer(offers, existing, {});
      }
      case 'prior': {
        if (written.hash !== hash) throw new AppError('idempotency_conflict', { request_id: requestId });
        const existing = await placedFor(deps.db, playerId, requestId, hash);
        if (!existing) throw new AppError('conflict', { request_id: requestId });
        return answer(offers, existing, {});
      }
      case 'refused':
        if (written.error.errorName === 'unauthorized') modes.delete(playerId);
        return refuse(written.error);
      case 'mode_changed':
        mode = written.mode;
        remember(modes, playerId, mode);
    }
  }
  // The accept mode changed under every attempt: let the client retry.
  throw new AppError('conflict', { request_id: requestId });
}

export interface Prepared {
  bets: ResolvedBet[];
  warnings: Record<string, string[]>;
}

/**
 * Resolves and validates the request under the given settings; throws the first refusal. With the player
 * (placement), the bonuses the bets name are checked and attached (SPEC.md BO8); without (edit bet), a bonus
 * is refused.
 */
export async function prepare(
  deps: BetsDeps,
  body: PlaceBetsBody,
  settings: Settings,
  playerId?: number,
): Promise<Prepared> {
  const request = await resolveRequest(deps, body.bets, settings, { allowBonuses: playerId !== undefined });
  const { bets } = request;
  let validation = request.validate(bets.map((b) => b.stake));
  if (!validation.ok) throw rejection(validation);
  if (playerId !== undefined) {
    const applied = await checkBetBonuses(deps.db, deps.clock.now(), playerId, body.bets, bets);
    applied.forEach((bonus, i) => (bets[i]!.bonus = bonus));
    // A combo boost raises the win: the payout limit is checked again on the boosted one (BO10).
    if (applied.some((b) => b?.type === 'comboboost')) {
      validation = request.validate(bets.map((b) => b.stake));
      if (!validation.ok) throw rejection(validation);
    }
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
  return { bets, warnings };
}

async function published(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  written: Extract<WriteOutcome, { kind: 'placed' }>,
  warnings: Record<string, string[]>,
): Promise<PlaceResult> {
  await deps.wallet.publishBalanceChanges(written.changes);
  const data: BetDto[] = [];
  for (const bet of written.placed) {
    const wire = betToWire(bet, offers.track(bet));
    data.push(wire);
    await publishToPlayer(deps, playerId, { event: 'bet_changed', data: wire });
  }
  // After COMMIT and the bets' own pushes (so a settlement's push always comes last, SE9): modules that follow
  // placements (the hunting bonuses' farming) record theirs.
  for (const listener of deps.onBetsPlaced) {
    try {
      await listener(written.placed, { activeBonus: written.activeBonus });
    } catch (err) {
      deps.log.error({ err }, 'bets placed listener failed');
    }
  }
  return { data, warnings };
}

function answer(offers: CashoutOffers, bets: StoredBet[], warnings: Record<string, string[]>): PlaceResult {
  return { data: bets.map((b) => betToWire(b, offers.offerOf(b))), warnings };
}
