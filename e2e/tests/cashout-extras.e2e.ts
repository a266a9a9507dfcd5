import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { selectionKey } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const [desktop, mobile] = VIEWPORTS;
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;
/** "12.50 EUR" -> 1250 (EUR has two decimals; the en-GB format has no other digits). */
const minor = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

/** Prematch soccer matches with an open main market, away from the other files' picks (the list's end). */
const matches = (api: Api, count: number, skip: number) => api.openPrematchSoccerFromEnd(count, skip);

describe('partial and automatic cashout (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  async function placeSingle(page: MyBetsPage, m: WireMatch, outcome: number, stake: string) {
    const key = selectionKey(m, m.main_market!, m.main_market!.outcomes[outcome]!);
    await page.goto(pathOf(m));
    await page.waitForBalance((b) => b > 0);
    await page.toggle(key);
    await page.setStake(0, stake);
    const [id] = await page.place();
    await page.done();
    return id!;
  }

  it('[CO7] cashes out half of a bet: half the stake stays on it and the two parts add up to the offer', async () => {
    const [m] = await matches(api, 1, 4);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    const id = await placeSingle(page, m!, 0, '10');
    await page.open();
    await page.filter('open');
    const card = page.bet(id);
    const button = card.getByTestId('cashout-button');
    await button.waitFor({ timeout: 15_000 });
    const offer = minor(await button.textContent());
    expect(offer).toBe(950); // 10.00 at unchanged prices less the 5 % margin (CO1, CO5)
    const start = await page.balance();

    await card.getByTestId('partial-cashout-open').click();
    const panel = card.getByTestId('partial-cashout');
    // The typed amount and the slider move together; "Half" sets half the offer.
    await panel.getByTestId('partial-cashout-amount').fill('2');
    expect(await panel.getByTestId('partial-cashout-slider').inputValue()).toBe('200');
    await panel.getByTestId('partial-cashout-half').click();
    expect(await panel.getByTestId('partial-cashout-amount').inputValue()).toBe('4.75');
    expect(await panel.getByTestId('partial-cashout-hint').textContent()).toMatch(/5\.00 EUR of the stake/);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'cashout-partial-form');
    await panel.getByTestId('partial-cashout-confirm').click();

    const notice = page.page.getByTestId('cashout-notice');
    await notice.waitFor({ timeout: 10_000 });
    const [, paidText, keptText] = /Cashed out (.+ EUR); (.+ EUR) stays/.exec((await notice.textContent())!)!;
    const paid = minor(paidText!);
    // The smallest whole-unit share paying the nearest amount: 4.99 sold pays 4.75 as 5.00 would (CO7).
    const kept = minor(keptText!);
    expect(Math.abs(kept - 500)).toBeLessThanOrEqual(1);
    expect(Math.abs(paid - 475)).toBeLessThanOrEqual(1);
    await page.waitForBalance((b) => b === start + paid);
    // The bet stays open with the remaining stake; its new offer and the paid part add up to the old offer.
    await card.getByTestId('partial-cashout-so-far').waitFor({ timeout: 10_000 });
    expect(minor(await card.getByTestId('partial-cashout-so-far').textContent())).toBe(paid);
    await page.page.waitForFunction(
      (sel) => /Cash out/.test(document.querySelector(sel)?.textContent ?? ''),
      `[data-bet-id="${id}"] [data-testid="cashout-button"]`,
    );
    expect(minor(await card.getByTestId('cashout-button').textContent()) + paid).toBe(offer);
    expect(minor(await card.locator('.slip-totals dd').first().textContent())).toBe(kept);
    await screenshot(page.page, 'cashout-partial-done');
  });

  it('[CO8] an automatic target set in My bets fires after a price change and the player is told', async () => {
    const [m] = await matches(api, 1, 5);
    const market = m!.main_market!;
    // The outcome with the longest price leaves room to shorten it enough.
    const index = market.outcomes.reduce(
      (best, o, i) => (o.odds > market.outcomes[best]!.odds ? i : best),
      0,
    );
    const outcome = market.outcomes[index]!;
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    const id = await placeSingle(page, m!, index, '10');
    await page.open();
    await page.filter('all');
    const card = page.bet(id);
    await card.getByTestId('cashout-button').waitFor({ timeout: 15_000 });
    await card.getByTestId('auto-cashout-open').click();
    const target = card.getByTestId('auto-cashout-target');
    // At or below the current offer (9.50) the form does not send it.
    await target.fill('9.50');
    expect(await card.getByTestId('auto-cashout-set').isDisabled()).toBe(true);
    await target.fill('10.50');
    await card.getByTestId('auto-cashout-set').click();
    await card.getByTestId('auto-cashout-active').waitFor({ timeout: 10_000 });
    expect(await card.getByTestId('auto-cashout-active').textContent()).toMatch(/10\.50 EUR/);
    const start = await page.balance();

    // Shorten the price so the offer climbs past 10.50: 10 × a / c × 0.95 ≥ 10.5 needs a / c ≥ 1.106.
    const shorter = Math.max(1.01, Math.floor((outcome.odds / 1.3) * 100) / 100);
    await api.setOdds(m!, market, outcome, shorter);
    const toast = page.page.getByTestId('auto-cashout-notice');
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.textContent()).toMatch(/cashed out automatically/);
    const paid = minor(/for (.+ EUR)/.exec((await toast.textContent())!)![1]!);
    expect(paid).toBeGreaterThanOrEqual(1050);
    await page.waitForBalance((b) => b === start + paid);
    await card.getByTestId('auto-cashed-out').waitFor({ timeout: 10_000 });
    expect(await card.getAttribute('data-status')).toBe('cashed_out');
    await screenshot(page.page, 'cashout-auto-done');
    // A second price change moves nothing more.
    await api.setOdds(m!, market, outcome, Math.max(1.01, Math.floor((shorter / 1.2) * 100) / 100));
    await page.page.waitForTimeout(1000);
    expect(await page.balance()).toBe(start + paid);
  });
});

