import { parsePushChannel } from '@slipstream/contract';
import type { Publisher, PushPublication } from './publisher';

export interface CentrifugoHttpOptions {
  /** Centrifugo's HTTP API base, e.g. http://centrifugo:8000/api (CENTRIFUGO_API_URL). */
  apiUrl: string;
  apiKey: string;
  /** Ask Centrifugo for fossil deltas on match channels (its namespace must allow "fossil"). */
  deltaForMatchChannels: boolean;
  /** Publications waiting or in flight beyond which new ones are dropped (and reported) rather than queued. */
  maxPending?: number;
  timeoutMs?: number;
  onError(message: string, details: Record<string, unknown>): void;
}

/**
 * Publishes through a real Centrifugo's HTTP API (POST {apiUrl}/publish, X-API-Key) for when one node
 * is not enough: every server node publishes there and Centrifugo fans out to all clients, with history
 * and recovery of its own. Publications to one channel are sent one after another so they keep their
 * order; a failure is reported and never thrown at the caller (a bet must not fail because push is down).
 */
export function createCentrifugoHttpPublisher(options: CentrifugoHttpOptions): Publisher & {
  /** Resolves when everything published so far has been sent or given up on. */
  drain(): Promise<void>;
} {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/publish`;
  const maxPending = options.maxPending ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const tails = new Map<string, Promise<void>>();
  let pending = 0;

  async function send(channel: string, publication: PushPublication): Promise<void> {
    const parsed = parsePushChannel(channel);
    const body: Record<string, unknown> = { channel, data: publication };
    if (options.deltaForMatchChannels && parsed?.kind === 'match') body.delta = true;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      if (!res.ok)
        return options.onError('centrifugo publish failed', { channel, status: res.status, body: text });
      // Centrifugo answers API errors with 200 and {"error": {...}}.
      const answer = text ? (JSON.parse(text) as { error?: unknown }) : {};
      if (answer.error) options.onError('centrifugo publish refused', { channel, error: answer.error });
    } catch (err) {
      options.onError('centrifugo publish failed', { channel, error: String(err) });
    }
  }

  return {
    publish(channel, publication) {
      if (!parsePushChannel(channel)) throw new Error(`push: not a channel name: ${channel}`);
      if (pending >= maxPending) {
        options.onError('centrifugo publish queue full, publication dropped', { channel });
        return Promise.resolve();
      }
      pending++;
      const next = (tails.get(channel) ?? Promise.resolve()).then(() => send(channel, publication));
      const tail = next.finally(() => {
        pending--;
        if (tails.get(channel) === tail) tails.delete(channel);
      });
      tails.set(channel, tail);
      return tail;
    },
    async drain() {
      await Promise.all([...tails.values()]);
    },
  };
}
