import { describe, expect, it } from 'vitest';
import {
  catalogueEventSchema,
  marketListSchema,
  matchListSchema,
  sportListSchema,
} from '@slipstream/contract';
import { suiteHarness } from '../testing/suite-harness';
import { testDbKinds } from '../db/test-db';
import { nameLocale } from '../sim/names/localise-names';
import { catalogueHarness, type CatalogueHarness } from './test-support';

const V1 = '/api/sportsbook/v1';

describe('[LC9] names language of a locale', () => {
  it('takes the first tag, then its alias and base language, then English', () => {
    expect(nameLocale('de')).toBe('de');
    expect(nameLocale('de-AT,en;q=0.5')).toBe('de');
    expect(nameLocale('ar')).toBe('ar');
    expect(nameLocale('fr')).toBe('fr');
    expect(nameLocale('br')).toBe('pt-br');
    expect(nameLocale('xx-YY')).toBe('en');
    expect(nameLocale(undefined)).toBe('en');
    expect(nameLocale('')).toBe('en');
  });
});

describe.each(testDbKinds())('[LC9] catalogue names per locale on %s', { timeout: 120_000 }, (kind) => {
  let h: CatalogueHarness;
  const get = async (url: string, lang?: string) => {
    const res = await h.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as unknown;
  };
  const soccerMatches = async (lang?: string) => {
    const sports = sportListSchema.parse(await get(`${V1}/sports`, lang));
    const soccer = sports.data.find((s) => s.key === 'soccer')!;
    const list = matchListSchema.parse(await get(`${V1}/matches?sport_key=soccer&type=match&limit=5`, lang));
    return { soccer, list };
  };

  suiteHarness(
    kind,
    (opened) => catalogueHarness(opened, { sim: { betStopMs: 0 }, locales: 'en,de,ar,fr' }),
    (opened) => ({ h } = opened),
  );

  it('answers /matches in German for de, Arabic for ar, French for fr and English for en, each cached apart', async () => {
    const en = await soccerMatches('en');
    const de = await soccerMatches('de');
    const ar = await soccerMatches('ar');
    const fr = await soccerMatches('fr');
    expect(en.soccer.name).toBe('Soccer');
    expect(de.soccer.name).toBe('Fußball');
    expect(ar.soccer.name).toBe('كرة القدم');
    expect(fr.soccer.name).toBe('Football');
    const first = (l: typeof en) => l.list.data[0]!;
    expect(first(en).tournament.sport.name).toBe('Soccer');
    expect(first(de).tournament.sport.name).toBe('Fußball');
    expect(first(ar).tournament.sport.name).toBe('كرة القدم');
    // Outcomes: draw translated, team names kept.
    const outcomes = (l: typeof en) => first(l).main_market!.outcomes.map((o) => o.name);
    const home = first(en).competitors!.home.name;
    expect(outcomes(en)).toEqual([home, 'draw', first(en).competitors!.away.name]);
    expect(outcomes(de)).toEqual([home, 'Unentschieden', first(en).competitors!.away.name]);
    expect(outcomes(ar)[1]).toBe('تعادل');
    expect(outcomes(fr)).toEqual([home, 'Match nul', first(en).competitors!.away.name]);
    // The same URL again answers from the cache in each language.
    expect((await soccerMatches('de')).soccer.name).toBe('Fußball');
    expect((await soccerMatches()).soccer.name).toBe('Soccer');
  });

  it('names the markets of a match and their templated outcomes in the locale', async () => {
    const { list } = await soccerMatches('en');
    const id = list.data[0]!.id;
    const markets = async (lang: string) =>
      marketListSchema.parse(await get(`${V1}/matches/${id}/markets?limit=200`, lang)).data;
    const en = await markets('en');
    const de = await markets('de');
    const ar = await markets('ar');
    const fr = await markets('fr');
    const total = (l: typeof en) => l.find((m) => m.id === 18)!;
    expect(total(en).name).toMatch(/^Total \d+\.5$/);
    // Lines in each language's digits and decimal mark (LC8).
    const line = total(en).specifier.replace('total=', '');
    const comma = line.replace('.', ',');
    const arabic = line.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!).replace('.', '٫');
    expect(total(de).name).toBe(`Gesamt ${comma}`);
    expect(total(ar).name).toBe(`المجموع ${arabic}`);
    expect(total(fr).name).toBe(`Total ${comma}`);
    expect(total(de).outcomes.map((o) => o.name)).toEqual([`Über ${comma}`, `Unter ${comma}`]);
    expect(total(ar).outcomes.map((o) => o.name)).toEqual([`أكثر من ${arabic}`, `أقل من ${arabic}`]);
    expect(total(fr).outcomes.map((o) => o.name)).toEqual([`Plus de ${comma}`, `Moins de ${comma}`]);
    const dc = (l: typeof en) => l.find((m) => m.id === 10)!;
    const { home, away } = list.data[0]!.competitors!;
    expect(dc(de).name).toBe('Doppelte Chance');
    expect(dc(de).outcomes.map((o) => o.name)).toEqual([
      `${home.name} oder Unentschieden`,
      `${home.name} oder ${away.name}`,
      `Unentschieden oder ${away.name}`,
    ]);
    expect(de.find((m) => m.id === 1)!.outcomes.map((o) => o.name)).toEqual([
      home.name,
      'Unentschieden',
      away.name,
    ]);
  });

  it('pushes markets_changed on public:de with German names, public:ar Arabic, public:fr French', async () => {
    h.published.length = 0;
    for (let i = 0; i < 30 && !h.published.some((p) => p.channel === 'public:de'); i++) {
      h.clock.advance(60_000);
      await h.catalogue.feed.step();
    }
    const pushed = (channel: string) =>
      h.published
        .filter((p) => p.channel === channel && p.publication.event === 'markets_changed')
        .map(
          (p) =>
            catalogueEventSchema.parse(p.publication).data as {
              match_id: number;
              markets: { id: number; name: string; outcomes: { id: string; name: string }[] }[];
            },
        );
    const de = pushed('public:de');
    const en = pushed('public:en');
    const ar = pushed('public:ar');
    const fr = pushed('public:fr');
    expect(de.length).toBeGreaterThan(0);
    expect(de.length).toBe(en.length);
    const enNames = en.flatMap((d) => d.markets.map((m) => m.name));
    const deNames = de.flatMap((d) => d.markets.map((m) => m.name));
    const arNames = ar.flatMap((d) => d.markets.map((m) => m.name));
    const frNames = fr.flatMap((d) => d.markets.map((m) => m.name));
    const translated = enNames
      .map((n, i) => [n, deNames[i], arNames[i], frNames[i]] as const)
      .filter(([n]) => ['1x2', 'Winner'].includes(n));
    expect(translated.length).toBeGreaterThan(0);
    for (const [n, d, a, f] of translated) {
      expect(d).toBe(n === '1x2' ? '1X2' : 'Sieger');
      expect(a).toBe(n === '1x2' ? '1X2' : 'الفائز');
      expect(f).toBe(n === '1x2' ? '1X2' : 'Vainqueur');
    }
    const deDraws = de.flatMap((d) => d.markets.flatMap((m) => m.outcomes.filter((o) => o.id === '2')));
    for (const o of deDraws) expect(o.name).toBe('Unentschieden');
  });
});
