import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { launchChromium } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { newContext, VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;

async function matchesWithOpenMain(api: Api, query: string): Promise<WireMatch[]> {
  const list = await api.matches(query);
  return list.filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
}

describe('quick bet, share codes and bet builder (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('quick bet: approved once, one click on a live price places the bet', async () => {
    const [live] = await matchesWithOpenMain(api, 'match_status=1&type=match&limit=40');
    expect(live).toBeTruthy();
    const key = selectionKey(live!, live!.main_market!, live!.main_market!.outcomes[0]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(live!));
    const start = await slip.waitForBalance((b) => b > 0);
    await slip.openPanel();
    await slip.page.getByTestId('quick-bet-toggle').first().click();
    const bar = slip.page.getByTestId('quick-bet');
    await bar.waitFor();
    await slip.page.getByTestId('quick-bet-stake').fill('1');
    await slip.page.getByTestId('quick-bet-approve').check();
    await slip.page.locator(`[data-outcome="${key}"]`).first().click();
    await slip.page.waitForSelector('[data-testid="quick-bet"][data-state="SUCCESS"]', { timeout: 15_000 });
    expect(await slip.page.getByTestId('quick-bet-status').textContent()).toMatch(/^Quick bet placed/);
    await slip.waitForBalance((b) => b === start - 100);
    // The quick bet never touched the slip.
    expect(await slip.selections().count()).toBe(0);
    await screenshot(slip.page, 'quick-bet-success');
    // Settle it now, so a later test never sees this bet pay out in the middle of its balance checks.
    await api.post(`/matches/${live!.id}/finish`, { home_score: 0, away_score: 1 });
  });

  it('a shared slip opens in a fresh browser at current prices, with a suspended selection flagged', async () => {
    const [a, b] = await matchesWithOpenMain(
      api,
      'match_status=0&type=match&sport_key=soccer&limit=60&page=2',
    );
    const outA = a!.main_market!.outcomes[0]!;
    const keyA = selectionKey(a!, a!.main_market!, outA);
    const keyB = selectionKey(b!, b!.main_market!, b!.main_market!.outcomes[1]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(a!));
    await slip.toggle(keyA);
    await slip.goto(pathOf(b!));
    await slip.toggle(keyB);
    await slip.chooseType('combo');
    await slip.setStake(0, '4');
    await slip.page.getByTestId('slip-share').click();
    const link = await slip.page.getByTestId('slip-share-link').inputValue();
    expect(link).toMatch(/[?&]betcode=A[0-9A-Z]{7}$/);

    const newPrice = Math.round(outA.odds * 1000) + 250;
    await api.setOdds(a!, a!.main_market!, outA, newPrice / 1000);
    await api.setMarketStatus(b!, b!.main_market!, -1);
    const browser = await launchChromium();
    try {
      const context = await newContext(browser, desktop);
      const visitor = new SlipPage(await context.newPage(), suite.baseUrl, desktop);
      await visitor.goto(link.replace(suite.baseUrl, ''));
      await visitor.selection(keyA).waitFor({ timeout: 15_000 });
      expect(await visitor.selections().count()).toBe(2);
      expect(await visitor.selection(keyA).getByTestId('slip-selection-odds').textContent()).toBe(
        (newPrice / 1000).toFixed(3).replace(/0$/, ''),
      );
      expect(await visitor.selection(keyB).getByTestId('slip-selection-label').textContent()).toBe(
        'Suspended',
      );
      expect(await visitor.page.getByTestId('slip-bet').getAttribute('data-bet-type')).toBe('combo');
      expect(await visitor.page.getByTestId('slip-stake-0').inputValue()).toBe('4.00');
      expect(visitor.page.url()).not.toContain('betcode');
      await screenshot(visitor.page, 'share-restored');

      const stranger = new SlipPage(await context.newPage(), suite.baseUrl, desktop);
      await stranger.goto('/?betcode=A0000000');
      const modal = stranger.page.getByTestId('share-not-found');
      await modal.waitFor({ timeout: 15_000 });
      expect(await modal.textContent()).toContain('Shared bet not found');
      await context.close();
    } finally {
      await browser.close();
      await api.setMarketStatus(b!, b!.main_market!, 1);
    }
  });

  it('a 401 on a Sportsbook call signs the player out with "session expired" and asks to sign in again', async () => {
    const m = (await matchesWithOpenMain(api, 'match_status=0&type=match&sport_key=soccer&limit=60'))[22];
    const key = selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((b) => b > 0);
    // The bearer token the page holds is no longer valid (as when it expires).
    await slip.page.evaluate(() =>
      sessionStorage.setItem('slipstream.sportsbookToken', 'expired.token.value'),
    );
    // Reloading restores the session with it, and the page's first Sportsbook calls carry it (GET /settings
    // asks for the player's own settings as soon as the page is signed in): they answer 401.
    const refused = slip.page.waitForResponse(
      (r) =>
        r.url().includes('/api/sportsbook/') &&
        r.request().headers().authorization === 'Bearer expired.token.value' &&
        r.status() === 401,
      { timeout: 20_000 },
    );
    await slip.page.reload();
    await refused;
    await slip.hydrated();
    // The page signs out at once (account §4, AC6): no balance of the player who was signed in stays behind.
    await slip.page.getByTestId('sign-in').waitFor({ timeout: 15_000 });
    expect(await slip.page.getByTestId('balance').count()).toBe(0);
    // The sign-out asks at once to sign in again, saying why; the player may close it and browse on.
    const modal = slip.page.getByTestId('sign-in-modal');
    await modal.getByText('Your session has expired').waitFor({ timeout: 10_000 });
    await slip.page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await slip.toggle(key);
    await slip.setStake(0, '1');
    await slip.placeButton().click();
    await modal.waitFor({ timeout: 10_000 });
    await modal.getByText('Your session has expired').waitFor({ timeout: 10_000 });
    expect(await slip.ticketState()).toBe('INITIAL');
  });

  it('switching the betting currency resets the stakes (§4)', async () => {
    const m = (await matchesWithOpenMain(api, 'match_status=0&type=match&sport_key=soccer&limit=60'))[24];
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((b) => b > 0);
    await slip.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
    await slip.setStake(0, '5');
    const currency = slip.page.getByTestId('slip-currency');
    await currency.waitFor();
    try {
      await Promise.all([
        slip.page.waitForResponse((r) => r.url().endsWith('/player/currency')),
        currency.selectOption('USDT'),
      ]);
      await slip.page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="slip-stake-0"]') as HTMLInputElement | null)?.value === '',
      );
      expect(await slip.page.getByTestId('slip-potential-win').textContent()).toMatch(/USDT$/);
    } finally {
      // The player's currency is shared by the tests that follow: put it back and wait for the server.
      await Promise.all([
        slip.page.waitForResponse(
          (r) => r.url().endsWith('/player/currency') && r.request().postData()?.includes('EUR') === true,
        ),
        currency.selectOption('EUR'),
      ]);
    }
  });

  it('a bet-builder bet is priced as picks change, shows conflicts, and is placed from the slip', async () => {
    const m = (await matchesWithOpenMain(api, 'match_status=0&type=match&sport_key=soccer&limit=60'))[20];
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(`${pathOf(m!)}#betBuilder`);
    const builder = slip.page.getByTestId('bet-builder');
    await builder.waitFor();
    const first = builder.locator('[data-custom-market] button').first();
    await first.waitFor({ timeout: 15_000 });
    await first.click();
    // A conflicting outcome of another market is disabled once the server has answered.
    await builder.locator('button[data-conflict]').first().waitFor({ timeout: 10_000 });
    const second = builder
      .locator('[data-custom-market]')
      .nth(2)
      .locator('button:not([data-conflict]):not([disabled])')
      .first();
    await second.click();
    const odds = builder.getByTestId('bet-builder-odds');
    await odds.waitFor({ timeout: 10_000 });
    expect(Number(await odds.textContent())).toBeGreaterThan(1);
    await screenshot(slip.page, 'bet-builder');
    await builder.getByTestId('bet-builder-add').click();
    await slip.page.waitForSelector('[data-testid="slip-bet"][data-bet-type="custom_bet"]', {
      timeout: 10_000,
    });
    expect(await slip.selections().count()).toBe(2);
    const start = await slip.waitForBalance((b) => b > 0);
    await slip.setStake(0, '2');
    await slip.place();
    await slip.waitForBalance((b) => b === start - 200);
  });
});