describe('edit bet (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[CO9] edits a combo by removing a selection: priced before confirming, replaced in one step', async () => {
    const [m1, m2] = await matches(api, 2, 6);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    for (const m of [m1!, m2!]) {
      await page.goto(pathOf(m));
      await page.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    }
    await page.waitForBalance((b) => b > 0);
    await page.chooseType('combo');
    await page.setStake(0, '10');
    const [id] = await page.place();
    await page.done();
    const start = await page.waitForBalance((b) => b > 0);
    await page.open();
    await page.filter('open');
    const card = page.bet(id!);
    await card.getByTestId('cashout-button').waitFor({ timeout: 15_000 });
    await card.getByTestId('edit-bet-open').click();
    const panel = card.getByTestId('edit-bet');
    await panel.getByTestId('edit-bet-remove').first().click();
    // The price shows before confirming: the combo cashes out for 9.50, the new 10.00 single costs 0.50 more.
    await panel.getByTestId('edit-bet-due').waitFor({ timeout: 10_000 });
    expect(minor(await panel.getByTestId('edit-bet-credit').textContent())).toBe(950);
    expect(minor(await panel.getByTestId('edit-bet-due').textContent())).toBe(50);
    const odds = m2!.main_market!.outcomes[0]!.odds;
    expect(minor(await panel.getByTestId('edit-bet-potential').textContent())).toBe(Math.round(odds * 1000));
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'edit-bet-preview');
    await panel.getByTestId('edit-bet-confirm').click();
    const notice = page.page.getByTestId('cashout-notice');
    await notice.waitFor({ timeout: 10_000 });
    const ref = /new bet is (B\d+)/.exec((await notice.textContent())!)![1]!;
    await page.waitForBalance((b) => b === start - 50);
    // The old combo is gone from the open bets; the new single is there with the one selection left.
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    const single = page.page.locator('[data-testid="my-bet"]', { hasText: ref });
    await single.waitFor({ timeout: 10_000 });
    expect(await single.locator('.bet-card__sels li').count()).toBe(1);
    await screenshot(page.page, 'edit-bet-done');
  });

  it('[CO9] adds a selection from the bet slip to an open single, which becomes a combo', async () => {
    const [m1, m2] = await matches(api, 2, 8);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(pathOf(m1!));
    await page.toggle(selectionKey(m1!, m1!.main_market!, m1!.main_market!.outcomes[0]!));
    await page.waitForBalance((b) => b > 0);
    await page.setStake(0, '10');
    const [id] = await page.place();
    await page.done();
    const start = await page.waitForBalance((b) => b > 0);
    // The selection to add waits in the bet slip.
    await page.goto(pathOf(m2!));
    const key = selectionKey(m2!, m2!.main_market!, m2!.main_market!.outcomes[2]!);
    if (!(await page.selection(key).count())) await page.toggle(key);
    await page.open();
    await page.filter('open');
    const card = page.bet(id!);
    await card.getByTestId('cashout-button').waitFor({ timeout: 15_000 });
    await card.getByTestId('edit-bet-open').click();
    const panel = card.getByTestId('edit-bet');
    await panel.getByTestId('edit-bet-add').first().click();
    await page.page.waitForFunction(
      (sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ''),
      `[data-bet-id="${id}"] [data-testid="edit-bet-potential"]`,
    );
    expect(minor(await panel.getByTestId('edit-bet-due').textContent())).toBe(50);
    await panel.getByTestId('edit-bet-confirm').click();
    const ref = /new bet is (B\d+)/.exec(
      (await page.page.getByTestId('cashout-notice').textContent({ timeout: 10_000 }))!,
    )![1]!;
    await page.waitForBalance((b) => b === start - 50);
    const combo = page.page.locator('[data-testid="my-bet"]', { hasText: ref });
    await combo.waitFor({ timeout: 10_000 });
    expect(await combo.locator('.bet-card__sels li').count()).toBe(2);
  });
});

