import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderName, parseSpecifiers } from './market-names';
import { parseFixture, parseMarketDescriptions } from './sports-api';
import { uofOdds } from './uof-markets';
import { parseRoutingKey, routingKeyFor, uofBindings } from './uof-routing';
import { parseUofMessage, uofXmlParser, UofParseError } from './uof-xml';
import { scanXml, XmlScanError } from './xml-scan';
import { MARKETS_XML_PATH } from './producer/uof-producer';
import { betSettlementXml, oddsChangeXml } from './producer/uof-xml-writer';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/messages/${name}`, import.meta.url), 'utf8');

describe('UOF messages from the public schema (fixtures/messages)', () => {
  it('[FD2] odds_change: event status with scores and clock, markets with specifiers, status, favourite and outcomes', () => {
    const m = parseUofMessage(fixture('odds_change.xml'));
    expect(m.kind).toBe('odds_change');
    if (m.kind !== 'odds_change') return;
    expect(m).toMatchObject({
      product: 1,
      eventId: 'sr:match:12345',
      timestamp: 1795000000000,
      requestId: null,
    });
    expect(m.status).toEqual({
      status: 1,
      matchStatus: 6,
      home: 1,
      away: 0,
      periods: [{ number: 1, type: 'regular_period', home: 1, away: 0 }],
      clock: { matchTime: '23:15', stopped: false },
    });
    expect(m.markets.map((x) => [x.id, x.specifiers, x.status, x.favourite])).toEqual([
      [1, '', 1, true],
      [18, 'total=2.5', 1, false],
      [16, 'hcp=-1.5', -1, false],
    ]);
    expect(m.markets[0]!.outcomes[2]).toEqual({ id: '3', odds: '7.5', active: true });
    expect(m.markets[2]!.outcomes[1]).toEqual({ id: '1715', odds: null, active: false });
  });

  it('[FD2] bet_stop: groups and market status', () => {
    expect(parseUofMessage(fixture('bet_stop.xml'))).toMatchObject({
      kind: 'bet_stop',
      groups: ['all'],
      marketStatus: -1,
    });
  });

  it('[FD3] bet_settlement: results, void factors and dead-heat factors as exact text', () => {
    const m = parseUofMessage(fixture('bet_settlement.xml'));
    if (m.kind !== 'bet_settlement') throw new Error(m.kind);
    expect(m.certainty).toBe(2);
    expect(
      m.markets.map((x) => x.outcomes.map((o) => [o.id, o.result, o.voidFactor, o.deadHeatFactor])),
    ).toEqual([
      [
        ['1', 1, '0', '1'],
        ['2', 0, '0', '1'],
        ['3', 0, '0', '1'],
      ],
      [
        ['1714', 0, '1', '1'],
        ['1715', 0, '1', '1'],
      ],
      [
        ['12', 0, '0.5', '1'],
        ['13', 1, '0.5', '1'],
      ],
      [
        ['sr:competitor:7', 1, '0', '0.5'],
        ['sr:competitor:8', 1, '0', '0.5'],
      ],
    ]);
  });

  it('[FD6] bet_cancel and rollback_bet_cancel: the window and the markets; rollback_bet_settlement: the markets', () => {
    const window = {
      startTime: 1794999990000,
      endTime: 1795000000000,
      markets: [{ id: 18, specifiers: 'total=2.5' }],
    };
    expect(parseUofMessage(fixture('bet_cancel.xml'))).toMatchObject({ kind: 'bet_cancel', ...window });
    expect(parseUofMessage(fixture('rollback_bet_cancel.xml'))).toMatchObject({
      kind: 'rollback_bet_cancel',
      ...window,
    });
    expect(parseUofMessage(fixture('rollback_bet_settlement.xml'))).toMatchObject({
      kind: 'rollback_bet_settlement',
      markets: [{ id: 1, specifiers: '' }],
    });
  });

  it('[FD8] fixture_change, alive, snapshot_complete', () => {
    expect(parseUofMessage(fixture('fixture_change.xml'))).toMatchObject({
      kind: 'fixture_change',
      startTime: 1795003600000,
      changeType: 2,
    });
    expect(parseUofMessage(fixture('alive.xml'))).toEqual({
      kind: 'alive',
      product: 1,
      timestamp: 1795000007000,
      subscribed: true,
    });
    expect(parseUofMessage(fixture('snapshot_complete.xml'))).toEqual({
      kind: 'snapshot_complete',
      product: 3,
      timestamp: 1795000008000,
      requestId: 42,
    });
  });

  it('[FD7] malformed, unknown or incomplete messages are UofParseErrors, never half-read', () => {
    const bad = [
      fixture('malformed.xml'),
      '<hello/>',
      '<alive product="1"/>',
      '<odds_change product="1" event_id="match 1" timestamp="1"/>',
      '<bet_settlement product="1" event_id="sr:match:1" timestamp="1"><outcomes><market id="1"><outcome id="1" result="2"/></market></outcomes></bet_settlement>',
      '<bet_settlement product="1" event_id="sr:match:1" timestamp="1"><outcomes><market id="1"><outcome id="1" result="1" void_factor="1e-3"/></market></outcomes></bet_settlement>',
      '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="x"/></odds></odds_change>',
      '',
    ];
    for (const xml of bad) expect(() => parseUofMessage(xml), xml).toThrow(UofParseError);
  });

  it('[FD2] the writer and the reader agree (the producer side publishes what the consumer reads)', () => {
    const xml = oddsChangeXml({
      product: 3,
      eventId: 'sr:match:9',
      timestamp: 5,
      requestId: 3,
      markets: [
        {
          id: 18,
          specifiers: 'total=2.5',
          status: 1,
          favourite: true,
          outcomes: [{ id: '12', odds: '1.9', active: true }],
        },
      ],
    });
    expect(parseUofMessage(xml)).toMatchObject({
      kind: 'odds_change',
      requestId: 3,
      markets: [{ id: 18, favourite: true }],
    });
    const settle = betSettlementXml({
      product: 1,
      eventId: 'sr:stage:4',
      timestamp: 6,
      markets: [
        {
          id: 534,
          specifiers: '',
          outcomes: [{ id: 'sr:competitor:1', result: 1, voidFactor: '0', deadHeatFactor: '1/3' }],
        },
      ],
    });
    expect(parseUofMessage(settle)).toMatchObject({ markets: [{ outcomes: [{ deadHeatFactor: '1/3' }] }] });
  });
});

describe('UOF routing keys, prices and names', () => {
  it('[FD1] routing keys as documented, and the bindings of our queue', () => {
    expect(routingKeyFor({ kind: 'odds_change', product: 3, eventUrn: 'sr:match:12345', sportId: 1 })).toBe(
      'hi.pre.-.odds_change.1.sr:match.12345.-',
    );
    expect(routingKeyFor({ kind: 'alive', product: 1 })).toBe('-.-.-.alive.-.-.-.-');
    expect(routingKeyFor({ kind: 'snapshot_complete', product: 1, nodeId: 7 })).toBe(
      '-.-.-.snapshot_complete.-.-.-.7',
    );
    expect(parseRoutingKey('hi.-.live.odds_change.1.sr:match.12345.-')).toEqual({
      priority: 'hi',
      kind: 'odds_change',
      product: 'live',
      sportId: 1,
      eventUrn: 'sr:match:12345',
      nodeId: null,
    });
    expect(uofBindings(7)).toEqual(['*.*.*.*.*.*.*.-', '*.*.*.*.*.*.*.7']);
  });

  it('[OD7] prices are read exactly: at most 3 decimals kept as text, never through a float', () => {
    expect(uofOdds('1.85')).toBe(1850);
    expect(uofOdds('7.5')).toBe(7500);
    expect(uofOdds('2.3456')).toBe(2345);
    expect(uofOdds('1.0')).toBeNull();
    expect(uofOdds('abc')).toBeNull();
    expect(uofOdds(null)).toBeNull();
  });

  it('[FD2] market description templates: {total}, {+hcp}, {-hcp}, {$competitor1}, ordinals', () => {
    const ctx = (spec: string) => ({
      specifiers: parseSpecifiers(spec),
      competitor1: 'Ashford',
      competitor2: 'Corby',
      event: null,
    });
    expect(renderName('Total {total}', ctx('total=2.5'))).toBe('Total 2.5');
    expect(renderName('{$competitor1} ({+hcp})', ctx('hcp=1.5'))).toBe('Ashford (+1.5)');
    expect(renderName('{$competitor2} ({-hcp})', ctx('hcp=1.5'))).toBe('Corby (-1.5)');
    expect(renderName('{$competitor2} ({-hcp})', ctx('hcp=-0.75'))).toBe('Corby (+0.75)');
    expect(renderName('{$competitor1} ({+hcp})', ctx('hcp=0'))).toBe('Ashford (0)');
    expect(renderName('{!periodnr} period - total', ctx('periodnr=2'))).toBe('2nd period - total');
    expect(renderName('Total {total}', ctx(''))).toBe('Total {total}');
  });

  it('[FD1] the Sports API documents: market descriptions and a fixture', () => {
    const d = parseMarketDescriptions(uofXmlParser.parse(readFileSync(MARKETS_XML_PATH, 'utf8')));
    expect(d.get(16)).toMatchObject({ name: 'Handicap {+hcp}', groups: ['all', 'handicaps'] });
    expect(d.get(45)!.outcomes.get('sr:correct_score:max:6:2:1')).toBe('2:1');
    const f = parseFixture(uofXmlParser.parse(fixture('fixture.xml')), 'sr:match:12345');
    expect(f).toMatchObject({
      urn: 'sr:match:12345',
      startTime: Date.parse('2026-11-28T15:00:00Z'),
      sport: { urn: 'sr:sport:1', name: 'Soccer' },
      category: { urn: 'sr:category:1', name: 'England', countryCode: 'ENG' },
      tournament: { urn: 'sr:tournament:17', name: 'Premier League' },
      venue: { name: 'Ashford Park', city: 'Ashford' },
    });
    expect(f.competitors).toEqual([
      { urn: 'sr:competitor:44', name: 'Ashford Titans', qualifier: 'home' },
      { urn: 'sr:competitor:48', name: 'Brackley Warriors', qualifier: 'away' },
    ]);
  });
});

describe('the feed XML scanner', () => {
  const lists = new Set(['market']);
  it('[FD7] refuses what is not well-formed: nesting, roots, text, entities, quoting, duplicates', () => {
    for (const xml of [
      '<a><b></a></b>',
      '<a/><b/>',
      '<a>text</a>',
      '<a x="1 & 2"/>',
      '<a x=1/>',
      '<a x="1" x="2"/>',
      '<a><b/>',
      '<a></b>',
      '<a/>trailing',
      '<a><b/><b/></a>',
      '<!-- only a comment -->',
    ])
      expect(() => scanXml(xml, lists), xml).toThrow(XmlScanError);
  });
  it('[FD2] reads declaration, comments, both quotes, entities and lists', () => {
    const doc = scanXml(
      `<?xml version="1.0"?>\n<!-- c --><a n='x &amp; y' m="&#65;&#x42;&lt;"><market id="1"/><market id="2"></market><b/></a>`,
      lists,
    );
    expect(doc).toEqual({ a: { n: 'x & y', m: 'AB<', market: [{ id: '1' }, { id: '2' }], b: {} } });
  });
});
