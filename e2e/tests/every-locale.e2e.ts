import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, type WireMarket } from '../support/api';
import { placeByApi, bearerToken } from '../support/bets-api';
import { launchChromium } from '../support/browser';
import { freshEmail } from '../support/outbox';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server';
import { newContext, VIEWPORTS } from '../support/viewports';

const [desktop] = VIEWPORTS;
const LOG = 'server-every-locale.log';
const MESSAGES = join(REPO_ROOT, 'apps/web/messages');
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(MESSAGES, `${locale}.json`), 'utf8')) as Record<string, string>;
const intl = (locale: string): string => (locale === 'ar' ? 'ar-EG' : locale === 'tl' ? 'fil' : locale);

let server: RunningServer;
/** The English market and outcome names of the player's bets (the statement shows them; team names left out). */
const betNamesEn = new Set<string>();
beforeAll(async () => {
  // No LOCALES and no operator file: the demo's own configuration, which offers every locale (issue 33 item 10).
  server = await startServer({ LOCALES: '' }, LOG);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** A text on the page; `price` when it is an odds price or an option of a select (the odds formats' examples). */
interface PageText {
  text: string;
  price: boolean;
}

/** Every text a player sees or hears on the page (hidden parts left out), and the options of its selects. */
function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const out: { text: string; price: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility() && !parent.closest('select')) continue;
      out.push({
        text,
        price: parent.closest('.odds__price, option, [data-testid="slip-bar-odds"]') !== null,
      });
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label]'))) {
      if ((el as HTMLElement).checkVisibility())
        out.push({ text: el.getAttribute('aria-label')!.trim(), price: false });
    }
    return out;
  });
}

/**
 * What on a page of `locale` is English where the locale says it otherwise, or a number formatted the English way:
 * a decimal in ASCII digits where the locale has digits of its own; where its decimal mark is not a point, a price
 * with a point, or an amount of money ("10.00 EUR") with one. (Dates keep their own points: "28.11.", "30.11".)
 */
function problems(texts: readonly PageText[], locale: string, english: ReadonlySet<string>): string[] {
  const parts = new Intl.NumberFormat(intl(locale)).formatToParts(1234.5);
  const decimal = parts.find((p) => p.type === 'decimal')!.value;
  const zero = new Intl.NumberFormat(intl(locale)).format(0);
  const found: string[] = [];
  for (const { text, price } of texts) {
    if (english.has(text)) found.push(`English text: "${text}"`);
    if (zero !== '0') {
      if (/[0-9][.,٫][0-9]/.test(text)) found.push(`ASCII-digit number: "${text}"`);
    } else if (decimal !== '.') {
      const pattern = price ? /\d\.\d/ : /(^|[^\d.,])\d{1,3}(,\d{3})*\.\d{2} [A-Z]{3}\b/;
      if (pattern.test(text)) found.push(`English decimal: "${text}"`);
    }
  }
  return found;
}

