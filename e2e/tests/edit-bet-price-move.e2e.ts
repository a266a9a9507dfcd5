import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { placeByApi, type BetPick } from '../support/bets-api';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const [desktop] = VIEWPORTS;
/** "12.50 EUR" -> 1250 (EUR has two decimals; the en-GB format has no other digits). */
const minor = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

/** Prematch soccer matches with an open main market, from a part of the list the other files leave alone. */
const matches = (api: Api, count: number, skip: number) => api.openPrematchSoccerFromEnd(count, skip, 80);

const homeWin = (m: WireMatch): BetPick => ({
  match: m,
  market: m.main_market!,
  outcome: m.main_market!.outcomes[0]!,
});

describe('edit bet after a price move (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  async function openEdit(page: MyBetsPage, id: string) {
    await page.open();
    await page.filter('open');
    const card = page.bet(id);
    await card.getByTestId('cashout-button').waitFor({ timeout: 15_000 });
    await card.getByTestId('edit-bet-open').click();
    return card.getByTestId('edit-bet');
  }

  it('[CO9][CO10] a kept selection whose price moved is priced at the current odds once the player accepts them', async () => {
    const [m1, m2] = await matches(api, 2, 10);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto('/');
    const before = await page.waitForBalance((b) => b > 0);
    const [id] = await placeByApi(page.page, suite.baseUrl, [
      { type: 'combo', stake: 1000, picks: [homeWin(m1!), homeWin(m2!)] },
    ]);
    const start = await page.waitForBalance((b) => b === before - 1000);
    // The kept selection's price moves after the bet was placed (prices move every few seconds).
    const kept = homeWin(m1!);
    const moved = (Math.round(kept.outcome.odds * 100) + 25) / 100;
    await api.setOdds(kept.match, kept.market, kept.outcome, moved);

    const panel = await openEdit(page, id!);
    // Remove the second selection: the single that stays is on m1, whose price is no longer the placed one.
    await panel.getByTestId('edit-bet-remove').nth(1).click();
    const changes = panel.getByTestId('edit-bet-changes');
    await changes.waitFor({ timeout: 10_000 });
    expect(await changes.textContent()).toContain(moved.toFixed(2));
    // Nothing is confirmed at a price the player has not seen: Confirm waits for the accept.
    expect(await panel.getByTestId('edit-bet-confirm').isDisabled()).toBe(true);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'edit-bet-odds-changed');
    await panel.getByTestId('edit-bet-accept').click();
    await panel.getByTestId('edit-bet-potential').waitFor({ timeout: 10_000 });
    // The new single is priced at the current odds: 10.00 × the moved price.
    expect(minor(await panel.getByTestId('edit-bet-potential').textContent())).toBe(Math.round(moved * 1000));
    const due = minor(await panel.getByTestId('edit-bet-due').textContent());
    await panel.getByTestId('edit-bet-confirm').click();
    const notice = page.page.getByTestId('cashout-notice');
    await notice.waitFor({ timeout: 10_000 });
    const ref = /new bet is (B\d+)/.exec((await notice.textContent())!)![1]!;
    const single = page.page.locator('[data-testid="my-bet"]', { hasText: ref });
    await single.waitFor({ timeout: 10_000 });
    expect(await single.locator('.bet-card__sels li').count()).toBe(1);
    expect(await single.textContent()).toContain(moved.toFixed(2));
    const credit = await page.waitForBalance((b) => b !== start);
    expect(Math.abs(start - credit)).toBe(due);
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[CO10] a price that moves while the edit form is open asks again before confirming', async () => {
    const [m1] = await matches(api, 1, 13);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto('/');
    const [id] = await placeByApi(page.page, suite.baseUrl, [
      { type: 'single', stake: 500, picks: [homeWin(m1!)] },
    ]);
    const panel = await openEdit(page, id!);
    await panel.getByTestId('edit-bet-stake').fill('6');
    await panel.getByTestId('edit-bet-potential').waitFor({ timeout: 10_000 });
    const pick = homeWin(m1!);
    const moved = (Math.round(pick.outcome.odds * 100) + 15) / 100;
    await api.setOdds(pick.match, pick.market, pick.outcome, moved);
    // The move reprices the edit (the offer moved with it): the book refuses the price shown, the form shows the
    // new one and asks to accept it; Confirm waits meanwhile.
    await panel.getByTestId('edit-bet-accept').waitFor({ timeout: 10_000 });
    expect(await panel.getByTestId('edit-bet-confirm').isDisabled()).toBe(true);
    await panel.getByTestId('edit-bet-accept').click();
    await page.page.waitForFunction(
      (want) =>
        document.querySelector('[data-testid="edit-bet-potential"]')?.textContent?.replace(/[^\d]/g, '') ===
        want,
      String(Math.round(moved * 600)),
      { timeout: 10_000 },
    );
    await panel.getByTestId('edit-bet-confirm').click();
    await page.page.getByTestId('cashout-notice').waitFor({ timeout: 10_000 });
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[CO10] a system bet is edited in the web app: a selection removed, the system kept', async () => {
    const [m1, m2, m3, m4] = await matches(api, 4, 15);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto('/');
    // 2/4: six lines of 1.00.
    const [id] = await placeByApi(page.page, suite.baseUrl, [
      {
        type: 'system',
        system_id: '2/4',
        stake: 100,
        picks: [homeWin(m1!), homeWin(m2!), homeWin(m3!), homeWin(m4!)],
      },
    ]);
    const panel = await openEdit(page, id!);
    expect(await panel.getByTestId('edit-bet-system').textContent()).toContain('2/4');
    await panel.getByTestId('edit-bet-remove').nth(3).click();
    // 2/3 at 1.00 a line: three lines, 3.00 in all.
    expect(await panel.getByTestId('edit-bet-system').textContent()).toContain('2/3');
    await panel.getByTestId('edit-bet-potential').waitFor({ timeout: 10_000 });
    expect(minor(await panel.getByTestId('edit-bet-new-stake').textContent())).toBe(300);
    await panel.getByTestId('edit-bet-confirm').click();
    const ref = /new bet is (B\d+)/.exec(
      (await page.page.getByTestId('cashout-notice').textContent({ timeout: 10_000 }))!,
    )![1]!;
    const system = page.page.locator('[data-testid="my-bet"]', { hasText: ref });
    await system.waitFor({ timeout: 10_000 });
    expect(await system.locator('.bet-card__sels li').count()).toBe(3);
    expect(await system.getAttribute('data-bet-type')).toBe('system');
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[CO10] a bet-builder bet is edited in the web app: a new stake at the builder price', async () => {
    const [m] = await matches(api, 1, 20);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(`/${m!.tournament.sport.key}/${m!.slug}#betBuilder`);
    const builder = page.page.getByTestId('bet-builder');
    await builder.waitFor();
    const first = builder.locator('[data-custom-market] button').first();
    await first.waitFor({ timeout: 15_000 });
    await first.click();
    await builder.locator('button[data-conflict]').first().waitFor({ timeout: 10_000 });
    await builder
      .locator('[data-custom-market]')
      .nth(2)
      .locator('button:not([data-conflict]):not([disabled])')
      .first()
      .click();
    await builder.getByTestId('bet-builder-odds').waitFor({ timeout: 10_000 });
    await builder.getByTestId('bet-builder-add').click();
    await page.page.waitForSelector('[data-testid="slip-bet"][data-bet-type="custom_bet"]');
    await page.waitForBalance((b) => b > 0);
    await page.setStake(0, '2');
    const [id] = await page.place();
    await page.done();
    const panel = await openEdit(page, id!);
    await panel.getByTestId('edit-bet-stake').fill('3');
    await page.page.waitForFunction(
      () => /\d/.test(document.querySelector('[data-testid="edit-bet-potential"]')?.textContent ?? ''),
      null,
      { timeout: 10_000 },
    );
    await panel.getByTestId('edit-bet-confirm').click();
    const ref = /new bet is (B\d+)/.exec(
      (await page.page.getByTestId('cashout-notice').textContent({ timeout: 10_000 }))!,
    )![1]!;
    const card = page.page.locator('[data-testid="my-bet"]', { hasText: ref });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.getAttribute('data-bet-type')).toBe('custom_bet');
    expect(minor(await card.getByTestId('bet-stake').textContent())).toBe(300);
    expect(suite.pageErrors()).toEqual([]);
  });
});
