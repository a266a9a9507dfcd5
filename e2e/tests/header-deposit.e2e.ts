import { describe, expect, inject, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { suiteChromium } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { newContext, type Viewport } from '../support/viewports';

/** Every layout the header has: phone, the tablet widths either side of the mobile breakpoint, desktop. */
const WIDTHS: Viewport[] = [
  { name: 'mobile', width: 360, height: 740, mobile: true },
  { name: 'mobile', width: 780, height: 900, mobile: true },
  { name: 'desktop', width: 1024, height: 768, mobile: false },
  { name: 'desktop', width: 1280, height: 800, mobile: false },
] as Viewport[];

describe('Deposit beside the balance in the header', () => {
  const baseUrl = inject('baseUrl');
  const browser = suiteChromium();

  for (const viewport of WIDTHS) {
    it(`a signed-in player sees Deposit beside the balance at ${viewport.width} px and it opens the deposit`, async () => {
      const context = await newContext(browser(), viewport);
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const res = await context.request.post(`${baseUrl}/api/platform/users/sign_up`, {
          data: {
            user: { email: freshEmail('header-deposit'), password: 'header-deposit-1', currency: 'EUR' },
          },
        });
        expect(res.status()).toBe(201);
        const account = new AccountPage(page, baseUrl, viewport);
        await account.goto('/');
        const balance = page.getByTestId('balance');
        await balance.waitFor({ timeout: 15_000 });
        const deposit = page.locator('header').getByTestId('header-deposit');
        // Visible without opening any menu, inside the viewport, on the balance's row.
        await deposit.waitFor({ state: 'visible', timeout: 10_000 });
        const [d, b] = [(await deposit.boundingBox())!, (await balance.boundingBox())!];
        expect(d.x).toBeGreaterThanOrEqual(0);
        expect(d.x + d.width).toBeLessThanOrEqual(viewport.width);
        expect(d.y < b.y + b.height && b.y < d.y + d.height).toBe(true);
        expect(d.height).toBeGreaterThanOrEqual(24);
        expect(await account.horizontalOverflow()).toBeLessThanOrEqual(0);
        expect((await deposit.getAttribute('aria-label')) ?? (await deposit.textContent())).toMatch(
          /Deposit/,
        );
        // The operator offers quick deposit (config/operator.default.json): the header's Deposit opens it.
        await deposit.click();
        await account.modal('quick_deposit').waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `header-deposit-${viewport.width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
