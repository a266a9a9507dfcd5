import { recoveryDecision, type RecoveryDecision, type StreamMark } from './recovery-decision';

export interface ChannelSyncOptions {
  /** Applies one publication to the page's state. */
  deliver(data: unknown): void;
  /**
   * Reloads the state the channel feeds and applies it before resolving. Publications received
   * meanwhile wait, and are applied in order right after it, in the same task: a publication older
   * than the snapshot is followed by the newer ones of the same key, so what renders is the latest.
   */
  resync?(): Promise<void>;
  /** Called whenever `synced` changes. */
  onChange(): void;
  /** Delay before retrying a failed reload (attempt 0, 1, …). */
  retryDelayMs?(attempt: number): number;
}

/** account-and-surroundings §9 backoff bounds (0.5–20 s), doubling. */
const defaultRetryDelay = (attempt: number): number => Math.min(20_000, 1_000 * 2 ** attempt);

/**
 * One held channel's position and freshness. `synced` is false while the state it feeds may be
 * behind: the subscription is away, or its state is being reloaded.
 */
export class ChannelSync {
  synced = true;
  private buffer: unknown[] | null = null;
  /** A reload was needed and has not succeeded yet. */
  private needsReload = false;
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly options: ChannelSyncOptions,
    /** The position this page reached on an earlier hold of the channel, to recover from. */
    public mark: StreamMark | undefined = undefined,
    /** The earlier hold ended behind (away, or reloading): its position cannot be trusted; reload. */
    private reloadFirst = false,
  ) {}

  /** The subscription left the subscribed state (the transport closed): its state may fall behind. */
  interrupted(): void {
    this.setSynced(false);
  }

  /** A (re)subscribe completed; recovered publications, if any, follow through `publication`. */
  subscribed(outcome: {
    wasRecovering: boolean;
    recovered: boolean;
    epoch: string | undefined;
    offset: number | undefined;
  }): RecoveryDecision {
    const decision = this.reloadFirst ? 'refetch' : recoveryDecision(this.mark, outcome);
    this.reloadFirst = false;
    if (outcome.epoch !== undefined) this.mark = { epoch: outcome.epoch, offset: outcome.offset ?? 0 };
    if (decision === 'refetch' && this.options.resync) this.needsReload = true;
    // A reload that failed earlier is still owed: try it now that the connection is back, rather than
    // at its retry time (a recovery covers only this gap, not the earlier one).
    const reloading = this.buffer !== null;
    if (decision === 'refetch' ? this.needsReload : this.needsReload && !reloading) void this.reload(0);
    else if (!reloading) this.setSynced(true);
    return decision;
  }

  publication(data: unknown, offset: number | undefined): void {
    if (offset !== undefined && this.mark) this.mark = { epoch: this.mark.epoch, offset };
    if (this.buffer) this.buffer.push(data);
    else this.options.deliver(data);
  }

  /** Whether a reload is under way (publications are being held back). */
  get reloading(): boolean {
    return this.buffer !== null;
  }

  /** The subscription ended for good: nothing is pending any more (held publications are applied). */
  ended(): void {
    this.generation += 1;
    this.needsReload = false;
    clearTimeout(this.retryTimer);
    const held = this.buffer ?? [];
    this.buffer = null;
    for (const data of held) this.options.deliver(data);
    this.setSynced(true);
  }

  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    this.buffer = null;
    clearTimeout(this.retryTimer);
  }

  private async reload(attempt: number): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.retryTimer);
    this.buffer ??= [];
    this.setSynced(false);
    let ok = true;
    try {
      await this.options.resync!();
    } catch (err) {
      ok = false;
      console.warn('live state reload failed', err);
    }
    // A later reload (another reconnect meanwhile) owns the held publications now.
    if (generation !== this.generation || this.disposed) return;
    const held = this.buffer ?? [];
    this.buffer = null;
    for (const data of held) this.options.deliver(data);
    if (ok) {
      this.needsReload = false;
      this.setSynced(true);
    } else
      this.retryTimer = setTimeout(
        () => void this.reload(attempt + 1),
        (this.options.retryDelayMs ?? defaultRetryDelay)(attempt),
      );
  }

  private setSynced(synced: boolean): void {
    if (this.synced === synced) return;
    this.synced = synced;
    this.options.onChange();
  }
}
