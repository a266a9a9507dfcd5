import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { DEMO } from '../pages/slip-page';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { startServer, type RunningServer } from '../support/server';
import { newContext, VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];

/**
 * The operator's configuration end to end (SPEC.md OP2, OP4, OP7): this file starts a second server with its own
 * OPERATOR_CONFIG (another brand, colours, German first, lotteries off, France blocked by a test header) beside
 * the suite's server on the shipped default file, and compares what the two render.
 */
const OPERATOR = {
  brand: { name: 'Acme Bet' },
  colors: {
    dark: { bg: '#1a1033', surface: '#241645', accent: '#f59e0b', accent_text: '#1f1300' },
    light: { bg: '#fff7ed', accent: '#b45309' },
  },
  locales: { available: ['de', 'en'] },
  verticals: { lotteries: false },
  geo: { country_header: 'x-test-country', blocked_countries: ['FR'] },
  support: { email: 'help@acme.example' },
};

/**
 * A visitor whose browser asks for a language neither server offers (LC3 would otherwise send the suite's
 * en-GB browser from the German-first site to /en): the operator's first locale is what it gets. The
 * context's locale sets Accept-Language under any extra header, so the header is rewritten per request.
 */
const visitor = async (page: Page, headers: Record<string, string> = {}): Promise<Page> => {
  await page.context().setExtraHTTPHeaders(headers);
  await page.context().unroute('**/*');
  await page
    .context()
    .route('**/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'accept-language': 'ja' } }),
    );
  return page;
};

