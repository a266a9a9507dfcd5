import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/**
 * §6: a player cannot bet when the account status or suspension reason forbids it, or with the pve flag
 * (§8 codes 114 and spamf_player_bet_forbidden). A token for a player that no longer exists is a 401.
 */
export async function assertMayBet(q: Queryable, playerId: number): Promise<void> {
  const res = await q.query<{
    serasa_pve: boolean;
    user_account_status: string;
    suspension_reason: string | null;
  }>('SELECT serasa_pve, user_account_status, suspension_reason FROM players WHERE id = $1', [playerId]);
  const p = res.rows[0];
  if (!p) throw new AppError('unauthorized');
  if (p.serasa_pve) throw new AppError('pve_player_bet_forbidden');
  if (p.user_account_status !== 'active' || p.suspension_reason !== null)
    throw new AppError('player_bet_forbidden', { status: p.user_account_status });
}

/** The bearer token's subject as the numeric player id the tables use. */
export function playerIdNumber(sub: string): number {
  if (!/^[1-9]\d{0,15}$/.test(sub)) throw new AppError('unauthorized');
  const n = Number(sub);
  if (!Number.isSafeInteger(n)) throw new AppError('unauthorized');
  return n;
}
