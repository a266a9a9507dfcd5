import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { selectionKey } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;

/** Prematch basketball-free soccer matches from the end of the list, away from the betting tests' picks. */
const matches = (api: Api, count: number, skip: number) => api.openPrematchSoccerFromEnd(count, skip);

describe('my bets (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  async function placeSingle(
    page: MyBetsPage,
    m: WireMatch,
    outcome: number,
    stake: string,
  ): Promise<string> {
    const key = selectionKey(m, m.main_market!, m.main_market!.outcomes[outcome]!);
    if (!page.page.url().includes(m.slug)) await page.goto(pathOf(m));
    await page.toggle(key);
    await page.setStake(0, stake);
    const [id] = await page.place();
    await page.done();
    return id!;
  }

  it('an open bet is cashed out at the live offer: confirm, processing, done; a stale offer is refused', async () => {
    const [m] = await matches(api, 1, 0);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(pathOf(m!));
    await page.waitForBalance((b) => b > 0);
    const id = await placeSingle(page, m!, 0, '10');
    await page.open();
    await page.filter('open');
    const card = page.bet(id);
    const button = card.getByTestId('cashout-button');
    await button.waitFor({ timeout: 15_000 });
    const before = await button.textContent();
    // A price move reprices the offer live (bet_cashout_changed on the player's channel).
    const outcome = m!.main_market!.outcomes[0]!;
    await api.setOdds(m!, m!.main_market!, outcome, Math.round(outcome.odds * 1000 + 400) / 1000);
    await page.page.waitForFunction(
      ([sel, text]) => document.querySelector(sel)?.textContent !== text,
      [`[data-bet-id="${id}"] [data-testid="cashout-button"]`, before] as const,
      { timeout: 15_000 },
    );

    // Stale: the request carries an offer the server no longer makes.
    await page.page.route('**/api/sportsbook/v3/bets/cashout', async (route) => {
      const body = route.request().postDataJSON() as { bet_id: string; to_cashout: number };
      await route.continue({ postData: JSON.stringify({ ...body, to_cashout: body.to_cashout + 1 }) });
    });
    await button.click();
    await card.getByTestId('cashout-confirm').click();
    await card.getByTestId('cashout-refused').waitFor({ timeout: 10_000 });
    expect(await card.getByTestId('cashout-refused').textContent()).toMatch(/offer changed/);
    await page.page.unroute('**/api/sportsbook/v3/bets/cashout');

    const start = await page.balance();
    await card.getByTestId('cashout-button').click();
    await card.getByTestId('cashout-confirm').click();
    // The list keeps the confirmation: the refetch after a cashout moves the bet out of the open filter.
    const notice = page.page.getByTestId('cashout-notice');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toMatch(/cashed out/i);
    const after = await page.waitForBalance((b) => b > start);
    expect(after).toBeGreaterThan(start);
    await screenshot(page.page, 'my-bets-cashout');
  });

  it('after the match finishes, its bets appear under settled with the right result', async () => {
    const [m] = await matches(api, 1, 1);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(pathOf(m!));
    await page.waitForBalance((b) => b > 0);
    const home = await placeSingle(page, m!, 0, '1');
    const away = await placeSingle(page, m!, 2, '1');
    await api.post(`/matches/${m!.id}/finish`, { home_score: 2, away_score: 0 });
    await page.open();
    await page.filter('settled');
    await page.page.waitForSelector(`[data-bet-id="${home}"][data-result="win_entire"]`, { timeout: 20_000 });
    await page.page.waitForSelector(`[data-bet-id="${away}"][data-result="lose_entire"]`, {
      timeout: 20_000,
    });
    expect(await page.bet(home).getByTestId('my-bet-result').textContent()).toBe('Won');
    expect(await page.bet(away).getByTestId('my-bet-result').textContent()).toBe('Lost');
    await page.page.getByTestId('my-bets-result').selectOption('win');
    await page.bet(away).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.bet(home).count()).toBe(1);
    await page.filter('open');
    await page.bet(home).waitFor({ state: 'detached', timeout: 10_000 });
    // Details list the selections with their results.
    await page.filter('settled');
    await page.page.getByTestId('my-bets-result').selectOption('all');
    await page.bet(home).locator('summary').click();
    expect(
      await page.bet(home).locator('[data-selection-status]').getAttribute('data-selection-status'),
    ).toBe('won');
    await screenshot(page.page, 'my-bets-settled');
    expect(await seriousViolations(page.page)).toEqual([]);
  });
});