describe('operator configuration (desktop)', () => {
  const suite = browserSuite(desktop);
  let acme: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'slipstream-operator-'));
    const file = join(dir, 'operator.json');
    writeFileSync(file, JSON.stringify(OPERATOR));
    // LOCALES would override the file's locales: the operator's order is what is under test here.
    acme = await startServer({ OPERATOR_CONFIG: file, LOCALES: '' }, 'server-operator.log');
  }, 240_000);
  afterAll(async () => {
    await acme?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const cssToken = (page: Page, name: string) =>
    page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

  it('[OP2] another brand, colours and first locale change the rendered site', async () => {
    const shell = new ShellPage(await visitor(suite.page()), acme.baseUrl, desktop);
    await shell.goto('/');
    const page = shell.page;
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.locator('.brand__name', { hasText: 'Acme Bet' }).waitFor();
    expect(await page.title()).toContain('Acme Bet');
    await page.getByRole('navigation').getByRole('link', { name: 'Startseite' }).first().waitFor();
    expect(await cssToken(page, '--bg')).toBe('#1a1033');
    expect(await cssToken(page, '--accent')).toBe('#f59e0b');
    expect(await seriousViolations(page)).toEqual([]);

    // The second locale carries its prefix; the default server keeps the shipped brand, colours and English.
    await shell.goto('/en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const plain = new ShellPage(page, suite.baseUrl, desktop);
    await plain.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('.brand__name', { hasText: 'Slipstream' }).waitFor();
    expect(await cssToken(page, '--bg')).toBe('#0f1720');

    // [LC3] An English browser's first visit to the German-first site goes to the locale it asks for.
    await page.context().unroute('**/*');
    await page.context().clearCookies();
    await page.goto(`${acme.baseUrl}/live`);
    expect(new URL(page.url()).pathname).toBe('/en/live');
  });

  it("[OP4] a blocked country in the operator's header gets the blocked page (403) with country and contact", async () => {
    const page = await visitor(suite.page(), { 'x-test-country': 'FR' });
    const res = await page.goto(`${acme.baseUrl}/live`);
    expect(res?.status()).toBe(403);
    const main = page.locator('[data-page-id="blocked"]');
    await main.getByRole('heading', { name: 'Acme Bet ist in Ihrer Region nicht verfügbar' }).waitFor();
    expect(await main.textContent()).toContain('Frankreich');
    expect(await main.getByRole('link', { name: 'help@acme.example' }).getAttribute('href')).toBe(
      'mailto:help@acme.example',
    );
    // The site's navigation is not offered to a blocked visitor.
    expect(await page.locator('nav.sidebar').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Another country, and the same country on the default server (no blocked list), see the site.
    await visitor(page, { 'x-test-country': 'DE' });
    expect((await page.goto(`${acme.baseUrl}/live`))?.status()).toBe(200);
    await visitor(page, { 'x-test-country': 'FR' });
    expect((await page.goto(`${suite.baseUrl}/live`))?.status()).toBe(200);
  });

  it('[OP6] the 500 and 404 pages answer their status in the error-page language of the path', async () => {
    const page = await visitor(suite.page());
    expect((await page.goto(`${acme.baseUrl}/500`))?.status()).toBe(500);
    await page.locator('[data-page-id="server_error"]').getByText('Etwas ist schiefgelaufen.').waitFor();
    await page.getByRole('link', { name: 'Zur Startseite' }).waitFor();
    expect((await page.goto(`${acme.baseUrl}/en/500`))?.status()).toBe(500);
    await page.locator('[data-page-id="server_error"]').getByText('Something went wrong.').waitFor();
    expect((await page.goto(`${suite.baseUrl}/pt-BR/404`))?.status()).toBe(404);
    await page.locator('[data-page-id="not_found"]').getByText('This page does not exist.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('[OP7] a disabled vertical is gone from the navigation and its route is a 404; an enabled one shows draws', async () => {
    const page = await visitor(suite.page());
    const nav = page.locator('nav.sidebar');
    const acmeShell = new ShellPage(page, acme.baseUrl, desktop);
    await acmeShell.goto('/');
    // The German-first site's navigation, in German.
    await nav.getByRole('link', { name: 'Virtuelle Spielarena' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Lotterien' }).count()).toBe(0);
    const gone = await page.goto(`${acme.baseUrl}/lotteries`);
    expect(gone?.status()).toBe(404);
    await page.locator('[data-page-id="not_found"]').getByText('Diese Seite gibt es nicht.').waitFor();

    const shell = new ShellPage(page, suite.baseUrl, desktop);
    await shell.goto('/');
    await nav.getByRole('link', { name: 'Lotteries' }).click();
    await page.waitForURL(`${suite.baseUrl}/lotteries`);
    const draws = page.getByTestId('lottery-draw');
    await draws.first().waitFor();
    expect(await draws.count()).toBeGreaterThan(2);
    expect(await draws.first().locator('.lottery__ball').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('[OP7] the virtual arena launches a game through the virtual wallet and shows its round', async () => {
    const shell = new ShellPage(suite.page(), suite.baseUrl, desktop);
    await shell.goto('/virtual-gaming-arena');
    const page = shell.page;
    await page.getByRole('button', { name: 'Play Crash' }).click();
    const frame = page.getByTestId('arena-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(
      /\/api\/virtual-wallet\/arena-sim\/play\/crash\?round=\d+$/,
    );
    await page
      .frameLocator('[data-testid="arena-frame"]')
      .locator('[data-round-result]')
      .getByText(/Crashed at \d+\.\d{2}×/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * The group lock (SPEC.md OP5) and flags turned off (OP8) on a third server: the site is for players of the
 * Silver status group (the demo player's 1,250 points), without a platform origin, so others see /locked;
 * responsible gambling and quick deposit are off.
 */
const LOCKED_OPERATOR = {
  group_lock: { enabled: true, required_group: 'Silver' },
  features: { responsible_gambling: false, quick_deposit: false },
};

describe('operator group lock and flags (desktop)', () => {
  const suite = browserSuite(desktop);
  let locked: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'slipstream-operator-lock-'));
    const file = join(dir, 'operator.json');
    writeFileSync(file, JSON.stringify(LOCKED_OPERATOR));
    locked = await startServer({ OPERATOR_CONFIG: file }, 'server-operator-lock.log');
  }, 240_000);
  afterAll(async () => {
    await locked?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[OP5] a visitor sees the locked page; a signed-in player of the required group sees the site', async () => {
    const page = await visitor(suite.page());
    const res = await page.goto(`${locked.baseUrl}/live`);
    expect(res?.status()).toBe(403);
    await page.locator('[data-page-id="locked"]').waitFor();
    expect(await page.locator('nav.sidebar').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A player outside the group (a fresh sign-up is Bronze) is locked out too.
    const request = page.context().request;
    const email = `lock-${Date.now()}@example.com`;
    const signUp = await request.post(`${locked.baseUrl}/api/platform/users/sign_up`, {
      data: { user: { email, password: 'lock-password-1', currency: 'EUR' } },
    });
    expect(signUp.status()).toBe(201);
    expect((await request.get(`${locked.baseUrl}/api/platform/player`)).status()).toBe(200);
    expect((await page.goto(`${locked.baseUrl}/live`))?.status()).toBe(403);

    const signIn = await request.post(`${locked.baseUrl}/api/platform/users/sign_in`, {
      data: { user: { email: DEMO.email, password: DEMO.password } },
    });
    expect(signIn.status()).toBe(200);
    const shell = new ShellPage(page, locked.baseUrl, desktop);
    await shell.goto('/live');
    expect(new URL(page.url()).pathname).toBe('/live');
    await page.locator('nav.sidebar').waitFor();
    expect(await page.locator('[data-page-id="locked"]').count()).toBe(0);
  });

  it('[OP8] responsible gambling and quick deposit off: no limits or quick deposit in the menu, limits is a 404', async () => {
    const page = await visitor(suite.page());
    const signIn = await page.context().request.post(`${locked.baseUrl}/api/platform/users/sign_in`, {
      data: { user: { email: DEMO.email, password: DEMO.password } },
    });
    expect(signIn.status()).toBe(200);
    const shell = new ShellPage(page, locked.baseUrl, desktop);
    await shell.goto('/');
    await page.getByTestId('account-button').click();
    const menu = page.getByTestId('account-menu');
    await menu.getByTestId('menu-wallet').waitFor();
    await menu.getByTestId('menu-deposit').waitFor();
    expect(await menu.getByTestId('menu-limits').count()).toBe(0);
    expect(await menu.getByTestId('menu-quick-deposit').count()).toBe(0);
    expect((await page.goto(`${locked.baseUrl}/profile/limits`))?.status()).toBe(404);

    // The suite's server (flags on by default) offers both. It is asked from a browser context of its own:
    // cookies do not keep ports apart, so in this context the locked server's page, still signed in and
    // polling, would answer the swapped session cookie with a 401 and sign out, and the locked server's
    // sign-out would clear the suite server's new session cookie on 127.0.0.1 too.
    const context = await newContext(page.context().browser()!, desktop);
    try {
      const other = await visitor(await context.newPage());
      const plain = await context.request.post(`${suite.baseUrl}/api/platform/users/sign_in`, {
        data: { user: { email: DEMO.email, password: DEMO.password } },
      });
      expect(plain.status()).toBe(200);
      const plainShell = new ShellPage(other, suite.baseUrl, desktop);
      await plainShell.goto('/');
      await other.getByTestId('account-button').click();
      const plainMenu = other.getByTestId('account-menu');
      await plainMenu.getByTestId('menu-limits').waitFor();
      await plainMenu.getByTestId('menu-quick-deposit').waitFor();
    } finally {
      await context.close();
    }
  });
});
