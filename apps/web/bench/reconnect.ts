import type { Browser, Page } from 'playwright-core';

export interface ReconnectSample {
  /** `online` → the changed price of the match's main market on screen. */
  priceMs: number;
  /** `online` → every changed price on screen and the page no longer marked stale (a fully fresh page). */
  freshMs: number;
}

export interface ReconnectResult {
  changes: number;
  samples: ReconnectSample[];
}

interface Outcome {
  id: string;
  odds: number;
}
interface Market {
  id: number;
  specifier: string;
  status: number;
  outcomes: Outcome[];
}
interface Match {
  id: number;
  slug: string;
  tournament: { sport: { key: string } };
  main_market: Market | null;
}

const keyOf = (m: Match, market: Market, o: Outcome): string =>
  `${m.id}/${market.id}/${market.specifier}/${o.id}`;
const oddsText = (thousandths: number): string => (thousandths / 1000).toFixed(3).replace(/0$/, '');

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
  return (await res.json()) as T;
}

const post = (baseUrl: string, path: string, body: unknown = {}): Promise<unknown> =>
  json(`${baseUrl}/api/sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A match page goes offline (Chromium's offline emulation: the push client closes its socket on the
 * `offline` event), the feed changes the match's main price `changes` times and one other market's price
 * once, and the page comes back online after it has shown itself stale. Measured in the page, from its
 * `online` event: the main price correct, and every changed price correct with the stale mark gone.
 * With `changes` within the server's push history (100 by default) the gap is recovered; beyond it, the
 * page reloads the state by HTTP.
 */
export async function reconnectRun(
  browser: Browser,
  baseUrl: string,
  changes: number,
  rounds: number,
): Promise<ReconnectResult> {
  await post(baseUrl, '/pause');
  const list = await json<{ data: Match[] }>(
    `${baseUrl}/api/sportsbook/v1/matches?match_status=0&type=match&sport_key=soccer&limit=40`,
  );
  const match = list.data.find((m) => m.main_market?.status === 1);
  if (!match) throw new Error('no prematch soccer match with an open main market');
  const markets = await json<{ data: Market[] }>(
    `${baseUrl}/api/sportsbook/v1/matches/${match.id}/markets?limit=500`,
  );
  const other = markets.data.find((m) => m.id !== match.main_market!.id && m.status === 1);
  if (!other) throw new Error('the match has no second open market');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/${match.tournament.sport.key}/${match.slug}`);
  await page.waitForFunction(
    (ch) =>
      (document.documentElement.dataset.channels ?? '').split(' ').includes(ch) &&
      document.documentElement.dataset.liveBehind === undefined,
    `match:en:${match.id}`,
    { timeout: 30_000 },
  );
  const main = match.main_market!;
  const mainOutcome = main.outcomes[0]!;
  const otherOutcome = other.outcomes[0]!;
  let mainPrice = Math.round(mainOutcome.odds * 1000);
  let otherPrice = Math.round(otherOutcome.odds * 1000);
  const samples: ReconnectSample[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      await context.setOffline(true);
      await page.waitForFunction(() => document.documentElement.dataset.push !== 'connected');
      const base = mainPrice + (round % 2 === 0 ? 500 : -300);
      for (let i = changes - 1; i >= 0; i--) {
        mainPrice = base + i * 10;
        await post(baseUrl, '/odds', {
          match_id: match.id,
          market_id: main.id,
          specifier: main.specifier,
          outcome_id: mainOutcome.id,
          odds: mainPrice / 1000,
        });
      }
      otherPrice += round % 2 === 0 ? 200 : -200;
      await post(baseUrl, '/odds', {
        match_id: match.id,
        market_id: other.id,
        specifier: other.specifier,
        outcome_id: otherOutcome.id,
        odds: otherPrice / 1000,
      });
      await page.waitForFunction(() => 'liveStale' in document.documentElement.dataset, null, {
        timeout: 15_000,
      });
      await startMeasuring(page, [
        [keyOf(match, main, mainOutcome), oddsText(mainPrice)],
        [keyOf(match, other, otherOutcome), oddsText(otherPrice)],
      ]);
      await context.setOffline(false);
      samples.push((await page.evaluate('window.__reconnect')) as ReconnectSample);
    }
  } finally {
    await context.close();
    await post(baseUrl, '/resume');
  }
  return { changes, samples };
}

/** Arms an in-page timer for the next `online` event; `window.__reconnect` settles with the two marks. */
async function startMeasuring(page: Page, expected: [string, string][]): Promise<void> {
  // Plain JavaScript text: tsx's name-keeping helpers do not exist inside the page.
  await page.evaluate(`window.__reconnect = (${IN_PAGE_MEASURE})(${JSON.stringify(expected)}); void 0`);
}

const IN_PAGE_MEASURE = `function (expected) {
  return new Promise(function (resolve, reject) {
    var text = function (key) {
      var el = document.querySelector('[data-outcome="' + key + '"] .odds__price');
      return el ? el.textContent : null;
    };
    window.addEventListener('online', function () {
      var start = performance.now();
      var priceMs = -1;
      var deadline = start + 30000;
      function check() {
        var now = performance.now();
        if (priceMs < 0 && text(expected[0][0]) === expected[0][1]) priceMs = now - start;
        var all = expected.every(function (e) { return text(e[0]) === e[1]; });
        if (all && !('liveStale' in document.documentElement.dataset)) {
          resolve({ priceMs: priceMs < 0 ? now - start : priceMs, freshMs: now - start });
          return;
        }
        if (now > deadline) { reject(new Error('the page did not become fresh within 30 s')); return; }
        requestAnimationFrame(check);
      }
      requestAnimationFrame(check);
    }, { once: true });
  });
}`;
