import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionKey, SlipPage } from '../pages/slip-page';
import { Api, type WireMatch } from '../support/api';
import { screenshot } from '../support/artifacts';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { VIEWPORTS } from '../support/viewports';

const desktop = VIEWPORTS[0];
const mobile = VIEWPORTS[1];

/** Prematch soccer matches with an open main market; the test pauses the drift so it owns every price. */
async function prematch(api: Api, count: number, skip = 0): Promise<WireMatch[]> {
  const list = await api.matches('match_status=0&type=match&sport_key=soccer&limit=60');
  const open = list.filter(
    (m) => m.main_market && m.main_market.status === 1 && m.main_market.outcomes.length >= 3,
  );
  if (open.length < skip + count) throw new Error('not enough prematch matches');
  return open.slice(skip, skip + count);
}

const pathOf = (m: WireMatch) => `/${m.tournament.sport.key}/${m.slug}`;

describe('bet slip (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('a visitor picks odds, the slip opens with the selection, and placing asks to sign in', async () => {
    const [m] = await prematch(api, 1, 0);
    const market = m!.main_market!;
    const key = selectionKey(m!, market, market.outcomes[0]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    expect(await slip.panel().isVisible()).toBe(false);
    await slip.toggle(key);
    expect(await slip.panel().isVisible()).toBe(true);
    expect(await slip.page.locator(`[data-outcome="${key}"]`).first().getAttribute('aria-pressed')).toBe(
      'true',
    );
    await slip.setStake(0, '5');
    expect(await slip.page.getByTestId('slip-potential-win').textContent()).toMatch(/EUR/);
    await slip.placeButton().click();
    await slip.page.getByTestId('sign-in-modal').waitFor();
    expect(await slip.ticketState()).toBe('INITIAL');
    const events = (await slip.analytics()).map((e) => e.event);
    expect(events).toContain('slip_add_selection');
    await screenshot(slip.page, 'betting-visitor-sign-in');
    // Escape closes the modal; removing the last selection closes the panel (§4).
    await slip.page.keyboard.press('Escape');
    await slip.page.getByTestId('sign-in-modal').waitFor({ state: 'detached' });
    await slip.toggle(key);
    await slip.panel().waitFor({ state: 'hidden' });
    expect((await slip.analytics()).map((e) => e.event)).toContain('slip_remove_selection');
    expect(suite.pageErrors()).toEqual([]);
  });

  it('the slip comes back after a reload (session storage)', async () => {
    const [m] = await prematch(api, 1, 1);
    const market = m!.main_market!;
    const key = selectionKey(m!, market, market.outcomes[2]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(key);
    await slip.page.reload();
    await slip.hydrated();
    await slip.selection(key).waitFor();
    expect(await slip.panel().isVisible()).toBe(true);
  });

  it('the demo player places single, combo and system bets and sees the balance drop', async () => {
    const matches = await prematch(api, 3, 2);
    const keys = matches.map((m) => selectionKey(m, m.main_market!, m.main_market!.outcomes[0]!));
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(matches[0]!));
    await slip.toggle(keys[0]!);
    await slip.setStake(0, '1.50');
    await slip.placeButton().click();
    await slip.signInThroughModal();
    const start = await slip.waitForBalance((b) => b > 0);
    // single
    const [single] = await slip.place();
    expect(single).toMatch(/^\d+$/);
    expect((await slip.analytics()).map((e) => e.event)).toEqual(
      expect.arrayContaining(['slip_place_bet', 'slip_place_success']),
    );
    await slip.waitForBalance((b) => b === start - 150);
    await slip.done();
    // three selections from three matches: several singles first (multi-single), then a combo
    const addAll = async () => {
      for (const [i, m] of matches.entries()) {
        await slip.goto(pathOf(m));
        if (!(await slip.selection(keys[i]!).count())) await slip.toggle(keys[i]!);
      }
      expect(await slip.selections().count()).toBe(3);
    };
    await addAll();
    expect(await slip.page.getByTestId('slip-bet').count()).toBe(3);
    await slip.chooseType('combo');
    await slip.setStake(0, '2');
    const total = await slip.page.getByTestId('slip-total-odds').textContent();
    expect(Number(total)).toBeGreaterThan(1);
    await slip.place();
    await slip.waitForBalance((b) => b === start - 150 - 200);
    await slip.done();
    // system 2/3: three lines at 1.00 each
    await addAll();
    await slip.chooseType('system');
    expect(await slip.page.getByTestId('system-type').inputValue()).toBe('2/3');
    await slip.setStake(0, '1');
    expect(await slip.page.getByTestId('slip-total-stake').textContent()).toMatch(/^3\.00 EUR/);
    await screenshot(slip.page, 'betting-system');
    await slip.place();
    await slip.waitForBalance((b) => b === start - 150 - 200 - 300);
    expect(suite.pageErrors()).toEqual([]);
  });
});

