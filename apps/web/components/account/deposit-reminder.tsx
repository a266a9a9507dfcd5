'use client';
import { useEffect } from 'react';
import { accountModalStore } from '../../lib/account/account-modal-store';
import { depositReminderCookie, depositReminderDue } from '../../lib/account/deposit-reminder';
import { statusProgress } from '../../lib/account/status-progress';
import { useSite } from '../../lib/site/site-context';
import { usePlayerProfile } from './player-profile';

/**
 * The deposit reminder (account-and-surroundings §4, AC20): a signed-in player of a configured group gets the
 * deposit modal after the configured seconds, at most once a day per browser (cookie). Not over another modal
 * or while required profile fields are missing; then it waits for the next page. Never while an exclusion holds
 * (SPEC.md SX8: no offers, no deposits).
 */
export function DepositReminder() {
  const { config } = useSite();
  const profile = usePlayerProfile().data;
  const { groups, seconds } = config.depositReminder;
  const id = profile?.id;
  const missed = profile?.auth_fields_missed.length ?? 0;
  const excluded = profile?.user_account_status === 'self_excluded';
  const playerGroups = profile
    ? [
        ...profile.statuses,
        statusProgress(profile.progress.points, profile.progress.statusGroups).current?.name ?? '',
      ].filter(Boolean)
    : null;
  const key = playerGroups?.join('|') ?? null;

  useEffect(() => {
    if (id === undefined || key === null || missed > 0 || excluded) return;
    if (
      !depositReminderDue({ configuredGroups: groups, playerGroups: key.split('|'), cookie: document.cookie })
    )
      return;
    const timer = window.setTimeout(() => {
      if (accountModalStore.get()) return;
      document.cookie = depositReminderCookie(window.location.protocol === 'https:');
      accountModalStore.open({ kind: 'deposit' });
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [id, key, missed, excluded, groups, seconds]);
  return null;
}
