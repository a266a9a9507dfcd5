import type { Locator } from 'playwright-core';
import { ShellPage } from './shell-page';

/** The account modals and pages: sign up, password reset, deposits. */
export class AccountPage extends ShellPage {
  modal(kind: string): Locator {
    return this.page.getByTestId(`account-modal-${kind}`);
  }

  /** Fills and sends the sign-up form in `scope` (the modal or the page). */
  async signUp(scope: Locator, email: string, password: string, currency = 'EUR'): Promise<void> {
    await scope.getByLabel('E-mail').fill(email);
    await scope.getByLabel('Password', { exact: true }).fill(password);
    await scope.getByLabel('Currency').selectOption(currency);
    await scope.getByRole('button', { name: 'Create account' }).click();
  }

  /** The account menu's Deposit, the amount, then the demo provider's page and its answer. */
  async depositThroughProvider(amount: string, result: 'success' | 'error' | 'pending'): Promise<void> {
    await this.page.getByTestId('account-button').click();
    await this.page.getByTestId('menu-deposit').click();
    const modal = this.modal('deposit');
    await modal.getByLabel(/Amount/).fill(amount);
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await this.page.waitForURL(/\/api\/platform\/payments\/demo\//);
    await this.page.locator(`button[data-result="${result}"]`).click();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/api/'));
    await this.hydrated();
    await this.page.getByTestId('deposit-result').waitFor();
  }
}
