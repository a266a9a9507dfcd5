import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelSync } from './channel-sync';

function deferred(): { promise: Promise<void>; resolve(): void; reject(err: Error): void } {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('channel sync: reload after lost publications, then what came meanwhile, in order', () => {
  afterEach(() => vi.useRealTimers());

  function setup() {
    const applied: unknown[] = [];
    const reloads: ReturnType<typeof deferred>[] = [];
    const sync = new ChannelSync({
      deliver: (data) => applied.push(data),
      resync: () => {
        const d = deferred();
        reloads.push(d);
        // The snapshot goes into the state when the reload completes, before anything held back.
        return d.promise.then(() => void applied.push('snapshot'));
      },
      onChange: () => undefined,
      retryDelayMs: () => 10,
    });
    /** The first subscribe and its catch-up reload (LV3), done: the arrays start empty after it. */
    const subscribeFirst = async (offset: number) => {
      expect(sync.subscribed({ wasRecovering: false, recovered: false, epoch: 'e1', offset })).toBe(
        'refetch',
      );
      reloads[0]!.resolve();
      await settle();
      applied.splice(0);
      reloads.splice(0);
    };
    return { sync, applied, reloads, subscribeFirst };
  }

  it('[LV1] after the first subscribe, a recovered resubscribe delivers publications as they come', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(3);
    sync.publication('p4', 4);
    sync.interrupted();
    expect(sync.synced).toBe(false);
    expect(sync.subscribed({ wasRecovering: true, recovered: true, epoch: 'e1', offset: 6 })).toBe(
      'recovered',
    );
    sync.publication('p5', 5);
    sync.publication('p6', 6);
    expect(applied).toEqual(['p4', 'p5', 'p6']);
    expect(sync.synced).toBe(true);
    expect(reloads).toHaveLength(0);
    expect(sync.mark).toEqual({ epoch: 'e1', offset: 6 });
  });

  it('[LV2] not recovered: publications wait for the reload and follow it in order', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(0);
    sync.interrupted();
    expect(sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 40 })).toBe(
      'refetch',
    );
    expect(sync.synced).toBe(false);
    sync.publication('p41', 41);
    sync.publication('p42', 42);
    expect(applied).toEqual([]);
    reloads[0]!.resolve();
    await settle();
    expect(applied).toEqual(['snapshot', 'p41', 'p42']);
    expect(sync.synced).toBe(true);
    sync.publication('p43', 43);
    expect(applied.at(-1)).toBe('p43');
  });

  it('[LV2] a new epoch (restarted server) reloads', async () => {
    const { sync, reloads, subscribeFirst } = setup();
    await subscribeFirst(5);
    expect(sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e2', offset: 0 })).toBe(
      'refetch',
    );
    expect(reloads).toHaveLength(1);
    expect(sync.mark).toEqual({ epoch: 'e2', offset: 0 });
  });

  it('[LV2] a second reconnect during a reload: only the latest reload releases what was held', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(0);
    sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 10 });
    sync.publication('p11', 11);
    sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 30 });
    sync.publication('p31', 31);
    reloads[0]!.resolve();
    await settle();
    // The first reload's snapshot is in, but the held publications wait for the newer reload.
    expect(applied).toEqual(['snapshot']);
    expect(sync.synced).toBe(false);
    reloads[1]!.resolve();
    await settle();
    expect(applied).toEqual(['snapshot', 'snapshot', 'p11', 'p31']);
    expect(sync.synced).toBe(true);
  });

  it('[LV2] a failed reload lets publications through and retries until it succeeds', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(0);
    sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 9 });
    sync.publication('p10', 10);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reloads[0]!.reject(new Error('offline'));
    await settle();
    warn.mockRestore();
    expect(applied).toEqual(['p10']);
    expect(sync.synced).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(reloads).toHaveLength(2);
    reloads[1]!.resolve();
    await settle();
    expect(applied).toEqual(['p10', 'snapshot']);
    expect(sync.synced).toBe(true);
  });

  it('[LV3] a channel held again recovers from where the page left it; a first subscribe catches up by a reload', async () => {
    const again = new ChannelSync(
      { deliver: () => undefined, onChange: () => undefined },
      {
        epoch: 'e1',
        offset: 7,
      },
    );
    expect(again.subscribed({ wasRecovering: true, recovered: true, epoch: 'e1', offset: 9 })).toBe(
      'recovered',
    );
    // The rendered state predates the subscription: prices that moved in between arrive by the reload, and
    // publications received meanwhile follow it in order.
    const { sync, applied, reloads } = setup();
    expect(sync.subscribed({ wasRecovering: false, recovered: false, epoch: 'e1', offset: 0 })).toBe(
      'refetch',
    );
    expect(reloads).toHaveLength(1);
    sync.publication('p1', 1);
    expect(applied).toEqual([]);
    reloads[0]!.resolve();
    await settle();
    expect(applied).toEqual(['snapshot', 'p1']);
    expect(sync.synced).toBe(true);
  });

  it('[LV2] disposed: a reload completing later delivers nothing', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(0);
    sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 9 });
    sync.publication('p10', 10);
    sync.dispose();
    reloads[0]!.resolve();
    await settle();
    expect(applied).toEqual(['snapshot']);
  });

  it('[LV5] a subscription ended for good is not left pending: held publications apply, nothing reloads later', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(0);
    sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 9 });
    sync.publication('p10', 10);
    sync.ended();
    expect(applied).toEqual(['p10']);
    expect(sync.synced).toBe(true);
    reloads[0]!.resolve();
    await settle();
    expect(applied).toEqual(['p10', 'snapshot']);
    expect(sync.synced).toBe(true);
  });

  it('[LV3] a channel released while behind is reloaded when held again, even at its first subscribe', () => {
    const reloads: number[] = [];
    const sync = new ChannelSync(
      {
        deliver: () => undefined,
        onChange: () => undefined,
        resync: () => (reloads.push(1), Promise.resolve()),
      },
      undefined,
      true,
    );
    expect(sync.subscribed({ wasRecovering: false, recovered: false, epoch: 'e1', offset: 3 })).toBe(
      'refetch',
    );
    expect(reloads).toHaveLength(1);
    sync.interrupted();
    expect(sync.subscribed({ wasRecovering: true, recovered: true, epoch: 'e1', offset: 3 })).toBe(
      'recovered',
    );
  });

  it('[LV2] a reload that failed is tried again at the next resubscribe, even one that recovered', async () => {
    const { sync, applied, reloads, subscribeFirst } = setup();
    await subscribeFirst(0);
    sync.subscribed({ wasRecovering: true, recovered: false, epoch: 'e1', offset: 9 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reloads[0]!.reject(new Error('offline'));
    await settle();
    warn.mockRestore();
    sync.interrupted();
    expect(sync.subscribed({ wasRecovering: true, recovered: true, epoch: 'e1', offset: 12 })).toBe(
      'recovered',
    );
    expect(reloads).toHaveLength(2);
    expect(sync.synced).toBe(false);
    sync.publication('p13', 13);
    reloads[1]!.resolve();
    await settle();
    expect(applied).toEqual(['snapshot', 'p13']);
    expect(sync.synced).toBe(true);
    // Owed no longer: the next recovered resubscribe reloads nothing.
    sync.interrupted();
    sync.subscribed({ wasRecovering: true, recovered: true, epoch: 'e1', offset: 13 });
    expect(reloads).toHaveLength(2);
    expect(sync.synced).toBe(true);
  });
});
