import { ODDS_ACCEPT_MODES, type Settings } from '@slipstream/contract';
import type { OperatorConfig } from '@slipstream/contract/operator';
import type { Queryable } from '../db/db';
import { currentExclusion, selfExcludedError, type ExclusionColumns } from '../accounts/self-exclusion';
import { AppError } from '../http/app-error';
import { defaultSettings } from '../settings/defaults';

export interface Bettor {
  /** The raw player_settings accept mode (what `place_bets` compares), null when the player has none. */
  mode: string | null;
  /** request_hash of an earlier placement with the same request id, if there is one. */
  priorRequestHash: string | null;
}

/** getPlayerSettings' view: the operator defaults with the player's accept mode when it is a known one. */
export function settingsForMode(operator: OperatorConfig, raw: string | null): Settings {
  const settings = defaultSettings(operator, {});
  const mode = ODDS_ACCEPT_MODES.find((m) => m === raw);
  return mode ? { ...settings, auto_accept_odds_change: mode } : settings;
}

/**
 * One round trip for what placement needs to know about the player: §6 "a player cannot bet if the account
 * status or suspension reason forbids it, or if the pve flag is set" (§8 codes spamf_player_bet_forbidden and
 * 114), the odds accept mode from player_settings (as getPlayerSettings reads it), and whether the request id
 * was used already. A token for a player that no longer exists is a 401. A player on a break or self-excluded
 * (SPEC.md SX4) is refused here first with `self_excluded`; the bets table's trigger refuses the placements that
 * skip this check (a known bettor's) and those racing the exclusion.
 */
export async function loadBettor(
  q: Queryable,
  playerId: number,
  requestId: string | null,
  nowMs: number,
): Promise<Bettor> {
  const res = await q.query<
    {
      serasa_pve: boolean;
      user_account_status: string;
      suspension_reason: string | null;
      mode: string | null;
      prior: string | null;
    } & ExclusionColumns
  >(
    `SELECT p.serasa_pve, p.user_account_status, p.suspension_reason, s.auto_accept_odds_change AS mode,
            p.exclusion_kind, p.exclusion_until, p.exclusion_lifts_at, p.register_excluded,
            (SELECT b.request_hash FROM bets b WHERE b.player_id = p.id AND b.request_id = $2 LIMIT 1) AS prior
       FROM players p LEFT JOIN player_settings s ON s.player_id = p.id::text
      WHERE p.id = $1`,
    [playerId, requestId],
    { readOnly: true },
  );
  const p = res.rows[0];
  if (!p) throw new AppError('unauthorized');
  if (p.prior === null) {
    const excluded = currentExclusion(p, nowMs);
    if (excluded) throw selfExcludedError(excluded);
    if (p.serasa_pve) throw new AppError('pve_player_bet_forbidden');
    if (p.user_account_status !== 'active' || p.suspension_reason !== null)
      throw new AppError('player_bet_forbidden', { status: p.user_account_status });
  }
  return { mode: p.mode, priorRequestHash: p.prior };
}

/** The bearer token's subject as the numeric player id the tables use. */
export function playerIdNumber(sub: string): number {
  if (!/^[1-9]\d{0,15}$/.test(sub)) throw new AppError('unauthorized');
  const n = Number(sub);
  if (!Number.isSafeInteger(n)) throw new AppError('unauthorized');
  return n;
}
