import { randomBytes } from 'node:crypto';
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
 * player's bet id is "not found"). Returns the code.
 */
export async function createShareCode(
  deps: BetsDeps,
  playerId: number,
  body: { bets: SharedBetDto[] } | { bet_ids: (number | string)[] },
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
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newShareCode();
    const res = await deps.db.query(
      `INSERT INTO bet_share_codes (code, player_id, payload, created_at)
       VALUES ($1, $2, $3::jsonb, to_timestamp($4::double precision / 1000)) ON CONFLICT (code) DO NOTHING`,
      [code, playerId, JSON.stringify(payload), deps.clock.now()],
    );
    if (res.rowCount === 1) return { code };
  }
  throw new AppError('unavailable');
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