/** "1234.50" (the CSV's exact decimals) -> 123450. */
const csvMinor = (text: string): number => {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Math.sign(Number(`${whole}1`)) * Number(frac.padEnd(2, '0'));
};

describe.each([desktop, mobile])('statement ($name)', (viewport) => {
  const suite = browserSuite(viewport);

  it('downloads a statement whose totals match the balance; filters and print view', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, viewport);
    await page.signInByApi();
    await page.goto('/statement');
    const balance = await page.waitForBalance((b) => b > 0);
    const view = page.page.getByTestId('statement');
    await view.getByTestId('statement-closing').waitFor({ timeout: 15_000 });
    expect(minor(await view.getByTestId('statement-closing').textContent())).toBe(balance);
    expect(minor(await view.getByTestId('statement-opening').textContent())).toBe(0);
    // Every movement's running balance ends at the balance: on the movements' last page (20 rows a page).
    const movesPager = view.getByTestId('statement-movements-pager');
    if (await movesPager.count()) {
      const next = movesPager.getByRole('button', { name: 'Next' });
      while (!(await next.isDisabled())) {
        const shown = await movesPager.getByTestId('statement-page').textContent();
        await next.click();
        await expect
          .poll(() => movesPager.getByTestId('statement-page').textContent(), { timeout: 10_000 })
          .not.toBe(shown);
      }
    }
    const lastRow = view.locator('[data-testid="statement-movements"] tbody tr').last();
    expect(minor(await lastRow.locator('td').last().textContent())).toBe(balance);

    const [download] = await Promise.all([
      page.page.waitForEvent('download'),
      view.getByTestId('statement-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('statement-EUR-start-now.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').map((l) => l.split(','));
    const closing = lines.find((l) => l[1] === 'closing balance')!;
    expect(csvMinor(closing[4]!)).toBe(balance);
    const movements = lines.slice(
      lines.findIndex((l) => l[1] === 'opening balance') + 1,
      lines.findIndex((l) => l[1] === 'closing balance'),
    );
    expect(movements.length).toBeGreaterThan(0);
    expect(movements.reduce((t, l) => t + csvMinor(l[3]!), 0)).toBe(balance);

    // A window after today has no movements: opening = closing = the balance.
    await view.getByTestId('statement-from').fill('2099-01-01');
    await page.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="statement-movements"] tbody tr').length === 0,
    );
    expect(minor(await view.getByTestId('statement-opening').textContent())).toBe(balance);
    await view.getByTestId('statement-from').fill('');
    await view.getByTestId('statement-status').selectOption('open');
    await page.page.emulateMedia({ media: 'print' });
    await screenshot(page.page, `statement-print-${viewport.name}`);
    expect(await view.getByTestId('statement-csv').isVisible()).toBe(false);
    await page.page.emulateMedia({ media: 'screen' });
    // 360 px: the page does not scroll sideways (the tables scroll in their own region).
    expect(await page.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, `statement-${viewport.name}`);
  });
});
