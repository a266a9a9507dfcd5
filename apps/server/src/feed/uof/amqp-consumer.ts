import { Connection, type AsyncMessage, type Channel } from 'rabbitmq-client';
import { uofBindings } from './uof-routing';

/** One message as the broker delivered it. */
export interface UofDelivery {
  routingKey: string;
  body: Buffer;
  redelivered: boolean;
}

export interface AmqpConsumerOptions {
  url: string;
  /** The broker's topic exchange (UOF_EXCHANGE). Bound to, never declared: the broker owns it. */
  exchange: string;
  nodeId: number;
  /**
   * Handles the deliveries waiting, in delivery order; it must not throw (failures are the handler's to log and
   * count). They are acknowledged, with one `multiple` ack, after it returns.
   */
  onBatch(deliveries: UofDelivery[]): Promise<void>;
  /** The queue is (again) bound and consuming: anything sent while it was not is lost, so recover. */
  onReady?(): void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Reconnect back-off bounds (ms): doubled from low up to high, with jitter. */
  retryLowMs?: number;
  retryHighMs?: number;
  /** Unacknowledged deliveries the broker may send ahead (the channel's prefetch). */
  prefetch?: number;
  /** The most deliveries one batch takes (the rest wait for the next: the event loop is not held longer). */
  maxBatch?: number;
}

interface Queued {
  channel: Channel;
  deliveryTag: number;
  delivery: UofDelivery;
}

const expBackoff = (low: number, high: number, attempt: number) =>
  Math.round(Math.min(high, low * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2));

/**
 * The UOF consumer's AMQP side, on rabbitmq-client's connection (maintained, typed, no dependencies; it
 * reconnects with back-off) and a channel of our own. Our queue is server-named, exclusive and auto-deleted: it
 * lives as long as this channel, like the providers' SDKs' queues, and is bound to the provider's exchange with
 * the routing keys of API.md ("Real odds feed"); every reconnect declares, binds and consumes again.
 * Deliveries are handled in order, in batches of what is waiting (one at a time when they come slowly), and
 * acknowledged after the handler returns with one `basic.ack` (multiple) for the batch's last delivery tag: a
 * message is never acknowledged before it and every message before it were handled. Deliveries of a channel
 * that closed are dropped unhandled (they cannot be acknowledged; the recovery after reconnecting covers them).
 */
export class UofAmqpConsumer {
  private connection: Connection | null = null;
  private channel: Channel | null = null;
  private queue = '';
  private queued: Queued[] = [];
  private draining: Promise<void> | null = null;
  private setupRunning: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryCount = 1;
  private closing = false;
  /** Whether the consumer's channel is set up (queue bound, consuming). */
  ready = false;
  /** How often the queue was bound (1 + reconnects). */
  readyCount = 0;
  /** Batches handled, and the deliveries in them (a batch's mean size: how far the consumer is behind). */
  readonly stats = { batches: 0, deliveries: 0 };

  constructor(private readonly o: AmqpConsumerOptions) {}

  start(): void {
    if (this.connection) return;
    this.closing = false;
    const connection = new Connection({
      url: this.o.url,
      connectionName: `slipstream uof node ${this.o.nodeId}`,
      retryLow: this.o.retryLowMs ?? 250,
      retryHigh: this.o.retryHighMs ?? 15_000,
      heartbeat: 15,
    });
    connection.on('error', (err: unknown) => {
      this.ready = false;
      this.o.log.warn({ err }, 'uof amqp connection error (reconnecting with back-off)');
    });
    connection.on('connection', () => this.o.log.info({}, 'uof amqp connected'));
    this.connection = connection;
    this.connect();
  }

  private connect(): void {
    this.retryTimer = null;
    this.setupRunning = this.setup()
      .finally(() => {
        this.setupRunning = null;
      })
      .catch((err: unknown) => {
        if (this.closing) return;
        this.ready = false;
        if (this.retryCount <= 1) this.o.log.warn({ err }, 'uof consumer error (retrying with back-off)');
        this.retry();
      });
  }

  /** After a failed setup or a closed channel: set up again after the back-off. */
  private retry(): void {
    if (this.closing || this.retryTimer || this.setupRunning) return;
    const delay = expBackoff(this.o.retryLowMs ?? 250, this.o.retryHighMs ?? 15_000, this.retryCount++);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private async setup(): Promise<void> {
    // A batch of the old channel finishes first (its ack fails quietly: that channel is gone).
    await this.draining;
    const connection = this.connection;
    if (!connection || this.closing) return;
    const ch = await connection.acquire({ emitErrorsFromChannel: true });
    ch.on('error', (err: unknown) => this.o.log.warn({ err }, 'uof consumer error (retrying with back-off)'));
    ch.once('close', () => {
      if (this.channel === ch) {
        this.channel = null;
        this.ready = false;
      }
      this.queued = this.queued.filter((q) => q.channel !== ch);
      this.retry();
    });
    try {
      const { queue } = await ch.queueDeclare({
        queue: '',
        exclusive: true,
        autoDelete: true,
        durable: false,
      });
      for (const routingKey of uofBindings(this.o.nodeId))
        await ch.queueBind({ queue, exchange: this.o.exchange, routingKey });
      await ch.basicQos({ prefetchCount: this.o.prefetch ?? 1000 });
      await ch.basicConsume({ queue }, (msg) => this.deliver(ch, msg));
      this.queue = queue;
    } catch (err) {
      await ch.close().catch(() => undefined);
      throw err;
    }
    if (this.closing) {
      await ch.close().catch(() => undefined);
      return;
    }
    this.channel = ch;
    this.retryCount = 1;
    this.readyCount++;
    this.ready = true;
    this.o.log.info({ queue: this.queue }, 'uof queue bound');
    this.o.onReady?.();
  }

  private deliver(channel: Channel, msg: AsyncMessage): void {
    const body = Buffer.isBuffer(msg.body) ? msg.body : Buffer.from(String(msg.body ?? ''), 'utf8');
    this.queued.push({
      channel,
      deliveryTag: msg.deliveryTag,
      delivery: { routingKey: msg.routingKey, body, redelivered: msg.redelivered },
    });
    // The batch starts after the frames already read from the socket are queued too.
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.draining = null;
      });
  }

  private async drain(): Promise<void> {
    const max = this.o.maxBatch ?? 100;
    while (this.queued.length) {
      const batch = this.queued.splice(0, max);
      try {
        await this.o.onBatch(batch.map((q) => q.delivery));
      } catch (err) {
        // The handler must not throw; if it does, its messages are acknowledged all the same (never redelivered
        // into the same failure forever), and the failure is logged.
        this.o.log.warn({ err }, 'uof batch handler failed');
      }
      this.stats.batches++;
      this.stats.deliveries += batch.length;
      // Per channel (a batch may straddle a reconnect), the last tag acknowledges all before it.
      const last = new Map<Channel, number>();
      for (const q of batch) last.set(q.channel, q.deliveryTag);
      for (const [channel, deliveryTag] of last) {
        if (!channel.active) continue;
        try {
          channel.basicAck({ deliveryTag, multiple: true });
        } catch (err) {
          this.o.log.warn({ err }, 'uof ack failed (the channel closed: its messages come back by recovery)');
        }
      }
    }
  }

  async close(): Promise<void> {
    const { connection } = this;
    this.closing = true;
    this.connection = null;
    this.ready = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.setupRunning;
    this.queued = [];
    await this.draining;
    const ch = this.channel;
    this.channel = null;
    await ch?.close().catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }
}
