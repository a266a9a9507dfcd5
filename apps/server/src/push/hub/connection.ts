import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { PUSH_DISCONNECT, PUSH_ERROR, PUSH_UNSUBSCRIBE, type PushDisconnectSpec } from '@slipstream/contract';
import type { CommandClient, CommandServices } from './command-client';
import { CommandHandler } from './commands';
import { PING_FRAME, errorFrame, parseCommand, unsubscribePushFrame } from './protocol';
import type { Subscription } from './subscription';
import type { WireFrame } from './wire-frame';

/** What a connection needs from its hub: what its commands need, and to be told when it closes. */
export interface HubServices extends CommandServices {
  connectionClosed(connection: Connection): void;
}

/**
 * One WebSocket connection: decodes frames, runs commands strictly in order (token checks are
 * asynchronous, so they are chained), writes replies in batches, and is closed with a protocol
 * disconnect code when something is wrong.
 */
export class Connection implements CommandClient {
  readonly id = randomUUID();
  /** The player id from the connection token ("" for a visitor); null until connected. */
  user: string | null = null;
  /** A player's connection: the browser session its token was minted for (closed when that session ends). */
  sid: string | null = null;
  expiresAt: number | null = null;
  readonly subs = new Map<string, Subscription>();
  readonly openedAt: number;
  nextPingAt = 0;
  pongDeadline: number | null = null;
  closed = false;
  private outbox: string[] = [];
  private outboxBytes = 0;
  private outboxScheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly commands: CommandHandler;

  /**
   * @param socket the upgraded TCP socket under `ws`: shared pre-framed pushes are written to it
   *   directly (see wire-frame.ts), in order with everything `ws` itself writes, which is synchronous.
   */
  constructor(
    readonly ws: WebSocket,
    private readonly socket: Duplex,
    readonly ip: string,
    readonly hub: HubServices,
  ) {
    this.openedAt = performance.now();
    this.commands = new CommandHandler(this);
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.onClosed());
    ws.on('error', () => this.onClosed());
  }

  get connected(): boolean {
    return this.user !== null;
  }

  private onFrame(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (isBinary) return this.disconnect(PUSH_DISCONNECT.badRequest);
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    const work: string[] = [];
    for (const line of lines) {
      // A pong needs no ordering with other commands: handle it at once.
      if (line.trim() === PING_FRAME) this.pongDeadline = null;
      else work.push(line);
    }
    if (work.length > 0) this.chain = this.chain.then(() => this.run(work));
  }

  private async run(lines: string[]): Promise<void> {
    for (const line of lines) {
      if (this.closed) return;
      const command = parseCommand(line);
      if (!command) return this.disconnect(PUSH_DISCONNECT.badRequest);
      try {
        await this.commands.handle(command);
      } catch {
        if (command.id > 0) this.reply(errorFrame(command.id, PUSH_ERROR.internal));
        else this.disconnect(PUSH_DISCONNECT.serverError);
      }
    }
  }

  /** Queues a reply; queued replies leave together, before any later push. */
  reply(frame: string): void {
    if (this.closed) return;
    // Replies are bounded like pushes: a frame of many history calls must not pile up megabytes here.
    this.outboxBytes += frame.length;
    if (this.outboxBytes > this.hub.settings.maxBufferedBytes) return this.disconnect(PUSH_DISCONNECT.slow);
    this.outbox.push(frame);
    if (!this.outboxScheduled) {
      this.outboxScheduled = true;
      process.nextTick(() => this.flushOutbox());
    }
  }

  private flushOutbox(): void {
    this.outboxScheduled = false;
    if (this.outbox.length === 0 || this.closed) return;
    const text = this.outbox.join('\n');
    this.outbox = [];
    this.outboxBytes = 0;
    this.write(Buffer.from(text));
  }

  /** A pre-framed frame shared by many connections (a channel's batch, a ping). */
  sendFrame(frame: WireFrame): void {
    if (this.closed) return;
    if (this.outbox.length > 0) this.flushOutbox();
    // After a close frame (either side's) nothing more may be sent; ws.send would refuse it too.
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // Without permessage-deflate, ws buffers nothing of its own: the socket's queue is the backlog.
    if (this.socket.writableLength + frame.length > this.hub.settings.maxBufferedBytes)
      return this.disconnect(PUSH_DISCONNECT.slow);
    this.socket.write(frame);
  }

  private write(frame: Buffer): void {
    // A client that does not read fast enough is cut off rather than buffered without bound.
    if (this.ws.bufferedAmount + frame.length > this.hub.settings.maxBufferedBytes)
      return this.disconnect(PUSH_DISCONNECT.slow);
    this.ws.send(frame, { binary: false, compress: false });
  }

  ping(frame: WireFrame, now: number): void {
    this.sendFrame(frame);
    this.pongDeadline ??= now + this.hub.settings.pongTimeoutMs;
  }

  /** Ends a subscription from the server side (e.g. expired), telling the client with a push. */
  serverUnsubscribe(channel: string, spec: { code: number; reason: string }): void {
    this.removeSubscription(channel);
    this.reply(unsubscribePushFrame(channel, spec.code, spec.reason));
  }

  removeSubscription(channel: string): void {
    const sub = this.subs.get(channel);
    if (!sub) return;
    this.subs.delete(channel);
    sub.stream.subscribers.delete(sub);
    sub.stream.lastActiveAt = this.hub.now();
  }

  /** Closes with a protocol code: the client reconnects or not according to the code's range. */
  disconnect(spec: PushDisconnectSpec): void {
    if (this.closed) return;
    if (spec !== PUSH_DISCONNECT.slow) this.flushOutbox();
    this.ws.close(spec.code, spec.reason);
    this.onClosed();
  }

  private onClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.outbox = [];
    for (const channel of [...this.subs.keys()]) this.removeSubscription(channel);
    this.hub.connectionClosed(this);
  }

  /** Periodic checks: stale handshake, missing pong, expired token or subscription. */
  sweep(monotonicNow: number, wallNow: number, pingFrame: WireFrame): void {
    const s = this.hub.settings;
    if (!this.connected) {
      if (monotonicNow - this.openedAt > s.staleCloseMs) this.disconnect(PUSH_DISCONNECT.stale);
      return;
    }
    if (this.pongDeadline !== null && monotonicNow > this.pongDeadline)
      return this.disconnect(PUSH_DISCONNECT.noPong);
    if (this.expiresAt !== null && wallNow > this.expiresAt + s.expiredCloseDelayMs)
      return this.disconnect(PUSH_DISCONNECT.expired);
    for (const [channel, sub] of this.subs) {
      if (sub.expiresAt !== null && wallNow > sub.expiresAt + s.expiredCloseDelayMs)
        this.serverUnsubscribe(channel, PUSH_UNSUBSCRIBE.expired);
    }
    if (monotonicNow >= this.nextPingAt) {
      this.nextPingAt = monotonicNow + s.pingIntervalMs;
      this.ping(pingFrame, monotonicNow);
    }
  }
}
