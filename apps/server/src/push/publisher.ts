/**
 * The one way anything on the server sends a live event. The feed, bets and wallet publish through
 * this; the push module supplies the implementation (built-in Centrifugo-protocol hub, or a real
 * Centrifugo via its HTTP publish API), chosen by configuration.
 */
export interface PushPublication {
  event: string;
  data: unknown;
}

export interface Publisher {
  publish(channel: string, publication: PushPublication): void | Promise<void>;
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
