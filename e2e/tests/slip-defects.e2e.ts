import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { ARTIFACTS_DIR, screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { PlayerApi } from '../support/player-api';
import { VIEWPORTS } from '../support/viewports';

/**
 * Issue 22: defects found by using the app as a bettor, each at the width where it shows. The matches come
 * from the middle of the prematch soccer list (betting.e2e.ts takes the first dozen, my-bets.e2e.ts the last
 * ones), and the feed's drift is paused so every price is the test's own.
 */
const desktop = VIEWPORTS[0];
const mobile = VIEWPORTS[1];
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;
const keyOf = (m: WireMatch, i: number) => selectionKey(m, m.main_market!, m.main_market!.outcomes[i]!);
const shownOdds = (milli: number) => (milli / 1000).toFixed(3).replace(/0$/, '');

/** Picks the first outcome of `m`, closes the slip and reloads: the slip stays closed, its toggle counting the pick. */
async function closeAndReload(slip: SlipPage, m: WireMatch): Promise<void> {
  await slip.goto(pathOf(m));
  await slip.toggle(keyOf(m, 0));
  await slip.page.getByTestId('slip-close').click();
  await slip.panel().waitFor({ state: 'hidden' });
  await slip.page.reload();
  await slip.hydrated();
  await expect.poll(() => slip.page.getByTestId('slip-toggle').textContent()).toMatch(/1$/);
  await slip.page.waitForTimeout(500);
  expect(await slip.panel().isVisible()).toBe(false);
}

async function prematch(api: Api, count: number, skip: number): Promise<WireMatch[]> {
  const list = await api.openPrematchSoccer();
  const from = 20 + skip;
  if (list.length < from + count) throw new Error('not enough prematch matches');
  return list.slice(from, from + count);
}

/** Where the focus is: inside the slip panel, on an odds button (its key), on the body, or elsewhere. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { where: 'body', outcome: null, visible: false, testid: null };
    const visible = el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none';
    return {
      where: el.closest('#slip-panel') ? 'panel' : 'page',
      outcome: el.getAttribute('data-outcome'),
      visible,
      testid: el.dataset.testid ?? null,
    };
  });
}

/** Presses Tab until the focused element has the test id; fails past `max` presses. */
async function tabTo(page: Page, testId: string, max: number, key = 'Tab'): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    expect(state.visible, `focus visible on the way to ${testId} (${i})`).toBe(true);
    if (state.testid === testId) return i;
  }
  throw new Error(`${key} never reached ${testId} within ${max} presses`);
}

