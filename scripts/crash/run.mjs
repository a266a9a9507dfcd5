// node scripts/crash/run.mjs <1|2|3|4|5>: one crash scenario on a fresh three-node cluster (see lib.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as L from './lib.mjs';

const scenario = process.argv[2] ?? '1';
const schema = `crash_${randomBytes(4).toString('hex')}`;
const V1 = '/api/sportsbook/v1';
const BETS = '/api/sportsbook/v3/bets';
mkdirSync(`/tmp/crash-run/${schema}`, { recursive: true });
L.psql(`CREATE SCHEMA ${schema}`);
const redisPort = await L.freePort();
let redis = L.startRedis(redisPort, `/tmp/crash-run/${schema}`);
await L.sleep(300);

const proxies = [];
const dbPorts = {};
const redisPorts = {};
if (scenario === '3') {
  // node1 reaches Redis, node2 reaches PostgreSQL, through a proxy that can go silent
  const rp = await L.freePort();
  proxies.push({ name: 'redis(node1)', p: L.silentProxy(rp, redisPort) });
  redisPorts[0] = rp;
  const dp = await L.freePort();
  proxies.push({ name: 'pg(node2)', p: L.silentProxy(dp, 5432) });
  dbPorts[1] = dp;
}
const nodes = await L.makeCluster({ redisPort, schema, dbPorts, redisPorts });
const pool = L.db(schema);
const events = [];
const ev = (what) => (events.push({ t: Date.now(), what }), L.log('EVENT', what));
const loads = [];

let stopping = false;
const cleanup = async () => {
  stopping = true;
  for (const n of nodes) if (n.alive) n.proc.kill('SIGKILL');
  redis.kill('SIGKILL');
  for (const p of proxies) p.p.close();
  await pool.end().catch(() => {});
  await L.sleep(500);
  L.psql(`DROP SCHEMA ${schema} CASCADE`);
};

