import type { Browser } from 'playwright-core';

export interface LiveRunResult {
  updates: number;
  /** How long the driver took to deliver them (the offered rate is met when this is the run's length). */
  elapsedMs: number;
  frames: number;
  /** Frames that took longer than one 60 Hz interval plus half of one (at least one vsync missed). */
  missedFrames: number;
  p95FrameMs: number;
  maxFrameMs: number;
  longTasks: number;
  longestTaskMs: number;
}

/**
 * 1,000 odds buttons receive `perSecond` price updates for `seconds` (through the page's own hub, store
 * and rAF batching); frame times come from requestAnimationFrame deltas and long tasks from the
 * Long Tasks API (any task over 50 ms).
 */
export async function liveUpdateRun(
  browser: Browser,
  baseUrl: string,
  perSecond: number,
  seconds: number,
): Promise<LiveRunResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${baseUrl}/bench/live`);
  await page.waitForFunction("'__liveBench' in window");
  const buttons = await page.locator('[data-outcome]').count();
  if (buttons !== 1000) throw new Error(`bench page shows ${buttons} prices, expected 1000`);
  // Plain JavaScript text: tsx's name-keeping helpers do not exist inside the page.
  const result = (await page.evaluate(`(${IN_PAGE_RUN})(${perSecond}, ${seconds})`)) as LiveRunResult;
  await page.close();
  return result;
}

const IN_PAGE_RUN = `async function (rate, secs) {
  var frames = [];
  var tasks = [];
  var observer = new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { tasks.push(entry.duration); });
  });
  observer.observe({ type: 'longtask', buffered: false });
  var last = performance.now();
  var running = true;
  function onFrame(now) {
    frames.push(now - last);
    last = now;
    if (running) requestAnimationFrame(onFrame);
  }
  requestAnimationFrame(onFrame);
  var outcome = await window.__liveBench.run(rate, secs);
  running = false;
  await new Promise(function (r) { setTimeout(r, 100); });
  observer.disconnect();
  var sorted = frames.slice(1).sort(function (a, b) { return a - b; });
  var p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] || 0;
  return {
    updates: outcome.sent,
    elapsedMs: outcome.elapsedMs,
    frames: sorted.length,
    missedFrames: sorted.filter(function (d) { return d > 25; }).length,
    p95FrameMs: p95,
    maxFrameMs: sorted[sorted.length - 1] || 0,
    longTasks: tasks.length,
    longestTaskMs: tasks.length ? Math.max.apply(null, tasks) : 0,
  };
}`;
