import { describe, expect, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { Api } from '../support/api';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

describe.each(VIEWPORTS)('accessibility at $name ($width px)', (viewport) => {
  const suite = browserSuite(viewport);
  const api = new Api(suite.baseUrl);

  it.each(['home', 'live', 'match'] as const)(
    'axe finds no serious or critical violation on %s',
    async (name) => {
      let path = name === 'home' ? '/' : '/live';
      if (name === 'match') {
        const [m] = await api.matches('match_status=1&type=match&limit=1');
        path = `/${m!.tournament.sport.key}/${m!.slug}`;
      }
      const shell = new ShellPage(suite.page(), suite.baseUrl, viewport);
      await shell.goto(path);
      expect(await seriousViolations(shell.page)).toEqual([]);
    },
  );

  it('reaches controls by keyboard with a visible focus ring', async () => {
    const shell = new ShellPage(suite.page(), suite.baseUrl, viewport);
    await shell.goto('/');
    await shell.page.keyboard.press('Tab');
    expect(await shell.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    for (let i = 0; i < 4; i++) await shell.page.keyboard.press('Tab');
    const focus = await shell.page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const label =
        el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLSelectElement).labels?.[0]?.textContent;
      return { outline: style.outlineStyle, label: label?.trim() };
    });
    expect(focus.outline).toBe('solid');
    expect(focus.label).toBeTruthy();
  });
});
