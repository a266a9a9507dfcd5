import { userChannel } from '@slipstream/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import type { Publisher } from '../push/publisher';
import {
  insertNotifications,
  toWire,
  unreadCounts,
  type NotificationInput,
  type StoredNotification,
} from './notification-store';

export interface NotifierDeps {
  db: Db;
  clock: Clock;
  publisher: Publisher;
  /** The languages a player's private channel is published in (push/player-channels.ts). */
  playerLanguages(playerId: number): Promise<readonly string[]>;
  log: FastifyBaseLogger;
}

/**
 * The one way a module notifies a player (account-and-surroundings §3 Notification). Three entry points:
 * - `notify(playerId, input)`: stores it now and pushes `notification` + `unread_counters_changed`.
 * - `store(tx, playerId, input)` inside the caller's transaction; call the returned `announce()` after COMMIT.
 * - `queue(playerId, input)`: for hot paths (bet settlement): never waits; queued notifications are stored in
 *   one statement per batch right after the caller's turn and then pushed.
 */
export class Notifier {
  private pending: { playerId: number; input: NotificationInput }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(private readonly deps: NotifierDeps) {}

  async notify(playerId: number, input: NotificationInput): Promise<StoredNotification | null> {
    const [stored] = await insertNotifications(this.deps.db, [{ playerId, input }], this.deps.clock.now());
    if (stored) await this.announce([stored]);
    return stored ?? null;
  }

  async store(
    tx: Queryable,
    playerId: number,
    input: NotificationInput,
  ): Promise<{ notification: StoredNotification | null; announce: () => Promise<void> }> {
    const [stored] = await insertNotifications(tx, [{ playerId, input }], this.deps.clock.now());
    return {
      notification: stored ?? null,
      announce: () => (stored ? this.announce([stored]) : Promise.resolve()),
    };
  }

  queue(playerId: number, input: NotificationInput): void {
    this.pending.push({ playerId, input });
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  /** Resolves when every queued notification has been stored and pushed (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Pushes each notification and then each player's new unread count, to every locale's channel. */
  async announce(notifications: readonly StoredNotification[]): Promise<void> {
    if (notifications.length === 0) return;
    for (const n of notifications) await this.publish(n.playerId, 'notification', toWire(n));
    await this.publishCounters([...new Set(notifications.map((n) => n.playerId))]);
  }

  /** After reads change a player's unread count. */
  async publishCounters(playerIds: readonly number[]): Promise<void> {
    const counts = await unreadCounts(this.deps.db, playerIds);
    for (const id of playerIds)
      await this.publish(id, 'unread_counters_changed', { unread: counts.get(id) ?? 0 });
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, 500);
        try {
          const stored = await insertNotifications(this.deps.db, batch, this.deps.clock.now());
          await this.announce(stored);
        } catch (err) {
          // The event itself (a settled bet) has committed; a lost notice is logged, never thrown at it.
          this.deps.log.error({ err }, 'notifications batch failed');
        }
      }
    } finally {
      this.flushing = null;
    }
  }

  private async publish(playerId: number, event: string, data: unknown): Promise<void> {
    for (const lang of await this.deps.playerLanguages(playerId)) {
      try {
        await this.deps.publisher.publish(userChannel(lang, playerId), { event, data });
      } catch (err) {
        this.deps.log.warn({ err }, 'notification publish failed');
      }
    }
  }
}
