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
 * - `fresh`: the first subscribe of the channel in this page, soon after its state was rendered: that
 *   state is the baseline, publications from now on apply to it.
 * - `recovered`: every missed publication follows the subscribed event; nothing to reload.
 * - `refetch`: publications were lost (or may have been): reload the state, then apply what follows.
 */
export type RecoveryDecision = 'fresh' | 'recovered' | 'refetch';

/**
 * How long a page's state may be old at its first subscribe and still be the baseline. The push client
 * loads in an idle period after hydration (at most 3 s) and connects; a first subscribe much later (the
 * socket could not connect, the tab was frozen) finds prices that may have changed meanwhile.
 */
export const FIRST_SUBSCRIBE_GRACE_MS = 10_000;

export function recoveryDecision(
  previous: StreamMark | undefined,
  outcome: SubscribeOutcome,
  /** Time from the moment the page's state was taken (the channel's hold) to this subscribe. */
  baselineAgeMs = 0,
): RecoveryDecision {
  if (!previous) return baselineAgeMs > FIRST_SUBSCRIBE_GRACE_MS ? 'refetch' : 'fresh';
  // A resubscribe that did not recover (or did not even try) may have missed publications.
  if (!outcome.wasRecovering || !outcome.recovered) return 'refetch';
  // A recovery the server reports as complete across a stream reset cannot be trusted either.
  if (previous.epoch !== '' && outcome.epoch !== undefined && outcome.epoch !== previous.epoch)
    return 'refetch';
  return 'recovered';
}
