import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { browserSuite } from '../support/browser-suite';
import { startServer, type RunningServer } from '../support/server';
import { VIEWPORTS } from '../support/viewports';

/**
 * A session that ends by itself (docs/SECURITY.md DEP-SESSION-1): this file runs its own server whose browser
 * sessions last SESSION_MAX_AGE_SECONDS, so the test can wait past the end instead of faking a 401.
 */
const desktop = VIEWPORTS[0];
const MAX_AGE_SECONDS = 45;
const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a session past its maximum age (desktop)', () => {
  const suite = browserSuite(desktop);
  let server: RunningServer;
  let api: Api;
  beforeAll(async () => {
    server = await startServer(
      { SESSION_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) },
      'server-session-expiry.log',
    );
    api = new Api(server.baseUrl);
    await api.pause();
  }, 120_000);
  afterAll(async () => {
    await api?.resume();
    await server?.stop();
  });

  it('DEP-SESSION-1: the page says "session expired", asks to sign in again, and the slip keeps its picks and stake', async () => {
    const list = (await api.matches('match_status=0&type=match&sport_key=soccer&limit=40')).filter(
      (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.every((o) => o.active),
    );
    const m = list[3]!;
    const key = selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!);
    const slip = new SlipPage(suite.page(), server.baseUrl, desktop);
    const signedInAt = Date.now();
    await slip.signInByApi();
    await slip.goto(pathOf(m));
    await slip.waitForBalance((b) => b > 0);
    await slip.toggle(key);
    await slip.setStake(0, '2');

    // The session reaches its maximum age while the page stays open (plus the servers' 2 s validity cache).
    await sleep(Math.max(0, signedInAt + MAX_AGE_SECONDS * 1000 + 3_000 - Date.now()));
    // The first call after the end finds it: the place click, or a read the page makes by itself (the vote
    // widget, the activity ping), which signs out with the prompt before the player clicks.
    const modal = slip.page.getByTestId('sign-in-modal');
    if (!(await modal.isVisible()))
      await slip
        .placeButton()
        .click({ timeout: 5_000 })
        .catch(() => undefined); // the prompt came first and covers the slip
    await modal.getByText('Your session has expired').waitFor({ timeout: 15_000 });
    expect(await slip.page.getByTestId('balance').count()).toBe(0);
    await screenshot(slip.page, 'session-expired-prompt');

    // The slip survived the sign-out: the same pick and stake, nothing placed.
    await slip.page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await slip.openPanel();
    await slip.selection(key).waitFor();
    expect(await slip.selections().count()).toBe(1);
    expect(await slip.page.getByTestId('slip-stake-0').inputValue()).toBe('2');
    expect(await slip.ticketState()).toBe('INITIAL');

    // Signing in again (the same browser, through the prompt) places the same slip.
    await slip.placeButton().click();
    await modal.waitFor();
    await slip.signInThroughModal();
    await slip.waitForBalance((b) => b > 0);
    await slip.selection(key).waitFor();
    expect(await slip.page.getByTestId('slip-stake-0').inputValue()).toBe('2');
  }, 120_000); // the wait past the session's 45 s end is half of it
});
