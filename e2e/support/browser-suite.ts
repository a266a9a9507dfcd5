import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './browser';
import { newContext, type Viewport } from './viewports';

/** A Chromium launched before the suite's tests and closed after them, for suites that make their own contexts. */
export function suiteChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * Per-file browser lifecycle: one Chromium per file, a fresh context and page per test. Page errors
 * (uncaught exceptions) are collected so a test can assert none happened.
 */
export function browserSuite(viewport: Viewport) {
  const state = { baseUrl: inject('baseUrl'), browser: undefined as Browser | undefined };
  const current = { context: undefined as BrowserContext | undefined, page: undefined as Page | undefined };
  const pageErrors: string[] = [];
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    pageErrors.length = 0;
    current.context = await newContext(state.browser!, viewport);
    current.page = await current.context.newPage();
    current.page.on('pageerror', (err) => pageErrors.push(err.message));
  });
  afterEach(async () => {
    await current.context?.close();
  });
  return {
    /** The run's shared server (support/global-setup.ts); a file in the own-server group has none. */
    get baseUrl(): string {
      if (!state.baseUrl)
        throw new Error(
          'this file runs in the e2e-own group (support/file-groups.ts) but reads the shared server',
        );
      return state.baseUrl;
    },
    page: (): Page => current.page!,
    pageErrors: (): readonly string[] => pageErrors,
  };
}
