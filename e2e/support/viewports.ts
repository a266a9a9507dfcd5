import type { Browser, BrowserContext } from 'playwright-core';

/** The two layouts the issue names: desktop at 1280 px and mobile at 360 px (≤ 780 px is mobile). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, mobile: false },
  { name: 'mobile', width: 360, height: 740, mobile: true },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * A browser context at `viewport`. Unless `freshVisitor`, the cookie banner is already answered and the sign-up
 * reminder already seen (set before any page script runs), so neither covers what other tests click;
 * e2e/tests/surroundings.e2e.ts tests both with fresh visitors.
 */
export async function newContext(
  browser: Browser,
  viewport: Viewport,
  options: { freshVisitor?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  if (!options.freshVisitor)
    await context.addInitScript(() => {
      try {
        if (!document.cookie.includes('cookieConsent='))
          document.cookie = 'cookieConsent=rejected; Path=/; Max-Age=86400';
        window.localStorage.setItem('slipstream.signUpReminderSeen', 'e2e');
      } catch {
        // about:blank and opaque origins have no storage
      }
    });
  return context;
}
