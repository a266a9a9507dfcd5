import type { Locator, Page } from 'playwright-core';
import type { Viewport } from '../support/viewports';

/** The app shell every page shares: navigation zones, push state, search and the header tools. */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly viewport: Viewport,
  ) {}

  async goto(path: string): Promise<void> {
    const res = await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'load' });
    if (!res || res.status() >= 400) throw new Error(`GET ${path} → ${res?.status()}`);
    await this.hydrated();
  }

  /** The app is interactive once the push client has started (it starts after hydration). */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => document.documentElement.dataset.push !== undefined, null, {
      timeout: 20_000,
    });
  }

  /** The channel is subscribed and every held channel is up to date (the first subscribe's catch-up done, LV3). */
  async subscribed(channel: string): Promise<void> {
    await this.page.waitForFunction(
      (ch) =>
        (document.documentElement.dataset.channels ?? '').split(' ').includes(ch) &&
        document.documentElement.dataset.liveBehind === undefined,
      channel,
      { timeout: 20_000 },
    );
  }

  pageId(): Promise<string | null> {
    return this.page.locator('[data-page-id]').first().getAttribute('data-page-id');
  }

  sidebar(): Locator {
    return this.page.locator('nav.sidebar');
  }

  tabBar(): Locator {
    return this.page.locator('nav.tabbar');
  }

  /** Follows a link to a sport page: the sidebar on desktop, the sports strip on mobile. */
  async openSport(name: string): Promise<void> {
    const link = this.viewport.mobile
      ? this.page.getByTestId('strip-sport').filter({ hasText: name }).first()
      : this.sidebar()
          .getByRole('link', { name: new RegExp(`^${name}\\b`) })
          .first();
    await link.click();
    await this.page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length >= 1);
  }

  async openSearch(): Promise<Locator> {
    await this.page.getByTestId('search-open').click();
    const input = this.page.getByTestId('search-input');
    await input.waitFor();
    return input;
  }

  oddsFormat(): Locator {
    return this.page.getByTestId('odds-format');
  }

  /** No element wider than the viewport (the 360 px layout must not scroll sideways). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
