/**
 * What a push subscription's (re)subscribe means for the state it feeds. Every subscription asks the
 * server to recover what it missed (Centrifugo's recovery: its epoch and the offset of the last
 * publication it delivered). Recovery either replays every missed publication, in order, or fails: the
 * client was away beyond the history window (size or TTL), or the stream is a new one (a restarted
 * server: another epoch). Then the state this channel feeds is reloaded by HTTP.
 */

/** A stream position: the stream's generation (epoch) and the offset of the last publication seen. */
export interface StreamMark {
  readonly epoch: string;
  readonly offset: number;
}

/** The parts of centrifuge's SubscribedContext the decision reads. */
export interface SubscribeOutcome {
  readonly wasRecovering: boolean;
  readonly recovered: boolean;
  /** The stream's epoch now; absent when the server keeps no stream for the channel. */
  readonly epoch: string | undefined;
}

/**
 * - `recovered`: every missed publication follows the subscribed event; nothing to reload.
 * - `refetch`: publications were lost (or may have been): reload the state, then apply what follows.
 */
export type RecoveryDecision = 'recovered' | 'refetch';

/**
 * A first subscribe always reloads (SPEC.md LV3): the page's state was taken before the subscription existed
 * (rendered on the server, then hydrated, then the push client loaded and connected, seconds later), and a
 * live price that moved in between would otherwise stay wrong on screen until it moved again. The reload is
 * LV2's: publications received meanwhile wait and follow it in order; the page is marked behind only when it
 * takes over 3 s (LV5), so a player sees nothing of it.
 */
export function recoveryDecision(
  previous: StreamMark | undefined,
  outcome: SubscribeOutcome,
): RecoveryDecision {
  if (!previous) return 'refetch';
  // A resubscribe that did not recover (or did not even try) may have missed publications.
  if (!outcome.wasRecovering || !outcome.recovered) return 'refetch';
  // A recovery the server reports as complete across a stream reset cannot be trusted either.
  if (previous.epoch !== '' && outcome.epoch !== undefined && outcome.epoch !== previous.epoch)
    return 'refetch';
  return 'recovered';
}
