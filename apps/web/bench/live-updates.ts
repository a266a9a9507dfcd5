import type { Browser } from 'playwright-core';

export interface LiveRunResult {
  /** Updates the server published, and over how long (the offered rate is met when this is the run's length). */
  published: number;
  publishMs: number;
  /** Updates that arrived in the page's WebSocket frames (counted from the browser's network events). */
  received: number;
  frames: number;
  /**
   * Frames over budget: rAF deltas beyond one 60 Hz interval (16.7 ms) by more than a quarter of one (so over
   * 20.8 ms: the frame missed its vsync), and over two (33.3 ms: at least one whole frame dropped). rAF
   * timestamps mark frame starts, so an on-time frame shows 16.7 ms give or take the clock's jitter (16.6 to
   * 16.8 ms): counting every delta above 16.7 ms counted that jitter, about a third of all frames, as late.
   */
  over16: number;
  /** rAF deltas in (16.7, 20.8] ms: on-time frames whose timestamps jittered (reported, not counted as late). */
  jitter: number;
  over33: number;
  p95FrameMs: number;
  /**
   * Main-thread work per frame: from the frame's rAF callback to a message posted in it (which runs once the
   * frame's callbacks, style, layout and paint are done, and after any task queued before it, such as
   * WebSocket messages). Unlike the rAF delta, which sits at the refresh interval until a vsync is missed,
   * this moves with the work: its p95 and the frames whose work took over 16.7 ms.
   */
  p95WorkMs: number;
  workOver16: number;
  maxFrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Prices whose text on screen differs at the end from the start: the updates reached the DOM. */
  changedOnScreen: number;
}

export type Publish = (perSecond: number, seconds: number) => Promise<{ sent: number; elapsedMs: number }>;

/**
 * The live board (/bench/live: 250 markets × 4 outcomes = 1,000 prices) fed through the whole path a price
 * takes: the server publishes markets_changed events into its push hub (`publish`, the bench server's
 * publisher), the page receives them over a real WebSocket, the official centrifuge client parses them and
 * the page's live hub, store and rAF batching put them on screen. Frame times come from requestAnimationFrame
 * deltas and long tasks from the Long Tasks API (any task over 50 ms), from the first update to the last one
 * received.
 */
export async function liveUpdateRun(
  browser: Browser,
  baseUrl: string,
  publish: Publish,
  perSecond: number,
  seconds: number,
): Promise<LiveRunResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let received = 0;
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      // One frame holds a batch of newline-delimited pushes; the feed's own publications are not counted.
      for (const line of text.split('\n'))
        if (line.includes('"markets_changed"') && line.includes('"bench:')) received++;
    }),
  );
  await page.goto(`${baseUrl}/bench/live`);
  const buttons = await page.locator('[data-outcome]').count();
  if (buttons !== 1000) throw new Error(`bench page shows ${buttons} prices, expected 1000`);
  await page.waitForFunction(
    () =>
      (document.documentElement.dataset.channels ?? '').split(' ').includes('public:en') &&
      document.documentElement.dataset.liveBehind === undefined,
    null,
    { timeout: 60_000 },
  );
  // Plain JavaScript text: tsx's name-keeping helpers do not exist inside the page.
  await page.evaluate(IN_PAGE_START);
  const before = received;
  const outcome = await publish(perSecond, seconds);
  // Let what is in flight arrive (or 3 s pass), then stop recording.
  const deadline = Date.now() + 3000;
  while (received - before < outcome.sent && Date.now() < deadline) await page.waitForTimeout(50);
  await page.waitForTimeout(100);
  const frames = (await page.evaluate(IN_PAGE_STOP)) as Omit<
    LiveRunResult,
    'published' | 'publishMs' | 'received'
  >;
  await page.close();
  return { published: outcome.sent, publishMs: outcome.elapsedMs, received: received - before, ...frames };
}

const IN_PAGE_START = `(function () {
  var prices = function () {
    return Array.prototype.map.call(document.querySelectorAll('[data-outcome]'), function (el) {
      return el.textContent;
    });
  };
  var state = { frames: [], tasks: [], running: true, prices: prices, initial: prices() };
  state.observer = new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { state.tasks.push(entry.duration); });
  });
  state.observer.observe({ type: 'longtask', buffered: false });
  state.work = [];
  var last = performance.now();
  var channel = new MessageChannel();
  var frameStart = 0;
  channel.port1.onmessage = function () { state.work.push(performance.now() - frameStart); };
  function onFrame(now) {
    state.frames.push(now - last);
    last = now;
    frameStart = performance.now();
    channel.port2.postMessage(0);
    if (state.running) requestAnimationFrame(onFrame);
  }
  requestAnimationFrame(onFrame);
  window.__liveFrames = state;
})()`;

const IN_PAGE_STOP = `(function () {
  var state = window.__liveFrames;
  state.running = false;
  state.observer.disconnect();
  var sorted = state.frames.slice(1).sort(function (a, b) { return a - b; });
  var work = state.work.slice().sort(function (a, b) { return a - b; });
  var now = state.prices();
  return {
    changedOnScreen: now.filter(function (text, i) { return text !== state.initial[i]; }).length,
    frames: sorted.length,
    over16: sorted.filter(function (d) { return d > 16.7 * 1.25; }).length,
    jitter: sorted.filter(function (d) { return d > 16.7 && d <= 16.7 * 1.25; }).length,
    over33: sorted.filter(function (d) { return d > 33.3; }).length,
    p95FrameMs: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] || 0,
    maxFrameMs: sorted[sorted.length - 1] || 0,
    p95WorkMs: work[Math.min(work.length - 1, Math.floor(work.length * 0.95))] || 0,
    workOver16: work.filter(function (d) { return d > 16.7; }).length,
    longTasks: state.tasks.length,
    longestTaskMs: state.tasks.length ? Math.max.apply(null, state.tasks) : 0,
  };
})()`;
