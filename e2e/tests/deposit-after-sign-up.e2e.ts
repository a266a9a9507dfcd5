import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail, lastSmsCode } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

const LOG = 'server-deposit-after-sign-up.log';
const PASSWORD = 'deposit-after-1';
const [, mobile] = VIEWPORTS;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PLATFORM_REQUIRED_AUTH_FIELDS: 'nickname,mobile_phone' }, LOG);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

let phoneCounter = 0;
const freshPhone = (): string =>
  `+49152${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneCounter++ % 10}`;

/**
 * AC19 with AC15: "a deposit redirect is required after registration", also when the operator requires profile
 * fields first (PLATFORM_REQUIRED_AUTH_FIELDS). The new player gives them, verifies the phone (or puts that off),
 * and goes on to the deposit, not back to the home page with 0.00.
 */
describe('deposit after sign-up with required profile fields (360 px)', () => {
  const suite = browserSuite(mobile);

  async function signUpThroughForm(account: AccountPage): Promise<void> {
    await account.goto('/users/sign-up');
    const form = account.page.getByTestId('sign-up-form');
    await form.waitFor();
    await account.signUp(form, freshEmail('deposit-after'), PASSWORD);
  }

  async function giveFields(account: AccountPage): Promise<string> {
    const modal = account.modal('missed_auth_fields');
    await modal.waitFor({ timeout: 15_000 });
    await modal.getByLabel('Nickname').fill('Newbie');
    await modal.getByLabel('Country of the number').fill('DE');
    const phone = freshPhone();
    await modal.getByLabel('Mobile phone').fill(phone);
    await account.page.keyboard.press('Enter');
    await modal.waitFor({ state: 'detached', timeout: 10_000 });
    return phone;
  }

  it('[AC19][AC15] fields saved and phone verified: the deposit modal follows', async () => {
    const account = new AccountPage(suite.page(), server.baseUrl, mobile);
    await signUpThroughForm(account);
    const phone = await giveFields(account);
    const verify = account.modal('phone_verification');
    await verify.getByText(`We sent a code to ${phone}.`).waitFor();
    await verify.getByLabel('Verification code').fill(await lastSmsCode(phone, LOG));
    await account.page.keyboard.press('Enter');
    await verify.getByText(`Your phone number ${phone} is verified.`).waitFor();
    await verify.getByRole('button', { name: 'Close' }).click();
    const deposit = account.modal('deposit');
    await deposit.getByLabel(/Amount/).waitFor({ timeout: 10_000 });
    expect(await seriousViolations(account.page)).toEqual([]);
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[AC19][AC15] phone verification put off: the deposit modal still follows', async () => {
    const account = new AccountPage(suite.page(), server.baseUrl, mobile);
    await signUpThroughForm(account);
    await giveFields(account);
    const verify = account.modal('phone_verification');
    await verify.getByLabel('Verification code').waitFor();
    await verify.getByRole('button', { name: 'Close' }).click();
    await account
      .modal('deposit')
      .getByLabel(/Amount/)
      .waitFor({ timeout: 10_000 });
    expect(suite.pageErrors()).toEqual([]);
  });
});
