import type { PushDisconnectSpec } from '@slipstream/contract';
import type { PushSettings } from '../push-settings';
import type { ChannelStream } from './channel-stream';
import type { FrameSink, Subscription } from './subscription';

/** What the protocol's commands need from the hub (connection.ts's HubServices adds the rest). */
export interface CommandServices {
  readonly settings: PushSettings;
  readonly tokenSecret: string;
  /** Wall-clock time from the injected clock (token expiry). */
  now(): number;
  stream(channel: string): ChannelStream;
  /** Resolves once the channel's stream can serve a subscribe (Redis broker: synced); null at once. */
  prepareStream(channel: string): Promise<void> | null;
  streamIfPresent(channel: string): ChannelStream | undefined;
  /** Whether browser session `sid` is alive and `playerId`'s (a player's push tokens are bound to it). */
  sessionLive(sid: string, playerId: string): Promise<boolean>;
}

/**
 * The connection as the command handler (commands.ts) sees it: its identity and subscriptions, and how to
 * answer or close it. connection.ts's Connection is the one implementation; the handler depends on this
 * shape, not on the class, so the two files do not import each other.
 */
export interface CommandClient extends FrameSink {
  readonly id: string;
  /** The player id from the connection token ("" for a visitor); null until connected. */
  user: string | null;
  /** A player's connection: the browser session its token was minted for. */
  sid: string | null;
  expiresAt: number | null;
  nextPingAt: number;
  readonly closed: boolean;
  readonly connected: boolean;
  readonly subs: Map<string, Subscription>;
  readonly hub: CommandServices;
  reply(frame: string): void;
  disconnect(spec: PushDisconnectSpec): void;
  removeSubscription(channel: string): void;
}
