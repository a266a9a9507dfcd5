import { chromium, type Browser } from 'playwright-core';
import { startBenchServer } from './bench-server';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from './first-load-js';
import { chromiumVitals, lighthouseScore, type PageScore } from './lighthouse-run';
import { liveUpdateRun } from './live-updates';
import { reconnectRun, type ReconnectResult } from './reconnect';

/**
 * The web benchmark (npm run bench -w apps/web), against the built app served by the real server:
 * 1. first-load JavaScript of the home route, gzipped (budget 170 KB);
 * 2. 1,000 prices receiving 2,000 updates/s for 10 s in Chromium: p95 frame time and long tasks;
 * 3. Lighthouse mobile performance of home and a match page (Chromium performance APIs if it cannot run);
 * 4. back online after a disconnect: time to a fully fresh match page, inside and beyond the push history.
 * Prints figures; exits non-zero only when the first-load budget is exceeded.
 * `npm run bench -w apps/web -- reconnect` runs the 4th alone.
 */
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The push history the server keeps per channel (its default), and the gaps measured against it. */
const HISTORY = 100;
const INSIDE_WINDOW = 20;
const BEYOND_WINDOW = 150;
const ROUNDS = 5;

const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};

function reconnectLine(label: string, r: ReconnectResult): string {
  const price = r.samples.map((s) => s.priceMs);
  const fresh = r.samples.map((s) => s.freshMs);
  return (
    `   ${label} (${r.changes} changes while offline, ${r.samples.length} rounds): price p50 ` +
    `${quantile(price, 0.5).toFixed(0)} ms, max ${Math.max(...price).toFixed(0)} ms; fully fresh p50 ` +
    `${quantile(fresh, 0.5).toFixed(0)} ms, max ${Math.max(...fresh).toFixed(0)} ms (target ≤ 2,000)`
  );
}

async function reconnectBench(browser: Browser, baseUrl: string): Promise<void> {
  console.log(`4. back online → fresh match page (push history ${HISTORY} per channel):`);
  console.log(
    reconnectLine('inside the history window', await reconnectRun(browser, baseUrl, INSIDE_WINDOW, ROUNDS)),
  );
  console.log(
    reconnectLine('beyond the history window', await reconnectRun(browser, baseUrl, BEYOND_WINDOW, ROUNDS)),
  );
}

const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

async function main(): Promise<void> {
  // Feed control moves prices for the reconnect figures; the other parts do not use it.
  const server = await startBenchServer({ SIM_CONTROL: '1', PUSH_HISTORY_SIZE: String(HISTORY) });
  if (process.argv.includes('reconnect')) {
    try {
      const browser = await launch();
      try {
        await reconnectBench(browser, server.baseUrl);
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
    return;
  }
  let overBudget = false;
  try {
    const first = await firstLoadJs(server.baseUrl, '/');
    overBudget = first.bytes > FIRST_LOAD_BUDGET_BYTES;
    console.log(
      `1. first-load JS, home route: ${kb(first.bytes)} gzipped in ${first.files} files ` +
        `(budget ${kb(FIRST_LOAD_BUDGET_BYTES)}: ${overBudget ? 'OVER' : 'ok'})`,
    );

    const browser = await launch();
    try {
      const live = await liveUpdateRun(browser, server.baseUrl, 2000, 10);
      console.log(
        `2. live updates: ${live.updates} price updates in ${(live.elapsedMs / 1000).toFixed(1)} s to 1,000 prices ` +
          `(${Math.round(live.updates / (live.elapsedMs / 1000))}/s offered 2,000/s); ${live.frames} frames ` +
          `(${live.missedFrames} over 25 ms), ` +
          `p95 frame ${live.p95FrameMs.toFixed(1)} ms (target ≤ 16.7), max frame ${live.maxFrameMs.toFixed(1)} ms, ` +
          `long tasks ${live.longTasks} (longest ${live.longestTaskMs.toFixed(0)} ms; target none over 50 ms)`,
      );

      const matches = (await (
        await fetch(`${server.baseUrl}/api/sportsbook/v1/matches?match_status=0&type=match&limit=1`)
      ).json()) as { data: { slug: string; tournament: { sport: { key: string } } }[] };
      const m = matches.data[0];
      const paths = ['/', m ? `/${m.tournament.sport.key}/${m.slug}` : '/live'];
      for (const path of paths) {
        // A warm server, as in production: the first render of a route loads its modules.
        for (let i = 0; i < 3; i++) await fetch(`${server.baseUrl}${path}`).then((r) => r.arrayBuffer());
        let result: PageScore;
        try {
          result = { path, ...(await lighthouseScore(`${server.baseUrl}${path}`, CHROME)) };
        } catch (err) {
          console.log(
            `   lighthouse could not run (${(err as Error).message}); measuring with Chromium APIs`,
          );
          result = { path, ...(await chromiumVitals(browser, `${server.baseUrl}${path}`)) };
        }
        console.log(
          `3. ${result.tool} mobile ${path}: performance ${result.score ?? 'n/a'} (target ≥ 95); ` +
            `LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`,
        );
      }
      await reconnectBench(browser, server.baseUrl);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  if (overBudget) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