/** Issue 33 items 7 and 10: every visible string and number of the bettor's pages, in all 38 locales. */
describe('all 38 locales: no English string, no English-formatted number', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let locales: string[] = [];
  let searchFor = '';
  const en = catalogue('en');

  beforeAll(async () => {
    browser = await launchChromium();
    context = await newContext(browser, desktop);
    page = await context.newPage();
    const settings = await fetch(`${server.baseUrl}/api/sportsbook/v1/settings`);
    expect(settings.ok).toBe(true);
    // A player with a bonus from a promo code, a settled bet (its notification) and a statement to read.
    const res = await context.request.post(`${server.baseUrl}/api/platform/users/sign_up`, {
      data: { user: { email: freshEmail('every-locale'), password: 'every-locale-1', currency: 'EUR' } },
    });
    expect(res.status()).toBe(201);
    await page.goto(server.baseUrl);
    const csrf = (await context.cookies()).find((c) => c.name === 'slipstream_csrf')!.value;
    const deposit = await context.request.post(`${server.baseUrl}/api/platform/payments/deposit`, {
      data: { amount: { value: 5000, currency: 'EUR' } },
      headers: { 'x-csrf-token': csrf },
    });
    const { id } = (await deposit.json()) as { id: string };
    await context.request.post(`${server.baseUrl}/api/platform/payments/demo/${id}/complete`, {
      data: { result: 'success' },
      maxRedirects: 0,
    });
    const token = await bearerToken(page, server.baseUrl);
    const promo = await fetch(`${server.baseUrl}/api/sportsbook/v1/bonuses/promo-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: 'WELCOME10' }),
    });
    expect(promo.status, await promo.clone().text()).toBe(201);
    const api = new Api(server.baseUrl);
    const [m] = (await api.matches('match_status=0&type=match&sport_key=soccer&limit=20')).filter(
      (x) => x.main_market && x.main_market.status === 1 && x.main_market.outcomes.every((o) => o.active),
    );
    const pick = { match: m!, market: m!.main_market!, outcome: m!.main_market!.outcomes[0]! };
    // Bets whose market and outcome names are words (the draw, a total with its line), for the statement's names.
    const draw = { ...pick, outcome: m!.main_market!.outcomes.find((o) => o.id === '2')! };
    const markets = (await (
      await fetch(`${server.baseUrl}/api/sportsbook/v1/matches/${m!.id}/markets?limit=200`)
    ).json()) as { data: WireMarket[] };
    const total = markets.data.find(
      (x) => x.id === 18 && x.status === 1 && x.outcomes.every((o) => o.active),
    )!;
    const over = { match: m!, market: total, outcome: total.outcomes.find((o) => o.id === '12')! };
    for (const name of [pick.market.name, draw.outcome.name, total.name, over.outcome.name])
      betNamesEn.add(name);
    await placeByApi(page, server.baseUrl, [
      { type: 'single', stake: 1050, picks: [pick] },
      { type: 'single', stake: 200, picks: [draw] },
      { type: 'single', stake: 200, picks: [over] },
    ]);
    await api.post(`/matches/${m!.id}/finish`, { home_score: 2, away_score: 0 });
    // Favourites of a sport the API names in English only (horse racing) and of soccer: /favorites lists them
    // under their sports' names; the horse-racing league is what the search looks for.
    const [race] = await api.matches('match_status=0&sport_key=horse-racing&limit=5');
    const [soccer] = await api.matches('match_status=0&type=match&sport_key=soccer&limit=5');
    for (const [type, id] of [
      ['matches', race!.id],
      ['matches', soccer!.id],
      ['tournaments', race!.tournament.id],
    ] as const) {
      const fav = await fetch(`${server.baseUrl}/api/sportsbook/v1/favourites/${type}/${id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(fav.status, await fav.clone().text()).toBe(201);
    }
    searchFor = race!.tournament.name;
    // The demo offers every locale with a catalogue, English first (item 10).
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    locales = [...html.matchAll(/hrefLang="([^"]+)"/gi)].map((x) => x[1]!).filter((l) => l !== 'x-default');
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('[LC1] the demo offers all 38 locales', () => {
    expect(new Set(locales).size).toBe(38);
  });

  it('[LC1][LC8] home, promotions, statement, notifications, favourites and search say nothing in English and write numbers as each locale does', async () => {
    const failures: string[] = [];
    /** The campaign texts (bonus cards' names and descriptions) on the English promotions page. */
    const campaignsEn = new Set<string>();
    /** The campaigns' terms (behind "Terms" on each card) on the English promotions page. */
    const termsEn = new Set<string>();
    const sportsEn = (await (await fetch(`${server.baseUrl}/api/sportsbook/v1/sports?limit=500`)).json()) as {
      data: { key: string; name: string }[];
    };
    // E2E_LOCALES=bg,ja runs English and those only (a quick check while working; CI runs all 38).
    const only = process.env.E2E_LOCALES?.split(',').filter(Boolean);
    const others = [...new Set(locales.filter((l) => l !== 'en'))].filter((l) => !only || only.includes(l));
    /** One locale's four pages, on a tab of its own for the while, their problems added to `failures`. */
    const checkLocale = async (tab: Page, locale: string): Promise<void> => {
      const page = tab; // this locale's tab, not the suite's first page
      const own = catalogue(locale);
      const ownValues = new Set(Object.values(own));
      const sports = (await (
        await fetch(`${server.baseUrl}/api/sportsbook/v1/sports?limit=500`, {
          headers: { 'accept-language': locale },
        })
      ).json()) as { data: { key: string; name: string }[] };
      const localSport = new Map(sports.data.map((s) => [s.key, s.name]));
      const english = new Set<string>();
      for (const [key, text] of Object.entries(en))
        if (!text.includes('{') && own[key] !== text && !ownValues.has(text)) english.add(text.trim());
      for (const s of sportsEn.data) if (localSport.get(s.key) !== s.name) english.add(s.name);
      // A sport the catalogue names in this locale: its English name is English here, whatever the API says.
      for (const s of sportsEn.data) {
        const local = own[`sport.${s.key}`];
        if (local !== undefined && local !== s.name && !ownValues.has(s.name)) english.add(s.name);
      }
      // The campaigns' names and descriptions as English shows them, in a locale of another language.
      const otherLanguage = locale.split('-')[0] !== 'en';
      if (otherLanguage) for (const text of campaignsEn) if (!ownValues.has(text)) english.add(text);
      if (otherLanguage) for (const text of termsEn) english.add(text);
      // The slugs the home chips used to show ("Soccer").
      for (const s of sportsEn.data) {
        const slug = s.key[0]!.toUpperCase() + s.key.slice(1);
        if (localSport.get(s.key) !== slug && !ownValues.has(slug)) english.add(slug);
      }
      const prefix = locale === 'en' ? '' : `/${locale}`;
      for (const path of ['/', '/promotions', '/statement', '/favorites']) {
        const res = await page.goto(`${server.baseUrl}${prefix}${path}`, { waitUntil: 'load' });
        expect(res?.status(), `${locale}${path}`).toBeLessThan(400);
        await page.waitForFunction(() => document.documentElement.dataset.push !== undefined, null, {
          timeout: 20_000,
        });
        if (path === '/') await page.waitForSelector('li.row button[data-outcome]');
        if (path === '/promotions') {
          await page.getByTestId('bonus-card').first().waitFor({ timeout: 15_000 });
          if (locale === 'en')
            for (const text of await page.locator('.bonus-card h3, .bonus-card > p').allTextContents())
              if (text.trim() && !/\d/.test(text)) campaignsEn.add(text.trim());
          // Every card's terms, opened.
          const terms = page.getByTestId('bonus-terms');
          const count = await terms.count();
          for (let i = 0; i < count; i++) await terms.nth(i).locator('summary').click();
          await page
            .locator('[data-testid="bonus-terms"] > p:not([aria-busy])')
            .nth(count - 1)
            .waitFor({ timeout: 15_000 });
          if (locale === 'en')
            for (const text of await page.locator('[data-testid="bonus-terms"] > p').allTextContents())
              if (text.trim()) termsEn.add(text.trim());
        }
        if (path === '/favorites') {
          await page.getByTestId('favourite-matches').locator('li.row').nth(1).waitFor({ timeout: 15_000 });
          // The search modal over it: its hits name each sport too.
          await page.getByTestId('search-open').click();
          await page.getByTestId('search-input').fill(searchFor);
          await page.getByTestId('search-hit').first().waitFor({ timeout: 15_000 });
        }
        if (path === '/statement') {
          await page.getByTestId('statement-closing').waitFor({ timeout: 15_000 });
          await page.getByTestId('notification-bell').click();
          await page.getByTestId('notification').first().waitFor({ timeout: 15_000 });
        }
        const texts = await pageTexts(page);
        for (const p of problems(texts, locale, english)) failures.push(`${locale}${path}: ${p}`);
        // The bets' market and outcome names in the statement ("outcome · market · match" per selection): none
        // in English, and a line with the locale's decimal mark.
        if (path === '/statement' && locale.split('-')[0] !== 'en') {
          const decimal = new Intl.NumberFormat(intl(locale)).formatToParts(1.5)[1]!.value;
          const cells = await page
            .getByTestId('statement-bets')
            .locator('tbody td:nth-child(3)')
            .allTextContents();
          if (cells.length < 3) failures.push(`${locale}/statement: ${cells.length} bets shown, want 3`);
          for (const cell of cells)
            for (const part of cell.split(' / ').flatMap((x) => x.split(' · ').slice(0, 2))) {
              if (betNamesEn.has(part.trim()))
                failures.push(`${locale}/statement: English name "${part}" in "${cell}"`);
              if (decimal !== '.' && /\d\.\d/.test(part))
                failures.push(`${locale}/statement: English line "${part}"`);
            }
        }
        // A campaign's English name inside a sentence (the bonus_issued notification: "… is waiting").
        if (path === '/statement' && locale.split('-')[0] !== 'en')
          for (const { text } of texts)
            for (const name of campaignsEn)
              if (text !== name && text.includes(name) && !ownValues.has(name))
                failures.push(`${locale}${path}: English campaign name in "${text}"`);
        if (path === '/') {
          // The hour chips are Intl's, not "h 1".
          const hours = new Intl.NumberFormat(intl(locale), {
            style: 'unit',
            unit: 'hour',
            unitDisplay: 'short',
          });
          const chips = await page
            .locator(`[aria-label="${own['home.filter.time'] ?? en['home.filter.time']}"] a`)
            .allTextContents();
          const want = ['1', '3', '6', '12', '24', '72'].map((h) => hours.format(Number(h)));
          if (JSON.stringify(chips.slice(0, 6)) !== JSON.stringify(want))
            failures.push(
              `${locale}/: hour chips ${JSON.stringify(chips.slice(0, 6))}, want ${JSON.stringify(want)}`,
            );
        }
      }
    };
    // English first (it collects the campaigns' English texts the others are checked against), then the others
    // on E2E_LOCALE_TABS tabs at once (3 by default): a page load mostly waits on the server and the push
    // connection, so three tabs of one browser go about twice as fast on two cores as one.
    await checkLocale(page, 'en');
    const tabs = [page];
    const width = Math.max(1, Number(process.env.E2E_LOCALE_TABS ?? 3));
    while (tabs.length < width) tabs.push(await context.newPage());
    const queue = [...others];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let locale = queue.shift(); locale !== undefined; locale = queue.shift())
          await checkLocale(tab, locale);
      }),
    );
    for (const tab of tabs.slice(1)) await tab.close();
    failures.sort();
    expect(failures).toEqual([]);
  }, 1_800_000);
});

