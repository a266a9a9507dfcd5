import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

// A page that is not built does not ship, and no page tells players about the work plan.
describe('pages that are not built', () => {
  const suite = browserSuite(VIEWPORTS[1]);

  it('favourites asks a visitor to sign in with the sign-in dialog, not a link to a placeholder', async () => {
    const page = suite.page();
    await page.goto(`${suite.baseUrl}/favorites`);
    // Hydrated: the push client connects after the page's scripts have run.
    await page.waitForSelector('html[data-push="connected"]');
    await page.locator('[data-page-id="favorites"] button', { hasText: 'Sign in' }).click();
    await page.getByTestId('sign-in-modal').waitFor({ state: 'visible', timeout: 5_000 });
    expect(suite.pageErrors()).toEqual([]);
  });
});
