import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListPage, MatchPage, oddsButton } from '../pages/catalogue-pages';
import { MyBetsPage } from '../pages/my-bets-page';
import { selectionKey } from '../pages/slip-page';
import { Api, type WireMarket, type WireMatch, type WireOutcome } from '../support/api';
import { screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

/**
 * A bettor on a flaky connection: the page goes offline while prices change, bets settle and balances
 * move, then comes back. This file runs its own server with a push history of 5 publications per
 * channel (a busy live match during a longer blip), so most gaps here are beyond the history window
 * and only a reload can bring the page up to date; it restarts that server on the same port and
 * DATA_DIR for the new-epoch case.
 *
 * How the disconnect is made: Playwright's offline emulation. Chromium fires `offline` (the push client
 * closes its socket then, as a phone does when the radio drops) and refuses new connections until
 * `online`; the test checks the page noticed (data-push leaves "connected") before changing anything.
 */
const desktop = VIEWPORTS[0];
const FRESH_WITHIN_MS = 2_000;

const oddsText = (thousandths: number): string => (thousandths / 1000).toFixed(3).replace(/0$/, '');

interface Pick {
  match: WireMatch;
  market: WireMarket;
  outcome: WireOutcome;
  key: string;
}

async function marketsOf(baseUrl: string, matchId: number): Promise<WireMarket[]> {
  const res = await fetch(`${baseUrl}/api/sportsbook/v1/matches/${matchId}/markets?limit=500`);
  return ((await res.json()) as { data: WireMarket[] }).data;
}

/** Prematch soccer matches whose main market is open, from the end of the list (quiet ones). */
const openMatches = (api: Api, count: number, skip = 0) => api.openPrematchSoccerFromEnd(count, skip, 80);

const pickOf = (match: WireMatch, market: WireMarket, index = 0): Pick => {
  const outcome = market.outcomes[index]!;
  return { match, market, outcome, key: selectionKey(match, market, outcome) };
};

/** Records every text the price of `key` shows from now on (to catch a flash of an old value). */
async function recordPrices(page: Page, key: string): Promise<void> {
  await page.evaluate((k) => {
    const el = document.querySelector(`[data-outcome="${k}"] .odds__price`)!;
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[`seen:${k}`] = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, key);
}

const pricesSeen = (page: Page, key: string): Promise<string[]> =>
  page.evaluate((k) => (window as unknown as Record<string, string[]>)[`seen:${k}`] ?? [], key);

async function waitForPrice(page: Page, key: string, text: string, timeout: number): Promise<void> {
  await page.waitForFunction(
    ([k, t]) => document.querySelector(`[data-outcome="${k}"] .odds__price`)?.textContent === t,
    [key, text] as const,
    { timeout, polling: 'raf' },
  );
}

async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => document.documentElement.dataset.push !== 'connected', null, {
    timeout: 10_000,
  });
}

/** Sets `count` prices in a row, the last one `final` (thousandths); returns when all are published. */
async function movePrices(api: Api, pick: Pick, count: number, final: number): Promise<void> {
  for (let i = count - 1; i >= 0; i--) {
    await api.setOdds(pick.match, pick.market, pick.outcome, (final + i * 10) / 1000);
  }
}

