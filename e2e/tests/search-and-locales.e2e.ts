import { describe, expect, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { Api } from '../support/api';
import { screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

describe.each(VIEWPORTS)('search and locales at $name ($width px)', (viewport) => {
  const suite = browserSuite(viewport);
  const api = new Api(suite.baseUrl);

  it('searches as you type (3–50 characters) and opens a result with the keyboard', async () => {
    const [match] = await api.matches('match_status=0&type=match&limit=1');
    const team = match!.competitors!.home.name;
    const shell = new ShellPage(suite.page(), suite.baseUrl, viewport);
    await shell.goto('/');
    const input = await shell.openSearch();
    await input.fill(team.slice(0, 2));
    await expect.poll(() => shell.page.locator('.search__hint').textContent()).toContain('3 to 50');
    expect(await shell.page.getByTestId('search-hit').count()).toBe(0);
    await input.fill(team);
    await shell.page.getByTestId('search-hit').first().waitFor({ timeout: 10_000 });
    await screenshot(shell.page, `${viewport.name}-search`);
    expect(await shell.page.getByTestId('search-hit').first().getAttribute('aria-selected')).toBe('true');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    await input.press('Enter');
    await shell.page.waitForSelector('[data-page-id="match"], [data-page-id="league"]');
    expect(await shell.page.locator('h1').textContent()).toContain(team);
  });

  it('applies the locale-prefix rules', async () => {
    const shell = new ShellPage(suite.page(), suite.baseUrl, viewport);
    // The first configured locale (en) is left out of URLs…
    const en = await shell.page.goto(`${suite.baseUrl}/en/live`);
    expect(new URL(shell.page.url()).pathname).toBe('/live');
    expect(en?.status()).toBe(200);
    // …the others carry it, and every internal link on their pages keeps it.
    await shell.goto('/de/live');
    expect(await shell.page.getAttribute('html', 'lang')).toBe('de');
    expect(await shell.pageId()).toBe('in_play');
    const hrefs = await shell.page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.every((h) => h === '/de' || h.startsWith('/de/') || h.startsWith('/de?'))).toBe(true);
    // Aliases and miscased codes redirect to the canonical prefix.
    await shell.page.goto(`${suite.baseUrl}/br/live`);
    expect(new URL(shell.page.url()).pathname).toBe('/pt-BR/live');
    // Head: canonical, alternates with x-default, noindex by default.
    const alternates = await shell.page.$$eval('link[rel="alternate"]', (ls) =>
      ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
    );
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', '/live'],
        ['de', '/de/live'],
        ['pt-BR', '/pt-BR/live'],
        ['x-default', '/live'],
      ]),
    );
    expect(await shell.page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    expect(await shell.page.locator('script[type="application/ld+json"]').count()).toBe(1);
  });

  it('switches odds format and theme, and keeps both after a reload', async () => {
    const shell = new ShellPage(suite.page(), suite.baseUrl, viewport);
    await shell.goto('/');
    const price = shell.page.locator('.odds__price').first();
    const decimal = await price.textContent();
    expect(decimal).toMatch(/^\d+\.\d{2,3}$/);
    await shell.oddsFormat().selectOption('american');
    await expect.poll(() => price.textContent()).toMatch(/^[+-]\d+$/);
    await shell.page.getByRole('button', { name: /Switch theme/ }).click();
    expect(await shell.page.getAttribute('html', 'data-theme')).toBe('light');
    await shell.page.reload();
    await shell.hydrated();
    expect(await shell.page.getAttribute('html', 'data-theme')).toBe('light');
    await expect.poll(() => shell.page.locator('.odds__price').first().textContent()).toMatch(/^[+-]\d+$/);
    expect(await shell.oddsFormat().inputValue()).toBe('american');
    await screenshot(shell.page, `${viewport.name}-light-american`);
  });
});
