import type { Browser, BrowserContext } from 'playwright-core';

/** The two layouts the issue names: desktop at 1280 px and mobile at 360 px (≤ 780 px is mobile). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, mobile: false },
  { name: 'mobile', width: 360, height: 740, mobile: true },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export function newContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
}
