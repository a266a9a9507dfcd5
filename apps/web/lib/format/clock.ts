import type { MatchClock as Clock } from '@slipstream/contract';

/** "MM:SS" or "MM" (as the feed sends match times) to seconds; null for anything else. */
export function parseClockTime(text: string | null): number | null {
  if (!text) return null;
  const m = /^(\d{1,3})(?::(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2] ?? 0);
}

export function formatClockSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The clock as shown at `nowMs`: a running clock advances from its last update (counting down when the
 * sport counts remaining time); a stopped one shows its last value.
 */
export function clockDisplay(clock: Clock | null, nowMs: number): string | null {
  if (!clock) return null;
  const updatedAt = Date.parse(clock.clock_updated_at);
  const elapsed = clock.stopped || Number.isNaN(updatedAt) ? 0 : Math.max(0, (nowMs - updatedAt) / 1000);
  const remaining = parseClockTime(clock.remaining_time_in_period ?? clock.remaining_time);
  if (remaining !== null) return formatClockSeconds(remaining - elapsed);
  const played = parseClockTime(clock.match_time);
  if (played === null) return null;
  const shown = formatClockSeconds(played + elapsed);
  return clock.stoppage_time ? `${shown} +${clock.stoppage_time}` : shown;
}
