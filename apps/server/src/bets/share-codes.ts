import { createHash, randomBytes } from 'node:crypto';
import type { BetType } from '@slipstream/betting';
import { sharedBetSchema, type SharedBetDto } from '@slipstream/contract';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import type { StoredBet } from './bet-model';
import { selectBets } from './bet-store';
import type { BetsDeps } from './bets-deps';
import { quoteState } from './selection-quotes';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A share code: "A" then 7 Crockford base32 characters (35 random bits; no I, L, O, U to misread).
 * betting-core §9 says "a bet-code default letter is A" without more; Slipstream reads it as the first
 * letter of every bet share code, leaving other letters for other kinds of code.
 */
export function newShareCode(): string {
  const bytes = randomBytes(7);
  let code = 'A';
  for (const b of bytes) code += CROCKFORD[b & 31];
  return code;
}

/** A placed bet in the §7 share payload shape (its confirmed prices; stakes as placed). */
function sharedFromBet(bet: StoredBet): SharedBetDto {
  return {
    stake: bet.stake,
    currency: bet.currency,
    subunits: bet.subunits,
    betType: bet.type,
    systemType: bet.system,
    customOdds: bet.customOdds,
    freebetStake: null,
    selections: bet.selections.map((s) => ({
      id: `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`,
      matchId: String(s.matchId),
      matchUrnId: s.matchUrnId,
      marketGroup: null,
      type: (['match', 'stage', 'season', 'simple_tournament'].includes(s.matchType)
        ? s.matchType
        : 'match') as SharedBetDto['selections'][number]['type'],
      marketId: String(s.marketId),
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      provider: s.provider,
      odds: s.odds,
      categoryName: s.categoryName,
    })),
  };
}

/**
 * POST /bets/share-code: a player shares a slip (the §7 payload) or their own placed bets by id (another
 * player's bet id is "not found"). Returns the code. What a player stores is bounded (docs/SECURITY.md
 * DEP-STORE-3): the same payload shared again returns its code, and past `maxPerPlayer` codes the oldest goes.
 */
export async function createShareCode(
  deps: BetsDeps,
  playerId: number,
  body: { bets: SharedBetDto[] } | { bet_ids: (number | string)[] },
  maxPerPlayer: number,
): Promise<{ code: string }> {
  let payload: SharedBetDto[];
  if ('bets' in body) {
    for (const [i, b] of body.bets.entries()) checkShape(b, i);
    payload = body.bets;
  } else {
    const ids = [...new Set(body.bet_ids.map(String))];
    const bets = await selectBets(deps.db, 'b.id = ANY($1::bigint[]) AND b.player_id = $2 ORDER BY b.id', [
      ids,
      playerId,
    ]);
    if (bets.length !== ids.length) throw new AppError('bet_not_found');
    payload = bets.map(sharedFromBet);
  }
  const json = JSON.stringify(payload);
  const hash = createHash('sha256').update(json).digest('hex');
  return deps.db.transaction(async (tx) => {
    // One writer per player at a time: the reuse check, the insert and the cap agree.
    await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    const existing = await tx.query<{ code: string }>(
      'SELECT code FROM bet_share_codes WHERE player_id = $1 AND payload_hash = $2',
      [playerId, hash],
    );
    if (existing.rows[0]) return { code: existing.rows[0].code };
    let code: string | null = null;
    for (let attempt = 0; attempt < 5 && code === null; attempt++) {
      const candidate = newShareCode();
      const res = await tx.query(
        `INSERT INTO bet_share_codes (code, player_id, payload, payload_hash, created_at)
         VALUES ($1, $2, $3::jsonb, $4, to_timestamp($5::double precision / 1000)) ON CONFLICT (code) DO NOTHING`,
        [candidate, playerId, json, hash, deps.clock.now()],
      );
      if (res.rowCount === 1) code = candidate;
    }
    if (code === null) throw new AppError('unavailable');
    await tx.query(
      `DELETE FROM bet_share_codes WHERE player_id = $1 AND code IN (
         SELECT code FROM bet_share_codes WHERE player_id = $1 AND code <> $3
          ORDER BY created_at DESC, code OFFSET $2)`,
      [playerId, maxPerPlayer - 1, code],
    );
    return { code };
  });
}

function checkShape(b: SharedBetDto, i: number): void {
  const n = b.selections.length;
  const bad = (message: string) => new AppError('validation_failed', [{ path: `bets.${i}`, message }]);
  const type: BetType = b.betType;
  if (type === 'single' && n !== 1) throw bad('A single has one selection');
  if (type === 'system') {
    if (!b.systemType || b.systemType.totalCount !== n || b.systemType.winCount >= n)
      throw bad('Invalid system type');
  }
}

const storedPayload = z.array(sharedBetSchema);

/** GET /bets/share-code?code=…: the shared bets at current prices, each selection flagged (RS3). Public. */
export async function readShareCode(deps: BetsDeps, code: string) {
  const res = await deps.db.query<{ payload: unknown }>(
    'SELECT payload FROM bet_share_codes WHERE code = $1',
    [code],
  );
  const row = res.rows[0];
  if (!row) throw new AppError('share_code_not_found', { code });
  const bets = storedPayload.parse(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
  return {
    code,
    bets: bets.map((b) => ({
      ...b,
      freebetStake: null,
      selections: b.selections.map((s) => {
        const state = quoteState(deps.prices, {
          matchId: Number(s.matchId),
          marketId: Number(s.marketId),
          specifier: s.specifier,
          outcomeId: s.outcomeId,
        });
        return {
          ...s,
          odds: state.quote?.odds ?? s.odds,
          isSuspended: state.kind === 'suspended',
          isNotAvailable: state.kind === 'unavailable',
        };
      }),
    })),
  };
}
