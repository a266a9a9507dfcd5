import type { ReadModel } from '../catalogue/read-model';
import type { FeedMessage } from './messages';

/** Where a provider delivers its messages: the feed applies them in order, one batch at a time. */
export interface FeedSink {
  apply(messages: FeedMessage[]): Promise<void>;
  /**
   * Runs `fn` with no tick, control call or other provider batch in between. A push-driven provider (UOF) calls
   * `apply` inside it for each message it receives; a tick already runs inside it.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * An odds feed. The simulator implements it; a real Betradar (UOF over AMQP) or Oddin adapter would
 * push into the sink as messages arrive and leave `tick` empty. `state` is the provider's own resume
 * position, persisted by the feed beside the catalogue.
 */
export interface FeedProvider {
  readonly name: string;
  /** Called once the read model is loaded from the database (`state` null on a fresh database). */
  attach(sink: FeedSink, view: ReadModel, state: unknown, now: number): Promise<void>;
  /** Pull-driven providers advance to `now` here; push-driven ones return at once. */
  tick(now: number): Promise<void>;
  /** The position to persist (JSON), so a restart resumes where the feed was. */
  state(): unknown;
  detach(): Promise<void>;
}
