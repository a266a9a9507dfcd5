import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlipPage, selectionKey } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const [, mobile] = VIEWPORTS;

async function openMains(api: Api, query: string): Promise<WireMatch[]> {
  return (await api.matches(query)).filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
}

/**
 * On a phone a pick leaves the board in view: a compact slip bar (count, total odds, potential win) stands in for
 * the sheet, which opens when the bettor asks for it (issue 33 item 5); quick bet keeps its own flow.
 */
describe('phone slip bar (360 px)', () => {
  const suite = browserSuite(mobile);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[HW16] picks leave the board in view; the bar shows count, total odds (of one bet) and potential win, and opens the slip', async () => {
    const list = await openMains(api, 'match_status=0&type=match&sport_key=soccer&limit=40');
    const [m1, m2] = [list[3]!, list[4]!];
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto(`/${m1.tournament.sport.key}/${m1.slug}`);
    const k1 = selectionKey(m1, m1.main_market!, m1.main_market!.outcomes[0]!);
    await page.slipSettled();
    await page.page.locator(`[data-outcome="${k1}"]`).first().click();
    const bar = page.page.getByTestId('slip-bar');
    await bar.waitFor({ timeout: 10_000 });
    // The sheet stays closed: the board is not covered.
    expect(await page.panel().isVisible()).toBe(false);
    expect(await bar.getByTestId('slip-bar-count').textContent()).toBe('1');
    // A second pick from another match: still no sheet; the bar counts both.
    await page.goto(`/${m2.tournament.sport.key}/${m2.slug}`);
    const k2 = selectionKey(m2, m2.main_market!, m2.main_market!.outcomes[2]!);
    await page.slipSettled();
    await page.page.locator(`[data-outcome="${k2}"]`).first().click();
    await page.page.waitForFunction(
      () => document.querySelector('[data-testid="slip-bar-count"]')?.textContent === '2',
      null,
      { timeout: 10_000 },
    );
    expect(await page.panel().isVisible()).toBe(false);
    // Two singles have no total odds: multiplying them would show a combo the bettor is not placing.
    expect(await bar.getByTestId('slip-bar-odds').count()).toBe(0);
    // As a combo, the bar shows the combo's price as the slip writes it (decimal, en-GB): the product, to the cent.
    await bar.getByTestId('slip-bar-open').click();
    await page.chooseType('combo');
    await page.page.getByTestId('slip-close').click();
    await page.panel().waitFor({ state: 'hidden' });
    const product = m1.main_market!.outcomes[0]!.odds * m2.main_market!.outcomes[2]!.odds;
    const oddsText = (await bar.getByTestId('slip-bar-odds').textContent()) ?? '';
    expect(Math.abs(Number(oddsText) - product)).toBeLessThan(0.011);
    await bar.getByTestId('slip-bar-win').waitFor();
    // The bar sits above the tab bar and inside the screen.
    const box = (await bar.boundingBox())!;
    const tabs = (await page.tabBar().boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(tabs.y + 1);
    expect(box.width).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'phone-slip-bar');
    // The bettor asks for the slip again: the sheet opens with both picks.
    await bar.getByTestId('slip-bar-open').click();
    await page.panel().waitFor();
    expect(await page.selections().count()).toBe(2);
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[HW19] quick bet keeps its own flow on a phone: a live price places it, no slip bar', async () => {
    const [live] = await openMains(api, 'match_status=1&type=match&limit=40');
    const key = selectionKey(live!, live!.main_market!, live!.main_market!.outcomes[0]!);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.signInByApi();
    await page.goto(`/${live!.tournament.sport.key}/${live!.slug}`);
    const start = await page.waitForBalance((b) => b > 0);
    await page.openPanel();
    await page.page.getByTestId('quick-bet-toggle').first().click();
    // The quick bet's own bar (stake, approval) sits on the board, under the sheet: the bettor closes the sheet.
    await page.page.getByTestId('slip-close').click();
    await page.panel().waitFor({ state: 'hidden' });
    await page.page.getByTestId('quick-bet-stake').fill('1');
    await page.page.getByTestId('quick-bet-approve').check();
    await page.page.locator(`[data-outcome="${key}"]`).first().click();
    await page.page.waitForSelector('[data-testid="quick-bet"][data-state="SUCCESS"]', { timeout: 15_000 });
    // [HW19] The confirmation says what was placed: the stake and the price.
    expect(await page.page.getByTestId('quick-bet-placed').textContent()).toMatch(
      /^Stake 1\.00 EUR at odds \d+\.\d+$/,
    );
    await page.waitForBalance((b) => b === start - 100);
    expect(await page.page.getByTestId('slip-bar').count()).toBe(0);
    await page.page.getByTestId('quick-bet-toggle').first().click();
    await api.post(`/matches/${live!.id}/finish`, { home_score: 0, away_score: 1 });
    expect(suite.pageErrors()).toEqual([]);
  });
});
