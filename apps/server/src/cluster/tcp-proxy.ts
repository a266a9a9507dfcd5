import { createConnection, createServer, type Server, type Socket } from 'node:net';

const COMMIT = Buffer.from('COMMIT');

/** One proxied connection: the client's socket and ours to the target. */
export interface ProxiedConnection {
  client: Socket;
  upstream: Socket;
  /** Our port towards the target (what the target sees as the client's port, e.g. pg_stat_activity.client_port). */
  upstreamPort: number;
  frozen: boolean;
  delayMs: number;
}

/**
 * A TCP proxy the cluster tests control, between the nodes and PostgreSQL or Redis: it can silently stop
 * forwarding a connection (half-open: no FIN, no RST, bytes just vanish), delay every byte (a slow link), lose
 * the answer to a statement that went out (loseReplies), or reset everything (a restarted server). Test support
 * only.
 */
export class TcpProxy {
  readonly connections = new Set<ProxiedConnection>();
  /** Added to every connection made from now on (and settable per connection). */
  delayMs = 0;
  /** New connections are accepted and then never forwarded (a black hole). */
  freezeNew = false;
  /** New connections are reset at once (the server is down). */
  refuseNew = false;
  private server: Server | null = null;
  /** loseReplies: the next `count` client messages containing `trigger` lose their answer (see loseReplies). */
  private losing: { trigger: Buffer; count: number } | null = null;
  /** loseCommitReplies: the next `count` transactions sending `trigger` lose their COMMIT's answer. */
  private losingCommit: { trigger: Buffer; count: number } | null = null;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<number> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  private accept(client: Socket): void {
    if (this.refuseNew) {
      client.on('error', () => undefined);
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
    const conn: ProxiedConnection = {
      client,
      upstream,
      upstreamPort: 0,
      frozen: this.freezeNew,
      delayMs: this.delayMs,
    };
    upstream.on('connect', () => {
      conn.upstreamPort = upstream.localPort ?? 0;
    });
    let replyToLose = false;
    let commitToLose = false; // this connection's transaction sent loseCommitReplies' trigger
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (conn.frozen) return; // swallowed: the other side never hears of it
        const pending = this.losingCommit;
        if (from === client && pending && pending.count > 0 && chunk.includes(pending.trigger)) {
          pending.count -= 1;
          commitToLose = true;
        }
        if (from === client && commitToLose && chunk.includes(COMMIT)) {
          commitToLose = false;
          replyToLose = true;
        } else if (
          from === client &&
          this.losing &&
          this.losing.count > 0 &&
          chunk.includes(this.losing.trigger)
        ) {
          this.losing.count -= 1;
          replyToLose = true;
        } else if (from === upstream && replyToLose) {
          // The target has done the work and answered; the answer is lost with the connection.
          client.resetAndDestroy();
          upstream.destroy();
          return;
        }
        if (conn.delayMs > 0)
          setTimeout(() => {
            if (!conn.frozen && !to.destroyed) to.write(chunk);
          }, conn.delayMs);
        else if (!to.destroyed) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const close = () => {
      this.connections.delete(conn);
      if (conn.frozen) return; // a frozen connection stays open on the other side: half-open
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
    this.connections.add(conn);
  }

  /** Stops forwarding `conn` in both directions without closing either side. */
  freeze(conn: ProxiedConnection): void {
    conn.frozen = true;
  }

  /**
   * The next `count` client messages that contain `trigger` (`'COMMIT'`, a statement's name) reach the target,
   * but its answer never comes back: the first bytes it sends after them are dropped and the connection is reset
   * (the database committed; the client only sees its connection die).
   */
  loseReplies(trigger: string, count = 1): void {
    this.losing = { trigger: Buffer.from(trigger), count };
  }

  /**
   * The next `count` transactions that send a message containing `trigger` (a statement of theirs) reach their
   * COMMIT, which the target carries out, but its answer never comes back: the connection is reset instead (the
   * write is committed; the client cannot know it).
   */
  loseCommitReplies(trigger: string, count = 1): void {
    this.losingCommit = { trigger: Buffer.from(trigger), count };
  }

  /** Every connection, and every new one, frozen (a partitioned network). */
  freezeAll(): void {
    this.freezeNew = true;
    for (const c of this.connections) c.frozen = true;
  }

  /** Ends the partition: frozen connections are reset (as a network that comes back finds them dead). */
  heal(): void {
    this.freezeNew = false;
    for (const c of [...this.connections])
      if (c.frozen) {
        c.client.resetAndDestroy();
        c.upstream.destroy();
        this.connections.delete(c);
      }
  }

  /** Resets every connection (a restarted server); new ones are accepted as before. */
  resetAll(): void {
    for (const c of [...this.connections]) {
      c.client.resetAndDestroy();
      c.upstream.destroy();
      this.connections.delete(c);
    }
  }

  setDelay(ms: number): void {
    this.delayMs = ms;
    for (const c of this.connections) c.delayMs = ms;
  }

  byUpstreamPort(port: number): ProxiedConnection | undefined {
    return [...this.connections].find((c) => c.upstreamPort === port);
  }

  async close(): Promise<void> {
    this.resetAll();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }
}
