import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlipPage, selectionKey } from '../pages/slip-page';
import { Api } from '../support/api';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const [desktop] = VIEWPORTS;

/**
 * Issue 33 item 8: a price tapped while offline is not lost with an uncaught "Failed to fetch": the player is told
 * the pick waits for the network, and it goes in when the network is back (placing waits for it anyway).
 */
describe('a pick while offline', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('says why the pick waits, then adds it when the network is back', async () => {
    const list = await api.openPrematchSoccer();
    const m = list[25]!;
    const key = selectionKey(m, m.main_market!, m.main_market!.outcomes[1]!);
    const page = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await page.goto(`/${m.tournament.sport.key}/${m.slug}`);
    await page.slipSettled();
    await page.page.context().setOffline(true);
    await page.page.locator(`[data-outcome="${key}"]`).first().click();
    await page.page
      .getByTestId('app-alert')
      .filter({ hasText: /added when you are back online/ })
      .waitFor({ timeout: 10_000 });
    expect(await page.selection(key).count()).toBe(0);
    await page.page.context().setOffline(false);
    await page.selection(key).waitFor({ timeout: 15_000 });
    expect(suite.pageErrors()).toEqual([]);
  });
});
