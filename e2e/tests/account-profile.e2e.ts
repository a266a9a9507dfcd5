import { describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail, lastEmailLink } from '../support/outbox';
import { VIEWPORTS } from '../support/viewports';

for (const viewport of VIEWPORTS) {
  describe(`profile page at ${viewport.width} px`, () => {
    const suite = browserSuite(viewport);

    it('[AC12] the account menu leads to the profile: display name, e-mail, comp points, status progress, password change', async () => {
      const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
      const email = freshEmail('profile');
      const res = await account.page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_up`, {
        data: { user: { email, password: 'profile-password-1', currency: 'EUR' } },
      });
      expect(res.status()).toBe(201);
      await account.goto('/');
      await account.page.getByTestId('account-button').click();
      await account.page.getByTestId('menu-profile').click();
      const page = account.page;
      await page.locator('[data-page-id="profile"]').waitFor();
      // No name or nickname: the display name falls back to the e-mail.
      await page.getByTestId('profile-display-name').getByText(email).waitFor();
      expect(await page.getByTestId('profile-email').textContent()).toBe(email);
      expect(await page.getByTestId('profile-phone').textContent()).toBe('Not given');
      expect(await page.getByTestId('profile-points').textContent()).toBe('0');
      expect(await page.getByTestId('profile-status').textContent()).toBe('Bronze');
      expect(await page.getByTestId('profile-progress').getAttribute('value')).toBe('0');
      await page.getByText('1,000 comp points to Silver').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByTestId('profile-password-change').click();
      await page.getByText(`We sent the link to ${email}.`).waitFor();
      expect(await lastEmailLink(email, /Reset/)).toContain('reset_password_token=');
      expect(suite.pageErrors()).toEqual([]);
    });
  });
}

describe('password change on the profile page (360 px)', () => {
  const viewport = VIEWPORTS[1];
  const suite = browserSuite(viewport);

  it('[AC16] a wrong current password is shown beside its field; the right one changes the password', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
    const page = account.page;
    const email = freshEmail('password-change');
    const res = await page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_up`, {
      data: { user: { email, password: 'profile-password-1', currency: 'EUR' } },
    });
    expect(res.status()).toBe(201);
    await account.goto('/profile');
    const form = page.getByTestId('password-change-form');
    await form.waitFor();
    await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('profile-password-2');
    await form.getByLabel('Repeat the new password').fill('profile-password-2');
    await page.keyboard.press('Enter');
    await form
      .locator('[data-field-error="current_password"]')
      .getByText('This is not your current password.')
      .waitFor();
    expect(await form.getByLabel('Current password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Current password', { exact: true }).fill('profile-password-1');
    await form.getByLabel('New password', { exact: true }).fill('profile-password-2');
    await form.getByLabel('Repeat the new password').fill('profile-password-2');
    await page.keyboard.press('Enter');
    await form.getByText('Your password was changed.').waitFor();
    // Still signed in here; the new password is the one that works.
    await page.getByTestId('balance').waitFor();
    const fresh = await page.context().browser()!.newContext();
    try {
      const old = await fresh.request.post(`${suite.baseUrl}/api/platform/users/sign_in`, {
        data: { user: { email, password: 'profile-password-1' } },
      });
      expect(old.status()).toBe(401);
      const now = await fresh.request.post(`${suite.baseUrl}/api/platform/users/sign_in`, {
        data: { user: { email, password: 'profile-password-2' } },
      });
      expect(now.status()).toBe(200);
    } finally {
      await fresh.close();
    }
    expect(suite.pageErrors()).toEqual([]);
  });
});
