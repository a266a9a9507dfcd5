import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { SlipPage, selectionKey } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { ARTIFACTS_DIR, screenshot } from '../support/artifacts';
import { placeByApi } from '../support/bets-api';
import { browserSuite } from '../support/browser-suite';
import { boxesOf, cellContentProblems, clipped, overlaps } from '../support/layout-checks';
import { catalogueOf, latinDigitTexts, wordsOf } from '../support/locale-checks';
import { freshEmail } from '../support/outbox';
import { PlayerApi } from '../support/player-api';
import { VIEWPORTS } from '../support/viewports';

const [, mobile] = VIEWPORTS;
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;

async function openMains(api: Api, skip: number, count: number): Promise<WireMatch[]> {
  const list = (await api.matches('match_status=0&type=match&sport_key=soccer&limit=80')).filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
  return list.slice(skip, skip + count);
}

/** A fresh EUR player signed in through the page's cookie session; returns the e-mail. */
async function signUp(page: Page, baseUrl: string, tag: string): Promise<string> {
  const email = freshEmail(tag);
  const res = await page.context().request.post(`${baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email, password: 'phone-de-ar-123', currency: 'EUR' } },
  });
  if (res.status() !== 201) throw new Error(`sign up ${res.status()}`);
  return email;
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

  it('[HW18] /ar: no statement cell overlaps another at 360 px', async () => {
    const [m] = await openMains(api, 48, 1);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'statement-ar');
    await page.goto('/ar');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    const pick = { match: m!, market: m!.main_market!, outcome: m!.main_market!.outcomes[0]! };
    await placeByApi(page.page, suite.baseUrl, [{ type: 'single', stake: 1234, picks: [pick] }]);
    await page.goto('/ar/statement');
    await page.page.getByTestId('statement-bets').waitFor({ timeout: 15_000 });
    await page.page.getByTestId('statement-movements').waitFor({ timeout: 15_000 });
    await screenshot(page.page, 'statement-ar-mobile');
    expect(await cellContentProblems(page.page, '[data-testid="statement"] table')).toEqual([]);
    const cells = await boxesOf(page.page.getByTestId('statement'), 'th, td');
    expect(clipped(cells)).toEqual([]);
    expect(await page.horizontalOverflow()).toBeLessThanOrEqual(0);
  });

  it('[WB11] /de: a bonus toast never covers the sheet, times out, and stays dismissed across pages', async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    const email = await signUp(page.page, suite.baseUrl, 'toast-de');
    const issue = () =>
      page.page.context().request.post(`${suite.baseUrl}/api/sim/bonuses`, {
        data: { email, type: 'freebet', amount: 500 },
      });
    expect((await issue()).status()).toBe(201);
    await page.goto('/de');
    const toast = page.page.getByTestId('bonus-toast');
    await toast.waitFor({ timeout: 15_000 });
    const first = await toast.getAttribute('data-bonus-id');
    // The sheet opens: its close button and tabs are what a tap there reaches.
    await page.page.getByTestId('slip-toggle').click();
    await page.panel().waitFor();
    for (const id of ['slip-close', 'slip-tab-BET_SLIP', 'slip-tab-MY_BETS']) {
      const box = (await page.page.getByTestId(id).boundingBox())!;
      const inSheet = await page.page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="slip-panel"]'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(inSheet, id).toBe(true);
    }
    await screenshot(page.page, 'bonus-toast-sheet-de');
    await page.page.getByTestId('slip-close').click();
    await page.panel().waitFor({ state: 'hidden' });
    // Dismissed: it stays away on the next page and after a reload.
    await toast.waitFor();
    await page.page.getByTestId('bonus-toast-close').click();
    await toast.waitFor({ state: 'detached' });
    await page.goto('/de/live');
    await page.page.waitForTimeout(2_500);
    expect(await toast.count()).toBe(0);
    // A second free bet shows, then goes by itself, and does not come back on the next page.
    expect((await issue()).status()).toBe(201);
    await page.page.reload();
    await page.hydrated();
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.getAttribute('data-bonus-id')).not.toBe(first);
    await toast.waitFor({ state: 'detached', timeout: 20_000 });
    await page.goto('/de');
    await page.page.waitForTimeout(2_500);
    expect(await toast.count()).toBe(0);
    expect(suite.pageErrors()).toEqual([]);
  });

  for (const [locale, word] of [
    ['de', /Märkte|Markt/],
    ['ar', /سوق|أسواق/],
  ] as const)
    it(`[LC12] /${locale}: the "+N" link on an event row is named in the locale's words`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}`);
      const more = page.page.locator('.row__more');
      await more.first().waitFor();
      const labels = await more.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label).not.toMatch(/markets/i);
        expect(label).toMatch(word);
      }
      // The count it shows is in the locale's digits.
      const shown = (await more.first().textContent()) ?? '';
      expect(shown).toMatch(locale === 'ar' ? /^\+[٠-٩]+$/ : /^\+\d+$/);
    });

  it('[LC8] /ar: a stake the page writes (a restored one) is in Arabic-Indic digits, as typed ones may be', async () => {
    const [m] = await openMains(api, 52, 1);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto(`/ar${pathOf(m!)}`);
    await page.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
    await page.setStake(0, '٢٥');
    await page.page.waitForTimeout(500); // the slip is written to session storage after 200 ms
    await page.page.reload();
    await page.hydrated();
    await page.slipSettled();
    await page.openPanel();
    await expect.poll(() => page.page.getByTestId('slip-stake-0').inputValue()).toBe('٢٥٫٠٠');
  });

  it('[LC12] /ar: the built-in status group is named in Arabic on the profile', async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'tier-ar');
    await page.goto('/ar/profile');
    const status = page.page.getByTestId('profile-status');
    await status.waitFor({ timeout: 15_000 });
    expect(await status.textContent()).toBe('برونزي');
  });

  for (const locale of ['de', 'ar'] as const)
    it(`[HW20] /${locale}: a six-figure balance keeps the header within 360 px, Deposit in full view`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await signUp(page.page, suite.baseUrl, `rich-${locale}`);
      await page.goto(`/${locale}`);
      // 101.021,90 EUR, as the tester had (one deposit is at most 100.000 EUR).
      const player = new PlayerApi(page.page, suite.baseUrl);
      await player.deposit(9_999_900, 'EUR');
      await player.deposit(102_290, 'EUR');
      // The button's name has the exact balance: six whole digits and two decimals once the deposit is in.
      const account = page.page.getByTestId('account-button');
      await expect
        .poll(
          async () => ((await account.getAttribute('aria-label')) ?? '').replace(/[^\d٠-٩]/g, '').length,
          {
            timeout: 15_000,
          },
        )
        .toBeGreaterThanOrEqual(8);
      await page.page.waitForTimeout(300);
      await screenshot(page.page, `phone-rich-header-${locale}`);
      expect(await page.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const deposit = (await page.page.getByTestId('header-deposit').boundingBox())!;
      expect(deposit.x).toBeGreaterThanOrEqual(0);
      expect(deposit.x + deposit.width).toBeLessThanOrEqual(360);
      const hit = await page.page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="header-deposit"]'),
        [deposit.x + deposit.width / 2, deposit.y + deposit.height / 2],
      );
      expect(hit).toBe(true);
      // What the button shows may be short; its title and name carry the exact amount.
      const exact = (await page.page.getByTestId('balance').getAttribute('title')) ?? '';
      expect(exact.replace(/[^\d٠-٩]/g, '').length).toBeGreaterThanOrEqual(8);
      expect(await account.getAttribute('aria-label')).toContain(exact);
      expect(suite.pageErrors()).toEqual([]);
    });

  for (const locale of ['de', 'ar'] as const)
    it(`[HW27] /${locale}: the demo player's balance shows whole at 360 px, its currency included`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}`);
      await page.signInByApi();
      await page.goto(`/${locale}`);
      const balance = page.page.getByTestId('balance');
      await balance.waitFor({ timeout: 15_000 });
      await expect
        .poll(async () => (await balance.textContent()) ?? '', { timeout: 15_000 })
        .toMatch(/[\d٠-٩]/);
      await page.page
        .locator('.header')
        .screenshot({ path: join(ARTIFACTS_DIR, `phone-balance-${locale}.png`) });
      // The balance and each part inside it (amount, currency) show whole: nothing cut by an ellipsis.
      const fits = await balance.evaluate((b) =>
        [b, ...b.querySelectorAll('*')].map((e) => ({
          what: `${e.className}: ${e.textContent ?? ''}`,
          sw: e.scrollWidth,
          cw: e.clientWidth,
        })),
      );
      for (const fit of fits) expect(fit.sw, fit.what).toBeLessThanOrEqual(fit.cw);
      expect(await balance.textContent()).toContain('EUR');
      const currency = (await balance.evaluate((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        const box = b.getBoundingClientRect();
        return [...range.getClientRects()].every((r) => r.left >= box.left - 1 && r.right <= box.right + 1);
      }))!;
      expect(currency, 'every line of the balance inside its box').toBe(true);
      // Everything in the header stays on the screen, Deposit included.
      expect(await page.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      for (const box of await boxesOf(page.page.locator('.header'), 'button, a, select')) {
        expect(box.x, box.what).toBeGreaterThanOrEqual(0);
        expect(box.right, box.what).toBeLessThanOrEqual(360);
      }
      expect(suite.pageErrors()).toEqual([]);
    });

  it('[HW21] /de: the receipt of a system bet says the total stake debited, and the stake per line', async () => {
    const picks = await openMains(api, 56, 3);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'system-de');
    await page.goto('/de');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    for (const m of picks) {
      await page.goto(`/de${pathOf(m)}`);
      await page.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    }
    await page.openPanel();
    await page.chooseType('system');
    expect(await page.page.getByTestId('system-type').inputValue()).toBe('2/3');
    await page.setStake(0, '2,50');
    await page.place();
    const receipt = page.page.getByTestId('placed-bet-stake');
    await screenshot(page.page, 'phone-system-receipt-de');
    expect(await receipt.textContent()).toBe('Gesamteinsatz: 7,50 EUR (3 Wetten × 2,50 EUR)');
  });

  for (const [locale, skip] of [
    ['de', 60],
    ['ar', 62],
  ] as const)
    it(`[HW20] /${locale}: a nine-figure win keeps the slip bar one compact height`, async () => {
      const [m] = await openMains(api, skip, 1);
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}${pathOf(m!)}`);
      await page.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
      await page.openPanel();
      await page.setStake(0, '99999999');
      await page.page.getByTestId('slip-close').click();
      const bar = page.page.getByTestId('slip-bar');
      await bar.waitFor();
      await page.page.waitForFunction(
        () => document.querySelector('[data-testid="slip-bar-win"]')?.textContent !== '–',
      );
      await screenshot(page.page, `phone-slip-bar-large-${locale}`);
      const barBox = (await bar.boundingBox())!;
      expect(barBox.height).toBeLessThanOrEqual(64);
      expect(barBox.x + barBox.width).toBeLessThanOrEqual(360);
      const boxes = await boxesOf(bar, 'dt, dd, .slip-bar__count, .slip-bar__open');
      expect(clipped(boxes)).toEqual([]);
      expect(overlaps(boxes)).toEqual([]);
      // Each label keeps to two lines at most (it was squeezed to a letter a line).
      for (const b of boxes.filter((x) => x.what.startsWith('dt')))
        expect(b.bottom - b.y, b.what).toBeLessThan(30);
      // The win's exact amount is there for a screen reader.
      const win = (await page.page.getByTestId('slip-bar-win').textContent()) ?? '';
      expect(win.replace(/[^\d٠-٩]/g, '').length).toBeGreaterThanOrEqual(11);
    });

  for (const locale of ['de', 'ar'] as const)
    it(`[HW22] /${locale}: scrolled to the bottom, the slip button leaves the footer's language select free`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}`);
      await page.slipSettled();
      const select = page.page.getByTestId('locale-switcher-footer');
      await select.waitFor();
      await page.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.page.waitForTimeout(300);
      await screenshot(page.page, `phone-footer-${locale}`);
      const box = (await select.boundingBox())!;
      const hit = await page.page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-testid') ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe('locale-switcher-footer');
    });

  /** A live match whose statistics have at least two period (set) scores; the feed runs until one has. */
  async function matchWithPeriods(): Promise<WireMatch> {
    const find = async () =>
      (await api.matches('match_status=1&type=match&limit=200')).find(
        (m) => ((m.statistics as { period_score?: unknown[] } | null)?.period_score?.length ?? 0) >= 2,
      );
    const now = await find();
    if (now) return now;
    await api.resume();
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const m = await find();
        if (m) return m;
        if (Date.now() > deadline) throw new Error('no live match with two period scores');
        await new Promise((r) => setTimeout(r, 2_000));
      }
    } finally {
      await api.pause();
    }
  }

  for (const locale of ['de', 'ar'] as const)
    it(`[HW23] /${locale}: the event page's period scores sit side by side, none drawn over another`, async () => {
      const m = await matchWithPeriods();
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}${pathOf(m)}`);
      const periods = page.page.locator('.periods');
      await periods.waitFor({ timeout: 15_000 });
      await screenshot(page.page, `phone-periods-${locale}`);
      const boxes = await boxesOf(periods, 'li');
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      expect(clipped(boxes)).toEqual([]);
      expect(overlaps(boxes)).toEqual([]);
      for (const b of boxes) {
        expect(b.x, b.what).toBeGreaterThanOrEqual(0);
        expect(b.right, b.what).toBeLessThanOrEqual(360);
      }
      // No list marker drawn outside an item (over its neighbour): each item shows its own number.
      const markers = await periods.evaluate(
        (ol) =>
          [...ol.querySelectorAll('li')].filter((li) => {
            const style = getComputedStyle(li);
            return style.display === 'list-item' && style.listStyleType !== 'none';
          }).length,
      );
      expect(markers).toBe(0);
      const texts = await periods.locator('li').allTextContents();
      texts.forEach((text, i) => expect(text).toMatch(new RegExp(`^[${i + 1}${'٠١٢٣٤٥٦٧٨٩'[i + 1]}]\\.`)));
    });

  /** A live football match with the statistics widget (its shots, corners and possession, LV7). */
  async function matchWithStatistics(): Promise<WireMatch> {
    const list = await api.matches('match_status=1&type=match&sport_key=soccer&limit=200');
    const m = list.find((x) => (x as { is_provider_stats_available?: boolean }).is_provider_stats_available);
    if (!m) throw new Error('no live football match with statistics');
    return m;
  }

  for (const locale of ['de', 'ar'] as const)
    it(`[LC14] /${locale}: the event page's statistics, market group tabs and periods are in the locale's words`, async () => {
      const words = catalogueOf(locale);
      const m = await matchWithPeriods();
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}${pathOf(m)}`);
      await page.page.locator('.periods').waitFor({ timeout: 15_000 });
      expect(await page.page.locator('.periods').getAttribute('aria-label')).toBe(words['match.periods']);
      // The market group tabs: "All" and each group in the locale's words.
      const tabs = page.page.getByRole('tablist', { name: words['match.markets'] }).getByRole('tab');
      const tabTexts = await tabs.allTextContents();
      expect(tabTexts.length).toBeGreaterThanOrEqual(2);
      const groupWords = [words['match.allMarkets'], ...wordsOf(words, 'match.group.')];
      for (const text of tabTexts) expect(groupWords, text).toContain(text);
      // Every statistic's label, shown and spoken, is a catalogue word (the feed's keys showed: "corners").
      await page.goto(`/${locale}${pathOf(await matchWithStatistics())}`);
      const stats = page.page.getByTestId('statistics').locator('.stat');
      await stats.first().waitFor({ timeout: 15_000 });
      await screenshot(page.page, `phone-event-words-${locale}`);
      const labels = await stats.locator('small').allTextContents();
      expect(labels.length).toBeGreaterThanOrEqual(4);
      const statWords = wordsOf(words, 'match.stat.');
      for (const label of labels) expect(statWords, label).toContain(label);
      for (const name of await stats.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
        expect(statWords, name).toContain(name.slice(0, name.indexOf(':')));
      expect(await page.page.getByTestId('statistics').locator('iframe').getAttribute('title')).toBe(
        words['match.statisticsWidget'],
      );
      // The provider's widget below is told the page's language: its title and labels are the same words.
      const widget = page.page.frameLocator('[data-testid="statistics"] iframe');
      await widget.locator('#rows tr').first().waitFor({ timeout: 15_000 });
      expect(await widget.locator('h1').textContent()).toBe(words['match.statistics']);
      const widgetLabels = await widget.locator('#rows td:nth-child(2)').allTextContents();
      expect(widgetLabels).toEqual(labels);
      if (locale === 'ar')
        expect((await widget.locator('#rows').textContent())!.replace(/[٠-٩]/g, '')).not.toMatch(/[0-9]/);
    });

  it('[LC8] /ar: scores, clocks, counts, hints, stakes, break buttons and the receipt are in Arabic-Indic digits', async () => {
    const live = await matchWithPeriods();
    const [m] = await openMains(api, 64, 1);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'digits-ar');
    await page.goto('/ar');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    const found: string[] = [];
    // Names from the feed (teams, leagues, markets such as 1X2, outcomes) stay as written (LC9).
    const names =
      '.scoreboard__team, .row__teams, .row__name, .market__name, .odds__label, [data-testid="crumbs"]';
    // The live list: status badges, running clocks and scores, the "+N" links.
    await page.goto('/ar/live');
    await page.page.locator('.row__live').first().waitFor({ timeout: 15_000 });
    found.push(...(await latinDigitTexts(page.page, '.row__live, .row__more', names)));
    // The event page: score, clock, period scores, statistics.
    await page.goto(`/ar${pathOf(live)}`);
    await page.page.locator('.periods').waitFor({ timeout: 15_000 });
    await page.page
      .locator('.clock')
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    found.push(
      ...(await latinDigitTexts(
        page.page,
        '.scoreboard__score, .scoreboard__meta .badge, .scoreboard__meta .clock, .periods, [data-testid="statistics"] .stats',
        names,
      )),
    );
    // A football match's statistics and its prediction's shares and count.
    await page.goto(`/ar${pathOf(await matchWithStatistics())}`);
    await page.page.getByTestId('statistics').waitFor({ timeout: 15_000 });
    await page.page.getByTestId('vote-share-home').filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
    found.push(
      ...(await latinDigitTexts(
        page.page,
        '.scoreboard__score, [data-testid="statistics"] .stats, [data-testid^="vote-share-"], [data-testid="vote-total"]',
      )),
    );
    // The search's hint.
    await page.openSearch();
    found.push(...(await latinDigitTexts(page.page, '.search__hint')));
    await page.page.keyboard.press('Escape');
    // The break and self-exclusion buttons of the limits page.
    await page.goto('/ar/profile/limits');
    await page.page.locator('[data-testid^="exclusion-"]').first().waitFor({ timeout: 15_000 });
    found.push(...(await latinDigitTexts(page.page, '[data-testid^="exclusion-"]')));
    // The slip: its count, the quick stakes, the bar; then the receipt of the bet.
    await page.goto(`/ar${pathOf(m!)}`);
    await page.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
    if (await page.panel().isVisible()) await page.page.getByTestId('slip-close').click();
    await page.page.getByTestId('slip-bar').waitFor();
    found.push(...(await latinDigitTexts(page.page, '[data-testid="slip-bar"]')));
    await page.openPanel();
    await page.setStake(0, '١٠');
    found.push(...(await latinDigitTexts(page.page, '.slip-tabs, .slip-stakes')));
    await page.place();
    await screenshot(page.page, 'phone-receipt-digits-ar');
    found.push(
      ...(await latinDigitTexts(
        page.page,
        '[data-testid="slip-success"]',
        '[data-testid="placed-selection"] bdi:not([data-testid="placed-odds"])',
      )),
    );
    expect(found).toEqual([]);
    // The bet's id is a code and stays Latin, marked as one.
    expect(await page.page.locator('[data-testid="placed-bet"] [data-code]').first().textContent()).toMatch(
      /^[0-9A-Za-z:-]+$/,
    );
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[LC13] /ar: on the receipt each name, the price and each amount is its own run, read from the right', async () => {
    const picks = await openMains(api, 68, 2);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'bidi-ar');
    await page.goto('/ar');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    for (const m of picks) {
      await page.goto(`/ar${pathOf(m)}`);
      await page.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    }
    await page.openPanel();
    await page.chooseType('combo');
    await page.setStake(0, '١٢٫٥');
    await page.place();
    await screenshot(page.page, 'phone-receipt-bidi-ar');
    const lines = page.page.getByTestId('placed-selection');
    expect(await lines.count()).toBe(2);
    for (const line of await lines.all()) {
      // The pick, then its price, read from the right on one line; the event, isolated, on its own lines below
      // (a long Latin event name wrapping beside the pick came out scrambled: the fresh tester's M3).
      const runs = await line.evaluate((li) =>
        [...li.querySelectorAll('bdi')].map((b) => {
          const r = b.getClientRects();
          const first = r[0]!;
          const last = r[r.length - 1]!;
          return {
            text: b.textContent ?? '',
            top: first.top,
            bottom: last.bottom,
            left: first.left,
            right: first.right,
          };
        }),
      );
      expect(runs.map((r) => r.text)).toHaveLength(3);
      const [pick, price, event] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
      const priceAfter =
        (Math.abs(price.top - pick.top) <= 2 && price.right <= pick.left + 1) || price.top > pick.top + 2;
      expect(priceAfter, `${pick.text} then ${price.text}`).toBe(true);
      expect(event.top, `${event.text} below ${pick.text} @ ${price.text}`).toBeGreaterThanOrEqual(
        Math.max(pick.bottom, price.bottom) - 1,
      );
    }
    // The bet's reference reads as My bets and the statement write it.
    expect(await page.page.locator('[data-testid="placed-bet"] [data-code]').first().textContent()).toMatch(
      /^B\d{8,}$/,
    );
    // Every amount (stake, potential win) is isolated and reads in the page's direction.
    const amounts = page.page.getByTestId('placed-bet-amount');
    expect(await amounts.count()).toBe(2);
    expect(
      await amounts.evaluateAll((els) => els.map((e) => `${e.tagName}/${e.getAttribute('dir')}`)),
    ).toEqual(['BDI/rtl', 'BDI/rtl']);
    expect(await page.page.getByTestId('placed-bet-stake').textContent()).toMatch(/^[^0-9]*١٢٫٥٠ EUR$/);
  });

  for (const [locale, query, sport] of [
    ['de', 'Fußball', 'Fußball'],
    ['en', 'Football', 'Soccer'],
  ] as const)
    it(`[HW24] /${locale}: searching "${query}" offers the sport, and the hit opens its page`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      // English is the shared server's first locale: its URLs have no prefix.
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await page.goto(prefix || '/');
      const input = await page.openSearch();
      await input.fill(query);
      const hit = page.page.getByTestId('search-hit').first();
      await hit.waitFor({ timeout: 10_000 });
      expect(await hit.locator('strong').textContent()).toBe(sport);
      await input.press('Enter');
      await page.page.waitForURL((url) => url.pathname === `${prefix}/soccer`);
      expect(await page.pageId()).toBe('sport');
    });

  it('[AL5] /de: offline, the alert leaves the slip bar and its open button in view', async () => {
    const [m] = await openMains(api, 72, 1);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto(`/de${pathOf(m!)}`);
    await page.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
    if (await page.panel().isVisible()) await page.page.getByTestId('slip-close').click();
    const bar = page.page.getByTestId('slip-bar');
    await bar.waitFor();
    await page.page.context().setOffline(true);
    try {
      const alert = page.page.getByTestId('app-alert').first();
      await alert.waitFor({ timeout: 10_000 });
      await screenshot(page.page, 'phone-offline-alert-de');
      const [a, b] = [(await alert.boundingBox())!, (await bar.boundingBox())!];
      expect(a.y + a.height, 'the alert ends above the bar').toBeLessThanOrEqual(b.y + 1);
      const open = (await page.page.getByTestId('slip-bar-open').boundingBox())!;
      const hit = await page.page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="slip-bar-open"]'),
        [open.x + open.width / 2, open.y + open.height / 2],
      );
      expect(hit).toBe(true);
    } finally {
      await page.page.context().setOffline(false);
    }
  });

  for (const locale of ['de', 'ar'])
    it(`[HW25] /${locale}: a race's runners wrap on a phone, each name and price whole`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}/racing`);
      const rows = page.page.locator('.row__odds');
      await rows.locator('.odds').first().waitFor();
      // Per button: its width, and whether its name or its price is cut (wider than the box that shows it).
      const buttons = await rows.evaluateAll((groups) =>
        groups.flatMap((g) =>
          [...g.querySelectorAll<HTMLElement>('.odds')].map((b, _, all) => {
            const label = b.querySelector<HTMLElement>('.odds__label');
            const price = b.querySelector<HTMLElement>('.odds__price');
            return {
              text: b.textContent,
              many: all.length > 3,
              width: b.getBoundingClientRect().width,
              labelCut: label ? label.scrollWidth > label.clientWidth + 1 : false,
              priceCut: price ? price.getBoundingClientRect().width > b.clientWidth : false,
            };
          }),
        ),
      );
      const runners = buttons.filter((b) => b.many);
      expect(runners.length).toBeGreaterThan(3);
      expect(runners.filter((b) => b.width < 96)).toEqual([]);
      expect(runners.filter((b) => b.labelCut || b.priceCut)).toEqual([]);
      await screenshot(page.page, `phone-racing-${locale}`);
    });

  for (const [locale, path] of [
    ['de', '/de?tab=outrights'],
    ['ar', '/ar?tab=outrights'],
    ['de', '/de/racing'],
  ] as const)
    it(`[HW30] ${path}: an outright's or a race's name shows whole at 360 px, on as many lines as it needs`, async () => {
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(path);
      await page.page.locator('.row').first().waitFor({ timeout: 10_000 });
      const names = await page.page.locator('.row__names > span').evaluateAll((els) =>
        els.map((e) => ({
          text: e.textContent,
          cut: e.scrollWidth > e.clientWidth + 1,
          right: e.getBoundingClientRect().right,
        })),
      );
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => n.cut || n.right > 360)).toEqual([]);
      await screenshot(
        page.page,
        `phone-names-${locale}-${path.includes('racing') ? 'racing' : 'outrights'}`,
      );
    });

  it("[HW31] /de and /ar: a result's date and time fit their column at 360 px, clear of the names", async () => {
    // The last open match of the list: the other tests pick theirs from its start.
    const done = (await openMains(api, 0, 200)).at(-1);
    await api.post(`/matches/${done!.id}/finish`, { home_score: 2, away_score: 1 });
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    for (const locale of ['de', 'ar']) {
      await page.goto(`/${locale}/results`);
      await page.page.locator(`[data-page-id="results"] [data-match-id="${done!.id}"]`).waitFor();
      const cells = await page.page
        .locator('[data-page-id="results"] .row__time')
        .evaluateAll((els) =>
          els.map((e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1 })),
        );
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((c) => c.cut)).toEqual([]);
      await screenshot(page.page, `phone-results-${locale}`);
    }
  });

  it('[HW26] /de: the horse racing page lists its races, as the racing section does', async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto('/de/horse-racing');
    const races = page.page.locator('.row[data-type="stage"]');
    await races.first().waitFor({ timeout: 10_000 });
    expect(await races.count()).toBeGreaterThan(3);
    expect(await page.page.locator('.empty').count()).toBe(0);
  });

  it("[LC8] /ar: the schedule's day tabs, the results' dates and scores are in Arabic-Indic digits", async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto('/ar/schedule');
    await page.page.locator('[data-page-id="schedule"] .tab').first().waitFor();
    expect(await latinDigitTexts(page.page, '[data-page-id="schedule"] .tabs')).toEqual([]);
    // The results list what has finished: on a young server it may be empty, and then there is nothing to read.
    await page.goto('/ar/results');
    const results = page.page.locator('[data-page-id="results"]');
    await results.locator('.row__score, .empty').first().waitFor();
    expect(await latinDigitTexts(page.page, '[data-page-id="results"]', '.row__names')).toEqual([]);
  });

  it('[LC13] /ar: a cut Latin name on an odds button keeps its start, the ellipsis takes its end', async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto('/ar/live');
    await page.page.locator('.odds__label').first().waitFor();
    // Each cut label that starts with a Latin letter: is its first letter inside the label's visible box?
    const cut = await page.page.locator('.odds__label').evaluateAll((labels) =>
      labels
        .filter((l) => l.scrollWidth > l.clientWidth + 1 && /^[A-Za-z]/.test(l.textContent ?? ''))
        .map((l) => {
          const box = l.getBoundingClientRect();
          const range = document.createRange();
          range.setStart(l.firstChild!, 0);
          range.setEnd(l.firstChild!, 1);
          const first = range.getBoundingClientRect();
          return {
            text: l.textContent,
            startShown: first.left >= box.left - 1 && first.right <= box.right + 1,
          };
        }),
    );
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.filter((c) => !c.startShown)).toEqual([]);
  });
  it('[LC15] /de and /ar: countries in breadcrumbs, racing headings and chips are in the locale, England too', async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    // The racing section's meeting headings: "Irland · Galway Races", never "Ireland".
    await page.goto('/de/racing');
    await page.page.locator('.row[data-type="stage"]').first().waitFor({ timeout: 10_000 });
    const deText = (await page.page.locator('main').textContent()) ?? '';
    expect(deText).toContain('Irland · ');
    expect(deText).not.toContain('Ireland');
    // The horse racing page's country chips on /ar.
    await page.goto('/ar/horse-racing');
    const chips = page.page.locator('.chips .chip');
    await chips.first().waitFor({ timeout: 10_000 });
    const names = await chips.allTextContents();
    expect(names).toContain('أيرلندا');
    expect(names).toContain('إنجلترا');
    expect(names.filter((n) => /Ireland|England/.test(n))).toEqual([]);
    // An English match's breadcrumb on /ar: England is not an ISO region, the catalogue names it.
    const english = (await api.matches('type=match&sport_key=soccer&limit=80')).find(
      (m) => m.tournament.category.slug === 'england',
    );
    expect(english).toBeDefined();
    await page.goto(`/ar${pathOf(english!)}`);
    const crumbs = page.page.locator('.breadcrumbs').first();
    await crumbs.waitFor({ timeout: 10_000 });
    const crumbText = (await crumbs.textContent()) ?? '';
    expect(crumbText).toContain('إنجلترا');
    expect(crumbText).not.toContain('England');
  });

  it("[LC16] /de and /ar: races and outrights are named in the locale's words and digits, buttons' names too", async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    const oddsNames = () =>
      page.page
        .locator('.row button.odds')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    // "Galway Races 14:15 race" reads "Galway Races 14:15 Rennen", and its runners' buttons say so.
    await page.goto('/de/racing');
    await page.page.locator('.row[data-type="stage"]').first().waitFor({ timeout: 10_000 });
    const deRacing = (await page.page.locator('main').textContent()) ?? '';
    expect(deRacing).toMatch(/\d\d:\d\d Rennen/);
    expect(deRacing).not.toMatch(/ race\b|winner/);
    const deButtons = await oddsNames();
    expect(deButtons.length).toBeGreaterThan(0);
    expect(deButtons.filter((n) => / race\b|winner/.test(n))).toEqual([]);
    // The outrights tab: "Premier Division 2026/27 - Sieger".
    await page.goto('/de?tab=outrights');
    await page.page.locator('.row').first().waitFor({ timeout: 10_000 });
    const deOutrights = (await page.page.locator('main').textContent()) ?? '';
    expect(deOutrights).toContain(' - Sieger');
    expect(deOutrights).not.toContain('winner');
    // On /ar the words are Arabic and the start time and season in Arabic-Indic digits.
    await page.goto('/ar/racing');
    await page.page.locator('.row[data-type="stage"]').first().waitFor({ timeout: 10_000 });
    const arRacing = (await page.page.locator('main').textContent()) ?? '';
    expect(arRacing).toContain('سباق');
    expect(arRacing).not.toMatch(/ race\b|winner|\d\d:\d\d/);
    expect((await oddsNames()).filter((n) => / race\b|winner|\d\d:\d\d/.test(n))).toEqual([]);
    await page.goto('/ar?tab=outrights');
    await page.page.locator('.row').first().waitFor({ timeout: 10_000 });
    const arOutrights = (await page.page.locator('main').textContent()) ?? '';
    expect(arOutrights).not.toMatch(/winner|\d{4}\/\d\d/);
  });

  it('[LC17] /ar: each leg on the receipt and the statement is its own run, each Latin name isolated', async () => {
    const picks = await openMains(api, 72, 2);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'legs-ar');
    await page.goto('/ar');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    for (const m of picks) {
      await page.goto(`/ar${pathOf(m)}`);
      await page.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    }
    await page.openPanel();
    await page.chooseType('combo');
    await page.setStake(0, '٢');
    await page.place();
    /** Each text node with a Latin letter under `root` that no isolating element (bdi, dir, unicode-bidi) holds. */
    const loose = (root: string) =>
      page.page.evaluate((sel) => {
        const out: string[] = [];
        for (const r of document.querySelectorAll(sel)) {
          const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!/[A-Za-z]/.test(n.textContent ?? '')) continue;
            let isolated = false;
            for (let e = n.parentElement; e && e !== r.parentElement; e = e.parentElement) {
              const bidi = getComputedStyle(e).unicodeBidi;
              if (e.tagName === 'BDI' || bidi === 'isolate' || bidi === 'isolate-override') isolated = true;
            }
            if (!isolated) out.push((n.textContent ?? '').trim());
          }
        }
        return out;
      }, root);
    const receipt = page.page.getByTestId('placed-selection');
    expect(await receipt.count()).toBe(2);
    expect(await loose('[data-testid="placed-selection"]')).toEqual([]);
    await page.goto('/ar/statement');
    const legs = page.page.getByTestId('statement-leg');
    await legs.first().waitFor({ timeout: 15_000 });
    // One isolated run per leg, in it outcome, market and event each its own run.
    expect(await legs.count()).toBe(2);
    for (const leg of await legs.all()) {
      expect(await leg.evaluate((e) => getComputedStyle(e).unicodeBidi)).toBe('isolate');
      expect(await leg.locator(':scope > bdi').count()).toBe(3);
    }
    expect(await loose('[data-testid="statement-selections"]')).toEqual([]);
  });

  it("[LC8] /ar: My bets names a system bet in the locale's words and digits, as the slip does", async () => {
    const picks = await openMains(api, 76, 3);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'system-ar');
    await page.goto('/ar');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    const [id] = await placeByApi(page.page, suite.baseUrl, [
      {
        type: 'system',
        system_id: '2/3',
        stake: 100,
        picks: picks.map((m) => ({ match: m, market: m.main_market!, outcome: m.main_market!.outcomes[0]! })),
      },
    ]);
    await page.goto('/ar');
    await page.slipSettled();
    await page.open();
    const head = page.bet(id!).locator('.bet-card__head strong');
    await head.waitFor({ timeout: 15_000 });
    const text = (await head.textContent()) ?? '';
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toContain('٢');
    expect(text).toContain('٣');
  });

  it('[HW28] /de: a cashed-out bet in My bets says paid out, not won', async () => {
    const [m] = await openMains(api, 6, 1);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, mobile);
    await signUp(page.page, suite.baseUrl, 'cashed-de');
    await page.goto('/de');
    await new PlayerApi(page.page, suite.baseUrl).deposit(5_000, 'EUR');
    const pick = { match: m!, market: m!.main_market!, outcome: m!.main_market!.outcomes[0]! };
    const [id] = await placeByApi(page.page, suite.baseUrl, [{ type: 'single', stake: 300, picks: [pick] }]);
    await page.goto('/de');
    await page.slipSettled();
    await page.open();
    const card = page.bet(id!);
    await card.getByTestId('cashout-button').waitFor({ timeout: 15_000 });
    await card.getByTestId('cashout-button').click();
    await card.getByTestId('cashout-confirm').click();
    await page.page.getByTestId('cashout-notice').waitFor({ timeout: 10_000 });
    await page.filter('settled');
    const totals = page.bet(id!).locator('.slip-totals');
    await totals.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await totals.textContent()) ?? '', { timeout: 10_000 })
      .toContain('Ausgezahlt');
    expect(await totals.textContent()).not.toContain('Gewonnen');
  });

  for (const locale of ['de', 'ar'] as const)
    it(`[HW29] /${locale}: the slip's odds-change select stays on a 360 px screen`, async () => {
      const picks = await openMains(api, 20, 3);
      const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
      await page.goto(`/${locale}`);
      await page.signInByApi();
      for (const m of picks) {
        await page.goto(`/${locale}${pathOf(m)}`);
        await page.toggle(selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
      }
      await page.openPanel();
      await page.chooseType('system');
      const select = page.page.getByTestId('accept-mode');
      await select.waitFor();
      await select.scrollIntoViewIfNeeded();
      // Inside the slip's content box: the tester saw its right border at x=362, over the panel's padding.
      const content = await page.page.evaluate(() => {
        const body = document.querySelector('.slip-panel__body')!;
        const r = body.getBoundingClientRect();
        const cs = getComputedStyle(body);
        return {
          left: Math.max(0, r.left + Number(cs.paddingLeft.replace('px', ''))),
          right: Math.min(360, r.right - Number(cs.paddingRight.replace('px', ''))),
        };
      });
      for (const what of [
        '[data-testid="accept-mode"]',
        '.slip-field--inline:has([data-testid="accept-mode"]) label',
      ]) {
        const b = (await page.page.locator(what).boundingBox())!;
        expect(b.x, what).toBeGreaterThanOrEqual(content.left - 0.5);
        expect(b.x + b.width, what).toBeLessThanOrEqual(content.right + 0.5);
      }
    });
});
