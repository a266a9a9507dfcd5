import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { launchChromium } from '../support/browser';
import { newContext, VIEWPORTS, type Viewport } from '../support/viewports';

const [desktop, mobile] = VIEWPORTS;
const PASSWORD = 'surroundings-password-1';

/**
 * Favourites, notifications, votes and the cookie banner (account-and-surroundings §3–§5, §7), each test with
 * a player of its own (signed up through the API), so no other e2e file's demo player is touched.
 */
describe('surroundings', () => {
  const baseUrl = inject('baseUrl');
  const api = new Api(baseUrl);
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    await api.pause();
  });
  afterAll(async () => {
    await api.resume();
    for (const c of contexts) await c.close();
    await browser.close();
  });

  async function context(viewport: Viewport = desktop, fresh = false): Promise<BrowserContext> {
    const c = await newContext(browser, viewport, { freshVisitor: fresh });
    contexts.push(c);
    return c;
  }

  /** A new player signed in in `c` (the sign-up answer sets the session cookie). */
  async function signUp(c: BrowserContext, tag: string): Promise<string> {
    const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const res = await c.request.post(`${baseUrl}/api/platform/users/sign_up`, {
      data: { user: { email, password: PASSWORD, currency: 'EUR' } },
    });
    if (res.status() !== 201) throw new Error(`sign up ${res.status()}: ${await res.text()}`);
    return email;
  }

  /** Signs the player out in `c`, then in again in a new browser context (another device). */
  async function signOutAndIn(c: BrowserContext, email: string): Promise<BrowserContext> {
    const csrf = (await c.cookies(baseUrl)).find((k) => k.name === 'slipstream_csrf')?.value ?? '';
    const out = await c.request.delete(`${baseUrl}/api/platform/users/sign_out`, {
      headers: { 'x-csrf-token': csrf },
    });
    expect(out.ok(), await out.text()).toBe(true);
    const next = await context();
    const res = await next.request.post(`${baseUrl}/api/platform/users/sign_in`, {
      data: { user: { email, password: PASSWORD } },
    });
    expect(res.status(), await res.text()).toBe(200);
    return next;
  }

  const page = async (c: BrowserContext, viewport: Viewport = desktop) =>
    new ShellPage(await c.newPage(), baseUrl, viewport);
  const signedIn = (p: Page) =>
    p.waitForFunction(() => document.documentElement.dataset.userChannel === 'subscribed', null, {
      timeout: 20_000,
    });
  const row = (p: Page, m: WireMatch) => p.locator(`li.row[data-match-id="${m.id}"]`).first();

  /** The answer of the next favourite-tournament call (the star is optimistic: wait for the stored state). */
  const favouriteCall = (p: Page, method: 'POST' | 'DELETE') =>
    p.waitForResponse(
      (r) => r.url().includes('/favourites/tournaments/') && r.request().method() === method,
      { timeout: 15_000 },
    );

  async function soccerMatch(skip: number): Promise<WireMatch> {
    const list = (await api.matches('match_status=0&type=match&sport_key=soccer&limit=80')).filter(
      (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.length === 3,
    );
    // From the middle of the list, away from the picks of the betting files (start and end).
    return list[Math.floor(list.length / 2) + skip]!;
  }

  it('[FV4][FV5] a starred match is on /favorites and the home tab with live odds, after a reload and a new sign-in', async () => {
    const c = await context();
    const email = await signUp(c, 'fav');
    const m = await soccerMatch(0);
    const shell = await page(c);
    await shell.goto(`/${m.tournament.sport.key}/${m.tournament.slug}`);
    await signedIn(shell.page);
    const star = row(shell.page, m).getByTestId('favourite-star');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await shell.page.waitForSelector(
      `li.row[data-match-id="${m.id}"] [data-testid="favourite-star"][aria-pressed="true"]`,
    );

    await shell.goto('/favorites');
    await row(shell.page, m).waitFor({ timeout: 15_000 });
    expect(await shell.page.locator('[data-testid="favourite-matches"] li.row').count()).toBe(1);
    // Live odds: a price move reaches the favourites list.
    const market = m.main_market!;
    const outcome = market.outcomes[0]!;
    const odds = row(shell.page, m).locator('.row__odds button').first();
    // The price moves only once the page listens: a move published before it subscribed is not its to show.
    await shell.subscribed('public:en');
    const before = await odds.textContent();
    await api.setOdds(m, market, outcome, Math.round(outcome.odds * 1000 + 370) / 1000);
    await shell.page.waitForFunction(
      ([id, text]) =>
        document.querySelector(`li.row[data-match-id="${id}"] .row__odds button`)?.textContent !== text,
      [m.id, before] as const,
      { timeout: 15_000 },
    );
    expect(await seriousViolations(shell.page)).toEqual([]);
    await screenshot(shell.page, 'favourites-list');

    await shell.goto('/?tab=favorites');
    await row(shell.page, m).waitFor({ timeout: 15_000 });
    await shell.page.reload();
    await shell.hydrated();
    await row(shell.page, m).waitFor({ timeout: 15_000 });

    const again = await page(await signOutAndIn(c, email));
    await again.goto('/favorites');
    await row(again.page, m).waitFor({ timeout: 15_000 });

    // Unstarred on the match page: the list is empty again.
    await again.goto(`/${m.tournament.sport.key}/${m.slug}`);
    await signedIn(again.page);
    const pageStar = again.page.locator('.page-star [data-testid="favourite-star"]');
    await again.page.waitForSelector('.page-star [data-testid="favourite-star"][aria-pressed="true"]');
    await pageStar.click();
    await again.page.waitForSelector('.page-star [data-testid="favourite-star"][aria-pressed="false"]');
    await again.goto('/favorites');
    await again.page.getByText('No favourite events yet').waitFor({ timeout: 15_000 });
  });

  it('[FV6] a league starred on its page is on /favorites (360 px) and the home tab, after a reload; its star removes it', async () => {
    const c = await context(mobile);
    await signUp(c, 'favleague');
    const m = await soccerMatch(2);
    const league = m.tournament;
    const shell = await page(c, mobile);
    await shell.goto(`/${league.sport.key}/${league.slug}`);
    await signedIn(shell.page);
    const pageStar = shell.page.locator('.page-star [data-testid="favourite-star"]');
    expect(await pageStar.getAttribute('aria-pressed')).toBe('false');
    const stored = favouriteCall(shell.page, 'POST');
    await pageStar.click();
    await shell.page.waitForSelector('.page-star [data-testid="favourite-star"][aria-pressed="true"]');
    expect((await stored).status()).toBe(201);

    const section = (p: Page) =>
      p.locator(`[data-testid="favourite-tournament"][data-tournament-id="${league.id}"]`);
    await shell.goto('/favorites');
    await section(shell.page).waitFor({ timeout: 15_000 });
    expect(await shell.page.locator('[data-testid="favourite-tournament"]').count()).toBe(1);
    const link = section(shell.page).getByRole('link', { name: league.name, exact: true });
    expect(await link.getAttribute('href')).toContain(`/${league.sport.key}/${league.slug}`);
    expect(await section(shell.page).textContent()).toContain(league.sport.name);
    // Its upcoming matches, with their prices (the match picked above is one of them or the league has more).
    expect(await section(shell.page).locator('li.row').count()).toBeGreaterThan(0);
    // 360 px: nothing wider than the screen.
    expect(await shell.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(await seriousViolations(shell.page)).toEqual([]);
    await screenshot(shell.page, 'favourite-leagues-360');

    await shell.page.reload();
    await shell.hydrated();
    await section(shell.page).waitFor({ timeout: 15_000 });
    await shell.goto('/?tab=favorites');
    await section(shell.page).waitFor({ timeout: 15_000 });

    // Its own star on /favorites removes it, and it stays removed after a reload.
    await shell.goto('/favorites');
    const star = section(shell.page).locator('.favourite-league__head [data-testid="favourite-star"]');
    await shell.page.waitForSelector(
      `[data-tournament-id="${league.id}"] .favourite-league__head [data-testid="favourite-star"][aria-pressed="true"]`,
    );
    const removed = favouriteCall(shell.page, 'DELETE');
    await star.click();
    expect((await removed).status()).toBe(200);
    await shell.page.getByText('No favourite leagues yet').waitFor({ timeout: 15_000 });
    await shell.page.reload();
    await shell.hydrated();
    await shell.page.getByText('No favourite leagues yet').waitFor({ timeout: 15_000 });
    expect(await shell.page.locator('[data-testid="favourite-tournament"]').count()).toBe(0);
  });

  it("[FV4][FV7] a visitor's star asks to sign in; a refused toggle reverts and says why", async () => {
    const c = await context();
    const m = await soccerMatch(1);
    const shell = await page(c);
    await shell.goto(`/${m.tournament.sport.key}/${m.tournament.slug}`);
    await row(shell.page, m).getByTestId('favourite-star').click();
    await shell.page.getByTestId('sign-in-modal').waitFor({ timeout: 10_000 });

    const c2 = await context();
    await signUp(c2, 'fav-revert');
    const p2 = await page(c2);
    await p2.goto(`/${m.tournament.sport.key}/${m.tournament.slug}`);
    await signedIn(p2.page);
    await p2.page.route('**/api/sportsbook/v1/favourites/matches/*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"code":"quota_reached","message":"x","data":{"details":{"max_favourites":200}}}',
      }),
    );
    const star = row(p2.page, m).getByTestId('favourite-star');
    await p2.page.waitForFunction(() => document.querySelector('[data-testid="favourite-star"]') !== null);
    await star.click();
    // Optimistic on, then back off when the call fails, saying why (FV7: past the per-player cap).
    await p2.page.waitForSelector(
      `li.row[data-match-id="${m.id}"] [data-testid="favourite-star"][aria-pressed="false"]`,
      {
        timeout: 10_000,
      },
    );
    const failure = p2.page.getByTestId('favourite-failure');
    await failure.waitFor({ timeout: 10_000 });
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await failure.textContent()).toContain('You have reached the limit for this account.');
    await failure.getByRole('button').click();
    await failure.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('[NT5] a notification raises the bell live; reading it in one tab lowers the count in the other', async () => {
    for (const viewport of [desktop, mobile]) {
      const c = await context(viewport);
      const email = await signUp(c, `bell-${viewport.name}`);
      const a = await page(c, viewport);
      const b = await page(c, viewport);
      await a.goto('/');
      await b.goto('/');
      await signedIn(a.page);
      await signedIn(b.page);
      // The header fits: nothing wider than the viewport.
      const overflow = await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await api.post('/notifications', { email, title: 'Welcome bonus', body: 'Your free bet is ready.' });
      for (const tab of [a, b])
        await tab.page.getByTestId('unread-count').filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
      const bell = b.page.getByTestId('notification-bell');
      expect(await bell.getAttribute('aria-label')).toBe('Notifications: 1 unread');
      await bell.click();
      const item = b.page.getByTestId('notification').first();
      await item.waitFor();
      expect(await item.textContent()).toContain('Welcome bonus');
      expect(await seriousViolations(b.page)).toEqual([]);
      await screenshot(b.page, `notifications-${viewport.name}`);
      await item.getByTestId('mark-read').click();
      await a.page.getByTestId('unread-count').waitFor({ state: 'detached', timeout: 10_000 });
      await b.page.getByTestId('unread-count').waitFor({ state: 'detached', timeout: 10_000 });
    }
  });

  it('[VT1] a vote is counted once per player; changing it moves the share', async () => {
    const c = await context();
    await signUp(c, 'vote');
    const m = await soccerMatch(2);
    const shell = await page(c);
    await shell.goto(`/${m.tournament.sport.key}/${m.slug}`);
    await signedIn(shell.page);
    const widget = shell.page.getByTestId('prediction');
    await widget.getByTestId('vote-home').click();
    await shell.page.waitForSelector('[data-testid="vote-home"][aria-pressed="true"]');
    expect(await widget.getByTestId('vote-share-home').textContent()).toBe('100%');
    expect(await widget.getByTestId('vote-total').textContent()).toBe('Predictions: 1');
    await widget.getByTestId('vote-home').click();
    await widget.getByTestId('vote-away').click();
    await shell.page.waitForSelector('[data-testid="vote-away"][aria-pressed="true"]');
    expect(await widget.getByTestId('vote-total').textContent()).toBe('Predictions: 1');
    expect(await widget.getByTestId('vote-share-away').textContent()).toBe('100%');
    expect(await widget.getByTestId('vote-share-home').textContent()).toBe('0%');
    const res = await fetch(`${baseUrl}/api/sportsbook/v1/vote?prediction_id=match:${m.id}:winner`);
    expect(((await res.json()) as { total: number }).total).toBe(1);
    await shell.page.reload();
    await shell.hydrated();
    await shell.page.waitForSelector('[data-testid="vote-away"][aria-pressed="true"]', { timeout: 15_000 });
    expect(await seriousViolations(shell.page)).toEqual([]);
  });

  it('[CC1][CC2][CC3] the cookie banner shows once, not in a frame; analytics cookies wait for consent', async () => {
    const c = await context(mobile, true);
    const shell = await page(c, mobile);
    await shell.goto('/live?stag=aff-7&sport=soccer');
    const banner = shell.page.getByTestId('consent-banner');
    await banner.waitFor({ timeout: 10_000 });
    // Recorded then stripped: gone from the URL once the page runs (the banner is in the server's HTML, so it
    // may show first), but no cookie before consent.
    await shell.page.waitForFunction(() => !location.search.includes('stag'));
    expect(new URL(shell.page.url()).search).toBe('?sport=soccer');
    expect((await c.cookies(baseUrl)).find((k) => k.name === 'stag')).toBeUndefined();
    expect(await seriousViolations(shell.page)).toEqual([]);
    await screenshot(shell.page, 'consent-banner-mobile');
    await shell.page.getByTestId('consent-accept').click();
    await banner.waitFor({ state: 'detached' });
    const cookies = await c.cookies(baseUrl);
    const consent = cookies.find((k) => k.name === 'cookieConsent');
    expect(consent?.value).toBe('accepted');
    const days = (consent!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
    const stag = cookies.find((k) => k.name === 'stag');
    expect(stag?.value).toBe('aff-7');
    expect((stag!.expires - Date.now() / 1000) / 86_400).toBeGreaterThan(29.9);
    await shell.goto('/');
    await shell.page.waitForTimeout(500);
    expect(await banner.count()).toBe(0);

    // Inside a host's frame the banner never shows.
    const framed = await context(desktop, true);
    const host = await framed.newPage();
    await host.route(`${baseUrl}/__host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>host</title><iframe src="${baseUrl}/live" width="1000" height="700" title="sportsbook"></iframe>`,
      }),
    );
    await host.goto(`${baseUrl}/__host`);
    const frame = host.frameLocator('iframe');
    await host.waitForFunction(
      () => {
        const f = document.querySelector('iframe')?.contentDocument;
        return f?.documentElement.dataset.push !== undefined;
      },
      null,
      { timeout: 20_000 },
    );
    await host.waitForTimeout(500);
    expect(await frame.getByTestId('consent-banner').count()).toBe(0);
  });
});
