import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];
const mobile = VIEWPORTS[1];
const PASSWORD = 'break-password-1';
const CLOSED = 'Betting and deposits are closed on your account while your break or self-exclusion lasts.';

async function signUpOrIn(account: AccountPage, baseUrl: string, email: string): Promise<void> {
  const request = account.page.context().request;
  const up = await request.post(`${baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email, password: PASSWORD, currency: 'EUR' } },
  });
  if (up.status() === 201) return;
  // A retried test meets its own account from the first try.
  const signIn = await request.post(`${baseUrl}/api/platform/users/sign_in`, {
    data: { user: { email, password: PASSWORD } },
  });
  if (signIn.status() !== 200) throw new Error(`sign up ${up.status()}, sign in ${signIn.status()}`);
}

const overflow = (account: AccountPage) =>
  account.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('take a break (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[SX8][SX4] a break taken with the keyboard on the responsible-play page closes betting and deposits, and every page says until when', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, desktop);
    await signUpOrIn(account, suite.baseUrl, freshEmail('break'));
    await account.goto('/');
    await account.depositThroughProvider('50', 'success');
    await account.page.keyboard.press('Escape');

    await account.goto('/profile/limits');
    const panel = account.page.getByTestId('exclusion-panel');
    await panel.waitFor();
    // Keyboard only: focus the choice and press Enter; the confirmation says what happens before anything does.
    const choice = panel.getByRole('button', { name: 'Take a break: 24 hours' });
    await choice.focus();
    await account.page.keyboard.press('Enter');
    const confirm = account.page.getByTestId('exclusion-confirm');
    await confirm.waitFor();
    await confirm.getByText(/you will not be able to bet, deposit, redeem promo codes/).waitFor();
    await confirm.getByText(/open bets settle and pay as usual/).waitFor();
    await confirm.getByText('It cannot be shortened or ended early.').waitFor();
    expect(await account.page.getByRole('dialog', { name: 'Take a break: 24 hours' }).count()).toBe(1);
    expect(await seriousViolations(account.page)).toEqual([]);
    // Escape leaves it untaken.
    await account.page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await account.page.getByTestId('exclusion-notice').count()).toBe(0);

    await choice.focus();
    await account.page.keyboard.press('Enter');
    await confirm.getByTestId('exclusion-confirm-submit').focus();
    await account.page.keyboard.press('Enter');
    await account.page.getByTestId('exclusion-started').waitFor();
    const notice = account.page.getByTestId('exclusion-notice');
    await notice.getByText(/You are taking a break until/).waitFor();
    expect(await notice.getAttribute('role')).toBe('status');
    await panel.getByTestId('exclusion-current').waitFor();
    expect(await seriousViolations(account.page)).toEqual([]);
    await screenshot(account.page, 'take-a-break-desktop');

    // Betting: the slip shows the refusal; no money moves.
    const list = await api.matches('match_status=0&type=match&sport_key=soccer&limit=60');
    const m = list.filter((x) => x.main_market?.status === 1 && x.main_market.outcomes.length >= 3)[5]!;
    const slip = new SlipPage(account.page, suite.baseUrl, desktop);
    await slip.goto(`/${m.tournament.sport.key}/${m.slug}`);
    await account.page.getByTestId('exclusion-notice').waitFor();
    await slip.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    await slip.setStake(0, '5');
    await slip.placeButton().click();
    await account.page.getByText(CLOSED).first().waitFor({ timeout: 15_000 });
    expect(await slip.waitForBalance((b) => b === 5000)).toBe(5000);

    // Deposits: the form shows the same.
    await account.goto('/#deposit');
    const modal = account.modal('deposit');
    await modal.getByLabel(/Amount/).fill('10');
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await modal.getByText(CLOSED).waitFor();
    expect(await modal.getByTestId('deposit-frame').count()).toBe(0);
    expect(suite.pageErrors()).toEqual([]);
  });
});

describe('self-exclusion register and the notice at 360 px, light theme', () => {
  const suite = browserSuite(mobile);

  it('[SX7][SX8] a player on the demo register signs in, sees the register notice, and the page fits the screen', async () => {
    const account = new AccountPage(suite.page(), suite.baseUrl, mobile);
    await signUpOrIn(account, suite.baseUrl, 'excluded@example.com');
    await account.goto('/');
    await account.page.getByRole('button', { name: /Switch theme/ }).click();
    expect(await account.page.getAttribute('html', 'data-theme')).toBe('light');
    const notice = account.page.getByTestId('exclusion-notice');
    await notice.getByText(/on a self-exclusion register/).waitFor();
    await notice.getByTestId('exclusion-notice-link').click();
    await account.page.getByTestId('exclusion-panel').waitFor();
    await account.page
      .getByTestId('exclusion-current')
      .getByText(/on a self-exclusion register/)
      .waitFor();
    expect(await seriousViolations(account.page)).toEqual([]);
    expect(await overflow(account)).toBeLessThanOrEqual(0);
    // The confirmation fits at 360 px too.
    await account.page.getByTestId('exclusion-self_exclusion-6m').click();
    const confirm = account.page.getByTestId('exclusion-confirm');
    await confirm.getByText(/stays closed until you confirm that you want to return/).waitFor();
    expect(await overflow(account)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(account.page)).toEqual([]);
    await screenshot(account.page, 'take-a-break-register-360-light');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(suite.pageErrors()).toEqual([]);
  });
});
