import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail, lastSmsCode } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

const LOG = 'server-required-fields.log';
const PASSWORD = 'required-password-1';
/** Seconds before the deposit reminder opens on this file's own server. */
const REMINDER_SECONDS = 2;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(
    {
      PLATFORM_REQUIRED_AUTH_FIELDS: 'nickname,mobile_phone',
      // New players are in the first status group (Bronze).
      DEPOSIT_REMINDER_GROUPS: 'Bronze',
      DEPOSIT_REMINDER_SECONDS: String(REMINDER_SECONDS),
    },
    LOG,
  );
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

let phoneCounter = 0;
/** A phone number of its own per test (E.164, German mobile range). */
const freshPhone = (): string =>
  `+49151${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneCounter++ % 10}`;

async function signUpByApi(account: AccountPage, tag: string): Promise<void> {
  const res = await account.page.context().request.post(`${server.baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email: freshEmail(tag), password: PASSWORD, currency: 'EUR' } },
  });
  if (res.status() !== 201) throw new Error(`sign up ${res.status()}: ${await res.text()}`);
}

for (const viewport of VIEWPORTS) {
  describe(`required profile fields at ${viewport.width} px`, () => {
    const suite = browserSuite(viewport);

    it('[AC15][AC17] the missed_auth_fields modal cannot be closed, saves the fields, then the phone is verified', async () => {
      const account = new AccountPage(suite.page(), server.baseUrl, viewport);
      const page = account.page;
      await signUpByApi(account, 'missed');
      await account.goto('/');
      const modal = account.modal('missed_auth_fields');
      await modal.waitFor();
      expect(await modal.getByLabel('Nickname').count()).toBe(1);
      expect(await modal.getByLabel('Mobile phone').count()).toBe(1);
      expect(await modal.getByLabel('First name').count()).toBe(0);
      // Not closable: no close button; Escape and the backdrop do nothing.
      expect(await modal.getByRole('button', { name: 'Close' }).count()).toBe(0);
      await modal.getByLabel('Nickname').focus();
      await page.keyboard.press('Escape');
      await page.mouse.click(3, 3);
      await page.waitForTimeout(300);
      expect(await modal.isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // The server judges the input: its errors appear beside their fields (keyboard only from here).
      await modal.getByLabel('Country of the number').fill('DE');
      await modal.getByLabel('Mobile phone').fill('12345');
      await page.keyboard.press('Enter');
      await modal.locator('[data-field-error="nickname"]').waitFor();
      expect(await modal.getByLabel('Nickname').getAttribute('aria-invalid')).toBe('true');
      await modal.getByLabel('Nickname').fill('Ace');
      await page.keyboard.press('Enter');
      await modal.locator('[data-field-error="phone_number"]').waitFor();
      const phone = freshPhone();
      await modal.getByLabel('Mobile phone').fill(phone);
      await page.keyboard.press('Enter');
      await modal.waitFor({ state: 'detached' });

      const verify = account.modal('phone_verification');
      await verify.getByText(`We sent a code to ${phone}.`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const code = await lastSmsCode(phone, LOG);
      const wrong = code === '000000' ? '111111' : '000000';
      await verify.getByLabel('Verification code').fill(wrong);
      await page.keyboard.press('Enter');
      await verify
        .locator('[data-field-error="code"]')
        .getByText('This code is wrong or has expired.')
        .waitFor();
      await verify.getByLabel('Verification code').fill(code);
      await page.keyboard.press('Enter');
      await verify.getByText(`Your phone number ${phone} is verified.`).waitFor();
      await verify.getByRole('button', { name: 'Close' }).click();
      await verify.waitFor({ state: 'detached' });
      // Saved on the server: a fresh page asks nothing.
      await account.goto('/');
      await page.getByTestId('balance').waitFor();
      await page.waitForTimeout(500);
      expect(await account.modal('missed_auth_fields').count()).toBe(0);
      expect(suite.pageErrors()).toEqual([]);
    });
  });
}

describe('deposit reminder', () => {
  const suite = browserSuite(VIEWPORTS[1]);

  it('[AC20] a player of a configured group gets the deposit modal after the delay, once a day (cookie)', async () => {
    const account = new AccountPage(suite.page(), server.baseUrl, VIEWPORTS[1]);
    const page = account.page;
    await signUpByApi(account, 'reminder');
    // The required fields are already given, so nothing else covers the page.
    const request = page.context().request;
    const csrf = (await page.context().cookies()).find((c) => c.name === 'slipstream_csrf')!.value;
    const headers = { 'x-csrf-token': csrf };
    expect(
      (
        await request.patch(`${server.baseUrl}/api/platform/player`, { data: { nickname: 'Rem' }, headers })
      ).status(),
    ).toBe(200);
    const phone = await request.post(`${server.baseUrl}/api/platform/player/phone`, {
      data: { phone_number: freshPhone(), phone_country: 'DE' },
      headers,
    });
    expect(phone.status()).toBe(200);

    const start = Date.now();
    await account.goto('/');
    const modal = account.modal('deposit');
    await modal.getByLabel(/Amount/).waitFor({ timeout: 15_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual((REMINDER_SECONDS - 1) * 1000);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'slipstream_deposit_reminder');
    expect(cookie?.value).toBe('1');
    // About a day (the browser counts Max-Age from when it was set).
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(86_000_000);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // Within the day: not again.
    await account.goto('/');
    await page.getByTestId('balance').waitFor();
    await page.waitForTimeout((REMINDER_SECONDS + 2) * 1000);
    expect(await modal.count()).toBe(0);
    expect(suite.pageErrors()).toEqual([]);
  });
});
