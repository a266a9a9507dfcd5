import { displayName, isLoggedIn, type ProfileDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import type { PlatformSettings } from '../platform/settings';
import type { PlayerRow } from './players';
import { statusGroupsFor } from './progress';
import { currentExclusion } from './self-exclusion';

/** The profile of §3 as the Platform API answers it (GET /player, sign-up, sign-in). */
export async function toProfile(
  db: Queryable,
  p: PlayerRow,
  settings: Pick<PlatformSettings, 'requiredAuthFields'>,
  nowMs: number,
): Promise<ProfileDto> {
  // SPEC.md SX6: while an exclusion holds, the spec's status fields say so (the stored status stays underneath).
  const excluded = currentExclusion(p, nowMs);
  const names = {
    first_name: p.first_name,
    last_name: p.last_name,
    nickname: p.nickname,
    email: p.email,
    auth_phone_number: p.auth_phone_number,
    mobile_phone: p.mobile_phone,
  };
  return {
    id: p.id,
    ...names,
    language: p.language,
    currency: p.currency,
    auth_fields_missed: settings.requiredAuthFields.filter((f) => !p[f]),
    statuses: Array.isArray(p.statuses) ? p.statuses : [],
    serasa: { pve: p.serasa_pve },
    user_account_status: excluded ? 'self_excluded' : p.user_account_status,
    suspension_reason: excluded ? excluded.reason : p.suspension_reason,
    excluded_until: excluded ? excluded.until : null,
    confirmed: p.confirmed_at !== null,
    progress: { points: p.comp_points, statusGroups: await statusGroupsFor(db, p.comp_points) },
    display_name: displayName(names),
    logged_in: isLoggedIn(names),
  };
}
