import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { launchChromium } from '../support/browser';
import { startSentryEndpoint, type EnvelopeItem } from '../support/sentry-endpoint';
import { startServer, type RunningServer } from '../support/server';
import { newContext, VIEWPORTS } from '../support/viewports';

const [desktop] = VIEWPORTS;

interface Logged {
  direction: 'in' | 'out';
  message: { type: string; payload: Record<string, unknown> };
  at: number;
}
type Payload = Record<string, unknown>;

/**
 * Embedding, error reporting and analytics (SPEC.md EM): the product inside /embed-demo exchanging every host
 * message both ways, a message from another origin ignored, a rendering error shown as the 500 page and sent to
 * a local Sentry-protocol endpoint, tracking parameters stripped and the cookies set. This file starts its own
 * server with SENTRY_DSN pointing at that endpoint.
 */
describe('embedding, error reporting and analytics', () => {
  let sentry: Awaited<ReturnType<typeof startSentryEndpoint>>;
  let server: RunningServer;
  let baseUrl: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    sentry = await startSentryEndpoint();
    server = await startServer(
      { SENTRY_DSN: `http://e2ekey@127.0.0.1:${sentry.port}/1` },
      'embedding-server.log',
    );
    baseUrl = server.baseUrl;
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
    await sentry?.close();
  });

  async function context(fresh = false): Promise<BrowserContext> {
    const c = await newContext(browser, desktop, { freshVisitor: fresh });
    contexts.push(c);
    return c;
  }

  const hostLog = (host: Page): Promise<Logged[]> =>
    host.evaluate(() => (window as unknown as { embedDemo: { log: Logged[] } }).embedDemo.log);

  /** Waits for a product → host message named `name` (after `from` entries) whose payload passes `match`. */
  async function received(
    host: Page,
    name: string,
    match: (p: Payload) => boolean = () => true,
    from = 0,
  ): Promise<Payload> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = (await hostLog(host))
        .slice(from)
        .find(
          (e) => e.direction === 'in' && e.message.type === `slipstream:${name}` && match(e.message.payload),
        );
      if (found) return found.message.payload;
      if (Date.now() > deadline) {
        const types = (await hostLog(host)).map((e) => `${e.direction} ${e.message.type}`);
        throw new Error(`no ${name} from the product; log: ${types.join(', ')}`);
      }
      await host.waitForTimeout(100);
    }
  }
  const send = (host: Page, name: string, payload: Payload = {}) =>
    host.evaluate(
      ([n, p]) =>
        (window as unknown as { embedDemo: { send(n: string, p: object): void } }).embedDemo.send(n, p),
      [name, payload] as const,
    );
  const logLength = async (host: Page) => (await hostLog(host)).length;

  async function openDemo(page: Page): Promise<Frame> {
    await page.goto(`${baseUrl}/embed-demo`, { waitUntil: 'load' });
    await received(page, 'initialized');
    const frame = await (await page.$('#product'))!.contentFrame();
    if (!frame) throw new Error('no product frame');
    return frame;
  }

  it('[EM1] [EM4] [EM5] [EM6] inside /embed-demo the product exchanges each message both ways', async () => {
    const c = await context();
    const host = await c.newPage();
    const frame = await openDemo(host);
    // The handshake: page-loaded (with the page id), the host's iframe_integration, initialized with its listeners.
    expect(await received(host, 'page-loaded')).toMatchObject({ path: '/', page_id: 'sports', locale: 'en' });
    expect(await received(host, 'initialized')).toMatchObject({
      listeners: ['sign-in', 'sign-up', 'deposit'],
    });
    expect((await received(host, 'page-size-changed')).height).toBeGreaterThan(0);

    // EM4: a burst of 20 size changes, one per animation frame, gives at most one report per 100 ms, and the
    // last size is reported. The page first settles (no size report for 600 ms): the frame sized to the page
    // must not make the page grow (a height taken from the frame's, 100vh, grew it by 72 px per report, without
    // end), and on a busy machine content still arriving sends reports that are not the burst's.
    await expect
      .poll(
        () =>
          host.evaluate(() => {
            const { log } = (window as unknown as { embedDemo: { log: Logged[] } }).embedDemo;
            const sizes = log.filter((e) => e.message.type === 'slipstream:page-size-changed');
            return performance.now() - (sizes.at(-1)?.at ?? 0); // `at` is the host's performance.now()
          }),
        { timeout: 20_000, interval: 200 },
      )
      .toBeGreaterThan(600);
    let from = await logLength(host);
    const burst = await frame.evaluate(async () => {
      const grow = document.createElement('div');
      document.body.append(grow);
      const start = performance.now();
      for (let i = 1; i <= 20; i++) {
        grow.style.height = `${i * 10}px`;
        await new Promise((r) => requestAnimationFrame(r));
      }
      return { ms: performance.now() - start, height: document.documentElement.scrollHeight };
    });
    await received(host, 'page-size-changed', (p) => p.height === burst.height, from);
    const reports = (await hostLog(host))
      .slice(from)
      .filter((e) => e.message.type === 'slipstream:page-size-changed');
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.length).toBeLessThanOrEqual(Math.ceil(burst.ms / 100) + 1);

    // Inbound, each with what it does.
    from = await logLength(host);
    await send(host, 'open_bet_slip');
    expect(await received(host, 'bet-slip-state-changed', (p) => p.open === true, from)).toMatchObject({
      selections: 0,
    });

    await send(host, 'odds_changed', { odds_type: 'american' });
    await frame.waitForFunction(
      () => document.querySelector<HTMLSelectElement>('[data-testid="odds-format"]')?.value === 'american',
    );

    await send(host, 'search_modal', { open: true });
    await frame.locator('dialog.search-dialog[open]').waitFor();
    await send(host, 'search_modal', { open: false });
    await frame.locator('dialog.search-dialog[open]').waitFor({ state: 'detached' });

    // EM5: a viewport the content reaches applies; one far below the content does not.
    await send(host, 'viewport', { top: 0, height: 700, offset_top: 0 });
    await frame.waitForFunction(() => document.documentElement.dataset.hostViewport === '0,700');
    await send(host, 'viewport', { top: 500_000, height: 700, offset_top: 0 });
    await send(host, 'viewport', { top: 10, height: 700, offset_top: 0 });
    await frame.waitForFunction(() => document.documentElement.dataset.hostViewport === '10,700');
    expect(await frame.evaluate(() => document.documentElement.dataset.hostViewport)).toBe('10,700');

    from = await logLength(host);
    await send(host, 'page_changed', { path: '/live' });
    expect(await received(host, 'page-loaded', (p) => p.path === '/live', from)).toMatchObject({
      page_id: 'in_play',
    });
    from = await logLength(host);
    await send(host, 'change_locale', { locale: 'de' });
    expect(await received(host, 'page-loaded', (p) => p.locale === 'de', from)).toMatchObject({
      path: '/de/live',
    });

    // top-event-clicked: a match of the home page's list.
    from = await logLength(host);
    await send(host, 'page_changed', { path: '/' });
    await received(host, 'page-loaded', (p) => p.page_id === 'sports', from);
    const firstMatch = frame
      .locator('[data-page-id="sports"] li.row[data-match-id] a[data-testid="match-link"]')
      .first();
    const matchId = await frame
      .locator('[data-page-id="sports"] li.row[data-match-id]')
      .first()
      .getAttribute('data-match-id');
    await firstMatch.click();
    expect(await received(host, 'top-event-clicked', () => true, from)).toEqual({ match_id: matchId });

    // EM6: the host listens for sign-in and sign-up, so the product hands them over instead of opening forms.
    from = await logLength(host);
    await frame.locator('[data-testid="sign-in"]').click();
    await received(host, 'sign-in', () => true, from);
    await frame.locator('[data-testid="sign-up"]').click();
    await received(host, 'sign-up', () => true, from);
    expect(await frame.locator('[data-testid="sign-in-modal"]').count()).toBe(0);

    // apply_bet_code loads the page with the share code (the slip restores it, RS1).
    await send(host, 'apply_bet_code', { code: 'A0000000' });
    await host.waitForFunction(() => {
      const f = document.querySelector<HTMLIFrameElement>('#product');
      return f?.contentWindow?.location.search.includes('betcode=A0000000') ?? false;
    });
    expect(await seriousViolations(host)).toEqual([]);
    await screenshot(host, 'embed-demo-visitor');

    // A signed-in player: balance-changed, change_currency and notify-currency-changed, deposit to the host.
    const signIn = await c.request.post(`${baseUrl}/api/platform/users/sign_in`, {
      data: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const player = await openDemo(host);
    expect(await received(host, 'balance-changed')).toMatchObject({ currency: 'EUR', subunits: 100 });
    from = await logLength(host);
    await send(host, 'change_currency', { currency: 'USDT' });
    expect(await received(host, 'notify-currency-changed', () => true, from)).toEqual({ currency: 'USDT' });
    await received(host, 'balance-changed', (p) => p.currency === 'USDT', from);

    from = await logLength(host);
    await player.locator('[data-testid="account-button"]').click();
    await player.locator('[data-testid="menu-deposit"]').click();
    await received(host, 'deposit', () => true, from);
    // Without a deposit listener the product's own deposit form opens (and the host is told a modal opened).
    from = await logLength(host);
    await send(host, 'iframe_integration', { listeners: ['sign-in', 'sign-up'] });
    await received(host, 'initialized', (p) => Array.isArray(p.listeners) && p.listeners.length === 2, from);
    await player.locator('[data-testid="account-button"]').click();
    await player.locator('[data-testid="menu-deposit"]').click();
    expect(await received(host, 'notify-modal-triggered', () => true, from)).toEqual({ modal: 'deposit' });
    expect((await hostLog(host)).slice(from).some((e) => e.message.type === 'slipstream:deposit')).toBe(
      false,
    );
    await screenshot(host, 'embed-demo-player');
  });

  it('[EM2] a message from a disallowed origin is ignored; the allowed host is obeyed', async () => {
    const c = await context();
    const host = await c.newPage();
    const frame = await openDemo(host);
    const from = await logLength(host);
    // The message event the browser would deliver for a page of another origin posting to the product's frame
    // (its origin is what the product must check), then one from the product's own window (not its parent).
    await frame.evaluate(() => {
      const data = { type: 'slipstream:open_bet_slip', payload: {} };
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: 'https://not-allowed.example', source: window.parent }),
      );
      window.postMessage(data, location.origin);
    });
    await frame.waitForFunction(() => document.documentElement.dataset.hostIgnored === '2');
    expect(await frame.evaluate(() => document.documentElement.dataset.embedded)).toBe('allowed');
    expect(
      (await hostLog(host)).slice(from).some((e) => e.message.type === 'slipstream:bet-slip-state-changed'),
    ).toBe(false);
    // The same message from the allowed host opens the slip.
    await send(host, 'open_bet_slip');
    await received(host, 'bet-slip-state-changed', (p) => p.open === true, from);
  });

  it('[EM1] a host starts the product at /init-sportsbook with its first page and settings', async () => {
    const c = await context();
    const host = await c.newPage();
    const entry = encodeURIComponent('/init-sportsbook?path=/live&odds_type=american');
    await host.goto(`${baseUrl}/embed-demo?path=${entry}`, { waitUntil: 'load' });
    expect(await received(host, 'page-loaded', (p) => p.path === '/live')).toMatchObject({
      page_id: 'in_play',
    });
    const frame = await (await host.$('#product'))!.contentFrame();
    await frame!.waitForFunction(
      () => document.querySelector<HTMLSelectElement>('[data-testid="odds-format"]')?.value === 'american',
    );
  });

  it('[EM7] [EM8] a rendering error shows the 500 page and reaches the error-reporting endpoint', async () => {
    const c = await context();
    const page = await c.newPage();
    await page.goto(`${baseUrl}/demo/render-error`);
    const fallback = page.locator('[data-page-id="server_error"]');
    await fallback.waitFor();
    await expect.poll(() => fallback.locator('a').first().textContent()).toBe('Go to home page');
    const sdk = (item: EnvelopeItem) => (item.payload.sdk as { name?: string } | undefined)?.name;
    const fromBrowser = await sentry.waitFor(
      (i) => i.header.type === 'event' && sdk(i) === 'sentry.javascript.browser',
    );
    const fromServer = await sentry.waitFor(
      (i) =>
        i.header.type === 'event' &&
        sdk(i) === 'sentry.javascript.node' &&
        JSON.stringify(i.payload).includes('Forced rendering error'),
    );
    for (const event of [fromBrowser, fromServer]) {
      expect(event.payload.release).toMatch(/^slipstream@/);
      expect(event.payload.environment).toBe('development');
    }
    expect(fromBrowser.payload.release).toBe(fromServer.payload.release);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'render-error-500');
  });

  it('[EM9] [EM10] tracking parameters are stripped and recorded; affiliate and device-id cookies are set', async () => {
    const c = await context(true);
    await c.addInitScript(() => {
      if (!document.cookie.includes('cookieConsent='))
        document.cookie = 'cookieConsent=accepted; Path=/; Max-Age=86400';
      window.localStorage.setItem('slipstream.signUpReminderSeen', 'e2e');
    });
    const page = await c.newPage();
    const shell = new ShellPage(page, baseUrl, desktop);
    await shell.goto('/live?stag=aff-7&gclid=g-1&ctag=c-1&btag=b-1&qtag=q-1&sport=soccer');
    await page.waitForFunction(() => !location.search.includes('stag'));
    expect(new URL(page.url()).search).toBe('?sport=soccer');
    await expect
      .poll(async () => (await c.cookies(baseUrl)).map((k) => k.name).sort())
      .toEqual(expect.arrayContaining(['btag', 'ctag', 'deviceId', 'gclid', 'qtag', 'stag']));
    const cookies = await c.cookies(baseUrl);
    const byName = (n: string) => cookies.find((k) => k.name === n)!;
    const days = (expires: number) => Math.round((expires * 1000 - Date.now()) / 86_400_000);
    expect(byName('stag').value).toBe('aff-7');
    expect(days(byName('stag').expires)).toBe(30);
    expect(byName('gclid').expires).toBe(-1); // for the session
    expect(byName('deviceId').value).toMatch(/^[0-9a-f-]{36}$/);
    // 7300 days asked (unit-tested); Chromium caps any cookie's lifetime at 400 days.
    expect(days(byName('deviceId').expires)).toBeGreaterThanOrEqual(399);
    // An IP address: a host-only cookie (no Domain attribute, so no leading dot).
    expect(byName('deviceId').domain).toBe('127.0.0.1');
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer?: object[] }).dataLayer ?? [],
    );
    expect(dataLayer).toContainEqual({ event: 'page_view', page_id: 'in_play', path: '/live' });
  });
});