describe('the language select on a 360 px phone (38 locales)', () => {
  it('names the chosen language in full, inside the screen', async () => {
    const browser = await launchChromium();
    try {
      const context = await newContext(browser, VIEWPORTS[1]);
      const page = await context.newPage();
      for (const locale of ['de-CH', 'es-CO', 'pt-BR', 'fr-CA', 'ar']) {
        await page.goto(`${server.baseUrl}/${locale}/`, { waitUntil: 'load' });
        const select = page.getByTestId('locale-switcher-footer');
        await select.scrollIntoViewIfNeeded();
        const fit = await select.evaluate((el) => {
          const s = el as HTMLSelectElement;
          const style = getComputedStyle(s);
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = s.selectedOptions[0]?.textContent ?? '';
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const box = s.getBoundingClientRect();
          const padding =
            Number(style.paddingLeft.replace('px', '')) + Number(style.paddingRight.replace('px', ''));
          return {
            text,
            room: box.width - padding - 16,
            left: box.left,
            right: box.right,
            label: probe.textContent,
          };
        });
        expect(fit.text, `${locale}: "${fit.label}"`).toBeLessThanOrEqual(fit.room);
        expect(fit.left).toBeGreaterThanOrEqual(0);
        expect(fit.right).toBeLessThanOrEqual(360);
      }
      await context.close();
    } finally {
      await browser.close();
    }
  }, 120_000);
});
