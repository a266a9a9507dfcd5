import type { SportsbookSessionInfo } from '@slipstream/contract';

/** §9: the sessions info is read again every 30 s, never from a cache. */
export const SESSIONS_INFO_REFETCH_MS = 30_000;
/** §9: the activity ping while the page is visible. */
export const ACTIVITY_PING_MS = 60_000;

/**
 * How long until the reality check is due, from the last sessions info: 0 when due now, null when there is
 * nothing to remind of (no open session, or reminders off). The client schedules the modal for that moment,
 * so a reminder does not wait for the next 30 s refetch.
 */
export function realityCheckDelayMs(info: SportsbookSessionInfo | null, nowMs: number): number | null {
  if (!info?.session || !info.reality_check_due_at) return null;
  const due = new Date(info.reality_check_due_at).getTime();
  if (Number.isNaN(due)) return null;
  return Math.max(0, due - nowMs);
}

/** §7 "Duration format HH:MM:SS" for the time played. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** The cross-tab events (§4 "broadcast across tabs"): one tab's reminder or limit shows in every tab. */
export type ResponsibleEvent =
  | { readonly type: 'reality_check'; readonly info: SportsbookSessionInfo }
  | { readonly type: 'reality_check_done' }
  | { readonly type: 'session_limit'; readonly until?: string }
  | { readonly type: 'activity_limit' };

const TYPES = new Set(['reality_check', 'reality_check_done', 'session_limit', 'activity_limit']);

/** A message from another tab, or null when it is not one of ours (a channel is open to any same-origin page). */
export function parseResponsibleEvent(data: unknown): ResponsibleEvent | null {
  if (!data || typeof data !== 'object') return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  if (type === 'reality_check') {
    const info = (data as { info?: unknown }).info;
    if (!info || typeof info !== 'object' || !('played_seconds' in info)) return null;
  }
  return data as ResponsibleEvent;
}
