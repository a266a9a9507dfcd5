import type { Locator } from 'playwright-core';
import { ShellPage } from './shell-page';

/** Home, sport, league and live lists: groups of event rows with prices. */
export class ListPage extends ShellPage {
  rows(): Locator {
    return this.page.locator('li.row');
  }

  row(matchId: number): Locator {
    return this.page.locator(`li.row[data-match-id="${matchId}"]`);
  }

  groupLinks(): Locator {
    return this.page.getByTestId('group-link');
  }

  clocks(): Locator {
    return this.page.locator('li.row time.clock[data-clock="running"]');
  }

  /** Opens the first match (not an outright) in the given status (0 prematch: a full market list). */
  async openFirstMatch(status = 0): Promise<void> {
    await this.page
      .locator(`li.row[data-status="${status}"][data-type="match"]`)
      .getByTestId('match-link')
      .first()
      .click();
    await this.page.waitForSelector('[data-page-id="match"]');
  }

  async openFirstLeague(): Promise<string> {
    const link = this.groupLinks().first();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await this.page.waitForSelector('[data-page-id="league"]');
    return title;
  }
}

/** The match page: scoreboard, market groups and markets with their prices. */
export class MatchPage extends ShellPage {
  scoreboard(): Locator {
    return this.page.getByTestId('scoreboard');
  }

  markets(): Locator {
    return this.page.locator('[data-testid="markets"] .market');
  }

  /** The match page's market group tabs (in main: the slip panel, earlier in the page, has tabs of its own). */
  groupTabs(): Locator {
    return this.page.locator('main [role="tab"]');
  }
}

/** An odds button by its outcome key (matchId/marketId/specifier/outcomeId). */
export function oddsButton(page: ShellPage, key: string): Locator {
  return page.page.locator(`[data-outcome="${key}"]`).first();
}
