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

  /**
   * The account menu's Deposit, the amount, then the demo provider's page inside the modal's frame and its
   * answer; waits for the result the modal reads from the frame (AC18).
   */
  async depositThroughProvider(amount: string, result: 'success' | 'error' | 'pending'): Promise<void> {
    await this.page.getByTestId('account-button').click();
    await this.page.getByTestId('menu-deposit').click();
    await this.depositInModal(amount, result);
  }

  /** In the open deposit modal: the amount, the provider's page in the frame, its answer, the result. */
  async depositInModal(amount: string, result: 'success' | 'error' | 'pending'): Promise<void> {
    const modal = this.modal('deposit');
    await modal.getByLabel(/Amount/).fill(amount);
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    const frame = modal.getByTestId('deposit-frame');
    await frame.waitFor();
    await modal.frameLocator('iframe').locator(`button[data-result="${result}"]`).click();
    await modal.getByTestId('deposit-result').waitFor();
  }
}
