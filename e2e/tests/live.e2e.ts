import { describe, expect, it } from 'vitest';
import { ListPage, MatchPage, oddsButton } from '../pages/catalogue-pages';
import { Api } from '../support/api';
import { screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

describe.each(VIEWPORTS)('live data at $name ($width px)', (viewport) => {
  const suite = browserSuite(viewport);
  const api = new Api(suite.baseUrl);

  it('the live page groups in-play events by sport and their clocks move', async () => {
    const live = new ListPage(suite.page(), suite.baseUrl, viewport);
    await live.goto('/live');
    expect(await live.pageId()).toBe('in_play');
    expect(await live.page.locator('section.group').count()).toBeGreaterThan(0);
    const clocks = live.clocks();
    expect(await clocks.count()).toBeGreaterThan(0);
    const before = await clocks.allTextContents();
    await live.page.waitForTimeout(2_200);
    const after = await clocks.allTextContents();
    const moved = before.filter((text, i) => after[i] !== undefined && after[i] !== text).length;
    expect(moved).toBeGreaterThan(0);
    await screenshot(live.page, `${viewport.name}-live`);
  });

  it('a price set through /api/sim/odds changes on screen without a reload, with a cue; a suspended market locks', async () => {
    await api.pause();
    try {
      const [match] = await api.matches('match_status=0&type=match&sport_key=soccer&limit=5');
      expect(match?.main_market).toBeTruthy();
      const market = match!.main_market!;
      const outcome = market.outcomes[0]!;
      const key = `${match!.id}/${market.id}/${market.specifier}/${outcome.id}`;
      const page = new MatchPage(suite.page(), suite.baseUrl, viewport);
      await page.goto(`/${match!.tournament.sport.key}/${match!.slug}`);
      await page.subscribed(`match:en:${match!.id}`);
      await page.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

      const button = oddsButton(page, key);
      const target = Math.round(outcome.odds * 1000) + 370;
      const text = (target / 1000).toFixed(3).replace(/0$/, '');
      await api.setOdds(match!, market, outcome, target / 1000);
      await page.page.waitForFunction(
        ([k, t]) => document.querySelector(`[data-outcome="${k}"] .odds__price`)?.textContent === t,
        [key, text] as const,
        { timeout: 10_000 },
      );
      expect(await button.getAttribute('data-move')).toBe('up');
      expect(await page.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      await screenshot(page.page, `${viewport.name}-price-up`);

      await api.setMarketStatus(match!, market, -1);
      await page.page.waitForSelector(`[data-outcome="${key}"][data-locked]`, { timeout: 10_000 });
      expect(await button.isDisabled()).toBe(true);
      await api.setMarketStatus(match!, market, 1);
      await page.page.waitForSelector(`[data-outcome="${key}"]:not([data-locked])`, { timeout: 10_000 });
    } finally {
      await api.resume();
    }
  });
});
