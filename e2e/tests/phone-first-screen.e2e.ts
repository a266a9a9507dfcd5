import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ShellPage } from '../pages/shell-page';
import { screenshot } from '../support/artifacts';
import { suiteChromium } from '../support/browser-suite';
import { newContext, VIEWPORTS } from '../support/viewports';

const [, mobile] = VIEWPORTS;

/**
 * The events whose every price is on the first screen and not covered (by the cookie banner, the tab bar or
 * anything else drawn over them): an odds button counts when the element at its centre is the button itself.
 */
function eventsWithPricesInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('li.row')) as HTMLElement[];
    return rows.filter((row) => {
      const buttons = Array.from(row.querySelectorAll('button[data-outcome]')) as HTMLElement[];
      return (
        buttons.length > 0 &&
        buttons.every((b) => {
          const r = b.getBoundingClientRect();
          if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth)
            return false;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && b.contains(hit);
        })
      );
    }).length;
  });
}

/** Issue 33 item 4: on a 360×740 phone the first screen shows at least three events with their prices. */
describe('the first screen of a phone (360×740)', () => {
  const baseUrl = inject('baseUrl');
  const browser = suiteChromium();

  for (const fresh of [true, false]) {
    it(`home shows at least three events with prices ${fresh ? 'to a new visitor, consent banner up' : 'once the banner is answered'}`, async () => {
      const context = await newContext(browser(), mobile, { freshVisitor: fresh });
      try {
        const page = await context.newPage();
        // A new visitor's reminder is for later; the banner is what covers a first screen.
        await context.addInitScript(() =>
          window.localStorage.setItem('slipstream.signUpReminderSeen', 'e2e'),
        );
        const shell = new ShellPage(page, baseUrl, mobile);
        await shell.goto('/');
        if (fresh) await page.getByTestId('consent-banner').waitFor();
        await page.waitForSelector('li.row button[data-outcome]');
        const shown = await eventsWithPricesInView(page);
        await screenshot(page, `phone-first-screen-${fresh ? 'banner' : 'answered'}`);
        expect(shown).toBeGreaterThanOrEqual(3);
        // Every filter is still there, reachable in one scrolling row or behind the one control.
        expect(await page.getByTestId('home-sort').count()).toBe(1);
        expect(await page.getByTestId('home-date').count()).toBe(1);
        expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    });
  }
});
