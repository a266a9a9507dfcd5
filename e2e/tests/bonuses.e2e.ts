import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { selectionKey } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { PlayerApi } from '../support/player-api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Prematch soccer matches from the middle of the list, away from the other files' picks. */
async function matches(api: Api, count: number, skip: number): Promise<WireMatch[]> {
  const list = (await api.matches('match_status=0&type=match&sport_key=soccer&limit=80')).filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
  const start = Math.floor(list.length / 2) + skip;
  return list.slice(start, start + count);
}

let seq = 0;
/** A fresh player (EUR, nothing on the account), signed in through the page's cookie session. */
async function signUp(page: Page, baseUrl: string): Promise<string> {
  const email = `bonus-${Date.now()}-${seq++}@example.com`;
  const res = await page.context().request.post(`${baseUrl}/api/platform/users/sign_up`, {
    data: { user: { email, password: 'bonus-password-123', currency: 'EUR' } },
  });
  if (res.status() !== 201) throw new Error(`sign up ${res.status()}: ${await res.text()}`);
  return email;
}

async function redeem(page: MyBetsPage, code: string): Promise<void> {
  await page.goto('/promotions');
  await page.page.getByTestId('promo-code').fill(code);
  await page.page.getByTestId('promo-submit').click();
  await page.page.waitForFunction(
    () => /Done/.test(document.querySelector('[data-testid="promo-message"]')?.textContent ?? ''),
    null,
    { timeout: 15_000 },
  );
}

