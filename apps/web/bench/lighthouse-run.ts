import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';

export interface PageScore {
  path: string;
  tool: 'lighthouse' | 'chromium-apis';
  score: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Why Lighthouse gave no score (its runtime error, e.g. a page that did not paint in time). */
  error?: string;
}

/** Debian's Chromium, headless, for Lighthouse to drive. */
async function launchChrome(chromePath: string) {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** One Lighthouse run (performance only) on the Chromium at `port`: its run saved, its score and metrics. */
async function scoreOnce(
  url: string,
  port: number,
  flags: { additionalTraceCategories?: string; disableStorageReset?: boolean },
): Promise<Omit<PageScore, 'path'>> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    ...flags,
  });
  if (!result) throw new Error('lighthouse returned nothing');
  const { lhr } = result;
  saveRun(url, lhr, (result.artifacts as { Trace?: unknown }).Trace);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  const score = lhr.categories.performance?.score;
  return {
    tool: 'lighthouse',
    score: score === null || score === undefined ? null : Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * Lighthouse 12 (the last major that runs on Node 20) in its default mobile configuration (emulated
 * Moto G Power, simulated slow 4G and 4× CPU), performance category only, against Debian's Chromium.
 */
export async function lighthouseScore(url: string, chromePath: string): Promise<Omit<PageScore, 'path'>> {
  const chrome = await launchChrome(chromePath);
  try {
    // The JavaScript samples in the saved trace (slows the page: for reading where time goes, not scores).
    return await scoreOnce(
      url,
      chrome.port,
      process.env.LIGHTHOUSE_CPU_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {},
    );
  } finally {
    chrome.kill();
  }
}

/**
 * Repeat visits on a phone (SPEC.md PW2): one Chromium profile kept across Lighthouse runs (its storage and
 * caches not reset), so the first run installs the service worker and each later run is a returning player's
 * visit, the worker answering the build files. Returns the first run and the repeat runs.
 */
export async function lighthouseRepeatVisits(
  url: string,
  chromePath: string,
  repeats: number,
): Promise<{ first: Omit<PageScore, 'path'>; repeats: Omit<PageScore, 'path'>[] }> {
  const chrome = await launchChrome(chromePath);
  const run = () => scoreOnce(url, chrome.port, { disableStorageReset: true });
  try {
    const first = await run();
    const out: Omit<PageScore, 'path'>[] = [];
    for (let i = 0; i < repeats; i++) out.push(await run());
    return { first, repeats: out };
  } finally {
    chrome.kill();
  }
}

/**
 * With LIGHTHOUSE_SAVE=<dir>, each run's report (JSON) and trace (open it in Chrome DevTools' Performance panel)
 * are written there, named by page and time: where a score's TBT goes is read from them (LIGHTHOUSE_CPU_PROFILE=1
 * adds V8's samples to the trace, for which function a long task ran).
 */
function saveRun(url: string, lhr: unknown, trace: unknown): void {
  const dir = process.env.LIGHTHOUSE_SAVE;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  const name = `${page}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  writeFileSync(join(dir, `${name}.report.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/**
 * The closest measurement without Lighthouse: a 360 px mobile page under 4× CPU throttling (CDP), with
 * LCP and CLS from the PerformanceObserver APIs and TBT as the sum of long-task time over 50 ms.
 */
export async function chromiumVitals(browser: Browser, url: string): Promise<Omit<PageScore, 'path'>> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Plain JavaScript text: tsx's name-keeping helpers do not exist inside the page.
  await page.addInitScript(`
    window.__vitals = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver(function (l) {
      l.getEntries().forEach(function (e) { window.__vitals.lcp = e.startTime; });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver(function (l) {
      l.getEntries().forEach(function (e) { if (!e.hadRecentInput) window.__vitals.cls += e.value; });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver(function (l) {
      l.getEntries().forEach(function (e) { window.__vitals.tbt += Math.max(0, e.duration - 50); });
    }).observe({ type: 'longtask', buffered: true });
  `);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const v = (await page.evaluate('window.__vitals')) as { lcp: number; cls: number; tbt: number };
  await context.close();
  return { tool: 'chromium-apis', score: null, lcpMs: v.lcp, tbtMs: v.tbt, cls: v.cls };
}