describe('slip defects at 1280 px (issue 22)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[HW1] an invalid stake blocks placing; what is placed is what the field shows', async () => {
    const [m] = await prematch(api, 1, 0);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(keyOf(m!, 0));
    await slip.setStake(0, '7');
    expect(await slip.placeButton().isEnabled()).toBe(true);
    for (const bad of ['7,5', '50,5', '5x', '1e3']) {
      await slip.setStake(0, bad);
      await slip.page.getByText('Enter an amount such as 10 or 10.50').waitFor();
      expect(await slip.placeButton().isDisabled(), bad).toBe(true);
      expect(await slip.page.getByTestId('slip-potential-win').textContent(), bad).toBe('0.00 EUR');
    }
    await slip.setStake(0, '7.5');
    expect(await slip.placeButton().isEnabled()).toBe(true);
    // In German the comma is the decimal mark: 7,5 is 7.50.
    await slip.goto(`/de${pathOf(m!)}`);
    await slip.selection(keyOf(m!, 0)).waitFor();
    await slip.setStake(0, '7,5');
    expect(await slip.page.getByTestId('slip-stake-0').getAttribute('aria-invalid')).toBeNull();
    expect(await slip.placeButton().isEnabled()).toBe(true);
    await slip.setStake(0, '7.5.');
    expect(await slip.page.getByTestId('slip-stake-0').getAttribute('aria-invalid')).toBe('true');
    expect(await slip.placeButton().isDisabled()).toBe(true);
  });

  it('[HW2] the chosen currency and the stakes survive balance updates; the header shows that account', async () => {
    const [m] = await prematch(api, 1, 1);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    const player = new PlayerApi(slip.page, suite.baseUrl);
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((b) => b > 0);
    try {
      await slip.toggle(keyOf(m!, 0));
      await slip.page.getByTestId('slip-currency').selectOption('USDT');
      await expect.poll(() => slip.page.getByTestId('balance').textContent()).toMatch(/USDT$/);
      // USDT balances show 2 decimals here (whole cents): one USDT is 100 in the header's digits.
      const usdt = await slip.balance();
      await slip.setStake(0, '1');
      await slip.place();
      await slip.done();
      // A bet placed: the balance changes, the slip stays in USDT.
      await slip.waitForBalance((b) => b === usdt - 100);
      expect(await slip.page.getByTestId('balance').textContent()).toMatch(/USDT$/);
      await slip.toggle(keyOf(m!, 2));
      await slip.openPanel();
      expect(await slip.page.getByTestId('slip-currency').inputValue()).toBe('USDT');
      await slip.setStake(0, '2');
      // A balance update from outside (a deposit): neither the currency nor the stake moves.
      const before = await slip.page.getByTestId('balance').textContent();
      await player.deposit(1_000_000, 'USDT');
      await expect.poll(() => slip.page.getByTestId('balance').textContent()).not.toBe(before);
      await slip.page.waitForTimeout(300);
      expect(await slip.page.getByTestId('slip-currency').inputValue()).toBe('USDT');
      expect(await slip.page.getByTestId('slip-stake-0').inputValue()).toBe('2');
      expect(await slip.page.getByTestId('slip-potential-win').textContent()).toMatch(/USDT$/);
    } finally {
      await player.setCurrency('EUR');
    }
  });

  it('[TS13] an odds-changed refusal whose push was lost shows the new price and an accept control', async () => {
    const [m] = await prematch(api, 1, 2);
    const market = m!.main_market!;
    const outcome = market.outcomes[0]!;
    const key = keyOf(m!, 0);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    // The push socket goes through the test, which loses this match's publications on demand.
    let losing = false;
    const matchId = String(m!.id);
    await slip.page.routeWebSocket(/\/connection\/websocket/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((msg) => {
        if (!losing || typeof msg !== 'string') return ws.send(msg);
        const kept = msg.split('\n').filter((line) => !(line.includes('"push"') && line.includes(matchId)));
        if (kept.length) ws.send(kept.join('\n'));
      });
    });
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((b) => b > 0);
    await slip.toggle(key);
    await slip.setAcceptMode('none');
    await slip.setStake(0, '2');
    const old = Math.round(outcome.odds * 1000);
    const next = Math.max(1010, old - 120);
    losing = true;
    await api.setOdds(m!, market, outcome, next / 1000);
    await slip.page.waitForTimeout(1_000);
    const odds = slip.selection(key).getByTestId('slip-selection-odds');
    expect(await odds.textContent()).toBe(shownOdds(old));
    await slip.placeButton().click();
    await slip.page.getByTestId('slip-accept-changes').waitFor({ timeout: 10_000 });
    expect(await odds.textContent()).toBe(shownOdds(next));
    await screenshot(slip.page, 'slip-defects-odds-refused');
    await slip.page.getByTestId('slip-accept-changes').click();
    const [id] = await slip.place();
    expect(id).toMatch(/^\d+$/);
    expect(await slip.page.getByTestId('placed-bet').textContent()).toContain(`@ ${shownOdds(next)}`);
  });

  it('[HW3] a closed panel stays closed after a reload, and the my bets tab stays chosen', async () => {
    const [m] = await prematch(api, 1, 3);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await closeAndReload(slip, m!);
    await slip.openTab('MY_BETS');
    await slip.page.reload();
    await slip.hydrated();
    await slip.panel().waitFor();
    await slip.page.waitForTimeout(500);
    expect(await slip.page.getByTestId('slip-tab-MY_BETS').getAttribute('aria-selected')).toBe('true');
  });

  it('[HW4] my bets shows prices in the chosen odds format', async () => {
    const [m] = await prematch(api, 1, 4);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(pathOf(m!));
    await page.waitForBalance((b) => b > 0);
    // Settings follow the player (AC9): the demo account's format goes back to decimal whatever happens here.
    try {
      await page.oddsFormat().selectOption('american');
      await page.toggle(keyOf(m!, 0));
      const american = await page.selection(keyOf(m!, 0)).getByTestId('slip-selection-odds').textContent();
      expect(american).toMatch(/^[+-]\d+$/);
      await page.setStake(0, '1');
      const [id] = await page.place();
      await page.done();
      await page.open();
      const card = page.bet(id!);
      await card.waitFor({ timeout: 10_000 });
      const odds = card.locator('dt', { hasText: 'Odds' }).locator('xpath=following-sibling::dd[1]');
      expect(await odds.textContent()).toBe(american);
      await card.locator('summary').click();
      expect(await card.locator('[data-selection-status]').textContent()).toContain(`@ ${american}`);
    } finally {
      await new PlayerApi(page.page, suite.baseUrl).resetSettings();
    }
  });

  it('[HW5] keyboard: a pick moves focus into the panel, Escape returns it, removing keeps it', async () => {
    const [a, b] = await prematch(api, 2, 5);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(a!));
    await slip.pickByKeyboard(keyOf(a!, 0));
    await expect.poll(async () => (await focusState(slip.page)).where).toBe('panel');
    expect((await focusState(slip.page)).visible).toBe(true);
    await slip.page.keyboard.press('Escape');
    await slip.panel().waitFor({ state: 'hidden' });
    expect((await focusState(slip.page)).outcome).toBe(keyOf(a!, 0));
    // A second pick from the board while the panel is open, then remove one with Enter.
    await slip.page.keyboard.press('Enter');
    await slip.selection(keyOf(a!, 0)).waitFor({ state: 'detached' });
    await slip.page.keyboard.press('Enter');
    await slip.selection(keyOf(a!, 0)).waitFor();
    await slip.goto(pathOf(b!));
    await slip.pickByKeyboard(keyOf(b!, 1));
    await slip.openPanel();
    await slip.selection(keyOf(a!, 0)).getByRole('button').focus();
    await slip.page.keyboard.press('Enter');
    await slip.selection(keyOf(a!, 0)).waitFor({ state: 'detached' });
    const afterRemove = await focusState(slip.page);
    expect(afterRemove.where).toBe('panel');
    expect(afterRemove.visible).toBe(true);
    // Remove all: the panel closes and focus goes back to the board.
    await slip.page.getByRole('button', { name: 'Remove all' }).focus();
    await slip.page.keyboard.press('Enter');
    await slip.panel().waitFor({ state: 'hidden' });
    const afterClear = await focusState(slip.page);
    expect(afterClear.where).toBe('page');
    expect(afterClear.visible).toBe(true);
  });

  it('[HW5] focus the player moved out of the panel stays out when the slip updates', async () => {
    const [m] = await prematch(api, 1, 14);
    const market = m!.main_market!;
    const outcome = market.outcomes[0]!;
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(keyOf(m!, 0));
    await slip.setAcceptMode('none');
    await slip.page.getByTestId('slip-stake-0').click();
    // A click on an empty part of the header (nothing focusable there): focus goes to the body.
    await slip.page.mouse.click(650, 28);
    expect((await focusState(slip.page)).where).toBe('body');
    const next = Math.round(outcome.odds * 1000) + 130;
    await api.setOdds(m!, market, outcome, next / 1000);
    // The slip changes under it (the accept control replaces Place).
    await slip.waitForTicketState('ODDS_CHANGED');
    await slip.page.getByTestId('slip-accept-changes').waitFor();
    await slip.page.waitForTimeout(300);
    expect((await focusState(slip.page)).where).toBe('body');
  });

  it('[HW5] keyboard only: pick, stake, place, my bets, cash out, focus visible throughout; axe clean', async () => {
    const [m] = await prematch(api, 1, 7);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(pathOf(m!));
    await page.waitForBalance((b) => b > 0);
    const key = keyOf(m!, 0);
    // Start on the price as a keyboard user would land on it; everything after is keys only.
    await page.pickByKeyboard(key);
    expect(await tabTo(page.page, 'slip-stake-0', 15)).toBeLessThanOrEqual(15);
    await page.page.keyboard.type('2');
    await tabTo(page.page, 'slip-place', 15);
    expect(await seriousViolations(page.page)).toEqual([]);
    await page.page.keyboard.press('Enter');
    await page.page.getByTestId('slip-success').waitFor({ timeout: 15_000 });
    expect((await focusState(page.page)).where).toBe('panel');
    // To the tabs (Shift+Tab), then the arrow key to My bets.
    await tabTo(page.page, 'slip-tab-BET_SLIP', 10, 'Shift+Tab');
    await page.page.keyboard.press('ArrowRight');
    await page.page.getByTestId('my-bets').waitFor();
    expect((await focusState(page.page)).testid).toBe('slip-tab-MY_BETS');
    await page.page.getByTestId('cashout-button').first().waitFor({ timeout: 15_000 });
    await tabTo(page.page, 'cashout-button', 20);
    await page.page.keyboard.press('Enter');
    const confirm = await focusState(page.page);
    expect(confirm.testid).toBe('cashout-confirm');
    expect(confirm.visible).toBe(true);
    await page.page.keyboard.press('Enter');
    await page.page.getByTestId('cashout-notice').waitFor({ timeout: 10_000 });
    await page.page.waitForTimeout(500);
    const after = await focusState(page.page);
    expect(after.where).toBe('panel');
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'slip-defects-keyboard-cashout');
  });

  it('[HW6] search names outrights by their name, never their slug', async () => {
    const [outright] = (await api.matches('type=season&limit=1')) as (WireMatch & {
      outright: { name: string } | null;
    })[];
    const name = outright!.outright!.name;
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto('/');
    const input = await slip.openSearch();
    await input.fill(name.split(' ').slice(0, 2).join(' '));
    await slip.page.getByTestId('search-hit').first().waitFor({ timeout: 10_000 });
    const titles = await slip.page.locator('[data-testid="search-hit"] strong').allTextContents();
    expect(titles).toContain(name);
    expect(titles.filter((t) => /-\d{5,}$/.test(t))).toEqual([]);
  });

  it('[HW7] with the slip open every price on the board stays clickable; a second pick needs no closing', async () => {
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto('/soccer');
    const buttons = slip.page.locator('main [data-outcome]');
    const firstKey = await buttons.first().getAttribute('data-outcome');
    await slip.toggle(firstKey!);
    const covered = () =>
      slip.page.evaluate(() => {
        const out: string[] = [];
        for (const el of Array.from(document.querySelectorAll<HTMLElement>('main [data-outcome]'))) {
          const r = el.getBoundingClientRect();
          const cy = r.top + r.height / 2;
          if (cy < 60 || cy > window.innerHeight - 10 || r.width === 0) continue;
          const hit = document.elementFromPoint(r.left + r.width / 2, cy);
          if (!hit || !el.contains(hit)) out.push(el.dataset.outcome ?? '?');
        }
        return out;
      });
    expect(await covered()).toEqual([]);
    // A second pick from the price column nearest the panel, with the panel open.
    const second = await buttons.nth(5).getAttribute('data-outcome');
    await slip.toggle(second!);
    expect(await slip.panel().isVisible()).toBe(true);
    await screenshot(slip.page, 'slip-defects-desktop-room');
    // A narrower desktop: the sidebar gives way, the prices stay clear of the panel, nothing scrolls sideways.
    await slip.page.setViewportSize({ width: 900, height: 800 });
    expect(await covered()).toEqual([]);
    expect(await slip.horizontalOverflow()).toBeLessThanOrEqual(0);
  });

  it('[HW8] the account menu opens over the open slip and leads to my bets', async () => {
    const [m] = await prematch(api, 1, 11);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((b) => b > 0);
    await slip.toggle(keyOf(m!, 0));
    await slip.page.getByRole('button', { name: /Account/ }).click();
    const myBets = slip.page.getByTestId('account-menu').getByRole('button', { name: 'My bets' });
    expect(
      await myBets.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
    ).toBe(true);
    await myBets.focus();
    await slip.page.keyboard.press('Enter');
    await slip.page.getByTestId('my-bets').waitFor();
    expect(await slip.page.getByTestId('account-menu').isVisible()).toBe(false);
    await expect.poll(async () => (await focusState(slip.page)).testid).toBe('slip-tab-MY_BETS');
  });

  it('[HW7] a system bet says its total is lines × stake', async () => {
    const matches = await prematch(api, 3, 8);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    for (const m of matches) {
      await slip.goto(pathOf(m));
      await slip.toggle(keyOf(m, 0));
    }
    await slip.openPanel();
    await slip.chooseType('system');
    await slip.setStake(0, '10');
    const total = await slip.page.getByTestId('slip-total-stake').textContent();
    expect(total).toMatch(/^30\.00 EUR/);
    expect(total).toContain('3 bets × 10.00 EUR');
    expect(total).not.toContain('per bet');
  });
});

