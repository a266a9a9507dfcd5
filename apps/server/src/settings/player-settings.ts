import { ODDS_ACCEPT_MODES, ODDS_TYPES, type Settings, type SettingsUpdate } from '@slipstream/contract';
import type { OperatorConfig } from '@slipstream/contract/operator';
import type { Queryable } from '../db/db';
import { defaultSettings, fourStakes } from './defaults';

interface Row {
  stakes: number[] | null;
  auto_accept_odds_change: string | null;
  odds_type: string | null;
  updated_at: Date | string;
}

const isMode = (v: string | null): v is Settings['auto_accept_odds_change'] =>
  v !== null && (ODDS_ACCEPT_MODES as readonly string[]).includes(v);
const isOddsType = (v: string | null): v is Settings['odds_types']['selected'] =>
  v !== null && (ODDS_TYPES as readonly string[]).includes(v);

/**
 * A player's sportsbook settings: the operator defaults with the player's own choices over them.
 * `auto_accept_odds_change` is the odds accept mode (none, higher, any); stakes are exactly four.
 * Used by GET /settings and, in process, by the bets module (accept mode, bet limits).
 */
export async function getPlayerSettings(
  db: Queryable,
  operator: OperatorConfig,
  playerId: string,
  providerStatuses: Record<string, 'active' | 'inactive'> = {},
): Promise<Settings> {
  const base = defaultSettings(operator, providerStatuses);
  const { rows } = await db.query<Row>(
    'SELECT stakes, auto_accept_odds_change, odds_type, updated_at FROM player_settings WHERE player_id = $1',
    [playerId],
  );
  const row = rows[0];
  if (!row) return base;
  return {
    ...base,
    stakes: row.stakes ? fourStakes(row.stakes) : base.stakes,
    auto_accept_odds_change: isMode(row.auto_accept_odds_change)
      ? row.auto_accept_odds_change
      : base.auto_accept_odds_change,
    odds_types: {
      ...base.odds_types,
      selected: isOddsType(row.odds_type) ? row.odds_type : base.odds_types.selected,
    },
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function updatePlayerSettings(
  db: Queryable,
  playerId: string,
  update: SettingsUpdate,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO player_settings (player_id, stakes, auto_accept_odds_change, odds_type, push_subscription, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, to_timestamp($6::double precision / 1000))
     ON CONFLICT (player_id) DO UPDATE SET
       stakes = COALESCE(EXCLUDED.stakes, player_settings.stakes),
       auto_accept_odds_change = COALESCE(EXCLUDED.auto_accept_odds_change, player_settings.auto_accept_odds_change),
       odds_type = COALESCE(EXCLUDED.odds_type, player_settings.odds_type),
       push_subscription = COALESCE(EXCLUDED.push_subscription, player_settings.push_subscription),
       updated_at = EXCLUDED.updated_at`,
    [
      playerId,
      update.stakes ? JSON.stringify(fourStakes(update.stakes)) : null,
      update.auto_accept_odds_change ?? null,
      update.odds_type ?? null,
      update.one_signal_push_notification_subscription ?? null,
      now,
    ],
  );
}