describe('bonuses (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[WB3][WB4][WB7][BO4] WELCOME10 → a free bet on a single: the slip and My bets state its rule; a win pays stake × odds', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await signUp(page.page, suite.baseUrl);
    await redeem(page, 'WELCOME10');
    const card = page.page.locator('[data-testid="bonus-card"][data-bonus-type="freebet_all_win"]');
    await card.waitFor({ timeout: 10_000 });
    expect(await card.getByTestId('bonus-status').textContent()).toBe('Active');
    await card.getByTestId('bonus-terms').locator('summary').click();
    await card.getByText(/One free bet of 10.00/).waitFor({ timeout: 10_000 });
    // The sidebar links the page now that it works.
    expect(await page.sidebar().getByRole('link', { name: 'Promotions' }).count()).toBe(1);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'promotions-welcome10');

    const [m] = await matches(api, 1, 0);
    const market = m!.main_market!;
    const index = market.outcomes.findIndex((o) => o.odds >= 1.5 && o.odds <= 10);
    expect(index).toBeGreaterThanOrEqual(0);
    const outcome = market.outcomes[index]!;
    await page.goto(pathOf(m!));
    await page.toggle(selectionKey(m!, market, outcome));
    const picker = page.page.getByTestId('bonus-0').locator('select');
    await picker.waitFor({ timeout: 15_000 });
    // Option 0 is "No free bet"; option 1 the WELCOME10 free bet.
    await picker.selectOption({ index: 1 });
    await screenshot(page.page, 'free-bet-chosen');
    await page.page.waitForFunction(
      () =>
        (
          (document.querySelector('[data-testid="slip-stake-0"]') as HTMLInputElement | null)?.value ?? ''
        ).replace(/[^\d]/g, '') === '1000',
      null,
      { timeout: 10_000 },
    );
    expect(await page.page.getByTestId('slip-bonus-rule-0').textContent()).toMatch(/stake and the winnings/);
    // WB7, BO10: a free bet's stake is fixed, so neither the field nor Max can change it.
    expect(await page.page.getByTestId('slip-max-0').isDisabled()).toBe(true);
    expect(await page.page.getByTestId('slip-stake-0').isDisabled()).toBe(true);
    const win = Math.floor((1000 * Math.round(outcome.odds * 1000)) / 1000);
    expect(digits(await page.page.getByTestId('slip-potential-win').textContent())).toBe(win);
    const [id] = await page.place();
    await page.done();
    await page.open();
    const bet = page.bet(id!);
    await bet.waitFor({ timeout: 10_000 });
    expect(await bet.getByTestId('my-bet-bonus').textContent()).toMatch(
      /Free bet: a win pays the stake and the winnings/,
    );
    // The free bet paid the stake: nothing left the (empty) balance.
    expect(await page.balance()).toBe(0);
    // BO11: a bonus bet is neither cashed out nor edited, and the card says so.
    expect(await bet.getByTestId('my-bet-bonus-locked').textContent()).toMatch(
      /cannot be cashed out or edited/,
    );
    expect(await bet.getByTestId('edit-bet-open').count()).toBe(0);

    const score = [
      { home_score: 2, away_score: 0 },
      { home_score: 1, away_score: 1 },
      { home_score: 0, away_score: 2 },
    ][index]!;
    await api.post(`/matches/${m!.id}/finish`, score);
    await page.filter('settled');
    await page.page.waitForSelector(`[data-bet-id="${id}"][data-result="win_entire"]`, { timeout: 20_000 });
    expect(await page.waitForBalance((b) => b === win)).toBe(win);
    await screenshot(page.page, 'free-bet-settled');
  });

  it('[WB1][WB7][BO2][BO10] COMBO3: a 3-selection combo shows the boost and the boosted potential win', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await signUp(page.page, suite.baseUrl);
    await redeem(page, 'COMBO3');
    await page.page
      .locator('[data-testid="bonus-card"][data-bonus-type="comboboost"]')
      .waitFor({ timeout: 10_000 });
    const legs = await matches(api, 3, 5);
    const prices: number[] = [];
    for (const m of legs) {
      const market = m.main_market!;
      const o = market.outcomes.find((x) => x.odds >= 1.2)!;
      prices.push(Math.round(o.odds * 1000));
      await page.goto(pathOf(m));
      await page.toggle(selectionKey(m, market, o));
    }
    await page.chooseType('combo');
    await screenshot(page.page, 'combo-chosen');
    await page.page
      .getByTestId('bonus-0')
      .getByText(/Combo boost: odds 1.05/)
      .waitFor({ timeout: 15_000 });
    await page.setStake(0, '10');
    const boosted = Number((1000n * prices.reduce((p, x) => p * BigInt(x), 1n) * 1050n) / 1000n ** 4n);
    await page.page.waitForFunction(
      (want) =>
        Number(
          (document.querySelector('[data-testid="slip-potential-win"]')?.textContent ?? '').replace(
            /[^\d]/g,
            '',
          ),
        ) === want,
      boosted,
      { timeout: 10_000 },
    );
    expect(await page.page.getByTestId('slip-bonus-rule-0').textContent()).toMatch(/total odds × 1.05/);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'combo-boost-slip');

    // BO10: Max asks with the boost applied and fills the field (the balance binds here).
    await new PlayerApi(page.page, suite.baseUrl).deposit(10_000, 'EUR');
    await page.waitForBalance((b) => b === 10_000);
    const asked: unknown[] = [];
    page.page.on('request', (r) => {
      if (r.url().endsWith('/bets/max-stake')) asked.push(r.postDataJSON());
    });
    await page.page.getByTestId('slip-max-0').click();
    await page.page.waitForFunction(
      () =>
        (
          (document.querySelector('[data-testid="slip-stake-0"]') as HTMLInputElement | null)?.value ?? ''
        ).replace(/[^\d]/g, '') === '10000',
      null,
      { timeout: 10_000 },
    );
    expect(asked).toEqual([
      expect.objectContaining({
        bets: [
          expect.objectContaining({ bonus: expect.objectContaining({ type: 'comboboost', odds: '1.05' }) }),
        ],
      }),
    ]);
    expect(await page.page.getByText('This bet cannot be placed as it is').count()).toBe(0);
  });

  it('[WB5][JP2][JP3] a forced jackpot hit shows the modal once, and the widget shows the reseeded pool', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    const email = await signUp(page.page, suite.baseUrl);
    await page.goto('/promotions');
    await page.page.getByTestId('jackpot-card').first().waitFor({ timeout: 15_000 });
    const res = await fetch(`${suite.baseUrl}/api/sim/jackpots/1/hit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, level: 'mini' }),
    });
    expect(res.status).toBe(201);
    const hit = (await res.json()) as { data: { amount: number } };
    await page.goto('/');
    const modal = page.page.getByTestId('jackpot-hit-modal');
    await modal.waitFor({ timeout: 20_000 });
    expect(digits(await modal.locator('.jackpot-modal__amount').textContent())).toBe(hit.data.amount);
    expect(await page.waitForBalance((b) => b === hit.data.amount)).toBe(hit.data.amount);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'jackpot-hit-modal');
    await modal.getByRole('button').click();
    await modal.waitFor({ state: 'detached', timeout: 5_000 });
    // Shown once: marked seen, it does not come back after a reload.
    await page.page.waitForTimeout(1_500);
    await page.goto('/');
    await page.page.waitForTimeout(3_000);
    expect(await modal.count()).toBe(0);
  });
});

describe('hunts and tournaments (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  async function simIssue(email: string, type: string, state = 'active') {
    const res = await fetch(`${suite.baseUrl}/api/sim/bonuses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, type, state }),
    });
    expect(res.status).toBe(201);
  }

  it('[WB8][HT1][HT2][HT3][HT4][HT5][LB1][LB2][LB3] activate a hunt, a settled slip bet farms points, boost them into a free bet; a loot box opens; the tournament table ranks me', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    const email = await signUp(page.page, suite.baseUrl);
    // A rival in the same tournament, with no points.
    const rival = `rival-${Date.now()}@example.com`;
    const signed = await fetch(`${suite.baseUrl}/api/platform/users/sign_up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.baseUrl },
      body: JSON.stringify({ user: { email: rival, password: 'bonus-password-123', currency: 'EUR' } }),
    });
    expect(signed.status).toBe(201);
    await simIssue(rival, 'tournament');
    await simIssue(email, 'hunting', 'available');
    await simIssue(email, 'tournament');
    await simIssue(email, 'lootbox');
    await new PlayerApi(page.page, suite.baseUrl).deposit(10_000, 'EUR');

    await page.goto('/promotions');
    const huntCard = page.page.locator('[data-testid="bonus-card"][data-bonus-type="hunting"]');
    await huntCard.waitFor({ timeout: 15_000 });
    expect(await huntCard.getByTestId('bonus-status').textContent()).toBe('Ready to activate');
    await huntCard.getByTestId('bonus-activate').click();
    await huntCard.getByText('Activated: your bets now count.').waitFor({ timeout: 10_000 });
    await page.page
      .locator('[data-testid="bonus-card"][data-bonus-type="hunting"][data-status="active"]')
      .waitFor({ timeout: 10_000 });
    expect(await huntCard.getByTestId('bonus-boost').isDisabled()).toBe(true);
    expect(await seriousViolations(page.page)).toEqual([]);

    // A cash bet of 25.00 at odds of 1.50 or more farms 25 points in each once it settles (HT5).
    const [m] = await matches(api, 1, 9);
    const market = m!.main_market!;
    const outcome = market.outcomes.find((o) => o.odds >= 1.5 && o.odds <= 10)!;
    await page.goto(pathOf(m!));
    await page.toggle(selectionKey(m!, market, outcome));
    await page.setStake(0, '25');
    await page.place();
    await page.done();
    await api.post(`/matches/${m!.id}/finish`, { home_score: 1, away_score: 0 });

    await page.goto('/promotions');
    await page.page
      .locator('[data-testid="bonus-card"][data-bonus-type="hunting"] [data-testid="farming-points"]', {
        hasText: '25',
      })
      .waitFor({ timeout: 15_000 });
    expect(await huntCard.getByText('5 of 20 points to the next free bet').count()).toBe(1);
    await huntCard.getByTestId('bonus-boost').click();
    await huntCard.getByText('Done: a free bet of').waitFor({ timeout: 10_000 });
    // The lists refetch after the boost: 5 points are left over.
    await huntCard.getByTestId('farming-available').filter({ hasText: /^5$/ }).waitFor({ timeout: 10_000 });
    await page.page
      .getByTestId('bonus-section-freebets')
      .locator('[data-testid="bonus-card"][data-bonus-type="freebet_all_win"]')
      .getByText('Hunting free bet')
      .waitFor({ timeout: 10_000 });

    // The loot box farmed 25 points too: 2 chests (medium chest, LB1); opening follows its schedule W, L (LB2).
    const boxCard = page.page.locator('[data-testid="bonus-card"][data-bonus-type="lootbox"]');
    const chest = boxCard.getByTestId('loot-chest');
    await boxCard
      .locator('[data-testid="loot-chest"][data-size="medium"][data-variant="closed"]')
      .waitFor({ timeout: 10_000 });
    expect(await boxCard.getByTestId('loot-box-ready').textContent()).toBe('Chests ready to open: 2');
    await boxCard.getByTestId('bonus-boost').click();
    await boxCard.getByText('You opened 2 and 1 held a prize').waitFor({ timeout: 10_000 });
    expect(await chest.getAttribute('data-variant')).toBe('win');
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'promotions-loot-box');

    const tourCard = page.page.locator('[data-testid="bonus-card"][data-bonus-type="tournament"]');
    await tourCard.getByTestId('tournament-rating').locator('summary').click();
    const rows = tourCard.getByTestId('rating-row');
    await rows.first().waitFor({ timeout: 10_000 });
    expect(await rows.first().getAttribute('aria-current')).toBe('true');
    expect(await rows.first().textContent()).toMatch(/^1You25/);
    expect(await tourCard.getByTestId('rating-own').textContent()).toMatch(/Your place: 1 of \d+/);
    expect(await rows.filter({ hasText: /\*\*\*@example\.com/ }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'promotions-hunting');

    // 360 px: nothing overflows the page (the table scrolls inside its card).
    await page.page.setViewportSize({ width: 360, height: 740 });
    expect(await page.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
      false,
    );
    await screenshot(page.page, 'promotions-hunting-mobile');
  });
});

describe('amb free bets (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[WB9][AM1][AM2][AM3][AM4] three settled bets of 5.00 fill the first range: its free bet is issued and the card shows the progress', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    const email = await signUp(page.page, suite.baseUrl);
    const issued = await fetch(`${suite.baseUrl}/api/sim/bonuses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, type: 'ambFreebet' }),
    });
    expect(issued.status).toBe(201);
    await new PlayerApi(page.page, suite.baseUrl).deposit(10_000, 'EUR');
    // Three cash bets through the player's own bearer session (the slip's placement call).
    const csrf = (await page.page.context().cookies(suite.baseUrl)).find((c) => c.name === 'slipstream_csrf');
    const session = await page.page
      .context()
      .request.post(`${suite.baseUrl}/api/platform/sportsbook_sessions`, {
        headers: { 'x-csrf-token': csrf?.value ?? '' },
      });
    const { token } = (await session.json()) as { token: string };
    for (const m of await matches(api, 3, 12)) {
      const market = m.main_market!;
      const o = market.outcomes.find((x) => x.odds >= 1.5 && x.odds <= 10)!;
      const res = await fetch(`${suite.baseUrl}/api/sportsbook/v3/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          bets: [
            {
              stake: { value: 500, currency: 'EUR' },
              selections: [
                {
                  match_id: m.id,
                  market_id: market.id,
                  specifier: market.specifier ?? '',
                  outcome_id: o.id,
                  odds: o.odds,
                },
              ],
            },
          ],
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      // A bet counts when it settles (AM4).
      await api.post(`/matches/${m.id}/finish`, { home_score: 1, away_score: 0 });
    }
    await page.goto('/promotions');
    const card = page.page.getByTestId('amb-card');
    await card.waitFor({ timeout: 15_000 });
    await card
      .getByTestId('amb-progress')
      .filter({ hasText: '3 of 5 bets counted' })
      .waitFor({ timeout: 15_000 });
    expect(await card.locator('[data-testid="amb-range"][data-reached="true"]').count()).toBe(1);
    await page.page
      .getByTestId('bonus-section-freebets')
      .getByText('Bet and get free bet')
      .waitFor({ timeout: 10_000 });
    await card.getByTestId('bonus-terms').locator('summary').click();
    await card.getByText(/After 3 bets you get/).waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'promotions-amb');
  });
});

describe('jackpot hit modal keyboard (desktop)', () => {
  const suite = browserSuite(desktop);

  /** The test id (or tag) of the focused element, and whether it is inside the hit modal. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        id: el?.dataset.testid ?? el?.tagName ?? null,
        inside: !!el?.closest('[data-testid="jackpot-hit-modal"]'),
      };
    });

  async function hitWhileFocused(page: MyBetsPage, email: string, level: string) {
    const res = await fetch(`${suite.baseUrl}/api/sim/jackpots/1/hit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, level }),
    });
    expect(res.status).toBe(201);
    // The hit pays the balance; balance_changed refetches the hits and the modal opens 1 s later.
    await page.page.getByTestId('jackpot-hit-modal').waitFor({ timeout: 20_000 });
  }

  it('[WB6][WB5] Tab and Shift+Tab stay inside; Escape and Close give focus back; axe clean', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    const email = await signUp(page.page, suite.baseUrl);
    await page.goto('/');
    await page.page.waitForFunction(
      () => (document.documentElement.dataset.channels ?? '').split(' ').some((c) => c.startsWith('$user:')),
      null,
      { timeout: 20_000 },
    );
    const origin = page.sidebar().getByRole('link', { name: 'Promotions' });
    await origin.focus();
    await hitWhileFocused(page, email, 'mini');
    const modal = page.page.getByTestId('jackpot-hit-modal');
    expect(await focused(page.page)).toEqual({ id: 'jackpot-hit-close', inside: true });
    const tabs: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.page.keyboard.press(key);
      const f = await focused(page.page);
      expect(f.inside, `${key} left the dialog for ${f.id}`).toBe(true);
      tabs.push(f.id!);
    }
    expect(tabs).toEqual([
      'jackpot-hit-promotions',
      'jackpot-hit-close',
      'jackpot-hit-promotions',
      'jackpot-hit-close',
      'jackpot-hit-promotions',
      'jackpot-hit-close',
    ]);
    // A click on the backdrop does not take focus out of the dialog.
    await page.page.mouse.click(5, 5);
    expect((await focused(page.page)).inside).toBe(true);
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'jackpot-hit-modal-focus');
    await page.page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await origin.evaluate((el) => el === document.activeElement)).toBe(true);

    // Closing with the button gives focus back too.
    await hitWhileFocused(page, email, 'major');
    expect(await focused(page.page)).toEqual({ id: 'jackpot-hit-close', inside: true });
    await page.page.keyboard.press('Enter');
    await modal.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await origin.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('promotions (360 px)', () => {
  const mobile = VIEWPORTS.find((v) => v.width <= 400)!;
  const suite = browserSuite(mobile);

  it('[WB3] a visitor is asked to sign in, sees the jackpot, and nothing overflows; a player sees the form', async () => {
    const page = new MyBetsPage(suite.page(), suite.baseUrl, mobile);
    await page.goto('/promotions');
    await page.page.getByTestId('promotions-sign-in').waitFor({ timeout: 10_000 });
    await page.page.getByTestId('jackpot-card').first().waitFor({ timeout: 15_000 });
    const overflow = await page.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(await seriousViolations(page.page)).toEqual([]);
    await signUp(page.page, suite.baseUrl);
    await page.goto('/promotions');
    await page.page.getByTestId('promo-form').waitFor({ timeout: 10_000 });
    await page.page.getByTestId('bonus-section-freebets').getByText('None yet.').waitFor({ timeout: 10_000 });
    expect(await page.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
      false,
    );
    expect(await seriousViolations(page.page)).toEqual([]);
    await screenshot(page.page, 'promotions-mobile');
  });
});
