import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { Api } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { placeByApi } from '../support/bets-api';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const [, mobile] = VIEWPORTS;

/** Issue 33 item 6: a My bets card shows what the bet is on (event and selection) without opening Details. */
describe('My bets cards name the event and the pick (360 px)', () => {
  const suite = browserSuite(mobile);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('each selection of an open combo shows its match and its outcome on the card', async () => {
    const list = await api.openPrematchSoccer();
    const [m1, m2] = [list[30]!, list[31]!];
    const page = new MyBetsPage(suite.page(), suite.baseUrl, mobile);
    await page.signInByApi();
    await page.goto('/');
    const picks = [m1, m2].map((m) => ({
      match: m,
      market: m.main_market!,
      outcome: m.main_market!.outcomes[1]!,
    }));
    const [id] = await placeByApi(page.page, suite.baseUrl, [{ type: 'combo', stake: 100, picks }]);
    await page.open();
    const card = page.bet(id!);
    await card.waitFor({ timeout: 15_000 });
    for (const p of picks) {
      const match = `${p.match.competitors!.home.name} - ${p.match.competitors!.away.name}`;
      await card.getByText(match, { exact: false }).first().waitFor({ state: 'visible' });
      await card.getByText(p.outcome.name, { exact: false }).first().waitFor({ state: 'visible' });
    }
    // Nothing had to be opened for that.
    expect(await card.locator('details[open]').count()).toBe(0);
    expect(await page.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'my-bets-card-mobile');
  });
});
