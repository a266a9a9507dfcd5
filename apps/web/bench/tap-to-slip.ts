import type { Browser, Page } from 'playwright-core';

/** The target (issue 36 item 1): p95 interaction to next paint of a tap on a price, at 4× CPU slowdown. */
export const TAP_P95_TARGET_MS = 100;
/** Event Timing reports only interactions at least this long (the INP definition's threshold). */
const DURATION_THRESHOLD_MS = 16;

export interface TapViewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export const TAP_VIEWPORTS: readonly TapViewport[] = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

export interface TapRunResult {
  taps: number;
  /** Taps whose pick the slip did not show within 8 s, or on a price locked by then (not counted above). */
  missed: number;
  /** Per tap, the longest Event Timing entry of its interaction (under the threshold: reported as 16 ms). */
  inpMs: number[];
  /** Per tap, from the pointerdown's timestamp to the first frame that shows the pick on the slip (or its removal). */
  slipShownMs: number[];
  /** Price updates the feed control accepted while the taps ran, and the rate they came at. */
  updates: number;
  updatesPerSecond: number;
  /** Long tasks (over 50 ms) while the taps ran. */
  longTasks: number;
}

type Outcome = { match_id: number; market_id: number; specifier: string; outcome_id: string };

/** `match/market/specifier/outcome` (lib/live/odds-store.ts outcomeKey) back into the feed control's body. */
function parseKey(key: string): Outcome | null {
  const parts = key.split('/');
  if (parts.length < 4) return null;
  const [matchId, marketId] = parts;
  const outcomeId = parts[parts.length - 1]!;
  return {
    match_id: Number(matchId),
    market_id: Number(marketId),
    specifier: parts.slice(2, -1).join('/'),
    outcome_id: outcomeId,
  };
}

/**
 * A price stream through the simulator's feed control (`POST /api/sim/odds`, SIM_CONTROL=1): `perSecond` price
 * changes a second to the outcomes the page shows, each through the feed's own messages and push, paced by the
 * clock, until stopped.
 */