/** The demo player's bearer token for the Sportsbook API, through the browser context's session. */
async function bearerToken(page: Page, baseUrl: string): Promise<string> {
  const csrf = (await page.context().cookies(baseUrl)).find((c) => c.name === 'slipstream_csrf')?.value;
  const res = await page.context().request.post(`${baseUrl}/api/platform/sportsbook_sessions`, {
    headers: csrf ? { 'x-csrf-token': csrf } : {},
  });
  if (!res.ok()) throw new Error(`sportsbook session ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}

async function placeSingle(baseUrl: string, token: string, pick: Pick, cents: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/sportsbook/v3/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      meta: { request_id: `live-recovery-${pick.key}-${Date.now()}-${Math.random()}` },
      bets: [
        {
          type: 'single',
          stake: { value: cents, currency: 'EUR' },
          selections: [
            {
              match_id: pick.match.id,
              market_id: pick.market.id,
              specifier: pick.market.specifier,
              outcome_id: pick.outcome.id,
              odds: pick.outcome.odds,
            },
          ],
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`POST /bets ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
}

describe('live state after a disconnect (history of 5 publications per channel)', () => {
  const suite = browserSuite(desktop);
  let server: RunningServer;
  let api: Api;
  beforeAll(async () => {
    server = await startServer({ PUSH_HISTORY_SIZE: '5' }, 'server-live-recovery.log');
    api = new Api(server.baseUrl);
    await api.pause();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** A match page with its main price on screen and in the slip, and a second market of the match. */
  async function openMatchWithSlip(m: WireMatch): Promise<{ page: MatchPage; main: Pick; other: Pick }> {
    const page = new MatchPage(suite.page(), server.baseUrl, desktop);
    await page.goto(`/${m.tournament.sport.key}/${m.slug}`);
    await page.subscribed(`match:en:${m.id}`);
    await page.subscribed('public:en');
    const main = pickOf(m, m.main_market!);
    const second = (await marketsOf(server.baseUrl, m.id)).find(
      (x) => x.id !== m.main_market!.id && x.status === 1 && x.outcomes.every((o) => o.active),
    );
    expect(second).toBeTruthy();
    const other = pickOf(m, second!);
    await oddsButton(page, other.key).waitFor();
    const slip = new MyBetsPage(page.page, server.baseUrl, desktop);
    await slip.toggle(main.key);
    return { page, main, other };
  }

  it('[LV2] offline while the price changes 31 times, beyond the history window: back online, the page, the match’s other markets and the slip show the latest price within 2 s, with no old value in between', async () => {
    const [m] = await openMatches(api, 1, 0);
    const { page, main, other } = await openMatchWithSlip(m!);
    const p = page.page;
    const mainFinal = Math.round(main.outcome.odds * 1000) + 470;
    const otherFinal = Math.round(other.outcome.odds * 1000) + 230;
    await recordPrices(p, main.key);

    await goOffline(p);
    await movePrices(api, main, 31, mainFinal);
    await movePrices(api, other, 6, otherFinal);
    // [LV5] down for more than a few seconds: a quiet indicator, and prices marked as not to be trusted.
    await p.getByTestId('connection-indicator').getByText('Reconnecting').waitFor({ timeout: 10_000 });
    expect(await p.evaluate(() => 'liveStale' in document.documentElement.dataset)).toBe(true);
    expect(await p.locator(`[data-outcome="${main.key}"] .odds__price`).textContent()).toBe(
      oddsText(Math.round(main.outcome.odds * 1000)),
    );
    await screenshot(p, 'live-recovery-offline');

    const online = Date.now();
    await p.context().setOffline(false);
    await waitForPrice(p, main.key, oddsText(mainFinal), FRESH_WITHIN_MS);
    await waitForPrice(
      p,
      other.key,
      oddsText(otherFinal),
      Math.max(100, FRESH_WITHIN_MS - (Date.now() - online)),
    );
    await p.waitForFunction(
      ([k, t]) =>
        document.querySelector(
          `[data-testid="slip-selection"][data-selection="${k}"] [data-testid="slip-selection-odds"]`,
        )?.textContent === t,
      [main.key, oddsText(mainFinal)] as const,
      { timeout: Math.max(100, FRESH_WITHIN_MS - (Date.now() - online)) },
    );
    console.log(
      `live recovery: online → latest price on page, other market and slip in ${Date.now() - online} ms`,
    );
    // The price went from the old value to the latest in one step: no intermediate (older) value flashed.
    expect(await pricesSeen(p, main.key)).toEqual([oddsText(mainFinal)]);
    await p.waitForFunction(() => !('liveStale' in document.documentElement.dataset), null, {
      timeout: 5_000,
    });
    expect(await p.getByTestId('connection-indicator').textContent()).toBe('');
  });

  it('[LV1] a gap inside the history window recovers the missed publications without a reload', async () => {
    const [m] = await openMatches(api, 1, 1);
    const page = new MatchPage(suite.page(), server.baseUrl, desktop);
    await page.goto(`/${m!.tournament.sport.key}/${m!.slug}`);
    await page.subscribed(`match:en:${m!.id}`);
    const main = pickOf(m!, m!.main_market!);
    const final = Math.round(main.outcome.odds * 1000) + 110;
    const reloads: string[] = [];
    page.page.on('request', (r) => {
      if (/\/api\/sportsbook\/v1\/matches/.test(r.url())) reloads.push(r.url());
    });
    await goOffline(page.page);
    await movePrices(api, main, 2, final);
    const online = Date.now();
    await page.page.context().setOffline(false);
    await waitForPrice(page.page, main.key, oddsText(final), FRESH_WITHIN_MS);
    console.log(`live recovery inside the window: online → latest price in ${Date.now() - online} ms`);
    expect(reloads).toEqual([]);
  });

  it('[LV3] a price that moves between the page being rendered and its push subscription shows at once, not at its next move', async () => {
    const [m] = await openMatches(api, 1, 8);
    const main = pickOf(m!, m!.main_market!);
    const p = suite.page();
    // The socket waits at a gate the test opens: the page is rendered and hydrated, but not yet subscribed.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await p.routeWebSocket(/\/connection\/websocket/, async (ws) => {
      await gate;
      ws.connectToServer();
    });
    const page = new MatchPage(p, server.baseUrl, desktop);
    await page.goto(`/${m!.tournament.sport.key}/${m!.slug}`);
    await oddsButton(page, main.key).waitFor();
    const rendered = await p.locator(`[data-outcome="${main.key}"] .odds__price`).textContent();
    const moved = Math.round(main.outcome.odds * 1000) + 230;
    await api.setOdds(main.match, main.market, main.outcome, moved / 1000);
    expect(oddsText(moved)).not.toBe(rendered);
    // Nothing moves it again: only the first subscribe's catch-up can bring the new price.
    open();
    await page.subscribed(`match:en:${m!.id}`);
    await waitForPrice(p, main.key, oddsText(moved), FRESH_WITHIN_MS);
  });

  it('[LV2] offline while the server restarts (new epochs): back online, the latest price within 2 s', async () => {
    const [m] = await openMatches(api, 1, 2);
    const { page, main } = await openMatchWithSlip(m!);
    const p = page.page;
    await goOffline(p);
    await server.restart();
    await api.pause();
    // One change is enough: the new server's streams start over, nothing can be recovered.
    const final = Math.round(main.outcome.odds * 1000) + 330;
    await movePrices(api, main, 1, final);
    const online = Date.now();
    await p.context().setOffline(false);
    await waitForPrice(p, main.key, oddsText(final), FRESH_WITHIN_MS);
    await p.waitForFunction(
      ([k, t]) =>
        document.querySelector(
          `[data-testid="slip-selection"][data-selection="${k}"] [data-testid="slip-selection-odds"]`,
        )?.textContent === t,
      [main.key, oddsText(final)] as const,
      { timeout: Math.max(100, FRESH_WITHIN_MS - (Date.now() - online)) },
    );
    console.log(`live recovery after a restart: online → latest price in ${Date.now() - online} ms`);
  });

  it('[LV2] a bet settled and bets placed elsewhere while offline: My bets and the header balance are right after reconnecting', async () => {
    const [settling, other] = await openMatches(api, 2, 3);
    const page = new MyBetsPage(suite.page(), server.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(`/${settling!.tournament.sport.key}/${settling!.slug}`);
    await page.waitForBalance((b) => b > 0);
    const token = await bearerToken(page.page, server.baseUrl);
    const home = pickOf(settling!, settling!.main_market!, 0);
    const betId = await placeSingle(server.baseUrl, token, home, 200);
    await page.open();
    await page.filter('all');
    await page.page.waitForSelector(`[data-bet-id="${betId}"][data-result]`, { timeout: 15_000 });
    expect(await page.bet(betId).getAttribute('data-result')).not.toBe('win_entire');
    await page.page.waitForFunction(() => document.documentElement.dataset.userChannel === 'subscribed');

    await goOffline(page.page);
    // More publications on the player's channel than its history keeps: 3 placements (bet and balance
    // each) and the settlement of the first bet (bet and balance).
    const elsewhere: string[] = [];
    for (let i = 0; i < 3; i++)
      elsewhere.push(
        await placeSingle(server.baseUrl, token, pickOf(other!, other!.main_market!, i % 2), 100),
      );
    await api.post(`/matches/${settling!.id}/finish`, { home_score: 2, away_score: 0 });
    await page.page
      .getByTestId('connection-indicator')
      .getByText('Reconnecting')
      .waitFor({ timeout: 10_000 });

    await page.page.context().setOffline(false);
    const accounts = (await (
      await page.page
        .context()
        .request.get(`${server.baseUrl}/api/platform/player/accounts?compatibility=false`)
    ).json()) as { currency: string; balance: { value: number } }[];
    const expected = accounts.find((a) => a.currency === 'EUR')!.balance.value;
    await page.waitForBalance((b) => b === expected);
    await page.page.waitForSelector(`[data-bet-id="${betId}"][data-result="win_entire"]`, { timeout: 5_000 });
    for (const id of elsewhere) await page.bet(id).waitFor({ timeout: 5_000 });
    await screenshot(page.page, 'live-recovery-my-bets');
  });

  it('[LV4] a page shown again, or back online, reconnects at once instead of waiting out the backoff', async () => {
    const p = suite.page();
    // The socket goes through a route the test can cut; the page's clock is paused once it is up, so a
    // backoff timer never fires: only an immediate reconnect can bring the connection back.
    const routes: WebSocketRoute[] = [];
    await p.routeWebSocket(/\/connection\/websocket/, (ws) => {
      routes.push(ws);
      ws.connectToServer();
    });
    await p.clock.install();
    const page = new ListPage(p, server.baseUrl, desktop);
    await page.goto('/');
    await page.subscribed('public:en');
    const pushState = () => p.evaluate(() => document.documentElement.dataset.push);
    const until = async (state: string, ms: number): Promise<boolean> => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if ((await pushState()) === state) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return (await pushState()) === state;
    };
    await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 100);
    const cut = async (): Promise<void> => {
      await Promise.all(routes.splice(0).map((r) => r.close()));
      expect(await until('connecting', 5_000)).toBe(true);
      // Left alone, the paused backoff keeps it down.
      expect(await until('connected', 1_000)).toBe(false);
    };

    await cut();
    await p.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await until('connected', 3_000)).toBe(true);

    await cut();
    await p.evaluate(() => window.dispatchEvent(new Event('online')));
    expect(await until('connected', 3_000)).toBe(true);
  });

  it('[LV5] push down while HTTP works: the page shows it is reconnecting, placing still works, and the server still checks prices', async () => {
    const [m] = await openMatches(api, 1, 6);
    const p = suite.page();
    let blocked = false;
    const routes: WebSocketRoute[] = [];
    await p.routeWebSocket(/\/connection\/websocket/, (ws) => {
      if (blocked) return void ws.close();
      routes.push(ws);
      ws.connectToServer();
    });
    const slip = new MyBetsPage(p, server.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(`/${m!.tournament.sport.key}/${m!.slug}`);
    await slip.waitForBalance((b) => b > 0);
    await slip.subscribed(`match:en:${m!.id}`);
    const main = pickOf(m!, m!.main_market!);
    blocked = true;
    await Promise.all(routes.splice(0).map((r) => r.close()));
    await p.getByTestId('connection-indicator').getByText('Reconnecting').waitFor({ timeout: 10_000 });

    await slip.toggle(main.key);
    await slip.setStake(0, '1');
    const [id] = await slip.place();
    expect(id).toBeTruthy();
    await slip.done();

    // The page cannot hear of this price change; the server refuses the old price (accept mode none).
    await api.setOdds(m!, main.market, main.outcome, Math.round(main.outcome.odds * 1000 + 250) / 1000);
    if (!(await slip.selection(main.key).count())) await slip.toggle(main.key);
    await slip.setStake(0, '1');
    await slip.placeButton().click();
    // The server refuses the old price (101); the slip takes the new one from the refusal and offers it (TS13).
    await p.getByTestId('slip-accept-changes').waitFor({ timeout: 10_000 });
    expect(await slip.selection(main.key).getByTestId('slip-selection-odds').textContent()).toBe(
      (Math.round(main.outcome.odds * 1000 + 250) / 1000).toFixed(3).replace(/0$/, ''),
    );
    await screenshot(p, 'live-recovery-stale-placing');
  });
});
