import { describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { VIEWPORTS } from '../support/viewports';

describe.each(VIEWPORTS)('wallet at $name width', (viewport) => {
  const suite = browserSuite(viewport);

  it('[AC8] a second currency account is opened and switched to; the header follows', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
    const res = await account.page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_up`, {
      data: { user: { email: freshEmail('wallet'), password: 'wallet-password-1', currency: 'EUR' } },
    });
    expect(res.status()).toBe(201);
    await account.goto('/');
    await account.page.getByTestId('account-button').click();
    await account.page.getByTestId('menu-wallet').click();
    const list = account.page.getByTestId('wallet-accounts');
    await list.locator('[data-currency="EUR"]').getByTestId('wallet-current').waitFor();
    expect(await seriousViolations(account.page)).toEqual([]);

    const open = account.page.getByTestId('open-account-form');
    await open.getByLabel('Currency').selectOption('USD');
    await open.getByRole('button', { name: 'Open account' }).click();
    await account.page.getByText('Your USD account is open.').waitFor();
    await list.locator('[data-currency="USD"]').getByRole('button', { name: 'Bet in USD' }).click();
    await list.locator('[data-currency="USD"]').getByTestId('wallet-current').waitFor();
    await account.page.getByTestId('balance').filter({ hasText: 'USD' }).waitFor();
    const overflow = await account.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(suite.pageErrors()).toEqual([]);
  });
});
