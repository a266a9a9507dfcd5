import type { ChannelStream, StreamSubscriber } from './channel-stream';
import type { WireFrame } from './wire-frame';

/** The owner a subscription hands its frames to (the connection). */
export interface FrameSink {
  sendFrame(frame: WireFrame): void;
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

  deliver(frame: WireFrame): void {
    this.sink.sendFrame(frame);
  }
}
