import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import { PUSH_DISCONNECT, parsePushChannel } from '@slipstream/contract';
import type { Clock } from '../../clock';
import type { PushSettings } from '../push-settings';
import type { Publisher, PublishOptions, PushPublication } from '../publisher';
import { ChannelStream } from './channel-stream';
import type { RedisPushBroker } from './redis-push-broker';
import { addressKey } from '../../security/address-key';
import { RECHECK_MS, type PushSessions } from '../push-sessions';
import { Connection, type HubServices } from './connection';
import { asciiJson } from './delta';
import { PING_FRAME } from './protocol';
import { textWireFrame } from './wire-frame';

/** After a revocation: the checks of open connections (ms), covering a transaction that commits late. */
const REVOCATION_RECHECKS_MS = [50, 400, 1_500];

/**
 * The built-in push hub: Centrifugo's client protocol for the connections of this one process, and
 * the Publisher the rest of the server publishes through. Several nodes share channels through Redis
 * (redis-push-broker.ts, REDIS_URL) or use a real Centrifugo (centrifugo-http-publisher.ts); the wire protocol
 * and tokens are the same, so clients do not change.
 */
export class PushHub implements Publisher, HubServices {
  private readonly connections = new Set<Connection>();
  private readonly perIp = new Map<string, number>();
  private readonly streams = new Map<string, ChannelStream>();
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly pingFrame = textWireFrame(PING_FRAME);
  private closing = false;
  private readonly recheckTimer: NodeJS.Timeout;
  private readonly stopRevocations: () => void;
  private recheckRunning = false;
  private recheckAgain = false;

  constructor(
    readonly settings: PushSettings,
    readonly tokenSecret: string,
    private readonly clock: Clock,
    /** Cluster mode: publications, offsets, epochs and history go through Redis (redis-push-broker.ts). */
    private readonly broker: RedisPushBroker | null,
    /** The browser sessions a player's push tokens are bound to (push-sessions.ts). */
    private readonly sessions: PushSessions,
  ) {
    this.sweepTimer = setInterval(() => this.sweep(), settings.sweepIntervalMs);
    this.sweepTimer.unref();
    this.recheckTimer = setInterval(() => void this.recheckSessions(), RECHECK_MS);
    this.recheckTimer.unref();
    // A session ended (here or on another node): its connections close. Checked again a moment later, as the
    // revoking transaction may not have committed when it tells.
    this.stopRevocations = sessions.onRevocation(() => {
      for (const delay of REVOCATION_RECHECKS_MS)
        setTimeout(() => void this.recheckSessions(), delay).unref();
    });
  }

  sessionLive(sid: string, playerId: string): Promise<boolean> {
    return this.sessions.isLive(sid, playerId);
  }

  /**
   * Closes (3005, so a client reconnects and asks for a token again) every connection whose browser session has
   * ended: signed out, password changed or reset elsewhere, locked, past its maximum age or idle time.
   */
  async recheckSessions(): Promise<void> {
    if (this.recheckRunning) {
      this.recheckAgain = true;
      return;
    }
    this.recheckRunning = true;
    try {
      do {
        this.recheckAgain = false;
        const bound = [...this.connections].filter((c) => c.sid !== null && !c.closed);
        if (bound.length === 0) continue;
        const live = await this.sessions.liveOf([...new Set(bound.map((c) => c.sid!))]);
        for (const conn of bound) if (!live.has(conn.sid!)) conn.disconnect(PUSH_DISCONNECT.expired);
      } while (this.recheckAgain);
    } catch {
      // the database did not answer: the next revocation or the periodic check tries again
    } finally {
      this.recheckRunning = false;
    }
  }

  now(): number {
    return this.clock.now();
  }

  /** Publications written to subscribers since start (one per subscriber per publication), for /metrics. */
  readonly stats = { deliveries: 0 };

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Publishes to a channel: kept in its history and fanned out to its subscribers. */
  publish(channel: string, publication: PushPublication, options?: PublishOptions): void {
    if (!parsePushChannel(channel)) throw new Error(`push: not a channel name: ${channel}`);
    if (this.broker) return this.broker.publish(channel, asciiJson(publication), options?.valid);
    const stream = this.streams.get(channel);
    // Nobody subscribed within the history TTL: nobody can recover it either, so nothing is kept.
    if (!stream) return;
    stream.publish(asciiJson(publication), this.now());
  }

  stream(channel: string): ChannelStream {
    let stream = this.streams.get(channel);
    if (!stream) {
      stream = new ChannelStream(
        channel,
        this.settings.historySize,
        this.settings.historyTtlMs,
        this.now(),
        this.settings.maxBatchDelayMs,
        this.stats,
      );
      this.streams.set(channel, stream);
    }
    return stream;
  }

  /**
   * Before a subscribe or history read: with the Redis broker, the channel's local stream synced from Redis
   * (epoch, offset, history); null when there is nothing to wait for.
   */
  prepareStream(channel: string): Promise<void> | null {
    if (!this.broker) return null;
    const stream = this.stream(channel);
    return stream.synced ? null : this.broker.sync(stream);
  }

  streamIfPresent(channel: string): ChannelStream | undefined {
    return this.streams.get(channel);
  }

  allStreams(): Iterable<ChannelStream> {
    return this.streams.values();
  }

  /**
   * Takes an upgraded WebSocket and its TCP socket; one over the per-IP limit is closed with 3504
   * (Centrifugo's connection limit).
   */
  accept(ws: WebSocket, socket: Duplex, clientIp: string): void {
    // An IPv6 /64 is one address, as for every other per-address count (docs/SECURITY.md DEP-PROXY-6).
    const ip = addressKey(clientIp);
    if (this.closing) {
      ws.close(PUSH_DISCONNECT.shutdown.code, PUSH_DISCONNECT.shutdown.reason);
      return;
    }
    const count = this.perIp.get(ip) ?? 0;
    if (count >= this.settings.maxConnectionsPerIp) {
      ws.close(PUSH_DISCONNECT.connectionLimit.code, PUSH_DISCONNECT.connectionLimit.reason);
      return;
    }
    this.perIp.set(ip, count + 1);
    this.connections.add(new Connection(ws, socket, ip, this));
  }

  connectionClosed(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    const count = (this.perIp.get(connection.ip) ?? 1) - 1;
    if (count <= 0) this.perIp.delete(connection.ip);
    else this.perIp.set(connection.ip, count);
  }

  private sweep(): void {
    const monotonic = performance.now();
    const wall = this.now();
    for (const conn of this.connections) conn.sweep(monotonic, wall, this.pingFrame);
    for (const [name, stream] of this.streams) {
      stream.evict(wall);
      if (stream.subscribers.size === 0 && wall - stream.lastActiveAt > this.settings.historyTtlMs)
        this.streams.delete(name);
    }
  }

  /** Closes every connection with 3001 "shutdown" (clients reconnect) and waits for them to go. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    clearInterval(this.recheckTimer);
    this.stopRevocations();
    const sockets = [...this.connections].map((c) => c.ws);
    for (const conn of [...this.connections]) conn.disconnect(PUSH_DISCONNECT.shutdown);
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === ws.CLOSED) return resolve();
            const timer = setTimeout(() => {
              ws.terminate();
              resolve();
            }, 1_000);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
  }
}
