import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail, lastEmailLink } from '../support/outbox';
import { VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];
const PASSWORD = 'first-password-1';

async function openMatch(api: Api): Promise<WireMatch> {
  const list = await api.matches('match_status=0&type=match&sport_key=soccer&limit=60');
  const open = list.filter((m) => m.main_market?.status === 1 && m.main_market.outcomes.length >= 3);
  const m = open[open.length - 1];
  if (!m) throw new Error('no open prematch match');
  return m;
}

describe('player account journeys (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[AC3][AC19] sign up → the deposit modal → confirm through the e-mailed link → deposit with the demo provider in the frame → place a bet', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, desktop);
    const email = freshEmail('signup');
    await account.goto('/');
    await account.page.getByTestId('sign-up').click();
    await account.page.waitForURL(/\/users\/sign-up$/);
    const form = account.page.getByTestId('sign-up-form');
    await form.waitFor();
    // The server judges the input: its field errors appear beside their fields.
    await account.signUp(form, 'not-an-email', 'short');
    await form.locator('[data-field-error="email"]').waitFor();
    expect(await form.locator('[data-field-error="password"]').textContent()).toMatch(/8 characters/);
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await account.signUp(form, email, PASSWORD);
    // AC19: registration goes straight on to the deposit modal, which says where the confirmation link went.
    await account.modal('deposit').getByText(`We sent a confirmation link to ${email}`).waitFor();
    await account
      .modal('deposit')
      .getByLabel(/Amount/)
      .waitFor();
    expect(await seriousViolations(account.page)).toEqual([]);
    await account.page.getByTestId('balance').waitFor();

    const link = await lastEmailLink(email, /Confirm/);
    expect(link).toMatch(/^\/users\/confirmation\?confirmation_token=/);
    await account.goto(link);
    await account.page.getByText('your e-mail is confirmed').waitFor();
    expect(account.page.url()).not.toContain('token');
    expect(await seriousViolations(account.page)).toEqual([]);

    await account.depositThroughProvider('25', 'success');
    expect(await account.page.getByTestId('deposit-result').getAttribute('data-result')).toBe('success');
    expect(await seriousViolations(account.page)).toEqual([]);
    expect(account.page.url()).not.toContain('deposit_result');
    await account.page.keyboard.press('Escape');
    const slip = new SlipPage(account.page, suite.baseUrl, desktop);
    expect(await slip.waitForBalance((b) => b === 2500)).toBe(2500);

    const m = await openMatch(api);
    await slip.goto(`/${m.tournament.sport.key}/${m.slug}`);
    await slip.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    await slip.setStake(0, '10');
    const ids = await slip.place();
    expect(ids).toHaveLength(1);
    expect(await slip.waitForBalance((b) => b === 1500)).toBe(1500);
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[AC3] forgot password → reset through the e-mailed link → sign in with the new password', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, desktop);
    const email = freshEmail('reset');
    const res = await fetch(`${suite.baseUrl}/api/platform/users/sign_up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password: PASSWORD, currency: 'EUR' } }),
    });
    expect(res.status).toBe(201);

    await account.goto('/');
    await account.page.getByTestId('sign-in').click();
    await account.page
      .getByTestId('sign-in-modal')
      .getByRole('button', { name: 'Forgot your password?' })
      .click();
    const forgot = account.modal('forgot_password');
    await forgot.getByLabel('E-mail').fill(email);
    expect(await seriousViolations(account.page)).toEqual([]);
    await forgot.getByRole('button', { name: 'Send instructions' }).click();
    await forgot.getByText(`If an account exists for ${email}`).waitFor();

    const link = await lastEmailLink(email, /Reset/);
    expect(link).toMatch(/^\/users\/password\/edit\?reset_password_token=/);
    await account.goto(link);
    const edit = account.page.getByTestId('edit_password-form');
    await edit.waitFor();
    expect(account.page.url()).not.toContain('token');
    await edit.waitFor();
    expect(await seriousViolations(account.page)).toEqual([]);
    await edit.getByLabel('New password', { exact: true }).fill('second-password-2');
    await edit.getByLabel('Repeat the new password').fill('second-password-X');
    await edit.getByRole('button', { name: 'Change password' }).click();
    await edit.locator('[data-field-error="password_confirmation"]').waitFor();
    await edit.getByLabel('Repeat the new password').fill('second-password-2');
    await edit.getByRole('button', { name: 'Change password' }).click();
    await account.page
      .getByText('Your password was changed')
      .waitFor({ timeout: 5000 })
      .catch(async (e: unknown) => {
        console.log('DEBUG', await account.page.locator('body').innerText());
        throw e;
      });
    await account.page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();

    const modal = account.page.getByTestId('sign-in-modal');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Password').fill(PASSWORD);
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await modal.getByText('Wrong e-mail or password.').waitFor();
    await modal.getByLabel('Password').fill('second-password-2');
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    await account.page.getByTestId('balance').waitFor();
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[AC1] ?modal= and the hash open account modals; a 401 signs out locally with the session-expired prompt', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, desktop);
    await account.goto('/?modal=sign_up');
    await account.modal('sign_up').waitFor();
    expect(account.page.url()).toBe(`${suite.baseUrl}/`);
    expect(await seriousViolations(account.page)).toEqual([]);
    await account.page.keyboard.press('Escape');
    await account.page.evaluate(() => (window.location.hash = 'resend_confirmation_instructions'));
    await account.modal('resend_confirmation_instructions').waitFor();
    await account.page.keyboard.press('Escape');

    const email = freshEmail('expire');
    await account.signUp(
      await (async () => {
        await account.page.evaluate(() => (window.location.hash = 'sign_up'));
        return account.modal('sign_up');
      })(),
      email,
      PASSWORD,
    );
    await account.page.getByTestId('balance').waitFor();
    // The server session ends behind the page's back (another tab signed out): the next call answers 401.
    const csrf = (await account.page.context().cookies()).find((c) => c.name === 'slipstream_csrf')!.value;
    await account.page.context().request.delete(`${suite.baseUrl}/api/platform/users/sign_out`, {
      headers: { 'x-csrf-token': csrf },
    });
    await account.page.context().addCookies([{ name: 'slipstream_csrf', value: csrf, url: suite.baseUrl }]);
    await account.page.evaluate(() => (window.location.hash = 'deposit'));
    await account
      .modal('deposit')
      .getByLabel(/Amount/)
      .fill('5');
    await account.modal('deposit').getByRole('button', { name: 'Continue to payment' }).click();
    const prompt = account.page.getByTestId('sign-in-modal');
    await prompt.getByText('Your session has expired').waitFor();
    expect(await account.page.getByTestId('sign-in').isVisible()).toBe(true);
    expect(suite.pageErrors()).toEqual([]);
  });
  it('[AC21] an activity ping after the session was revoked elsewhere signs out with the session-expired prompt', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, desktop);
    const page = account.page;
    const res = await page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_up`, {
      data: { user: { email: freshEmail('ping'), password: PASSWORD, currency: 'EUR' } },
    });
    expect(res.status()).toBe(201);
    await account.goto('/');
    await page.getByTestId('balance').waitFor();
    // Another browser holding the same session signs it out: this page still thinks it is signed in.
    const other = await page
      .context()
      .browser()!
      .newContext({ storageState: await page.context().storageState() });
    const csrf = (await page.context().cookies()).find((c) => c.name === 'slipstream_csrf')!.value;
    const out = await other.request.delete(`${suite.baseUrl}/api/platform/users/sign_out`, {
      headers: { 'x-csrf-token': csrf },
    });
    expect(out.status()).toBe(204);
    await other.close();
    const ping = page.waitForResponse(
      (r) => r.url().endsWith('/api/platform/player/activity_limit_track') && r.request().method() === 'POST',
    );
    // The page coming back into view pings at once rather than at the next 60-second turn.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const answer = await ping;
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe('unauthorized');
    const prompt = page.getByTestId('sign-in-modal');
    await prompt.getByText('Your session has expired').waitFor();
    expect(await page.getByTestId('activity-limit-text').count()).toBe(0);
    expect(await page.getByTestId('balance').count()).toBe(0);
    expect(suite.pageErrors()).toEqual([]);
  });
});

const FORMS = [
  '/?modal=sign_up',
  '/?modal=forgot_password',
  '/#resend_confirmation_instructions',
  '/#resend_unlock_instructions',
  '/users/sign-in',
  '/users/sign-up',
  '/users/password/new',
  '/users/confirmation',
];

describe.each(VIEWPORTS)('account forms at $name width', (viewport) => {
  const suite = browserSuite(viewport);

  it.each(FORMS)('[AC4] %s: no serious axe violation, nothing wider than the screen', async (path) => {
    const account = new AccountPage(suite.page(), suite.baseUrl, viewport);
    await account.goto(path);
    const form = account.page.locator('form[novalidate], [data-testid="sign-in-form"]').first();
    await form.waitFor();
    // The server's field errors show beside the fields (an empty submission).
    const submit = form.locator('button[type="submit"]');
    if ((await form.locator('input[name="email"]').count()) && !path.includes('sign-in')) {
      await submit.click();
      await form.locator('[data-field-error]').first().waitFor();
    }
    expect(await seriousViolations(account.page)).toEqual([]);
    const overflow = await account.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(suite.pageErrors()).toEqual([]);
  });
});
