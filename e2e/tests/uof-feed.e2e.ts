import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsButton, MatchPage } from '../pages/catalogue-pages';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { ARTIFACTS_DIR, screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { freePort, REPO_ROOT, startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

/**
 * The product on the real odds feed path (FEED=uof, SPEC.md FD rules): the simulator runs as a Unified Odds Feed
 * producer (`npm run feed:uof -w apps/server`: UOF XML into the machine's RabbitMQ and a Sports API), the compiled
 * server consumes it, and a bettor on a phone sees its events, bets on one, watches the market lock while the
 * producer is down, and is paid by the producer's bet_settlement.
 */
const LOG = 'server-uof-feed.log';
const [, mobile] = VIEWPORTS;
const AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672/';

let producer: ChildProcess | undefined;
let producerUrl = '';
let server: RunningServer | undefined;

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  const port = await freePort();
  producerUrl = `http://127.0.0.1:${port}`;
  const exchange = `uof-e2e-${process.pid}-${randomBytes(4).toString('hex')}`;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = createWriteStream(join(ARTIFACTS_DIR, 'uof-producer.log'));
  // The provider's side: the repository's simulator as a UOF producer, as `npm run feed:uof` runs it.
  producer = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/feed/uof/producer/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      UOF_AMQP_URL: AMQP_URL,
      UOF_EXCHANGE: exchange,
      UOF_PRODUCER_PORT: String(port),
      SIM_SEED: '7',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  producer.stdout?.pipe(log);
  producer.stderr?.pipe(log);
  await until(
    'the UOF producer',
    async () => ((await fetch(`${producerUrl}/v1/users/whoami.xml`)).ok ? true : undefined),
    60_000,
  );
  server = await startServer(
    {
      FEED: 'uof',
      UOF_AMQP_URL: AMQP_URL,
      UOF_EXCHANGE: exchange,
      UOF_API_URL: producerUrl,
      UOF_INACTIVITY_SECONDS: '2',
    },
    LOG,
  );
}, 300_000);

afterAll(async () => {
  await server?.stop();
  producer?.kill('SIGTERM');
});

/** A pre-match soccer event the feed brought, its main market open. */
async function openPrematch(api: Api): Promise<WireMatch> {
  return until(
    'a pre-match event from the feed with an open main market',
    async () =>
      (await api.matches('match_status=0&type=match&sport_key=soccer&limit=40')).find(
        (m) => m.main_market?.status === 1 && m.main_market.outcomes.length >= 3,
      ),
    90_000,
  );
}

const control = (path: string) => fetch(`${producerUrl}/control/${path}`, { method: 'POST' });

describe('the real odds feed path, as a bettor on a phone (360 px)', () => {
  const suite = browserSuite(mobile);

  it('[FD1][FD3] an event from the feed takes a bet, and the provider’s result pays it', async () => {
    const api = new Api(server!.baseUrl);
    const match = await openPrematch(api);
    const market = match.main_market!;
    const home = market.outcomes[0]!;
    const key = selectionKey(match, market, home);
    const slip = new SlipPage(suite.page(), server!.baseUrl, mobile);
    await slip.goto(`/${match.tournament.sport.key}/${match.slug}`);
    await slip.toggle(key);
    await slip.setStake(0, '2');
    await slip.placeButton().click();
    await slip.signInThroughModal();
    const start = await slip.waitForBalance((b) => b > 0);
    const [betId] = await slip.place();
    expect(betId).toMatch(/^\d+$/);
    await slip.waitForBalance((b) => b === start - 200);
    await slip.done();
    await screenshot(slip.page, 'uof-bet-placed');
    // The provider finishes the event 2:0 (bet_settlement): the home pick wins, the balance rises by its payout.
    expect(
      (await control(`events/${encodeURIComponent(`sr:match:${match.id}`)}/finish?home=2&away=0`)).status,
    ).toBe(200);
    // (a payout of stake × odds above 1 leaves more than the balance before the bet)
    await slip.waitForBalance((b) => b > start);
    expect(suite.pageErrors()).toEqual([]);
  });

  it('[FD8] the producer going down locks the prices on screen; its recovery opens them again', async () => {
    const api = new Api(server!.baseUrl);
    const match = await openPrematch(api);
    const market = match.main_market!;
    const key = selectionKey(match, market, market.outcomes[0]!);
    const page = new MatchPage(suite.page(), server!.baseUrl, mobile);
    await page.goto(`/${match.tournament.sport.key}/${match.slug}`);
    await page.subscribed(`match:en:${match.id}`);
    const button = oddsButton(page, key);
    expect(await button.isDisabled()).toBe(false);
    try {
      // Pre-match is product 3: no alive for UOF_INACTIVITY_SECONDS takes it down and suspends its markets.
      expect((await control('producers/3/alive/off')).status).toBe(200);
      await page.page.waitForSelector(`[data-outcome="${key}"][data-locked]`, { timeout: 20_000 });
      expect(await button.isDisabled()).toBe(true);
      await screenshot(page.page, 'uof-producer-down');
    } finally {
      expect((await control('producers/3/alive/on')).status).toBe(200);
    }
    // Back up: recovery since the last processed message, snapshot_complete, then the markets reopen.
    await page.page.waitForSelector(`[data-outcome="${key}"]:not([data-locked])`, { timeout: 30_000 });
    expect(await button.isDisabled()).toBe(false);
    expect(suite.pageErrors()).toEqual([]);
  });
});
