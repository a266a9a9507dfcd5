import { oddsToDecimalString } from '@slipstream/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETS_BASE } from '../../catalogue/register';
import type { MatchState } from '../../catalogue/model';
import { openTestDb } from '../../db/test-db';
import { balanceOf, createPlayer, inject, placeBet, sel } from '../../bets/test-support';
import { LIVE_PRODUCT, PREMATCH_PRODUCT } from './uof-messages';
import { routingKeyFor } from './uof-routing';
import {
  betCancelXml,
  betSettlementXml,
  betStopXml,
  fixtureChangeXml,
  oddsChangeXml,
  rollbackBetSettlementXml,
} from './producer/uof-xml-writer';
import { bothProducersUp, rabbitReachable, uofHarness, waitFor, type UofHarness } from './test-support';

const rabbit = await rabbitReachable();
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

interface WireBet {
  id: number;
  status: string;
  result: string;
  win_amount: number | null;
}

/**
 * The UOF consumer end to end on the machine's RabbitMQ: the simulator's producer publishes, the consumer's
 * catalogue, prices and bets follow (SPEC.md FD rules). Skips, saying so, without a broker on 127.0.0.1:5672.
 */
describe.skipIf(!rabbit)(`UOF consumer on RabbitMQ (${kind})`, () => {
  let h: UofHarness;
  let seq = 0;
  let pick = 0;
  /** Message timestamps after anything the producer sent. */
  const ts = () => Date.now() + 1000 + seq++;

  beforeAll(async () => {
    h = await uofHarness(await openTestDb(kind), { inactivitySeconds: 1 });
    await bothProducersUp(h);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await h?.db.close();
  });

  const prematch = (): MatchState => {
    const m = [...h.producer.view.matches.values()]
      .filter((x) => x.status === 0 && x.type === 'match' && h.producer.view.market(x.id, 1, ''))
      .sort((a, b) => a.id - b.id)[pick++]!;
    return m;
  };
  const ourMatch = async (urn: string): Promise<{ id: number }> => {
    const res = await inject(
      h.app,
      'GET',
      `/api/sportsbook/v1/matches?external_id=${encodeURIComponent(urn)}`,
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0];
  };
  const publish = (
    kind: Parameters<typeof routingKeyFor>[0]['kind'],
    urn: string,
    product: number,
    xml: string,
  ) => h.producer.send(routingKeyFor({ kind, product, eventUrn: urn, sportId: 1 }), xml);
  const market1 = (matchId: number) => h.catalogue.model.market(matchId, 1, '');
  /** A prematch bet_settlement of `urn`'s `markets`. */
  const settlementXml = (urn: string, markets: Parameters<typeof betSettlementXml>[0]['markets']) =>
    betSettlementXml({ product: 3, eventId: urn, timestamp: ts(), markets });
  /** bet_settlement of the 1X2 market (id 1): `winner` won, the other two lost, nothing voided. */
  const mainMarketSettled = (urn: string, winner: '1' | '2' | '3') =>
    settlementXml(urn, [
      {
        id: 1,
        specifiers: '',
        outcomes: ['1', '2', '3'].map((o) => ({
          id: o,
          result: o === winner ? 1 : 0,
          voidFactor: '0',
          deadHeatFactor: '1',
        })),
      },
    ]);

  it('[FD1] recovery at start brings every event of the producer with its prices, found by external_id', async () => {
    const m = prematch();
    const ours = await waitFor('the event', () => ourMatch(m.urnId));
    expect(ours.id).toBe(Number(m.urnId.split(':')[2]));
    const res = await inject(h.app, 'GET', `/api/sportsbook/v1/matches/${ours.id}/markets`, null);
    expect(res.statusCode, res.body).toBe(200);
    const produced = h.producer.view.market(m.id, 1, '')!;
    const consumed = market1(ours.id)!;
    expect(consumed.outcomes.map((o) => o.odds)).toEqual(produced.outcomes.map((o) => o.odds));
    expect(consumed.status).toBe(1);
    // names from the market descriptions and the fixture
    await waitFor('the fixture names', () => market1(ours.id)!.outcomes[0]!.name === m.home!.name);
    expect(market1(ours.id)!.outcomes.map((o) => o.name)).toEqual([m.home!.name, 'draw', m.away!.name]);
  });

  it('[FD2] odds_change moves a price and pushes it; an older message changes nothing (out of order)', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const newer = ts();
    const market = (odds: string) => ({
      id: 1,
      specifiers: '',
      status: 1,
      favourite: false,
      outcomes: [
        { id: '1', odds, active: true },
        { id: '2', odds: '3.4', active: true },
        { id: '3', odds: '4.1', active: true },
      ],
    });
    const before = h.published.length;
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      oddsChangeXml({ product: 3, eventId: m.urnId, timestamp: newer, markets: [market('1.77')] }),
    );
    await waitFor('the new price', () => market1(id)!.outcomes[0]!.odds === 1770);
    // (the fixture's names may be published for the event in between: every market, the price not yet moved)
    const pushed = h.published
      .slice(before)
      .filter((p) => p.channel === `match:en:${id}` && p.publication.event === 'markets_changed')
      .map((p) => JSON.stringify(p.publication.data));
    expect(
      pushed.some((data) => data.includes('"odds":1.77')),
      pushed.join('\n'),
    ).toBe(true);
    // an older one (sent later) and a redelivery of the same one change nothing
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      oddsChangeXml({ product: 3, eventId: m.urnId, timestamp: newer - 500, markets: [market('9.9')] }),
    );
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      oddsChangeXml({ product: 3, eventId: m.urnId, timestamp: newer, markets: [market('1.77')] }),
    );
    const marker = ts();
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      oddsChangeXml({
        product: 3,
        eventId: m.urnId,
        timestamp: marker,
        markets: [
          {
            ...market('1.77'),
            id: 1,
            outcomes: market('1.77').outcomes.map((o) => (o.id === '2' ? { ...o, odds: '3.5' } : o)),
          },
        ],
      }),
    );
    await waitFor('the marker', () => market1(id)!.outcomes[1]!.odds === 3500);
    expect(market1(id)!.outcomes[0]!.odds).toBe(1770);
  });

  it('[FD2] bet_stop suspends the named groups; the next odds_change reopens', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    await publish(
      'bet_stop',
      m.urnId,
      PREMATCH_PRODUCT,
      betStopXml({ product: 3, eventId: m.urnId, timestamp: ts(), groups: ['totals'] }),
    );
    const totals = () =>
      [...h.catalogue.model.markets.get(id)!.values()].filter((x) => x.groups.includes('totals'));
    expect(totals().length).toBeGreaterThan(0);
    await waitFor('totals suspended', () => totals().every((x) => x.status === -1));
    expect(market1(id)!.status).toBe(1);
    const line = totals()[0]!;
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      oddsChangeXml({
        product: 3,
        eventId: m.urnId,
        timestamp: ts(),
        markets: [
          {
            id: line.marketId,
            specifiers: line.specifier,
            status: 1,
            favourite: false,
            outcomes: line.outcomes.map((o) => ({
              id: o.id,
              odds: oddsToDecimalString(o.odds),
              active: true,
            })),
          },
        ],
      }),
    );
    await waitFor(
      'the line reopened',
      () => h.catalogue.model.market(id, line.marketId, line.specifier)!.status === 1,
    );
  });

  it('[FD3][FD4][FD5] a settlement pays once however often it comes; its rollback takes the payout back, below zero if spent', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const player = await createPlayer(h.db, 10_000);
    const bet = await placeBet<WireBet>(h.app, player.token, [sel(h.catalogue, id, 1, '1')], 10_000);
    expect(await balanceOf(h.db, player.id)).toBe(0);
    const odds = market1(id)!.outcomes[0]!.odds;
    const settle = mainMarketSettled(m.urnId, '1');
    await publish('bet_settlement', m.urnId, PREMATCH_PRODUCT, settle);
    await publish('bet_settlement', m.urnId, PREMATCH_PRODUCT, settle); // redelivery
    const payout = (10_000 * odds) / 1000;
    await waitFor('the payout', async () => (await balanceOf(h.db, player.id)) === payout);
    // the player spends most of it
    await h.db.query(`UPDATE accounts SET balance = 100 WHERE player_id = $1`, [player.id]);
    await publish(
      'rollback_bet_settlement',
      m.urnId,
      PREMATCH_PRODUCT,
      rollbackBetSettlementXml({
        product: 3,
        eventId: m.urnId,
        timestamp: ts(),
        markets: [{ id: 1, specifiers: '' }],
      }),
    );
    await waitFor('the payout taken back', async () => (await balanceOf(h.db, player.id)) === 100 - payout);
    const open = await inject(h.app, 'GET', `${BETS_BASE}?status=waiting_results`, player.token);
    expect(JSON.stringify(open.json())).toContain(`"id":${bet.id}`);
    // the old settlement, redelivered after the rollback, changes nothing
    await publish('bet_settlement', m.urnId, PREMATCH_PRODUCT, settle);
    // a new one (outcome 2 won) settles the reopened bet as lost: no payout under the old key's replay
    await publish('bet_settlement', m.urnId, PREMATCH_PRODUCT, mainMarketSettled(m.urnId, '2'));
    await waitFor(
      'the bet lost',
      async () =>
        (await h.db.query<{ result: string }>('SELECT result FROM bets WHERE id = $1', [bet.id])).rows[0]
          ?.result === 'lose_entire',
    );
    expect(await balanceOf(h.db, player.id)).toBe(100 - payout);
    const entries = await h.db.query<{ reason: string; amount: string }>(
      `SELECT t.reason, e.amount::text FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN accounts a ON a.id = e.account_id WHERE a.player_id = $1 ORDER BY e.id`,
      [player.id],
    );
    expect(entries.rows.map((r) => r.reason)).toEqual(['deposit', 'bet_stake', 'bet_payout', 'bet_rollback']);
    const statement = await inject(h.app, 'GET', `${BETS_BASE}/statement`, player.token);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.body).toContain('bet_rollback');
    expect(statement.body).toContain(String(100 - payout));
  });

  it('[FD6] bet_cancel voids only the bets placed inside its window; rollback_bet_cancel reopens them', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const player = await createPlayer(h.db, 10_000);
    const early = await placeBet<WireBet>(h.app, player.token, [sel(h.catalogue, id, 1, '2')], 1000);
    await new Promise((r) => setTimeout(r, 50));
    const start = Date.now();
    const late = await placeBet<WireBet>(h.app, player.token, [sel(h.catalogue, id, 1, '2')], 2000);
    const end = Date.now() + 10;
    const cancel = {
      product: 3,
      eventId: m.urnId,
      timestamp: ts(),
      startTime: start,
      endTime: end,
      markets: [{ id: 1, specifiers: '' }],
    };
    await publish('bet_cancel', m.urnId, PREMATCH_PRODUCT, betCancelXml(cancel));
    await publish('bet_cancel', m.urnId, PREMATCH_PRODUCT, betCancelXml(cancel)); // redelivery
    const status = async (betId: number) =>
      (
        await h.db.query<{ status: string; result: string }>(
          'SELECT status, result FROM bets WHERE id = $1',
          [betId],
        )
      ).rows[0]!;
    await waitFor('the late bet cancelled', async () => (await status(late.id)).status === 'done');
    expect(await status(late.id)).toEqual({ status: 'done', result: 'canceled' });
    expect((await status(early.id)).status).toBe('waiting_results');
    expect(await balanceOf(h.db, player.id)).toBe(10_000 - 1000); // the 2000 stake came back once
    await publish(
      'rollback_bet_cancel',
      m.urnId,
      PREMATCH_PRODUCT,
      betCancelXml({ ...cancel, timestamp: ts() }, 'rollback_bet_cancel'),
    );
    await waitFor('the late bet reopened', async () => (await status(late.id)).status === 'waiting_results');
    expect(await balanceOf(h.db, player.id)).toBe(10_000 - 3000);
  });

  it('[FD2] sport_event_status moves the event (live, score, periods, clock); fixture_change moves its start', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const start = Date.now() + 3 * 3600_000;
    // The provider moves the kick-off: its Sports API answers the new fixture, then fixture_change announces it
    // (the consumer fetches the fixture again on the message, so the stand-in must already know).
    h.producer.view.matches.set(m.id, { ...h.producer.view.matches.get(m.id)!, startTime: start });
    await publish(
      'fixture_change',
      m.urnId,
      PREMATCH_PRODUCT,
      fixtureChangeXml({ product: 3, eventId: m.urnId, timestamp: ts(), startTime: start, changeType: 2 }),
    );
    await waitFor('the new start', () => h.catalogue.model.matches.get(id)!.startTime === start);
    await publish(
      'odds_change',
      m.urnId,
      LIVE_PRODUCT,
      oddsChangeXml({
        product: 1,
        eventId: m.urnId,
        timestamp: ts(),
        status: {
          status: 1,
          matchStatus: 6,
          home: 2,
          away: 1,
          periods: [{ number: 1, type: 'regular_period', home: 2, away: 1 }],
          clock: { matchTime: '31:07', stopped: false },
        },
        markets: [],
      }),
    );
    const live = await waitFor('the event live', () => {
      const x = h.catalogue.model.matches.get(id)!;
      return x.status === 1 ? x : null;
    });
    expect(live.score).toEqual({ home: 2, away: 1 });
    expect(live.periods).toEqual([{ number: 1, type: 'regular_period', home: 2, away: 1 }]);
    expect(live.clock?.elapsedMs).toBe((31 * 60 + 7) * 1000);
    expect(
      h.published.some(
        (p) =>
          p.publication.event === 'match_status_changed' &&
          JSON.stringify(p.publication.data).includes(`${id}`),
      ),
    ).toBe(true);
  });

  it('[FD3][SE8] void and dead-heat factors settle exactly: half refunded, a dead heat paid at its share', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const line = [...h.catalogue.model.markets.get(id)!.values()].find(
      (x) => x.marketId !== 1 && x.outcomes.length === 2,
    )!;
    const player = await createPlayer(h.db, 20_000);
    await placeBet<WireBet>(
      h.app,
      player.token,
      [sel(h.catalogue, id, line.marketId, line.outcomes[0]!.id, line.specifier)],
      10_000,
    );
    await placeBet<WireBet>(h.app, player.token, [sel(h.catalogue, id, 1, '3')], 10_000);
    const odds = line.outcomes[0]!.odds;
    const home = market1(id)!.outcomes[2]!.odds;
    await publish(
      'bet_settlement',
      m.urnId,
      PREMATCH_PRODUCT,
      settlementXml(m.urnId, [
        {
          id: line.marketId,
          specifiers: line.specifier,
          outcomes: [
            { id: line.outcomes[0]!.id, result: 1, voidFactor: '0.5', deadHeatFactor: '1' },
            { id: line.outcomes[1]!.id, result: 0, voidFactor: '0.5', deadHeatFactor: '1' },
          ],
        },
        {
          id: 1,
          specifiers: '',
          outcomes: [
            { id: '1', result: 0, voidFactor: '0', deadHeatFactor: '1' },
            { id: '2', result: 0, voidFactor: '0', deadHeatFactor: '1' },
            { id: '3', result: 1, voidFactor: '0', deadHeatFactor: '0.5' },
          ],
        },
      ]),
    );
    // half the stake back, half won at the odds; the dead heat pays the stake × odds × 1/2
    const expected = 5_000 + (5_000 * odds) / 1000 + (10_000 * home) / 1000 / 2;
    await waitFor('both settled', async () => (await balanceOf(h.db, player.id)) === Math.floor(expected));
  });

  it('[FD3] markets settled while the event is on settle their bets and leave its other markets open to bets', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const player = await createPlayer(h.db, 10_000);
    const bet = await placeBet<WireBet>(h.app, player.token, [sel(h.catalogue, id, 1, '2')], 1000);
    await publish('bet_settlement', m.urnId, PREMATCH_PRODUCT, mainMarketSettled(m.urnId, '3'));
    await waitFor(
      'the bet lost',
      async () =>
        (await h.db.query<{ result: string }>('SELECT result FROM bets WHERE id = $1', [bet.id])).rows[0]
          ?.result === 'lose_entire',
    );
    const line = [...h.catalogue.model.markets.get(id)!.values()].find(
      (x) => x.marketId !== 1 && x.status === 1,
    )!;
    await placeBet<WireBet>(
      h.app,
      player.token,
      [sel(h.catalogue, id, line.marketId, line.outcomes[0]!.id, line.specifier)],
      1000,
    );
    // the settled market itself is closed
    const again = await inject(h.app, 'POST', BETS_BASE, player.token, {
      bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [{ ...sel(h.catalogue, id, 1, '2') }] }],
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('[FD7] a malformed message is counted and logged with its routing key, and changes nothing', async () => {
    const m = prematch();
    const id = (await waitFor('the event', () => ourMatch(m.urnId))).id;
    const before = market1(id)!.outcomes[0]!.odds;
    const failures = h.uof.stats.failures.get('parse') ?? 0;
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      '<odds_change product="3" event_id="sr:match:1" timestamp="1"><odds><market id="1"',
    );
    await publish(
      'odds_change',
      m.urnId,
      PREMATCH_PRODUCT,
      oddsChangeXml({ product: 3, eventId: m.urnId, timestamp: ts(), markets: [] }).replace(
        'product="3"',
        'product="three"',
      ),
    );
    await publish(
      'bet_settlement',
      m.urnId,
      PREMATCH_PRODUCT,
      settlementXml(m.urnId, [
        { id: 1, specifiers: '', outcomes: [{ id: '1', result: 1, voidFactor: '7', deadHeatFactor: '1' }] },
      ]),
    );
    await waitFor('three failures', () => (h.uof.stats.failures.get('parse') ?? 0) === failures + 3);
    expect(market1(id)!.outcomes[0]!.odds).toBe(before);
    const metrics = await inject(h.app, 'GET', '/metrics', null);
    expect(metrics.body).toMatch(/uof_message_failures_total\{stage="parse"\} [1-9]/);
  });

  it('[FD8] a producer without alive goes down (its markets suspended, the provider inactive) and recovers after its last message', async () => {
    const live = [...h.producer.view.matches.values()].find(
      (x) => x.status === 1 && h.producer.view.markets.get(x.id)?.size,
    )!;
    const id = (await waitFor('the live event', () => ourMatch(live.urnId))).id;
    await waitFor('a live market open', () =>
      [...h.catalogue.model.markets.get(id)!.values()].some((x) => x.status === 1),
    );
    const recoveries = h.producer.recoveries.length;
    h.producer.alive.set(LIVE_PRODUCT, 'off');
    await waitFor('the live producer down', async () => {
      await h.catalogue.feed.step();
      return !h.uof.producerUp(LIVE_PRODUCT);
    });
    expect([...h.catalogue.model.markets.get(id)!.values()].every((x) => x.status !== 1)).toBe(true);
    expect(h.catalogue.prices.providerActive('betradar')).toBe(false);
    expect(h.published.some((p) => p.publication.event === 'provider_status_changed')).toBe(true);
    // A message processed while the producer is down does not move the recovery point past the gap.
    const late = Date.now() + 10_000_000;
    await publish(
      'odds_change',
      live.urnId,
      LIVE_PRODUCT,
      oddsChangeXml({ product: 1, eventId: live.urnId, timestamp: late, markets: [] }),
    );
    await waitFor('the late message processed', () => (h.uof.stats.messages.get('odds_change') ?? 0) > 0);
    await new Promise((r) => setTimeout(r, 300));
    h.producer.alive.set(LIVE_PRODUCT, 'on');
    await waitFor('the live producer up', () => h.uof.producerUp(LIVE_PRODUCT));
    const asked = h.producer.recoveries.slice(recoveries).find((r) => r.product === 'liveodds')!;
    expect(asked.after).toBeGreaterThan(0);
    expect(asked.after).toBeLessThan(late);
    expect(asked.nodeId).toBe(7);
    expect([...h.catalogue.model.markets.get(id)!.values()].some((x) => x.status === 1)).toBe(true);
    expect(h.catalogue.prices.providerActive('betradar')).toBe(true);
  });

  it('[FD8] alive with subscribed=0 takes the producer down at once', async () => {
    h.producer.alive.set(PREMATCH_PRODUCT, 'unsubscribed');
    await waitFor('pre-match down', () => !h.uof.producerUp(PREMATCH_PRODUCT));
    h.producer.alive.set(PREMATCH_PRODUCT, 'on');
    await waitFor('pre-match up', () => h.uof.producerUp(PREMATCH_PRODUCT));
  });
});
