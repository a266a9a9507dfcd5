/**
 * Tunables of the push module. Defaults suit one node serving browsers; tests and the benchmark pass
 * overrides through buildApp's `push` option. `pushSettingsFromEnv` maps PUSH_* variables for whoever
 * composes the process (config.ts/main.ts) to pass in.
 */
export interface PushSettings {
  /** Lifetime of a connection JWT from POST /websocket/token. */
  connectionTokenTtlSeconds: number;
  /** Lifetime of a subscription JWT from POST /websocket/authorize. */
  subscriptionTokenTtlSeconds: number;
  /** Publications kept per channel for recovery and the history call. */
  historySize: number;
  /** How long a publication stays recoverable. */
  historyTtlMs: number;
  /** Server ping period; the client answers each with a pong. */
  pingIntervalMs: number;
  /** A client that has not answered a ping within this time is closed with 3012 "no pong". */
  pongTimeoutMs: number;
  /** A socket that has not sent its connect command within this time is closed with 3502 "stale". */
  staleCloseMs: number;
  /** Grace after a connection or subscription token expires before the hub enforces it. */
  expiredCloseDelayMs: number;
  /** Largest incoming WebSocket frame; bigger ones close the socket with 1009. */
  maxFrameBytes: number;
  /** Bytes queued to one socket beyond which it is closed with 3008 "slow" instead of buffering more. */
  maxBufferedBytes: number;
  /** Open connections per client IP; one more is closed with 3504 "connection limit". */
  maxConnectionsPerIp: number;
  /** Subscriptions per connection; one more is refused with 106 "limit exceeded". */
  maxSubscriptionsPerConnection: number;
  /**
   * Upper bound on how long a channel's next fan-out waits to gather publications into one frame. The
   * wait adapts to the last fan-out's duration: 0 when fan-out is cheap, more under load (Centrifugo's
   * write batching serves the same end).
   */
  maxBatchDelayMs: number;
  /** Offer fossil delta compression on match channels to clients that ask for it (delta: 'fossil'). */
  deltaForMatchChannels: boolean;
  /** How often the hub sweeps connections for pings, expiry and stale sockets. */
  sweepIntervalMs: number;
}

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  connectionTokenTtlSeconds: 15 * 60,
  subscriptionTokenTtlSeconds: 15 * 60,
  historySize: 100,
  historyTtlMs: 120_000,
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  staleCloseMs: 10_000,
  expiredCloseDelayMs: 25_000,
  maxFrameBytes: 64 * 1024,
  // Centrifugo's default client queue limit.
  maxBufferedBytes: 1024 * 1024,
  maxConnectionsPerIp: 200,
  maxSubscriptionsPerConnection: 128,
  maxBatchDelayMs: 20,
  deltaForMatchChannels: true,
  sweepIntervalMs: 1_000,
};

export function resolvePushSettings(overrides: Partial<PushSettings> = {}): PushSettings {
  return { ...DEFAULT_PUSH_SETTINGS, ...overrides };
}

const ENV_NAMES: Record<string, keyof PushSettings> = {
  PUSH_HISTORY_SIZE: 'historySize',
  PUSH_HISTORY_TTL_MS: 'historyTtlMs',
  PUSH_MAX_CONNECTIONS_PER_IP: 'maxConnectionsPerIp',
  PUSH_MAX_SUBSCRIPTIONS: 'maxSubscriptionsPerConnection',
  PUSH_MAX_FRAME_BYTES: 'maxFrameBytes',
  PUSH_MAX_BUFFERED_BYTES: 'maxBufferedBytes',
  PUSH_PING_INTERVAL_MS: 'pingIntervalMs',
};

/** PUSH_* environment variables as overrides (PUSH_DELTA=0 turns delta compression off). */
export function pushSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Partial<PushSettings> {
  const out: Partial<Record<keyof PushSettings, number | boolean>> = {};
  for (const [name, key] of Object.entries(ENV_NAMES)) {
    const n = Number(env[name]);
    if (env[name] && Number.isInteger(n) && n > 0) out[key] = n;
  }
  if (env.PUSH_DELTA !== undefined) out.deltaForMatchChannels = env.PUSH_DELTA !== '0';
  return out as Partial<PushSettings>;
}
