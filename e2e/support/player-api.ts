import type { Page } from 'playwright-core';

/**
 * The signed-in player's own platform calls, made with the page's cookie session (and its CSRF token), so a
 * test can change what the player holds from outside the page: a deposit (a balance_changed push) or the
 * betting currency back to where the other tests expect it.
 */
export class PlayerApi {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  private async csrf(): Promise<string> {
    const cookies = await this.page.context().cookies(this.baseUrl);
    const token = cookies.find((c) => c.name === 'slipstream_csrf')?.value;
    if (!token) throw new Error('no CSRF cookie: sign in first');
    return token;
  }

  async setCurrency(currency: string): Promise<void> {
    const res = await this.page.context().request.patch(`${this.baseUrl}/api/platform/player/currency`, {
      data: { currency },
      headers: { 'x-csrf-token': await this.csrf() },
    });
    if (!res.ok()) throw new Error(`PATCH /player/currency ${res.status()}: ${await res.text()}`);
  }

  /**
   * The demo player's saved settings back to the house defaults. Settings follow the player (AC9), so a test
   * that picks American odds for the demo account would otherwise change every later test's prices.
   */
  async resetSettings(): Promise<void> {
    const request = this.page.context().request;
    const session = await request.post(`${this.baseUrl}/api/platform/sportsbook_sessions`, {
      data: {},
      headers: { 'x-csrf-token': await this.csrf() },
    });
    if (!session.ok())
      throw new Error(`POST /sportsbook_sessions ${session.status()}: ${await session.text()}`);
    const { token } = (await session.json()) as { token: string };
    const res = await request.post(`${this.baseUrl}/api/sportsbook/v1/settings`, {
      data: { odds_type: 'decimal', auto_accept_odds_change: 'none' },
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok()) throw new Error(`POST /settings ${res.status()}: ${await res.text()}`);
  }

  /** A completed demo deposit of `value` minor units: the server credits it and pushes balance_changed. */
  async deposit(value: number, currency: string): Promise<void> {
    const request = this.page.context().request;
    const res = await request.post(`${this.baseUrl}/api/platform/payments/deposit`, {
      data: { amount: { value, currency } },
      headers: { 'x-csrf-token': await this.csrf() },
    });
    if (!res.ok()) throw new Error(`POST /payments/deposit ${res.status()}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const done = await request.post(`${this.baseUrl}/api/platform/payments/demo/${id}/complete`, {
      data: { result: 'success' },
      maxRedirects: 0,
    });
    if (done.status() !== 303) throw new Error(`deposit completion ${done.status()}: ${await done.text()}`);
  }
}
