import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { SlipPage, selectionKey } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { ARTIFACTS_DIR, screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { boxesOf, clipped, overlaps } from '../support/layout-checks';
import { VIEWPORTS } from '../support/viewports';

const [, mobile] = VIEWPORTS;
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;

async function openMains(api: Api, skip: number, count: number): Promise<WireMatch[]> {
  const list = (await api.matches('match_status=0&type=match&sport_key=soccer&limit=80')).filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
  return list.slice(skip, skip + count);
}

/** A tester's report on a 360 px phone in German and Arabic (right to left). */
describe('a 360 px phone in German and Arabic', () => {
  const suite = browserSuite(mobile);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  for (const [locale, skip] of [
    ['de', 40],
    ['ar', 44],
  ] as const)
    it(`[HW16] /${locale}: the slip bar's labels and figures neither overlap nor are cut off`, async () => {
      const [m1, m2] = await openMains(api, skip, 2);
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}${pathOf(m1!)}`);
      await page.toggle(selectionKey(m1!, m1!.main_market!, m1!.main_market!.outcomes[0]!));
      await page.goto(`/${locale}${pathOf(m2!)}`);
      await page.toggle(selectionKey(m2!, m2!.main_market!, m2!.main_market!.outcomes[2]!));
      await page.page.getByTestId('bet-type-combo').click();
      await page.setStake(0, '1000');
      await page.page.getByTestId('slip-close').click();
      const bar = page.page.getByTestId('slip-bar');
      await bar.waitFor();
      await page.page.waitForFunction(
        () => document.querySelector('[data-testid="slip-bar-win"]')?.textContent !== '–',
      );
      const boxes = await boxesOf(bar, 'dt, dd, .slip-bar__count, .slip-bar__open');
      await screenshot(page.page, `phone-slip-bar-${locale}`);
      await bar.screenshot({ path: join(ARTIFACTS_DIR, `phone-slip-bar-${locale}-bar.png`) });
      expect(boxes.length).toBe(6);
      expect(clipped(boxes)).toEqual([]);
      expect(overlaps(boxes)).toEqual([]);
      const barBox = (await bar.boundingBox())!;
      expect(barBox.x).toBeGreaterThanOrEqual(0);
      expect(barBox.x + barBox.width).toBeLessThanOrEqual(360);
      for (const b of boxes) {
        expect(b.x, b.what).toBeGreaterThanOrEqual(barBox.x);
        expect(b.right, b.what).toBeLessThanOrEqual(barBox.x + barBox.width);
      }
      expect(suite.pageErrors()).toEqual([]);
    });

  it('[HW17] /de: a link inside the sheet closes it, and a reload does not open it again', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, mobile);
    await page.signInByApi();
    await page.goto('/de');
    await page.slipSettled();
    await page.open();
    await page.page.getByTestId('my-bets-statement').click();
    await page.page.waitForURL((url) => url.pathname === '/de/statement');
    await page.page.getByTestId('statement').waitFor({ timeout: 15_000 });
    await page.panel().waitFor({ state: 'hidden', timeout: 5_000 });
    // Opened again, then the page reloads: the page comes back, the sheet does not cover it.
    await page.open();
    await page.page.waitForTimeout(500); // the panel's state is written to session storage after 200 ms
    await page.page.reload();
    await page.hydrated();
    await page.slipSettled();
    await page.page.waitForTimeout(500);
    expect(await page.panel().isVisible()).toBe(false);
    // The tab the player chose is still the one the sheet opens on.
    await page.openPanel();
    expect(await page.page.getByTestId('slip-tab-MY_BETS').getAttribute('aria-selected')).toBe('true');
    expect(suite.pageErrors()).toEqual([]);
  });
});