describe('odds changes, suspension and keyboard (desktop)', () => {
  const suite = browserSuite(desktop);
  const api = new Api(suite.baseUrl);
  beforeAll(() => api.pause());
  afterAll(() => api.resume());

  it('a price change while the slip is open gives ODDS_CHANGED, handled under each accept mode', async () => {
    const [m] = await prematch(api, 1, 5);
    const market = m!.main_market!;
    const outcome = market.outcomes[0]!;
    const key = selectionKey(m!, market, outcome);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(key);
    await slip.setStake(0, '3');
    const odds = slip.selection(key).getByTestId('slip-selection-odds');
    let price = Math.round(outcome.odds * 1000);
    const setPrice = async (milli: number) => {
      price = milli;
      await api.setOdds(m!, market, outcome, milli / 1000);
    };
    const shows = (milli: number) =>
      slip.page.waitForFunction(
        ([k, t]) =>
          document.querySelector(`[data-selection="${k}"] [data-testid="slip-selection-odds"]`)
            ?.textContent === t,
        [key, (milli / 1000).toFixed(3).replace(/0$/, '')] as const,
        { timeout: 10_000 },
      );

    // none: any move asks the player
    await setPrice(price + 150);
    await slip.waitForTicketState('ODDS_CHANGED');
    await slip.selection(key).getByTestId('slip-selection-changed').waitFor();
    expect(await slip.placeButton().count()).toBe(0);
    await screenshot(slip.page, 'betting-odds-changed');
    await slip.page.getByTestId('slip-accept-changes').click();
    await slip.waitForTicketState('INITIAL');
    await shows(price);
    expect(await slip.placeButton().isEnabled()).toBe(true);

    // higher: a rise is taken at once, a drop asks
    await slip.setAcceptMode('higher');
    await setPrice(price + 200);
    await shows(price);
    expect(await slip.ticketState()).toBe('INITIAL');
    await setPrice(price - 300);
    await slip.waitForTicketState('ODDS_CHANGED');
    await slip.page.getByTestId('slip-accept-changes').click();
    await slip.waitForTicketState('INITIAL');

    // any: every price is accepted
    await slip.setAcceptMode('any');
    await setPrice(price - 100);
    await shows(price);
    expect(await slip.ticketState()).toBe('INITIAL');
    expect(await odds.textContent()).toBe((price / 1000).toFixed(3).replace(/0$/, ''));
    expect(suite.pageErrors()).toEqual([]);
  });

  it('a suspended market blocks placing until the change is accepted, which removes the selection', async () => {
    const [a, b] = await prematch(api, 2, 6);
    const keyA = selectionKey(a!, a!.main_market!, a!.main_market!.outcomes[0]!);
    const keyB = selectionKey(b!, b!.main_market!, b!.main_market!.outcomes[0]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(a!));
    await slip.toggle(keyA);
    await slip.goto(pathOf(b!));
    await slip.toggle(keyB);
    await slip.page.getByTestId('slip-common-stake').fill('1');
    await api.setMarketStatus(b!, b!.main_market!, -1);
    try {
      await slip.waitForTicketState('ODDS_CHANGED');
      expect(await slip.selection(keyB).getByTestId('slip-selection-label').textContent()).toBe('Suspended');
      expect(await slip.placeButton().count()).toBe(0);
      await slip.page.getByTestId('slip-accept-changes').click();
      await slip.selection(keyB).waitFor({ state: 'detached' });
      expect(await slip.selections().count()).toBe(1);
      expect(await slip.placeButton().isEnabled()).toBe(true);
    } finally {
      await api.setMarketStatus(b!, b!.main_market!, 1);
    }
  });

  it('a refused placement shows the error, with the message under its selection', async () => {
    const [m] = await prematch(api, 1, 12);
    const key = selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((b) => b > 0);
    await slip.toggle(key);
    await slip.setStake(0, '1');
    // The bet reaches the server at a price it no longer offers (as if the odds moved in flight).
    await slip.placeAtAStalePrice();
    const error = slip.page.getByTestId('slip-error');
    expect(await error.textContent()).toMatch(/not placed/);
    expect(await slip.selection(key).getByRole('note').textContent()).toBe(
      'The odds have changed. Accept the new odds and try again.',
    );
    expect(await slip.page.getByTestId('slip-announcer').textContent()).toMatch(/^Your bet was not placed/);
    await screenshot(slip.page, 'betting-error');
    await slip.page.unroute('**/api/sportsbook/v3/bets');
    // From ERROR the player can try again.
    await slip.place();
  });

  it('limits and restrictions show their message keys and block placing', async () => {
    const [m] = await prematch(api, 1, 11);
    const market = m!.main_market!;
    const [home, , away] = market.outcomes;
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(selectionKey(m!, market, home!));
    // Above the operator's max stake for EUR (5,000.00).
    await slip.setStake(0, '6000');
    const issue = slip.page.locator('[data-issue="max_stake"]');
    await issue.waitFor();
    expect(await issue.getAttribute('data-message-key')).toBe(
      'error.validation.bet_limits.max_stake_limit_exceeded',
    );
    expect(await slip.placeButton().isDisabled()).toBe(true);
    await slip.setStake(0, '5');
    await issue.waitFor({ state: 'detached' });
    expect(await slip.placeButton().isEnabled()).toBe(true);
    // Two outcomes of one match may be singles, never one combo (§5).
    await slip.toggle(selectionKey(m!, market, away!));
    await slip.chooseType('combo');
    const same = slip.page.locator('[data-issue="same_match"]');
    await same.waitFor();
    expect(await same.textContent()).toBe('Selections from the same match cannot be combined.');
    await slip.page.getByTestId('slip-stake-0').fill('1');
    expect(await slip.placeButton().isDisabled()).toBe(true);
  });

  it('an inactive odds provider marks its selections not available (provider_status_changed)', async () => {
    const [m] = await prematch(api, 1, 7);
    const key = selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(key);
    await api.post('/providers/betradar', { active: false });
    try {
      const label = slip.selection(key).getByTestId('slip-selection-label');
      await label.waitFor({ timeout: 10_000 });
      expect(await label.textContent()).toBe('Not available');
      await slip.waitForTicketState('ODDS_CHANGED');
    } finally {
      await api.post('/providers/betradar', { active: true });
    }
    await slip
      .selection(key)
      .getByTestId('slip-selection-label')
      .waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('placing works with the keyboard alone, and Escape closes the panel', async () => {
    const [m] = await prematch(api, 1, 8);
    const key = selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[1]!);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.signInByApi();
    await slip.goto(pathOf(m!));
    await slip.waitForBalance((v) => v > 0);
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 800; i++) {
        await slip.page.keyboard.press('Tab');
        const at = await slip.page.evaluate(
          () => (document.activeElement as HTMLElement | null)?.dataset.testid,
        );
        if (at === testId) return;
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await slip.pickByKeyboard(key);
    await tabTo('slip-stake-0');
    await slip.page.keyboard.type('1.25');
    await tabTo('slip-place');
    await slip.page.keyboard.press('Enter');
    await slip.page.getByTestId('slip-success').waitFor({ timeout: 15_000 });
    expect(await slip.page.getByTestId('slip-announcer').textContent()).toBe('Bet placed');
    await slip.page.keyboard.press('Escape');
    await slip.panel().waitFor({ state: 'hidden' });
  });

  it('axe finds no serious violation on the open slip', async () => {
    const [m] = await prematch(api, 1, 9);
    const slip = new SlipPage(suite.page(), suite.baseUrl, desktop);
    await slip.goto(pathOf(m!));
    await slip.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
    await slip.setStake(0, '2');
    expect(await seriousViolations(slip.page)).toEqual([]);
  });
});

describe('bet slip on a 360 px phone', () => {
  const suite = browserSuite(mobile);
  const api = new Api(suite.baseUrl);

  it('the slip is a bottom sheet, and axe is clean on it', async () => {
    const [m] = await prematch(api, 1, 10);
    const slip = new SlipPage(suite.page(), suite.baseUrl, mobile);
    await slip.goto(pathOf(m!));
    await slip.toggle(selectionKey(m!, m!.main_market!, m!.main_market!.outcomes[0]!));
    const box = await slip.panel().boundingBox();
    expect(box?.width).toBe(360);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(mobile.height);
    await screenshot(slip.page, 'mobile-slip-sheet');
    expect(await seriousViolations(slip.page)).toEqual([]);
  });
});
