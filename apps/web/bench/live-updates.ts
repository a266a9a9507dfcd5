import type { Browser } from 'playwright-core';

export interface LiveRunResult {
  updates: number;
  frames: number;
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
  await page.waitForFunction(() => 'liveBenchReady' in window || '__liveBench' in window);
  const buttons = await page.locator('[data-outcome]').count();
  if (buttons !== 1000) throw new Error(`bench page shows ${buttons} prices, expected 1000`);
  const result = await page.evaluate(
    async ([rate, secs]) => {
      const frames: number[] = [];
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      let last = performance.now();
      let running = true;
      const onFrame = (now: number): void => {
        frames.push(now - last);
        last = now;
        if (running) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      const driver = (
        window as unknown as { __liveBench: { run(r: number, s: number): Promise<{ sent: number }> } }
      ).__liveBench;
      const { sent } = await driver.run(rate, secs);
      running = false;
      await new Promise((r) => setTimeout(r, 100));
      observer.disconnect();
      const sorted = frames.slice(1).sort((a, b) => a - b);
      const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
      return {
        updates: sent,
        frames: sorted.length,
        p95FrameMs: p95,
        maxFrameMs: sorted[sorted.length - 1] ?? 0,
        longTasks: tasks.length,
        longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      };
    },
    [perSecond, seconds] as const,
  );
  await page.close();
  return result;
}
