import type { Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyBetsPage } from '../pages/my-bets-page';
import { DEMO, selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

/**
 * Issue 11, the remaining betting-core rules: max stake (HW9), stake from the win (HW10), one push connection
 * that follows sign-in and sign-out (LV6), the panel closing at 0 selections on either tab (HW11), the
 * "moved to settled" cue (HW13) and outcome buttons that share their row (HW12). The matches come from the
 * far end of the prematch tennis and basketball lists, so other files' soccer picks never meet these.
 */
const desktop = VIEWPORTS[0];
const mobile = VIEWPORTS[1];
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;
const keyOf = (m: WireMatch, i: number) => selectionKey(m, m.main_market!, m.main_market!.outcomes[i]!);
const shownOdds = (milli: number) => (milli / 1000).toFixed(3).replace(/0$/, '');
/** An amount as shown or typed ("12.50 EUR", "1,012.5", "25") in EUR minor units. */
const minorOf = (text: string) => {
  const [whole = '', frac = ''] = text.replace(/[^\d.]/g, '').split('.');
  return Number(whole || '0') * 100 + Number(`${frac}00`.slice(0, 2));
};

async function prematch(api: Api, sport: string, count: number, skip: number): Promise<WireMatch[]> {
  const list = (await api.matches(`match_status=0&type=match&sport_key=${sport}&limit=80`)).filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
  const end = list.length - skip;
  if (end - count < 0) throw new Error(`not enough prematch ${sport} matches`);
  return list.slice(end - count, end);
}

async function bearerToken(page: Page, baseUrl: string): Promise<string> {
  const csrf = (await page.context().cookies(baseUrl)).find((c) => c.name === 'slipstream_csrf')?.value;
  const res = await page.context().request.post(`${baseUrl}/api/platform/sportsbook_sessions`, {
    headers: csrf ? { 'x-csrf-token': csrf } : {},
  });
  if (!res.ok()) throw new Error(`sportsbook session ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The server's own answer for a single on the match's main-market outcome `i`, asked directly. */
async function serverMaxStake(baseUrl: string, token: string, m: WireMatch, i: number): Promise<number> {
  const market = m.main_market!;
  const outcome = market.outcomes[i]!;
  const res = await fetch(`${baseUrl}/api/sportsbook/v3/bets/max-stake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      bets: [
        {
          type: 'single',
          stake: { currency: 'EUR' },
          selections: [
            {
              match_id: m.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: outcome.odds.toFixed(3),
            },
          ],
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`max-stake ${res.status}: ${await res.text()}`);
  return (await res.json()) as number;
}

/** Every WebSocket the page opens to the push endpoint, and how many are open at most at once. */
function countSockets(page: Page) {
  const sockets: WebSocket[] = [];
  const state = { open: 0, maxOpen: 0, deltaSubscribes: 0 };
  page.on('websocket', (ws) => {
    if (!/\/connection\/websocket/.test(ws.url())) return;
    sockets.push(ws);
    // A subscribe reply that grants fossil deltas (the hub answers `"delta":true` to a match channel).
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string' && /"subscribe":\{[^]*"delta":true/.test(f.payload))
        state.deltaSubscribes += 1;
    });
    state.open += 1;
    state.maxOpen = Math.max(state.maxOpen, state.open);
    ws.on('close', () => (state.open -= 1));
  });
  return { sockets, state };
}

describe('betting core at 1280 px (issue 11)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[HW9] Max asks the server for the highest stake and fills the field; a visitor is asked to sign in first', async () => {
    const [m] = await prematch(api, 'tennis', 1, 0);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(keyOf(m!, 0));
    await slip.page.getByTestId('slip-max-0').click();
    await slip.page.getByTestId('sign-in-modal').waitFor();
    await slip.signInThroughModal();
    await slip.waitForBalance((b) => b > 0);

    const asks: string[] = [];
    slip.page.on('request', (r) => {
      if (r.url().endsWith('/bets/max-stake')) asks.push(r.method());
    });
    await slip.page.getByTestId('slip-max-0').click();
    await expect
      .poll(async () => minorOf(await slip.page.getByTestId('slip-stake-0').inputValue()), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(asks).toEqual(['POST']);
    const expected = await serverMaxStake(suite.baseUrl, await bearerToken(slip.page, suite.baseUrl), m!, 0);
    expect(minorOf(await slip.page.getByTestId('slip-stake-0').inputValue())).toBe(expected);
    expect(await slip.placeButton().isEnabled()).toBe(true);

    // A failure is told under the field and the stake stays as it was.
    await slip.setStake(0, '3');
    await slip.page.route('**/bets/max-stake', (route) => route.fulfill({ status: 503, body: '{}' }));
    await slip.page.getByTestId('slip-max-0').click();
    await slip.page.getByText('The maximum stake could not be loaded. Try again.').waitFor();
    expect(await slip.page.getByTestId('slip-stake-0').inputValue()).toBe('3');
    await screenshot(slip.page, 'betting-core-max-stake');
  });

  it('[HW10] the player types the win they want and the stake is computed, and the other way round', async () => {
    const [m] = await prematch(api, 'tennis', 1, 1);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(keyOf(m!, 1));
    const odds = Math.round(m!.main_market!.outcomes[1]!.odds * 1000);
    const win = slip.page.getByTestId('slip-win-0');
    await win.fill('25');
    // ST6: the stake whose payout is nearest the win asked for (minor units, odds in thousandths).
    const stake = minorOf(await slip.page.getByTestId('slip-stake-0').inputValue());
    expect(stake).toBe(Math.round((2500 * 1000) / odds));
    // While typing, the field keeps the player's text; the shown potential win is the stake's.
    expect(await win.inputValue()).toBe('25');
    const potential = minorOf((await slip.page.getByTestId('slip-potential-win').textContent()) ?? '');
    expect(Math.abs(potential - 2500)).toBeLessThanOrEqual(Math.ceil(odds / 1000));
    await win.blur();
    expect(minorOf(await win.inputValue())).toBe(potential);

    await slip.setStake(0, '10');
    await expect.poll(async () => minorOf(await win.inputValue())).toBe(Math.floor((1000 * odds) / 1000));
  });

  it('[HW11] the panel closes when the last selection goes, on the my-bets tab too', async () => {
    const [m] = await prematch(api, 'basketball', 1, 0);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(keyOf(m!, 0));
    await slip.openTab('MY_BETS');
    expect(await slip.page.getByTestId('slip-tab-MY_BETS').getAttribute('aria-selected')).toBe('true');
    // Taken off from the page's own odds button while my bets shows.
    await slip.page
      .locator(`[data-outcome="${keyOf(m!, 0)}"]`)
      .first()
      .click();
    await slip.panel().waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await slip.page.getByTestId('slip-toggle').getAttribute('aria-expanded')).toBe('false');
    // Opened again, it starts on the bet slip tab (§4 close resets the tab).
    await slip.page.getByTestId('slip-toggle').click();
    expect(await slip.page.getByTestId('slip-tab-BET_SLIP').getAttribute('aria-selected')).toBe('true');
  });

  it('[LV6] one push connection: signing in and out re-establishes it, the player channel follows and live odds keep flowing', async () => {
    const [m] = await prematch(api, 'basketball', 1, 1);
    const page = suite.page();
    const { sockets, state } = countSockets(page);
    const slip = new MyBetsPage(page, suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.subscribed(`match:en:${m!.id}`);
    await slip.subscribed('public:en');
    expect(sockets.length).toBe(1);
    // PUSH_DELTA is on by default: the match channel asked for fossil deltas and got them.
    expect(state.deltaSubscribes).toBeGreaterThanOrEqual(1);

    const market = m!.main_market!;
    const outcome = market.outcomes[0]!;
    const key = keyOf(m!, 0);
    let milli = Math.round(outcome.odds * 1000);
    const priceMoves = async (label: string) => {
      milli += 37;
      await api.setOdds(m!, market, outcome, milli / 1000);
      await page.waitForFunction(
        ([k, t]) => document.querySelector(`[data-outcome="${k}"] .odds__price`)?.textContent === t,
        [key, shownOdds(milli)] as const,
        { timeout: 10_000 },
      );
      expect(state.maxOpen, label).toBe(1);
    };
    await priceMoves('anonymous');

    await page.getByTestId('sign-in').click();
    await slip.signInThroughModal();
    await page.waitForFunction(() => document.documentElement.dataset.userChannel === 'subscribed', null, {
      timeout: 15_000,
    });
    expect(sockets.length).toBe(2);
    expect(sockets[0]!.isClosed()).toBe(true);
    await slip.subscribed(`match:en:${m!.id}`);
    await priceMoves('signed in');
    // The player's channel works on it: a bet placed elsewhere shows in the balance at once.
    const before = await slip.waitForBalance((b) => b > 0);
    const token = await bearerToken(page, suite.baseUrl);
    const placed = await fetch(`${suite.baseUrl}/api/sportsbook/v3/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        meta: { request_id: `betting-core-lv6-${Date.now()}` },
        bets: [
          {
            type: 'single',
            stake: { value: 100, currency: 'EUR' },
            selections: [
              {
                match_id: m!.id,
                market_id: market.id,
                specifier: market.specifier,
                outcome_id: outcome.id,
                odds: (milli / 1000).toFixed(3),
              },
            ],
          },
        ],
      }),
    });
    expect(placed.ok, await placed.clone().text()).toBe(true);
    await slip.waitForBalance((b) => b === before - 100);

    await page.getByTestId('account-button').click();
    await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('sign-in').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => document.documentElement.dataset.userChannel === undefined);
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(3);
    await slip.subscribed(`match:en:${m!.id}`);
    await priceMoves('signed out');
    expect(sockets.filter((s) => !s.isClosed()).length).toBe(1);
    expect(DEMO.email).toBeTruthy();
  });

  it('[HW13] under "open" a bet that settles leaves with a "moved to settled" cue, then shows under settled', async () => {
    const [m] = await prematch(api, 'basketball', 1, 2);
    const page = new MyBetsPage(suite.page(), suite.baseUrl, desktop);
    await page.signInByApi();
    await page.goto(pathOf(m!));
    await page.waitForBalance((b) => b > 0);
    await page.toggle(keyOf(m!, 0));
    await page.setStake(0, '1');
    const [id] = await page.place();
    await page.done();
    await page.open();
    // Settled bets of the "all" list shown while "open" loads are not leaving it.
    await page.filter('all');
    await page.bet(id!).waitFor({ timeout: 10_000 });
    await page.filter('open');
    expect(await page.page.locator('[data-leaving]').count()).toBe(0);
    await page.bet(id!).waitFor({ timeout: 10_000 });
    expect(await page.bet(id!).getAttribute('data-leaving')).toBeNull();

    await api.post(`/matches/${m!.id}/finish`, { home_score: 90, away_score: 80 });
    const moved = page.page.locator(`[data-testid="my-bet"][data-bet-id="${id}"][data-leaving]`);
    await moved.waitFor({ timeout: 15_000 });
    expect(await moved.getByTestId('my-bet-moved').textContent()).toBe('Moved to settled');
    await screenshot(page.page, 'betting-core-moved-to-settled');
    // Still there a moment later (the refetch has dropped it from the open page), gone after the hold.
    await page.page.waitForTimeout(1_000);
    expect(await moved.count()).toBe(1);
    await page.bet(id!).waitFor({ state: 'detached', timeout: 10_000 });
    await page.filter('settled');
    await page.bet(id!).waitFor({ timeout: 10_000 });
  });

  it('[HW12] outcome buttons share the row and show whole names: match page and lists', async () => {
    const [m] = await prematch(api, 'soccer', 1, 3);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    const fill = () =>
      slip.page.evaluate(() =>
        (Array.from(document.querySelectorAll('.market__outcomes')) as HTMLElement[])
          .slice(0, 8)
          .map((row) => {
            const buttons = Array.from(row.querySelectorAll('.odds')) as HTMLElement[];
            const rowRect = row.getBoundingClientRect();
            const right = Math.max(...buttons.map((b) => b.getBoundingClientRect().right));
            const cut = buttons.some((b) => {
              const label = b.querySelector('.odds__label') as HTMLElement | null;
              return !!label && label.scrollWidth > label.clientWidth + 1;
            });
            return { rightGap: rowRect.right - right, cut, count: buttons.length };
          }),
      );
    const rows = await fill();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      // The buttons reach the row's right edge: no empty right half.
      expect(r.rightGap, JSON.stringify(r)).toBeLessThanOrEqual(2);
      expect(r.cut, JSON.stringify(r)).toBe(false);
    }

    await slip.goto(`/${m!.tournament.sport.key}`);
    const list = await slip.page.evaluate(() =>
      (Array.from(document.querySelectorAll('.row')) as HTMLElement[]).slice(0, 10).map((row) => {
        const odds = row.querySelector('.row__odds') as HTMLElement;
        const buttons = Array.from(odds.querySelectorAll('.odds')) as HTMLElement[];
        const widths = buttons.map((b) => b.getBoundingClientRect().width);
        const cut = buttons.some((b) => {
          const label = b.querySelector('.odds__label') as HTMLElement | null;
          return !!label && label.scrollWidth > label.clientWidth + 1;
        });
        return {
          share: odds.getBoundingClientRect().width / row.getBoundingClientRect().width,
          spread: Math.max(...widths) - Math.min(...widths),
          cut,
        };
      }),
    );
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.share, JSON.stringify(r)).toBeGreaterThan(0.3);
      expect(r.spread, JSON.stringify(r)).toBeLessThanOrEqual(1);
      expect(r.cut, JSON.stringify(r)).toBe(false);
    }
  });
  it('home: the sort and day controls reorder and narrow the list (§2 sortBy, date)', async () => {
    const page = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await page.goto('/?tab=all');
    const hrefs = () =>
      page.page.getByTestId('match-link').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    await page.page.getByTestId('home-sort').getByRole('link', { name: 'Start time' }).click();
    await page.page.waitForURL(/sortBy=time/);
    await page.page.waitForSelector('[data-testid="home-sort"] a[aria-current="page"][href*="sortBy=time"]');
    expect(new URL(page.page.url()).searchParams.get('tab')).toBe('all');
    const [earliest] = await api.matches('type=match&sort_by=start_time&limit=1');
    expect((await hrefs()).some((h) => h.endsWith(`/${earliest!.slug}`))).toBe(true);

    await page.page.getByTestId('home-date').getByRole('link', { name: 'Tomorrow' }).click();
    await page.page.waitForURL(/date=\d{4}-\d{2}-\d{2}/);
    // The new list is in once the control shows the day chosen.
    await page.page.waitForSelector('[data-testid="home-date"] a[aria-current="page"]');
    const day = new URL(page.page.url()).searchParams.get('date')!;
    const start = Date.parse(`${day}T00:00:00Z`);
    const shown = await hrefs();
    expect(shown.length).toBeGreaterThan(0);
    // Every event listed starts on that UTC day.
    const ids = shown.map((h) => /-(\d+)$/.exec(h)?.[1]).filter((id): id is string => !!id);
    const listed = (await api.matches(`id=${ids.join(',')}&limit=500`)) as (WireMatch & {
      start_time: string;
    })[];
    expect(listed.length).toBe(new Set(ids).size);
    for (const m of listed) {
      const at = Date.parse(m.start_time);
      expect(at >= start && at < start + 86_400_000, `${m.slug} ${m.start_time}`).toBe(true);
    }
  });
});

describe('betting core at 360 px (issue 11)', () => {
  const suite = browserSuite(mobile);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('[HW9] quick bet: Max fills the stake for the pick waiting for approval', async () => {
    const live = (await api.matches('match_status=1&type=match&limit=40')).filter(
      (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
    );
    const m = live[live.length - 1]!;
    const slip = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await slip.signInByApi();
    await slip.goto(pathOf(m));
    await slip.waitForBalance((b) => b > 0);
    await slip.openPanel();
    await slip.page.getByTestId('quick-bet-toggle').first().click();
    const bar = slip.page.getByTestId('quick-bet');
    await bar.waitFor();
    expect(await slip.page.getByTestId('quick-bet-max').isDisabled()).toBe(true);
    if (await slip.panel().isVisible()) await slip.page.keyboard.press('Escape');
    await slip.page
      .locator(`[data-outcome="${keyOf(m, 0)}"]`)
      .first()
      .click();
    await expect.poll(() => slip.page.getByTestId('quick-bet-max').isEnabled()).toBe(true);
    await slip.page.getByTestId('quick-bet-max').click();
    await expect
      .poll(async () => minorOf(await slip.page.getByTestId('quick-bet-stake').inputValue()), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(await slip.horizontalOverflow()).toBeLessThanOrEqual(0);
  });

  it('[HW12] at 360 px the shared-width buttons still fit: no sideways scroll on a list or a match', async () => {
    const [m] = await prematch(api, 'soccer', 1, 3);
    const page = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await page.goto(pathOf(m!));
    expect(await page.horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.goto(`/${m!.tournament.sport.key}`);
    expect(await page.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});
