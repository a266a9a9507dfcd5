import { Connection, ConsumerStatus, type Consumer } from 'rabbitmq-client';
import { uofBindings } from './uof-routing';

export interface AmqpConsumerOptions {
  url: string;
  /** The broker's topic exchange (UOF_EXCHANGE). Bound to, never declared: the broker owns it. */
  exchange: string;
  nodeId: number;
  /** Handles one delivery; it must not throw (failures are the handler's to log and count). */
  onMessage(routingKey: string, body: Buffer, redelivered: boolean): Promise<void>;
  /** The queue is (again) bound and consuming: anything sent while it was not is lost, so recover. */
  onReady?(): void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Reconnect back-off bounds (ms): rabbitmq-client doubles from low up to high, with jitter. */
  retryLowMs?: number;
  retryHighMs?: number;
  prefetch?: number;
}

/**
 * The UOF consumer's AMQP side, on rabbitmq-client (maintained, typed, no dependencies; it re-runs the queue
 * declaration, the bindings and the consume on every reconnect, with exponential back-off). Our queue is
 * server-named, exclusive and auto-deleted: it lives as long as this connection, like the providers' SDKs'
 * queues, and is bound to the provider's exchange with the routing keys of API.md ("Real odds feed").
 * Deliveries are handled one at a time, in order, and acknowledged after the handler returns.
 */
export class UofAmqpConsumer {
  private connection: Connection | null = null;
  private consumer: Consumer | null = null;
  /** Whether the consumer's channel is set up (queue bound, consuming). */
  ready = false;
  /** How often the queue was bound (1 + reconnects). */
  readyCount = 0;

  constructor(private readonly o: AmqpConsumerOptions) {}

  start(): void {
    if (this.connection) return;
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
    const consumer = connection.createConsumer(
      {
        queue: '',
        queueOptions: { exclusive: true, autoDelete: true, durable: false },
        // The queue name is left out: AMQP binds the channel's last declared queue, our server-named one.
        queueBindings: uofBindings(this.o.nodeId).map((routingKey) => ({
          exchange: this.o.exchange,
          routingKey,
        })),
        qos: { prefetchCount: this.o.prefetch ?? 1000 },
        concurrency: 1,
        requeue: false,
      },
      async (msg) => {
        const body = Buffer.isBuffer(msg.body) ? msg.body : Buffer.from(String(msg.body ?? ''), 'utf8');
        await this.o.onMessage(msg.routingKey, body, msg.redelivered);
        return ConsumerStatus.ACK;
      },
    );
    consumer.on('ready', () => {
      this.readyCount++;
      this.ready = true;
      this.o.log.info({ queue: consumer.queue }, 'uof queue bound');
      this.o.onReady?.();
    });
    consumer.on('error', (err: unknown) => {
      this.ready = false;
      this.o.log.warn({ err }, 'uof consumer error (retrying with back-off)');
    });
    this.connection = connection;
    this.consumer = consumer;
  }

  async close(): Promise<void> {
    const { connection, consumer } = this;
    this.connection = null;
    this.consumer = null;
    this.ready = false;
    await consumer?.close().catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }
}
