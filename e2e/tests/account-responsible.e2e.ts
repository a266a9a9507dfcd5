import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

const PASSWORD = 'reality-password-1';
/** The operator's reality-check interval on this file's own server (the product default is an hour). */
const INTERVAL_SECONDS = 4;

async function signUpByApi(account: AccountPage, baseUrl: string, email: string): Promise<void> {
  const res = await account.page.context().request.post(`${baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email, password: PASSWORD, currency: 'EUR' } },
  });
  if (res.status() !== 201) throw new Error(`sign up ${res.status()}: ${await res.text()}`);
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(
    { PLATFORM_REALITY_CHECK_SECONDS: String(INTERVAL_SECONDS) },
    'server-reality-check.log',
  );
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

for (const viewport of VIEWPORTS) {
  describe(`reality check at ${viewport.width} px`, () => {
    const suite = browserSuite(viewport);

    it('[AC10] a short reality-check interval shows the modal; continue moves the next one on, leave signs out', async () => {
      const account = new AccountPage(suite.page(), server.baseUrl, viewport);
      await signUpByApi(account, server.baseUrl, freshEmail('reality'));
      await account.goto('/');
      const modal = account.page.getByTestId('reality-check-modal');
      await modal.waitFor({ timeout: 15_000 });
      const played = await modal.getByTestId('reality-check-played').textContent();
      expect(played).toMatch(/^00:00:\d\d$/);
      expect(Number(played!.slice(-2))).toBeGreaterThanOrEqual(INTERVAL_SECONDS - 1);
      await modal.getByText('No bets yet').waitFor();
      expect(await seriousViolations(account.page)).toEqual([]);
      const overflow = await account.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      const shownAt = Date.now();
      await modal.getByRole('button', { name: 'Continue playing' }).click();
      await modal.waitFor({ state: 'detached' });
      await modal.waitFor({ timeout: 15_000 });
      // The next reminder counts from the "continue", not from the first one.
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual((INTERVAL_SECONDS - 1) * 1000);
      await modal.getByRole('button', { name: 'Leave and sign out' }).click();
      await account.page.getByTestId('sign-in').waitFor();
      expect(await account.page.getByTestId('balance').count()).toBe(0);
      expect(suite.pageErrors()).toEqual([]);
    });
  });
}

describe('reality check across tabs', () => {
  const suite = browserSuite(VIEWPORTS[0]);

  it('[AC11] the reminder answered in one tab closes in the other (BroadcastChannel)', async () => {
    const first = new AccountPage(suite.page(), server.baseUrl, VIEWPORTS[0]);
    await signUpByApi(first, server.baseUrl, freshEmail('reality-tabs'));
    await first.goto('/');
    const second = await first.page.context().newPage();
    await second.goto(`${server.baseUrl}/`);
    const inFirst = first.page.getByTestId('reality-check-modal');
    const inSecond = second.getByTestId('reality-check-modal');
    await inFirst.waitFor({ timeout: 15_000 });
    await inSecond.waitFor({ timeout: 15_000 });
    await inFirst.getByRole('button', { name: 'Continue playing' }).click();
    await inSecond.waitFor({ state: 'detached', timeout: 3_000 });
    await second.close();
  });
});

for (const viewport of VIEWPORTS) {
  describe(`alerts at ${viewport.width} px`, () => {
    const suite = browserSuite(viewport);

    it('[AL2] an offline alert shows while the network is gone, bottom centre, and a click closes it', async () => {
      const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
      await account.goto('/');
      const page = account.page;
      // The alert host loads after hydration with the account modals.
      await page.locator('.app-alerts').waitFor({ state: 'attached' });
      const alert = page.getByTestId('app-alert');
      await page.context().setOffline(true);
      await alert.getByText('No connection').waitFor();
      const box = (await alert.boundingBox())!;
      const size = page.viewportSize()!;
      expect(Math.abs(box.x + box.width / 2 - size.width / 2)).toBeLessThanOrEqual(2);
      expect(size.height - (box.y + box.height)).toBeLessThanOrEqual(40);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(page)).toEqual([]);
      // It stays while offline (it is not one of the 5-second alerts), and leaves when the network is back.
      await page.waitForTimeout(5_500);
      expect(await alert.count()).toBe(1);
      await page.context().setOffline(false);
      await alert.waitFor({ state: 'detached' });
      await page.context().setOffline(true);
      await alert.waitFor();
      await alert.click();
      await alert.waitFor({ state: 'detached' });
      await page.context().setOffline(false);
    });
  });
}
