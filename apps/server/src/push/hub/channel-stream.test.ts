import { describe, expect, it } from 'vitest';
import { ChannelStream, type StreamSubscriber } from './channel-stream';

const json = (n: number): string => JSON.stringify({ event: 'match_changed', data: { n } });

describe('channel stream history', () => {
  it('recovers the publications after an offset while every one is kept', () => {
    const stream = new ChannelStream('public:en', 5, 60_000, 0);
    for (let n = 1; n <= 4; n++) stream.publish(json(n), n);
    expect(stream.recover(2, stream.epoch, 10)?.map((e) => e.offset)).toEqual([3, 4]);
    expect(stream.recover(4, stream.epoch, 10)).toEqual([]);
    expect(stream.recover(2, '', 10)?.length).toBe(2); // no epoch yet: any epoch
    expect(stream.recover(2, 'other-epoch', 10)).toBeNull();
    expect(stream.recover(9, stream.epoch, 10)).toBeNull(); // a position this stream never had
  });

  it('cannot recover past the size or the TTL of its history', () => {
    const bySize = new ChannelStream('public:en', 3, 60_000, 0);
    for (let n = 1; n <= 6; n++) bySize.publish(json(n), n);
    expect(bySize.recover(2, bySize.epoch, 10)).toBeNull(); // 3 was pushed out
    expect(bySize.recover(3, bySize.epoch, 10)?.map((e) => e.offset)).toEqual([4, 5, 6]);

    const byTtl = new ChannelStream('public:en', 100, 1_000, 0);
    byTtl.publish(json(1), 0);
    byTtl.publish(json(2), 900);
    expect(byTtl.recover(0, byTtl.epoch, 1_500)).toBeNull(); // 1 expired at 1000
    expect(byTtl.recover(1, byTtl.epoch, 1_500)?.map((e) => e.offset)).toEqual([2]);
  });

  it('answers history reads with limit, reverse and an unrecoverable since', () => {
    const stream = new ChannelStream('public:en', 10, 60_000, 0);
    for (let n = 1; n <= 5; n++) stream.publish(json(n), n);
    const read = (since: { offset: number; epoch: string } | null, limit: number, reverse = false) => {
      const r = stream.read(since, limit, reverse, 10);
      return 'entries' in r ? r.entries.map((e) => e.offset) : 'unrecoverable';
    };
    expect(read(null, -1)).toEqual([1, 2, 3, 4, 5]);
    expect(read(null, 2)).toEqual([1, 2]);
    expect(read(null, 2, true)).toEqual([5, 4]);
    expect(read(null, 0)).toEqual([]);
    expect(read({ offset: 3, epoch: stream.epoch }, -1)).toEqual([4, 5]);
    expect(read({ offset: 3, epoch: 'x' }, -1)).toBe('unrecoverable');
  });

  it('gives every process start a new epoch', () => {
    expect(new ChannelStream('public:en', 1, 1, 0).epoch).not.toBe(
      new ChannelStream('public:en', 1, 1, 0).epoch,
    );
  });

  it('sends pending publications as one newline-delimited frame, serialised once for all subscribers', async () => {
    const stream = new ChannelStream('public:en', 10, 60_000, 0);
    const frames: Buffer[][] = [[], []];
    const subscribers: StreamSubscriber[] = frames.map((out) => ({
      delta: false,
      deltaBase: -1,
      deliver: (f) => out.push(f),
    }));
    for (const s of subscribers) stream.subscribers.add(s);
    stream.publish(json(1), 1);
    stream.publish(json(2), 2);
    await new Promise((r) => setImmediate(r));
    expect(frames[0]).toHaveLength(1);
    expect(frames[0]![0]).toBe(frames[1]![0]); // the same buffer
    // A complete WebSocket text frame (FIN, opcode 1, unmasked), written to every socket as is.
    const frame = frames[0]![0]!;
    expect(frame[0]).toBe(0x81);
    const headLength = frame[1] === 126 ? 4 : 2;
    const payload = frame.subarray(headLength);
    expect(payload.length).toBe(headLength === 4 ? frame.readUInt16BE(2) : frame[1]);
    expect(
      payload
        .toString()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([
      {
        push: { channel: 'public:en', pub: { data: { event: 'match_changed', data: { n: 1 } }, offset: 1 } },
      },
      {
        push: { channel: 'public:en', pub: { data: { event: 'match_changed', data: { n: 2 } }, offset: 2 } },
      },
    ]);
  });
});
