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
