import type { Locator } from 'playwright-core';
import { SlipPage } from './slip-page';

/** The my-bets tab of the slip panel. */
export class MyBetsPage extends SlipPage {
  async open(): Promise<void> {
    await this.openTab('MY_BETS');
    await this.page.getByTestId('my-bets').waitFor();
  }

  async filter(status: 'all' | 'open' | 'settled'): Promise<void> {
    await this.page.getByTestId(`my-bets-filter-${status}`).click();
  }

  bet(id: string): Locator {
    return this.page.locator(`[data-testid="my-bet"][data-bet-id="${id}"]`);
  }
}