try {
  L.startNode(nodes[0]);
  await L.waitReady(nodes[0]);
  L.startNode(nodes[1]);
  L.startNode(nodes[2]);
  await Promise.all([L.waitReady(nodes[1]), L.waitReady(nodes[2])]);
  ev('cluster ready');
  const token = await L.signInDemo(nodes[0]);
  const auth = { authorization: `Bearer ${token}` };

  // matches with an open 1x2 market
  const list = await L.call(`${nodes[0].url}${V1}/matches?limit=50`);
  const candidates = list.json.data.map((m) => m.id);
  const matches = [];
  for (const id of candidates) {
    const mk = await L.call(`${nodes[0].url}${V1}/matches/${id}/markets?market_id=1`);
    const m = mk.json?.data?.[0];
    if (m && m.status === 1 && m.outcomes?.some((o) => o.active !== false)) matches.push(id);
    if (matches.length >= 4) break;
  }
  L.log('matches', matches);

  // ---- load: three workers, one per node, and a price/leader watcher
  const reqs = []; // {node, kind, status, ms, t}
  const acked = new Map(); // bet id -> {stake, key}
  const unanswered = []; // idempotency keys with no answer or a 5xx
  const retries = [];
  let seq = 0;
  const worker = async (i) => {
    while (!stopping && !stopLoad) {
      const node = nodes[i];
      if (!node.alive) {
        await L.sleep(500);
        continue;
      }
      const matchId = matches[seq % matches.length];
      const key = `${schema}-${seq++}`;
      const mk = await L.call(`${node.url}${V1}/matches/${matchId}/markets?market_id=1`);
      reqs.push({ node: node.name, kind: 'markets', status: mk.status, ms: mk.ms, t: Date.now() });
      const market = mk.json?.data?.[0];
      const outcome = market?.outcomes?.find((o) => o.active !== false);
      if (!outcome) {
        await L.sleep(200);
        continue;
      }
      const body = {
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [
              {
                match_id: matchId,
                market_id: 1,
                specifier: market.specifier ?? '',
                outcome_id: outcome.id,
                odds: outcome.odds,
              },
            ],
          },
        ],
      };
      const r = await L.call(`${node.url}${BETS}`, { body, headers: { ...auth, 'idempotency-key': key } });
      reqs.push({
        node: node.name,
        kind: 'bet',
        status: r.status,
        ms: r.ms,
        t: Date.now(),
        code: r.json?.code,
      });
      if (r.status === 201) {
        const ids = (r.json?.bets ?? r.json?.data ?? r.json ?? []).map?.((b) => b.id) ?? [];
        if (!ids.length) L.log('201 without ids', JSON.stringify(r.json).slice(0, 300));
        for (const id of ids) acked.set(Number(id), { key, node: node.name });
      } else if (r.status === 0 || r.status >= 500) {
        // outcome unknown: the client retries with the same Idempotency-Key on the next node
        unanswered.push({ key, node: node.name, status: r.status, error: r.error });
        for (let j = 1; j <= 3; j++) {
          const other = nodes[(i + j) % 3];
          if (!other.alive || other.paused) continue;
          const again = await L.call(`${other.url}${BETS}`, {
            body,
            headers: { ...auth, 'idempotency-key': key },
          });
          const againIds =
            (again.json?.bets ?? again.json?.data ?? again.json ?? []).map?.((b) => b.id) ?? [];
          retries.push({ key, first: r.status, retry: again.status, ids: againIds });
          if (again.status === 201) {
            for (const id of againIds) acked.set(Number(id), { key, node: other.name, retried: true });
            break;
          }
        }
      }
      await L.sleep(100);
    }
  };
  let stopLoad = false;

  // price watcher: every 500 ms the 1x2 of each match from every live node
  const disagreeSince = new Map(); // key -> first ms seen disagreeing (continuously)
  const forks = [];
  const leaderSamples = [];
  let maxLeaders = 0;
  const watcher = async () => {
    while (!stopping && !stopLoad) {
      const t = Date.now();
      const live = nodes.filter((n) => n.alive && !n.paused);
      const seen = new Map();
      await Promise.all(
        live.flatMap((n) =>
          matches.map(async (id) => {
            const r = await L.call(`${n.url}${V1}/matches/${id}/markets?market_id=1`);
            reqs.push({ node: n.name, kind: 'watch', status: r.status, ms: r.ms, t: Date.now() });
            for (const o of r.json?.data?.[0]?.outcomes ?? []) {
              const k = `${id}/1/${o.id}`;
              if (!seen.has(k)) seen.set(k, {});
              seen.get(k)[n.name] = o.odds;
            }
          }),
        ),
      );
      for (const [k, byNode] of seen) {
        const vals = new Set(Object.values(byNode));
        if (vals.size > 1) {
          if (!disagreeSince.has(k)) disagreeSince.set(k, t);
          else if (t - disagreeSince.get(k) > 3000) {
            const [mid, , oid] = k.split('/');
            const row = await pool
              .query(`SELECT data FROM markets WHERE match_id = $1 AND market_id = 1`, [mid])
              .catch(() => null);
            const dbOdds = row?.rows[0]?.data?.outcomes?.find?.((o) => String(o.id) === oid)?.odds;
            forks.push({
              at: new Date(t).toISOString().slice(11, 23),
              k,
              byNode,
              for_ms: t - disagreeSince.get(k),
              dbOdds,
            });
          }
        } else disagreeSince.delete(k);
      }
      const rs = await Promise.all(live.map((n) => L.readyz(n).then((r) => [n.name, r])));
      const leaders = rs
        .filter(([, r]) => r?.cluster?.feed_leader)
        .map(([n, r]) => `${n}@${r.cluster.feed_epoch}`);
      leaderSamples.push({ t, leaders });
      maxLeaders = Math.max(maxLeaders, leaders.length);
      loads.push(loadavg()[0]);
      await L.sleep(500);
    }
  };

  const running = [worker(0), worker(1), worker(2), watcher()];
  await L.sleep(8000);
  const leader0 = (await L.leaderOf(nodes))[0];
  ev(`leader before fault: ${leader0?.name}`);

  // ---- the fault
  if (scenario === '1') {
    leader0.proc.kill('SIGKILL');
    ev(`kill -9 ${leader0.name}`);
    await L.sleep(15000);
  } else if (scenario === '2') {
    leader0.paused = true;
    leader0.proc.kill('SIGSTOP');
    ev(`SIGSTOP ${leader0.name}`);
    await L.sleep(12000);
    leader0.proc.kill('SIGCONT');
    leader0.paused = false;
    ev(`SIGCONT ${leader0.name}`);
    await L.sleep(12000);
  } else if (scenario === '3') {
    proxies[0].p.silence();
    ev(`silent ${proxies[0].name}`);
    await L.sleep(12000);
    proxies[0].p.restore();
    ev(`restore ${proxies[0].name}`);
    await L.sleep(6000);
    proxies[1].p.silence();
    ev(`silent ${proxies[1].name}`);
    await L.sleep(12000);
    proxies[1].p.restore();
    ev(`restore ${proxies[1].name}`);
    await L.sleep(8000);
  } else if (scenario === '4') {
    redis.kill('SIGKILL');
    ev('kill -9 redis');
    await L.sleep(12000);
    redis = L.startRedis(redisPort, `/tmp/crash-run/${schema}`);
    ev('redis restarted (empty)');
    await L.sleep(Number(process.env.AFTER_MS ?? 12000));
  } else if (scenario === '5') {
    // finish the matches while bets exist and kill the leader in the middle of settling them
    const lead = leader0;
    stopLoad = true;
    await Promise.all(running);
    ev(`placed ${acked.size} bets; finishing matches on ${lead.name}`);
    // two matches finished (answers back: their results committed, settlement running), then kill -9
    const fr = [];
    for (const id of matches.slice(0, 2))
      fr.push(
        await L.call(`${lead.url}/api/sim/matches/${id}/finish`, { body: { home_score: 2, away_score: 1 } }),
      );
    const third = L.call(`${lead.url}/api/sim/matches/${matches[2]}/finish`, {
      body: { home_score: 0, away_score: 0 },
    });
    lead.proc.kill('SIGKILL');
    fr.push(await third);
    const settledAtKill = (await pool.query(`SELECT count(*) n FROM bets WHERE status = 'done'`)).rows[0].n;
    ev(
      `kill -9 ${lead.name} during settlement; finish answers ${fr.map((r) => r.status).join(',')}; bets settled at kill: ${settledAtKill} of ${acked.size}`,
    );
    await L.sleep(5000);
  }
  stopLoad = true;
  await Promise.all(running);
  ev('load stopped');

  // ---- settle everything still open: finish the matches through the current leader
  const settleStart = Date.now();
  let lead = (await L.leaderOf(nodes))[0];
  for (let i = 0; !lead && i < 30; i++) {
    await L.sleep(500);
    lead = (await L.leaderOf(nodes))[0];
  }
  ev(`leader for settlement: ${lead?.name}`);
  for (const id of matches) {
    const r = await L.call(`${lead.url}/api/sim/matches/${id}/finish`, {
      body: { home_score: 1, away_score: 0 },
    });
    if (r.status >= 300 && scenario !== '5')
      L.log('finish', id, r.status, JSON.stringify(r.json).slice(0, 200));
  }
  let open = -1;
  for (let i = 0; i < 60; i++) {
    open = Number(
      (await pool.query(`SELECT count(*) n FROM bets WHERE status NOT IN ('done','cancelled','rejected')`))
        .rows[0].n,
    );
    if (open === 0) break;
    await L.sleep(500);
  }
  ev(`open bets after finishing: ${open} (${Date.now() - settleStart} ms)`);

  // ---- verify
  const ids = [...acked.keys()];
  const found = await pool.query(`SELECT id, status, request_id FROM bets WHERE id = ANY($1::bigint[])`, [
    ids,
  ]);
  const all = await pool.query(`SELECT count(*) n FROM bets`);
  const stakes = await pool.query(
    `SELECT reference, count(*) n FROM ledger_transactions WHERE reason = 'bet_stake' GROUP BY reference HAVING count(*) > 1`,
  );
  const settlesTwice = await pool.query(
    `SELECT reference, count(*) n FROM ledger_transactions WHERE reason IN ('bet_payout','bet_refund') GROUP BY reference HAVING count(*) > 1`,
  );
  const settledAcked = await pool.query(
    `SELECT count(*) n FROM bets WHERE id = ANY($1::bigint[]) AND status = 'done' AND settled_at IS NOT NULL`,
    [ids],
  );
  const unbalancedTx = await pool.query(
    `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0`,
  );
  const accountMismatch = await pool.query(
    `SELECT a.id, a.balance, coalesce(sum(e.amount),0) s FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.player_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount),0)`,
  );
  const betsWithoutStake = await pool.query(
    `SELECT b.id FROM bets b WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.reference = 'bet:' || b.id AND t.reason = 'bet_stake')`,
  );
  const settledNoPay = await pool.query(
    `SELECT count(*) n FROM bets b WHERE status = 'done' AND win_amount > 0 AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.reference = 'bet:' || b.id AND t.reason IN ('bet_payout','bet_refund'))`,
  );
  const betReqs = reqs.filter((r) => r.kind === 'bet');
  const byStatus = {};
  for (const r of betReqs)
    byStatus[r.status + (r.code ? `/${r.code}` : '')] =
      (byStatus[r.status + (r.code ? `/${r.code}` : '')] ?? 0) + 1;
  const maxMs = (kind, filter = () => true) =>
    Math.round(Math.max(0, ...reqs.filter((r) => r.kind === kind && filter(r)).map((r) => r.ms)));
  const over = (ms) => reqs.filter((r) => r.ms > ms).length;
  const epochs = new Set(leaderSamples.flatMap((s) => s.leaders));
  const twoLeaders = leaderSamples.filter((s) => s.leaders.length > 1);
  const summary = {
    scenario,
    schema,
    events: events.map((e) => `${new Date(e.t).toISOString().slice(11, 23)} ${e.what}`),
    bet_requests: betReqs.length,
    bet_answers: byStatus,
    acknowledged: acked.size,
    acknowledged_found: found.rowCount,
    acknowledged_settled: Number(settledAcked.rows[0].n),
    bets_in_db: Number(all.rows[0].n),
    unanswered_or_5xx_bet_requests: unanswered.length,
    retries_same_key: retries,
    stake_twice: stakes.rowCount,
    settled_twice: settlesTwice.rowCount,
    settled_winner_without_payout: Number(settledNoPay.rows[0].n),
    bets_without_stake: betsWithoutStake.rowCount,
    unbalanced_ledger_tx: unbalancedTx.rowCount,
    account_balance_mismatch: accountMismatch.rowCount,
    open_after_finish: open,
    max_ms: { bet: maxMs('bet'), markets: maxMs('markets'), watch: maxMs('watch') },
    requests_over_3s: over(3000),
    requests_over_3s_detail: reqs
      .filter((r) => r.ms > 3000)
      .slice(0, 20)
      .map(
        (r) =>
          `${new Date(r.t).toISOString().slice(11, 23)} ${r.node} ${r.kind} ${r.status} ${Math.round(r.ms)}ms`,
      ),
    price_forks_over_3s: forks.length,
    fork_examples: forks.slice(0, 3).concat(forks.slice(-3)),
    max_simultaneous_leaders: maxLeaders,
    two_leader_samples: twoLeaders.slice(0, 5),
    leader_terms_seen: [...epochs],
    leader_changes: leaderSamples
      .filter((s, i, a) => i === 0 || s.leaders.join() !== a[i - 1].leaders.join())
      .map((s) => `${new Date(s.t).toISOString().slice(11, 23)} [${s.leaders.join(' ')}]`),
    load_avg_max: Math.max(...loads).toFixed(1),
    load_avg_mean: (loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1),
  };
  console.log(JSON.stringify(summary, null, 2));
  writeFileSync(`/tmp/crash-run/summary-${scenario}-${schema}.json`, JSON.stringify(summary, null, 2));
} catch (err) {
  console.error('FAILED', err);
} finally {
  await cleanup();
}
