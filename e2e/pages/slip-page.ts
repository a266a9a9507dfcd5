import type { Locator } from 'playwright-core';
import { ShellPage } from './shell-page';
import { PlayerApi } from '../support/player-api';
import type { WireMarket, WireMatch, WireOutcome } from '../support/api';

export const DEMO = { email: 'demo@example.com', password: 'demo-password-123' };

/** "matchId/marketId/specifier/outcomeId": an odds button's and a slip selection's key. */
export const selectionKey = (m: WireMatch, market: WireMarket, o: WireOutcome): string =>
  `${m.id}/${market.id}/${market.specifier}/${o.id}`;

/** The bet slip panel, the sign-in modal and the quick bet, as a bettor uses them. */
export class SlipPage extends ShellPage {
  panel(): Locator {
    return this.page.getByTestId('slip-panel');
  }

  slip(): Locator {
    return this.page.getByTestId('bet-slip');
  }

  selections(): Locator {
    return this.page.getByTestId('slip-selection');
  }

  selection(key: string): Locator {
    return this.page.locator(`[data-testid="slip-selection"][data-selection="${key}"]`);
  }

  /**
   * Places the slip at a price the server no longer offers (as if the odds moved in flight; so do later
   * placements until the route is removed) and waits for the refusal: the ticket in ERROR.
   */
  async placeAtAStalePrice(): Promise<void> {
    await this.page.route('**/api/sportsbook/v3/bets', async (route) => {
      const body = route.request().postDataJSON() as { bets: { selections: { odds: string }[] }[] };
      body.bets[0]!.selections[0]!.odds = '999.5';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await this.placeButton().click();
    await this.waitForTicketState('ERROR');
  }

  placeButton(): Locator {
    return this.page.getByTestId('slip-place');
  }

  /** The slip has restored what it keeps across reloads (a pick before that could see its panel closed). */
  async slipSettled(): Promise<void> {
    await this.page.waitForFunction(() => document.documentElement.dataset.slipRestored !== undefined, null, {
      timeout: 20_000,
    });
  }

  /**
   * Clicks an odds button and waits until the slip shows (or drops) the selection. On a phone a pick shows the
   * slip bar, not the sheet; the bettor then opens the slip from the bar, as the tests that go on in it do.
   */
  async toggle(key: string): Promise<void> {
    await this.slipSettled();
    const had = await this.selection(key).count();
    await this.page.locator(`[data-outcome="${key}"]`).first().click();
    if (this.viewport.mobile && !had) {
      await this.page.getByTestId('slip-bar').or(this.panel()).first().waitFor({ timeout: 10_000 });
      await this.openPanel();
    }
    await this.selection(key).waitFor({ state: had ? 'detached' : 'visible', timeout: 10_000 });
  }

  /** Focuses an odds button and presses Enter, as a keyboard user picks; waits for the selection. */
  async pickByKeyboard(key: string): Promise<void> {
    // A key press before the slip has restored its state is lost (the button is not hydrated yet).
    await this.slipSettled();
    await this.page.locator(`[data-outcome="${key}"]`).first().focus();
    await this.page.keyboard.press('Enter');
    if (this.viewport.mobile && !(await this.panel().isVisible())) {
      // On a phone the pick shows the slip bar; the keyboard user opens the slip from it.
      const open = this.page.getByTestId('slip-bar-open');
      await open.waitFor({ timeout: 10_000 });
      await open.focus();
      await this.page.keyboard.press('Enter');
      await this.panel().waitFor();
    }
    await this.selection(key).waitFor({ timeout: 10_000 });
  }

  async ticketState(): Promise<string | null> {
    return this.slip().getAttribute('data-ticket-state');
  }

  async waitForTicketState(state: string): Promise<void> {
    await this.page.waitForSelector(`[data-testid="bet-slip"][data-ticket-state="${state}"]`, {
      timeout: 10_000,
    });
  }

  async setStake(index: number, text: string): Promise<void> {
    await this.page.getByTestId(`slip-stake-${index}`).fill(text);
  }

  async chooseType(type: 'single' | 'combo' | 'system'): Promise<void> {
    await this.page.getByTestId(`bet-type-${type}`).click();
    await this.page.waitForSelector(`[data-testid="slip-bet"][data-bet-type="${type}"]`);
  }

  async setAcceptMode(mode: 'none' | 'higher' | 'any'): Promise<void> {
    await this.page.getByTestId('accept-mode').selectOption(mode);
  }

  /** Places and waits for the success view; returns the placed bet ids. */
  async place(): Promise<string[]> {
    await this.placeButton().click();
    await this.page.getByTestId('slip-success').waitFor({ timeout: 15_000 });
    const ids = await this.page
      .getByTestId('placed-bet')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-bet-id') ?? ''));
    return ids;
  }

  async done(): Promise<void> {
    await this.page.getByTestId('slip-done').click();
  }

  /** Opens the slip: the toggle, or on a phone with picks the slip bar's open button. */
  async openPanel(): Promise<void> {
    if (await this.panel().isVisible()) return;
    const bar = this.page.getByTestId('slip-bar-open');
    if (await bar.isVisible()) await bar.click();
    else await this.page.getByTestId('slip-toggle').click();
    await this.panel().waitFor();
  }

  async openTab(tab: 'BET_SLIP' | 'MY_BETS'): Promise<void> {
    await this.openPanel();
    await this.page.getByTestId(`slip-tab-${tab}`).click();
  }

  /** Signs the demo player in through the page's own session call (cookie), then reloads the page. */
  async signInByApi(): Promise<void> {
    const res = await this.page.context().request.post(`${this.baseUrl}/api/platform/users/sign_in`, {
      data: { user: DEMO },
    });
    if (!res.ok()) throw new Error(`sign in ${res.status()}`);
    await new PlayerApi(this.page, this.baseUrl).resetSettings();
  }

  async signInThroughModal(): Promise<void> {
    const modal = this.page.getByTestId('sign-in-modal');
    await modal.getByLabel('E-mail').fill(DEMO.email);
    await modal.getByLabel('Password').fill(DEMO.password);
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
  }

  /** The header balance in minor units (EUR has 2 decimals). */
  async balance(): Promise<number> {
    const text = (await this.page.getByTestId('balance').textContent()) ?? '';
    const digits = text.replace(/[^\d]/g, '');
    return Number(digits);
  }

  async waitForBalance(predicate: (minor: number) => boolean): Promise<number> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const b = await this.page
        .getByTestId('balance')
        .textContent({ timeout: 1_000 })
        .catch(() => null);
      const value = b === null ? NaN : Number(b.replace(/[^\d]/g, ''));
      if (b !== null && predicate(value)) return value;
      if (Date.now() > deadline) throw new Error(`balance never matched (last ${b})`);
      await this.page.waitForTimeout(200);
    }
  }

  analytics(): Promise<{ event: string }[]> {
    return this.page.evaluate(
      () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [],
    );
  }
}