describe('slip defects at 360 px (issue 22)', () => {
  const suite = browserSuite(mobile);
  const api = new Api(suite.baseUrl);

  it('[HW8] a signed-in player opens the account menu and signs out on a phone', async () => {
    const slip = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await slip.signInByApi();
    await slip.goto('/');
    await slip.waitForBalance((b) => b > 0);
    const account = slip.page.getByRole('button', { name: 'Account' });
    await account.click();
    const menu = slip.page.getByTestId('account-menu');
    await menu.waitFor();
    expect(await menu.textContent()).toMatch(/EUR/);
    expect(await menu.textContent()).toMatch(/USDT/);
    await screenshot(slip.page, 'slip-defects-mobile-account-menu');
    expect(await seriousViolations(slip.page)).toEqual([]);
    // My bets opens the panel's tab; the page stays.
    await menu.getByRole('button', { name: 'My bets' }).click();
    await slip.page.getByTestId('my-bets').waitFor();
    await slip.page.getByTestId('slip-close').click();
    await account.click();
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await slip.page.getByTestId('sign-in').waitFor({ timeout: 10_000 });
    expect(await slip.page.getByTestId('balance').count()).toBe(0);
  });

  it('[HW3] a closed sheet stays closed after a reload', async () => {
    const [m] = await prematch(api, 1, 11);
    const slip = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await closeAndReload(slip, m!);
  });

  it('[HW5] the sheet keeps keyboard focus inside while open (a modal dialog)', async () => {
    const [m] = await prematch(api, 1, 12);
    const slip = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await slip.goto(pathOf(m!));
    await slip.pickByKeyboard(keyOf(m!, 0));
    await expect.poll(async () => (await focusState(slip.page)).where).toBe('panel');
    for (let i = 0; i < 30; i++) {
      await slip.page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect((await focusState(slip.page)).where, `press ${i}`).toBe('panel');
    }
    expect(await slip.panel().getAttribute('aria-modal')).toBe('true');
    await slip.page.keyboard.press('Escape');
    await slip.panel().waitFor({ state: 'hidden' });
    expect((await focusState(slip.page)).outcome).toBe(keyOf(m!, 0));
  });

  it.each(['EUR', 'USDT'])(
    '[HW7] header controls in %s: the theme toggle is a full touch target and the odds format is not cut',
    async (currency) => {
      const slip = new SlipPage(suite.page(), suite.baseUrl, mobile);
      const player = new PlayerApi(slip.page, suite.baseUrl);
      await slip.signInByApi();
      await player.setCurrency(currency);
      try {
        await slip.goto('/');
        await slip.waitForBalance((b) => b > 0);
        expect(await slip.page.getByTestId('balance').textContent()).toContain(currency);
        // Every header control is a full touch target, whole on screen.
        const controls = [
          slip.page.getByRole('button', { name: /Switch theme/ }),
          slip.page.getByRole('button', { name: /Account/ }),
          slip.page.getByTestId('search-open'),
          slip.oddsFormat(),
        ];
        for (const control of controls) {
          const box = (await control.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(24);
          expect(box.height).toBeGreaterThanOrEqual(24);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(mobile.width);
        }
        const fit = await slip.oddsFormat().evaluate((el) => {
          const select = el as HTMLSelectElement;
          const style = getComputedStyle(select);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = ctx.measureText(select.options[select.selectedIndex]!.text).width;
          // The room for the text: the box less its padding and the native arrow (about 20 px).
          const room =
            select.clientWidth -
            Number(style.paddingLeft.replace('px', '')) -
            Number(style.paddingRight.replace('px', '')) -
            20;
          return { text: Math.ceil(text), room };
        });
        expect(fit.text).toBeLessThanOrEqual(fit.room);
        expect(await slip.horizontalOverflow()).toBeLessThanOrEqual(0);
        await slip.page.screenshot({
          path: join(ARTIFACTS_DIR, `slip-defects-mobile-header-${currency}.png`),
        });
      } finally {
        await player.setCurrency('EUR');
      }
    },
  );
});
