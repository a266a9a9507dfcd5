import { describe, expect, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { SlipPage } from '../pages/slip-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { newContext, VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];

type Suite = ReturnType<typeof browserSuite>;

/** A new player signed up over the API in the suite's page, which is handed back as an account page. */
async function signedUp(suite: Suite, email: string, password: string): Promise<AccountPage> {
  const first = new AccountPage(suite.page(), suite.baseUrl, desktop);
  const res = await first.page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email, password, currency: 'EUR' } },
  });
  expect(res.status()).toBe(201);
  return first;
}

/** `use` on another device: a page of a fresh browser context with nothing stored, closed afterwards. */
async function onAnotherDevice(suite: Suite, use: (second: AccountPage) => Promise<void>): Promise<void> {
  const other = await newContext(suite.page().context().browser()!, desktop);
  try {
    await use(new AccountPage(await other.newPage(), suite.baseUrl, desktop));
  } finally {
    await other.close();
  }
}

describe('settings follow the player (desktop)', () => {
  const suite = browserSuite(desktop);

  it("[AC9] the odds format chosen in one browser context is the player's in another", async () => {
    const email = freshEmail('settings');
    const password = 'settings-password-1';
    const first = await signedUp(suite, email, password);
    await first.goto('/');
    await first.page.getByTestId('balance').waitFor();
    const saved = first.page.waitForResponse(
      (r) => r.url().endsWith('/api/sportsbook/v1/settings') && r.request().method() === 'POST',
    );
    await first.page.getByTestId('odds-format').selectOption('american');
    expect((await saved).status()).toBe(200);

    // Another device: a fresh context with nothing stored, signing in through the modal.
    await onAnotherDevice(suite, async (second) => {
      await second.goto('/');
      expect(await second.page.getByTestId('odds-format').inputValue()).toBe('decimal');
      await second.page.getByTestId('sign-in').click();
      const modal = second.page.getByTestId('sign-in-modal');
      await modal.getByLabel('E-mail').fill(email);
      await modal.getByLabel('Password').fill(password);
      await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
      await second.page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="odds-format"]') as HTMLSelectElement | null)?.value ===
          'american',
        null,
        { timeout: 15_000 },
      );
    });
  });
});

describe('quick stakes follow the player', () => {
  const suite = browserSuite(desktop);

  it("[AC13] quick stakes saved on the profile page in one browser context are the player's in another", async () => {
    const email = freshEmail('stakes');
    const password = 'stakes-password-1';
    const first = await signedUp(suite, email, password);
    await first.goto('/profile');
    const form = first.page.getByTestId('quick-stakes-form');
    await form.waitFor();
    await form.getByLabel('Quick stake 2').fill('2.5');
    await form.getByRole('button', { name: 'Save quick stakes' }).click();
    await form.getByText('Enter a whole amount (digits only).').waitFor();
    expect(await form.getByLabel('Quick stake 2').getAttribute('aria-invalid')).toBe('true');
    for (const [i, v] of ['3', '7', '15', '40'].entries())
      await form.getByLabel(`Quick stake ${i + 1}`).fill(v);
    await form.getByRole('button', { name: 'Save quick stakes' }).click();
    await form.getByText('Your quick stakes are saved.').waitFor();
    expect(await seriousViolations(first.page)).toEqual([]);

    await onAnotherDevice(suite, async (second) => {
      const signIn = await second.page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_in`, {
        data: { user: { email, password } },
      });
      expect(signIn.status()).toBe(200);
      await second.goto('/profile');
      const again = second.page.getByTestId('quick-stakes-form');
      await again.waitFor();
      const values = [];
      for (let i = 0; i < 4; i++) values.push(await again.getByTestId(`quick-stake-${i}`).inputValue());
      expect(values).toEqual(['3', '7', '15', '40']);
    });
  });
});

describe('accept mode follows the player', () => {
  const suite = browserSuite(desktop);

  it("[AC13] the odds accept mode chosen in one browser context is the player's in another", async () => {
    const email = freshEmail('accept');
    const password = 'accept-password-1';
    const first = await signedUp(suite, email, password);
    await first.goto('/');
    await first.page.getByTestId('balance').waitFor();
    await new SlipPage(first.page, suite.baseUrl, desktop).openTab('BET_SLIP');
    const select = first.page.getByTestId('accept-mode');
    await select.waitFor();
    expect(await select.inputValue()).not.toBe('any');
    const saved = first.page.waitForResponse(
      (r) => r.url().endsWith('/api/sportsbook/v1/settings') && r.request().method() === 'POST',
    );
    await select.selectOption('any');
    expect((await saved).status()).toBe(200);

    await onAnotherDevice(suite, async (second) => {
      const signIn = await second.page.context().request.post(`${suite.baseUrl}/api/platform/users/sign_in`, {
        data: { user: { email, password } },
      });
      expect(signIn.status()).toBe(200);
      await second.goto('/');
      await second.page.getByTestId('balance').waitFor();
      await new SlipPage(second.page, suite.baseUrl, desktop).openTab('BET_SLIP');
      await second.page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="accept-mode"]') as HTMLSelectElement | null)?.value ===
          'any',
        null,
        { timeout: 15_000 },
      );
    });
  });
});
