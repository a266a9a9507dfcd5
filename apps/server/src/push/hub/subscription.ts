import type { ChannelStream, StreamSubscriber } from './channel-stream';

/** The owner a subscription hands its frames to (the connection). */
export interface FrameSink {
  sendBuffer(frame: Buffer): void;
}

/** One connection's subscription to one channel. */
export class Subscription implements StreamSubscriber {
  deltaBase = -1;
  constructor(
    readonly stream: ChannelStream,
    private readonly sink: FrameSink,
    readonly delta: boolean,
    /** When the subscription token expires (ms), for private channels; null when it never does. */
    public expiresAt: number | null,
  ) {}

  deliver(frame: Buffer): void {
    this.sink.sendBuffer(frame);
  }
}
