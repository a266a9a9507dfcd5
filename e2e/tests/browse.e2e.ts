import { describe, expect, it } from 'vitest';
import { ListPage, MatchPage } from '../pages/catalogue-pages';
import { screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

describe.each(VIEWPORTS)('browsing at $name ($width px)', (viewport) => {
  const suite = browserSuite(viewport);

  it('serves home with real events and prices in the HTML, before any script runs', async () => {
    const html = await (await fetch(`${suite.baseUrl}/`)).text();
    expect(html).toMatch(/data-outcome="\d+\/\d+\/[^"]*\/[^"]+"/);
    expect(html).toMatch(/class="odds__price"[^>]*>\d+\.\d{2,3}</);
    expect(html).not.toMatch(/aria-busy="true"/);
  });

  it('sends an anonymous visitor no profile or accounts request (they could only answer 401)', async () => {
    const page = suite.page();
    const unauthorised: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) unauthorised.push(new URL(r.url()).pathname);
    });
    await page.goto(`${suite.baseUrl}/`);
    // The push client loads last (in an idle period), after the session restore has settled.
    await page.waitForSelector('html[data-push="connected"]');
    await page.waitForLoadState('networkidle');
    await page.locator('.account .button--ghost').first().waitFor({ state: 'attached' });
    expect(unauthorised).toEqual([]);
  });

  it('goes home → sport → league → match', async () => {
    const home = new ListPage(suite.page(), suite.baseUrl, viewport);
    await home.goto('/');
    expect(await home.pageId()).toBe('sports');
    expect(await home.rows().count()).toBeGreaterThan(0);
    if (viewport.mobile) {
      expect(await home.sidebar().isVisible()).toBe(false);
      expect(await home.tabBar().isVisible()).toBe(true);
    } else {
      expect(await home.sidebar().isVisible()).toBe(true);
      expect(await home.tabBar().isVisible()).toBe(false);
    }
    expect(await home.horizontalOverflow()).toBeLessThanOrEqual(0);
    await screenshot(home.page, `${viewport.name}-home`);

    await home.openSport('Soccer');
    await home.page.waitForSelector('[data-page-id="sport"]');
    expect(new URL(home.page.url()).pathname).toBe('/soccer');
    expect(await home.rows().count()).toBeGreaterThan(0);
    await screenshot(home.page, `${viewport.name}-sport`);

    const league = await home.openFirstLeague();
    expect(new URL(home.page.url()).pathname).toMatch(/^\/soccer\/[a-z0-9-]+$/);
    expect(await home.page.locator('h1').textContent()).toBe(league.split(' · ').pop());
    await screenshot(home.page, `${viewport.name}-league`);

    await home.openFirstMatch();
    const match = new MatchPage(home.page, suite.baseUrl, viewport);
    expect(new URL(match.page.url()).pathname).toMatch(/^\/soccer\/[a-z0-9-]+-\d+$/);
    await match.scoreboard().waitFor();
    expect(await match.markets().count()).toBeGreaterThan(1);
    expect(await match.groupTabs().count()).toBeGreaterThan(1);
    // Market groups filter the list.
    const all = await match.markets().count();
    await match.groupTabs().nth(1).click();
    expect(await match.markets().count()).toBeLessThanOrEqual(all);
    expect(await match.horizontalOverflow()).toBeLessThanOrEqual(0);
    await screenshot(match.page, `${viewport.name}-match`);
    expect(suite.pageErrors()).toEqual([]);
  });

  it('answers unknown pages and unknown matches with the 404 page', async () => {
    const page = suite.page();
    const res = await page.goto(`${suite.baseUrl}/soccer/no-such-match-999999999`);
    expect(res?.status()).toBe(404);
    await page.waitForSelector('[data-page-id="not_found"]');
    const deep = await page.goto(`${suite.baseUrl}/a/b/c/d`);
    expect(deep?.status()).toBe(404);
  });
});