function priceStream(baseUrl: string, outcomes: Outcome[], perSecond: number) {
  let running = true;
  let sent = 0;
  const started = Date.now();
  const worker = async (offset: number, workers: number) => {
    for (let i = offset; running; i += workers) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (!running) break;
      const outcome = outcomes[i % outcomes.length]!;
      const odds = (1.5 + ((i * 7919) % 200) / 100).toFixed(2);
      const res = await fetch(`${baseUrl}/api/sim/odds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...outcome, odds }),
      }).catch(() => null);
      if (res?.ok) sent++;
      await res?.arrayBuffer();
    }
  };
  const workers = 16;
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w, workers)));
  return {
    async stop(): Promise<{ sent: number; seconds: number }> {
      running = false;
      await done;
      return { sent, seconds: (Date.now() - started) / 1000 };
    },
  };
}

/** In the page before anything runs: Event Timing (INP's definition), long tasks, and tap-to-slip marks. */
const IN_PAGE_OBSERVE = `(function () {
  var state = { interactions: {}, longTasks: 0, downAt: 0 };
  window.__tapBench = state;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      if (!e.interactionId) return;
      state.interactions[e.interactionId] = Math.max(state.interactions[e.interactionId] || 0, e.duration);
    });
  }).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
  new PerformanceObserver(function (list) { state.longTasks += list.getEntries().length; })
    .observe({ type: 'longtask', buffered: false });
  addEventListener('pointerdown', function (e) { state.downAt = e.timeStamp; }, true);
})()`;

/**
 * In the page: resolves at the first frame where the slip shows `count` picks (the phone slip bar's count; on a
 * desktop the pick's row, or its absence at 0), with the time from the tap's pointerdown (-1 after 8 s). Plain JavaScript text:
 * tsx's name-keeping helpers do not exist inside the page.
 */
const IN_PAGE_UNTIL_SHOWN = `(function (args) {
  var key = args[0], phone = args[1], count = args[2];
  var state = window.__tapBench;
  return new Promise(function (done) {
    function shown() {
      if (phone) {
        var bar = document.querySelector('[data-testid="slip-bar-count"]');
        return count === 0 ? bar === null : !!bar && bar.textContent.trim() === String(count);
      }
      var row = document.querySelector('[data-selection="' + CSS.escape(key) + '"]');
      return count === 0 ? row === null : row !== null;
    }
    var giveUp = performance.now() + 8000;
    function frame(now) {
      if (shown()) return done(now - state.downAt);
      if (performance.now() > giveUp) return done(-1);
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
})`;

async function untilShown(page: Page, key: string, phone: boolean, count: number): Promise<number> {
  return (await page.evaluate(`${IN_PAGE_UNTIL_SHOWN}(${JSON.stringify([key, phone, count])})`)) as number;
}

/**
 * Tap to slip (issue 36 item 1): 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), a price stream of
 * `perSecond` updates through the feed control, then `taps` taps on the page's prices, alternately adding a
 * pick and taking it off again (so the slip never fills up), each waited for until the slip shows it. Each tap's
 * interaction to next paint comes from the browser's Event Timing (PerformanceObserver 'event', durationThreshold
 * 16: the INP definition); the time until the slip shows the pick from the tap's pointerdown to the first frame
 * that shows it (an async pick, such as the first one of a match whose details load, paints after the
 * interaction ends).
 */
export async function tapToSlipRun(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: TapViewport,
  taps: number,
  perSecond: number,
): Promise<TapRunResult> {
  const phone = viewport.name === 'phone';
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(IN_PAGE_OBSERVE);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // The page is interactive and the slip's engine loaded (it loads after hydration, off the first-load path).
    await page.waitForFunction(() => document.documentElement.dataset.channels !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1500);
    const keys = (await page.locator('button.odds[data-outcome]:not([disabled])').evaluateAll((els) =>
      els
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0;
        })
        .map((el) => el.getAttribute('data-outcome')!),
    )) as string[];
    if (keys.length === 0) throw new Error(`no price to tap on ${path}`);
    const outcomes = keys.map(parseKey).filter((o): o is Outcome => o !== null);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const stream = priceStream(baseUrl, outcomes, perSecond);
    const slipShownMs: number[] = [];
    let missed = 0;
    let feed = { sent: 0, seconds: 0 };
    try {
      await page.waitForTimeout(1000);
      // Each even tap adds a pick (the next price along), each odd one takes it off again: 0 or 1 pick.
      let picked: string | null = null;
      let next = 0;
      for (let i = 0; i < taps; i++) {
        const key: string = picked ?? keys[next++ % keys.length]!;
        const button = page.locator(`button.odds[data-outcome="${key}"]`);
        await button.scrollIntoViewIfNeeded();
        if (await button.isDisabled()) {
          missed++;
          continue;
        }
        if (phone) await button.tap({ timeout: 10_000 });
        else await button.click({ timeout: 10_000 });
        const shownMs = await untilShown(page, key, phone, picked ? 0 : 1);
        if (shownMs < 0) missed++;
        else {
          slipShownMs.push(shownMs);
          picked = picked ? null : key;
        }
        // Event Timing entries are delivered after the interaction's paint; let them arrive.
        await page.waitForTimeout(150);
      }
    } finally {
      feed = await stream.stop();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    await page.waitForTimeout(300);
    const seen = (await page.evaluate(
      '({ interactions: Object.values(window.__tapBench.interactions), longTasks: window.__tapBench.longTasks })',
    )) as { interactions: number[]; longTasks: number };
    // Each tap is one interaction; those under the threshold have no entry: counted at the threshold.
    const done = slipShownMs.length;
    const inpMs = [
      ...seen.interactions.slice(-done),
      ...Array<number>(Math.max(0, done - seen.interactions.length)).fill(DURATION_THRESHOLD_MS),
    ];
    return {
      taps: done,
      missed,
      inpMs,
      slipShownMs,
      updates: feed.sent,
      updatesPerSecond: feed.sent / Math.max(0.001, feed.seconds),
      longTasks: seen.longTasks,
    };
  } finally {
    await context.close();
  }
}
