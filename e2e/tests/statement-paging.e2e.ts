import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, type WireMatch } from '../support/api';
import { seriousViolations } from '../support/axe';
import { placeByApi } from '../support/bets-api';
import { browserSuite } from '../support/browser-suite';
import { freshEmail } from '../support/outbox';
import { PlayerApi } from '../support/player-api';
import { startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

const [desktop, mobile] = VIEWPORTS;
const LOG = 'server-statement-paging.log';
/** The web statement's page size (apps/web/lib/bets/statement-api.ts). */
const PAGE_SIZE = 20;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_BETS_PER_ACCOUNT: '1000/60' }, LOG);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

async function newPlayer(page: Page, tag: string, deposit: number): Promise<void> {
  const res = await page.context().request.post(`${server.baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email: freshEmail(tag), password: 'statement-paging-1', currency: 'EUR' } },
  });
  if (res.status() !== 201) throw new Error(`sign up ${res.status()}`);
  await page.goto(server.baseUrl);
  if (deposit > 0) await new PlayerApi(page, server.baseUrl).deposit(deposit, 'EUR');
}

async function prematch(count: number): Promise<WireMatch[]> {
  const list = (
    await new Api(server.baseUrl).matches('match_status=0&type=match&sport_key=soccer&limit=80')
  ).filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
  expect(list.length).toBeGreaterThanOrEqual(count);
  return list.slice(0, count);
}

/** One single of 1.00 EUR on each match (at most 20 bets a request: two requests). */
async function singles(page: Page, matches: readonly WireMatch[], outcome: number): Promise<void> {
  const bets = matches.map((m) => ({
    type: 'single',
    stake: 100,
    picks: [{ match: m, market: m.main_market!, outcome: m.main_market!.outcomes[outcome]! }],
  }));
  for (let i = 0; i < bets.length; i += 20) await placeByApi(page, server.baseUrl, bets.slice(i, i + 20));
}

/** A page comes from the server through the web proxy on a loaded machine: seconds, not one. */
const POLL = { timeout: 15_000 };

const rows = (table: Locator) => table.locator('tbody tr').count();

describe('issue 33 item 9: the statement pages its bets and movements', () => {
  const suite = browserSuite(desktop);
  beforeAll(() => new Api(server.baseUrl).pause());
  afterAll(() => new Api(server.baseUrl).resume());

  it('next and previous by keyboard, each list apart, a loading state while a page comes; the totals stay whole', async () => {
    const page = suite.page();
    await newPlayer(page, 'statement-paging', 10_000);
    // 21 bets: two pages of bets; 22 movements (the deposit and 21 stakes): two pages of movements.
    const matches = await prematch(PAGE_SIZE + 1);
    await singles(page, matches, 0);
    await page.goto(`${server.baseUrl}/statement`);
    const view = page.getByTestId('statement');
    await view.getByTestId('statement-closing').waitFor({ timeout: 15_000 });
    const closing = await view.getByTestId('statement-closing').textContent();
    expect(await view.getByTestId('statement-staked').textContent()).toBe('21.00 EUR');
    const bets = view.getByTestId('statement-bets');
    const betsPager = view.getByTestId('statement-bets-pager');
    const moves = view.getByTestId('statement-movements');
    const movesPager = view.getByTestId('statement-movements-pager');
    expect(await rows(bets)).toBe(PAGE_SIZE);
    expect(await rows(moves)).toBe(PAGE_SIZE);
    expect(await betsPager.getByTestId('statement-page').textContent()).toBe('Page 1 of 2');
    expect(await betsPager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The next page of bets, slowed so its loading state shows; by keyboard only.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/bets\/statement\?.*bets_page=2/, async (route) => {
      await held;
      await route.continue();
    });
    await betsPager.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await betsPager.getByTestId('statement-page-loading').waitFor({ timeout: 5_000 });
    expect(await bets.locator('xpath=ancestor::*[@aria-busy="true"][1]').count()).toBe(1);
    release();
    await expect.poll(() => betsPager.getByTestId('statement-page').textContent(), POLL).toBe('Page 2 of 2');
    expect(await rows(bets)).toBe(1);
    // The movements list did not move; the totals are the whole statement's.
    expect(await rows(moves)).toBe(PAGE_SIZE);
    expect(await view.getByTestId('statement-closing').textContent()).toBe(closing);
    // Next is disabled on the last page; the focus went to Previous rather than to nowhere.
    expect(await betsPager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Previous');
    await page.keyboard.press('Enter');
    await expect.poll(() => betsPager.getByTestId('statement-page').textContent(), POLL).toBe('Page 1 of 2');
    expect(await rows(bets)).toBe(PAGE_SIZE);

    // The movements page on their own: the second page's last balance is the closing balance.
    await movesPager.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => movesPager.getByTestId('statement-page').textContent(), POLL).toBe('Page 2 of 2');
    expect(await rows(moves)).toBe(2);
    expect(await moves.locator('tbody tr:last-child td:last-child').textContent()).toBe(closing);
    expect(await betsPager.getByTestId('statement-page').textContent()).toBe('Page 1 of 2');
    expect(suite.pageErrors()).toEqual([]);
  });

  it('a filter change goes back to the first page', async () => {
    const page = suite.page();
    await newPlayer(page, 'statement-paging-filter', 10_000);
    const matches = await prematch(PAGE_SIZE + 1);
    await singles(page, matches, 1);
    await page.goto(`${server.baseUrl}/statement`);
    const view = page.getByTestId('statement');
    const betsPager = view.getByTestId('statement-bets-pager');
    await betsPager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => betsPager.getByTestId('statement-page').textContent(), POLL).toBe('Page 2 of 2');
    await view.getByTestId('statement-status').selectOption('open');
    await expect.poll(() => betsPager.getByTestId('statement-page').textContent(), POLL).toBe('Page 1 of 2');
    expect(await view.getByTestId('statement-bets').locator('tbody tr').count()).toBe(PAGE_SIZE);
  });
});

describe('issue 33 item 9: an empty statement (360 px)', () => {
  const suite = browserSuite(mobile);

  it('a new player sees that there are no bets and no movements, and no pager', async () => {
    const page = suite.page();
    await newPlayer(page, 'statement-empty', 0);
    await page.goto(`${server.baseUrl}/statement`);
    const view = page.getByTestId('statement');
    await view.getByTestId('statement-closing').waitFor({ timeout: 15_000 });
    expect(await view.getByTestId('statement-no-bets').textContent()).toBe('No bets in this period.');
    expect(await view.getByTestId('statement-no-movements').textContent()).toBe(
      'No wallet movements in this period.',
    );
    expect(await view.getByTestId('statement-bets-pager').count()).toBe(0);
    expect(await view.getByTestId('statement-movements-pager').count()).toBe(0);
  });
});
