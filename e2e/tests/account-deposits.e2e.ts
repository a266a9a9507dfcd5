import { describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { SlipPage } from '../pages/slip-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { VIEWPORTS } from '../support/viewports';

async function signUpByApi(account: AccountPage, baseUrl: string, tag: string): Promise<void> {
  const res = await account.page.context().request.post(`${baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email: freshEmail(tag), password: 'deposit-password-1', currency: 'EUR' } },
  });
  if (res.status() !== 201) throw new Error(`sign up ${res.status()}: ${await res.text()}`);
}

const noOverflow = (account: AccountPage) =>
  account.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of VIEWPORTS) {
  describe(`deposits at ${viewport.width} px`, () => {
    const suite = browserSuite(viewport);

    it('[AC18][DP2] the deposit modal shows the provider in a frame: error, then pending polled until it succeeds', async () => {
      const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
      await signUpByApi(account, suite.baseUrl, 'frame');
      await account.goto('/');
      await account.page.getByTestId('balance').waitFor();
      const slip = new SlipPage(account.page, suite.baseUrl, viewport);

      await account.page.getByTestId('account-button').click();
      await account.page.getByTestId('menu-deposit').click();
      const modal = account.modal('deposit');
      await modal.getByLabel(/Amount/).fill('20');
      await modal.getByRole('button', { name: 'Continue to payment' }).click();
      await modal.getByTestId('deposit-frame').waitFor();
      const frame = modal.frameLocator('iframe');
      await frame.getByText('Deposit of 20.00 EUR').waitFor();
      expect(await seriousViolations(account.page)).toEqual([]);
      expect(await noOverflow(account)).toBeLessThanOrEqual(0);
      await frame.locator('button[data-result="error"]').click();
      const result = modal.getByTestId('deposit-result');
      await result.getByText('The deposit failed. No money was taken.').waitFor();
      expect(await result.getAttribute('data-result')).toBe('error');
      // The page itself never left: the frame came back, not the window.
      expect(account.page.url()).toBe(`${suite.baseUrl}/`);

      await modal.getByRole('button', { name: 'Make a deposit' }).click();
      await account.depositInModal('10.42', 'pending');
      expect(await result.getAttribute('data-result')).toBe('pending');
      await modal.getByText('Checking the payment with the provider…').waitFor();
      expect(await seriousViolations(account.page)).toEqual([]);
      // The demo provider decides a pending deposit after DEMO_DEPOSIT_PENDING_SECONDS (5): the poll shows it.
      await modal
        .locator('[data-testid="deposit-result"][data-result="success"]')
        .waitFor({ timeout: 20_000 });
      await modal.getByText('Your deposit was received.').waitFor();
      expect(await slip.waitForBalance((b) => b === 1042)).toBe(1042);
      await account.page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      expect(suite.pageErrors()).toEqual([]);
    });

    it('[AC18][DP1][DP2] quick deposit: success, error and pending each with its alert; pending polled to its end', async () => {
      const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
      await signUpByApi(account, suite.baseUrl, 'quick');
      await account.goto('/');
      await account.page.getByTestId('balance').waitFor();
      const slip = new SlipPage(account.page, suite.baseUrl, viewport);
      const alert = account.page.getByTestId('app-alert');
      const open = async () => {
        await account.page.getByTestId('account-button').click();
        await account.page.getByTestId('menu-quick-deposit').click();
        return account.modal('quick_deposit');
      };

      let modal = await open();
      const form = modal.getByTestId('quick-deposit-form');
      await form.waitFor();
      expect(await seriousViolations(account.page)).toEqual([]);
      await form.getByRole('button', { name: 'Deposit now' }).click();
      await form.locator('[data-field-error="amount"]').waitFor();
      await form.getByLabel(/Amount/).fill('15');
      await form.getByRole('button', { name: 'Deposit now' }).click();
      const result = modal.getByTestId('quick-deposit-result');
      expect(await result.getAttribute('data-result')).toBe('success');
      await alert.getByText('Deposit received').waitFor();
      expect(await slip.waitForBalance((b) => b === 1500)).toBe(1500);
      await alert.click();
      await alert.waitFor({ state: 'detached' });

      await modal.getByRole('button', { name: 'Make another deposit' }).click();
      await modal.getByLabel(/Amount/).fill('10.13');
      await modal.getByRole('button', { name: 'Deposit now' }).click();
      await alert.getByText('Deposit failed').waitFor();
      expect(await result.getAttribute('data-result')).toBe('error');
      await alert.click();
      await account.page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // Pending, then (amount ending in 43) an error: the end is told by its own alert, the modal closed or not.
      modal = await open();
      await modal.getByLabel(/Amount/).fill('10.43');
      await modal.getByRole('button', { name: 'Deposit now' }).click();
      await alert.getByText('Deposit pending').waitFor();
      expect(await modal.getByTestId('quick-deposit-result').getAttribute('data-result')).toBe('pending');
      expect(await seriousViolations(account.page)).toEqual([]);
      expect(await noOverflow(account)).toBeLessThanOrEqual(0);
      await account.page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await alert.getByText('Deposit failed').waitFor({ timeout: 20_000 });
      expect(await slip.waitForBalance((b) => b === 1500)).toBe(1500);
      expect(suite.pageErrors()).toEqual([]);
    });
  });
}
