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
});
