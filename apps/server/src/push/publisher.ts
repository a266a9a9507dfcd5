/**
 * The one way anything on the server sends a live event. The feed, bets and wallet publish through
 * this; the push module supplies the implementation (built-in Centrifugo-protocol hub, or a real
 * Centrifugo via its HTTP publish API), chosen by configuration.
 */
export interface PushPublication {
  event: string;
  data: unknown;
}

export interface PublishOptions {
  /**
   * Asked again right before the publication leaves this process (a feed leader's term: what it published
   * while leading but could not send before it stepped down is withdrawn, never sent by a former leader).
   */
  valid?: () => boolean;
}

export interface Publisher {
  publish(channel: string, publication: PushPublication, options?: PublishOptions): void | Promise<void>;
}

/** Keeps every publication in memory: for tests that assert what was published. */
export function createRecordingPublisher(): Publisher & {
  published: { channel: string; publication: PushPublication }[];
} {
  const published: { channel: string; publication: PushPublication }[] = [];
  return {
    published,
    publish(channel, publication) {
      published.push({ channel, publication });
    },
  };
}
