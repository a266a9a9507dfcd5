/**
 * Paces the live-update benchmark at the offered rate whatever the timer does: each tick delivers every
 * update that has come due since the start, so a late or clamped timer (a busy machine) makes the next
 * batch bigger instead of lowering the rate. This is how updates reach a page from the push hub, which
 * batches a channel's publications into one WebSocket frame while the page is busy.
 */
export function updatesDue(perSecond: number, elapsedMs: number, total: number, sent: number): number {
  const due = Math.min(total, Math.floor((perSecond * Math.max(0, elapsedMs)) / 1000));
  return Math.max(0, due - sent);
}
