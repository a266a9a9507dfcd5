/**
 * Storage bench on PostgreSQL (docs/OPERATIONS.md "What a million bets leave behind"): what the tables and their
 * indexes weigh after N bets, and what the retention sweep leaves. In a throwaway schema, migrated as the server
 * migrates it:
 * - players with an EUR account, funded through `ledger_transfer` (the wallet's SQL function);
 * - N bets placed through `place_bets_batch` (the server's group-commit path: at most one placement per player a
 *   call, each one `place_bets` with its bet row, selections, jackpot contribution and stake debit); 70 % singles,
 *   30 % combos of three legs, every bet feeding the jackpot (the worst case for `jackpot_contributions`);
 * - settlement in bulk, as `settleOpenBet` writes it per bet: the selections' and bets' statuses, each winner's
 *   payout through `ledger_transfer` with the settlement's idempotency key, and one notification per bet through
 *   `insertNotifications` and `betSettledNotification`;
 * - the jackpot fold (`foldContributions`), then the retention sweep (`sweepRetention`) at the end of the run and
 *   again 91 days later, when every kept-for-days rule has let its rows go.
 * Prints, after each stage, each table's rows, heap and index bytes, and bytes per bet; the baseline is the rows'
 * own bytes (`sum(pg_column_size(row))`) measured in the same run, so the ratio is what storage adds (page and
 * tuple headers, free space, indexes). Not timed: the placement rate is printed for scale only.
 *
 *   npm run bench -w apps/server -- sizes [--bets 100000] [--players 2000] [--url postgres://…]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startLoadGuard } from '../../../bench/load-guard';
import { settleKey } from '../src/bets/feed-corrections';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgresDb } from '../src/db/postgres-db';
import { foldContributions } from '../src/jackpots/jackpot-fold';
import { betSettledNotification } from '../src/notifications/bet-settled';
import { insertNotifications } from '../src/notifications/notification-store';
import { sweepRetention } from '../src/retention/retention-sweep';

const DAY_MS = 86_400_000;
/** Placements one place_bets_batch call carries (distinct players, as the batcher sends them). */
const CALLS_PER_BATCH = 100;
/** Bets one settlement statement handles. */
const SETTLE_CHUNK = 5_000;
const MATCHES = 2_000;

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`--${name} takes a whole number`);
  return n;
}

/** A deterministic pseudo-random sequence, so two runs place the same bets. */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);

/** One placement as the server sends it to place_bets_batch (src/bets/write-bets.ts, placement-batcher.ts). */
function placement(player: number, n: number, random: () => number, now: number) {
  const legs = random() < 0.7 ? 1 : 3;
  const stake = 100 + Math.floor(random() * 99) * 100;
  const selections = Array.from({ length: legs }, (_, position) => {
    const match = 1 + Math.floor(random() * MATCHES);
    const outcome = 1 + Math.floor(random() * 3);
    const odds = 1_200 + Math.floor(random() * 3_000);
    return {
      position,
      match_id: match,
      market_id: 1,
      specifier: '',
      outcome_id: String(outcome),
      odds,
      requested_odds: odds,
      provider: 'sim',
      match_name: `Team ${match} Athletic - Team ${match + 1} United`,
      match_urn_id: `sr:match:${40_000_000 + match}`,
      market_name: '1x2',
      outcome_name: ['Home', 'Draw', 'Away'][outcome - 1]!,
      category_name: 'England',
      match_type: 'prematch',
    };
  });
  const odds = selections.reduce((acc, s) => Math.floor((acc * s.odds) / 1000), 1000);
  const requestId = `${hex(n, 8)}-${hex(player, 4)}-4000-8000-${hex(n * 7919, 12)}`;
  return {
    player,
    request_id: requestId,
    request_hash: hex(n, 16).repeat(4),
    client_request: true,
    mode: null,
    device_id: `device-${hex(player, 8)}-${hex(player * 31, 8)}`,
    quick: false,
    created_at_ms: now,
    counterparty: 'house:stakes',
    bets: [
      {
        type: legs === 1 ? 'single' : 'combo',
        currency: 'EUR',
        subunits: 100,
        stake,
        total_stake: stake,
        odds,
        custom_odds: null,
        system_win_count: null,
        system_total_count: null,
        potential_win: Math.floor((stake * odds) / 1000),
        jackpot: true,
        selections,
      },
    ],
  };
}

async function seed(db: Db, players: number): Promise<number[]> {
  const ids = (
    await db.query<{ id: unknown }>(
      `INSERT INTO players (email, currency, serasa_pve, user_account_status, created_at)
       SELECT 'sizes-' || g || '@example.com', 'EUR', false, 'active', now() FROM generate_series(1, $1) g
       RETURNING id`,
      [players],
    )
  ).rows.map((r) => Number(r.id));
  await db.query(
    `INSERT INTO accounts (player_id, currency, created_at) SELECT id, 'EUR', now() FROM unnest($1::bigint[]) id`,
    [ids],
  );
  await db.query(
    `SELECT ledger_transfer(NULL, 'house:deposits', id, NULL, 'EUR', 1000000000000, 'deposit', 'sizes-bench',
            'sizes-seed:' || id) FROM unnest($1::bigint[]) id`,
    [ids],
  );
  const jackpot = await db.query<{ id: unknown }>(
    `INSERT INTO jackpots (name, currency, contribution_bp, min_odds) VALUES ('Sizes', 'EUR', 100, 1001) RETURNING id`,
  );
  await db.query(
    `INSERT INTO jackpot_levels (jackpot_id, code, name, position, share_bp, seed_amount, pool_amount)
     VALUES ($1, 'major', 'Major', 0, 7000, 0, 0), ($1, 'minor', 'Minor', 1, 3000, 0, 0)`,
    [Number(jackpot.rows[0]!.id)],
  );
  return ids;
}

async function place(db: Db, players: number[], bets: number, now: number): Promise<number> {
  const random = sequence(37);
  const started = performance.now();
  let n = 0;
  let next = 0;
  while (n < bets) {
    const calls = [];
    for (let i = 0; i < CALLS_PER_BATCH && n < bets; i++, n++) {
      calls.push(placement(players[next]!, n, random, now));
      next = (next + 1) % players.length;
    }
    calls.sort((a, b) => a.player - b.player);
    const res = await db.query<{ r: { error?: string }[] }>('SELECT place_bets_batch($1) AS r', [
      JSON.stringify(calls),
    ]);
    const refused = res.rows[0]!.r.find((answer) => 'error' in answer);
    if (refused) throw new Error(`a placement was refused: ${JSON.stringify(refused)}`);
  }
  return performance.now() - started;
}

/** Every selection on outcome 1 wins, the others lose: a third of the singles win, a combo rarely. */
async function settle(db: Db, now: number): Promise<void> {
  const { rows } = await db.query<{ lo: unknown; hi: unknown }>(
    'SELECT min(id) AS lo, max(id) AS hi FROM bets',
  );
  const lo = Number(rows[0]!.lo);
  const hi = Number(rows[0]!.hi);
  for (let from = lo; from <= hi; from += SETTLE_CHUNK) {
    const to = from + SETTLE_CHUNK - 1;
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE bet_selections SET status = CASE WHEN outcome_id = '1' THEN 'won' ELSE 'lost' END
          WHERE bet_id BETWEEN $1 AND $2`,
        [from, to],
      );
      const settled = await tx.query<{
        id: unknown;
        player_id: unknown;
        result: string;
        win_amount: unknown;
      }>(
        `UPDATE bets b SET status = 'done',
                result = CASE WHEN w.won THEN 'win_entire' ELSE 'lose_entire' END,
                win_amount = CASE WHEN w.won THEN b.potential_win ELSE 0 END,
                settled_at = to_timestamp($3::double precision / 1000)
           FROM (SELECT bet_id, bool_and(status = 'won') AS won FROM bet_selections
                  WHERE bet_id BETWEEN $1 AND $2 GROUP BY bet_id) w
          WHERE b.id = w.bet_id AND b.status = 'waiting_results'
        RETURNING b.id, b.player_id, b.result, b.win_amount`,
        [from, to, now],
      );
      const winners = settled.rows.filter((r) => r.result === 'win_entire');
      await tx.query(
        `SELECT ledger_transfer(NULL, 'house:payouts', w.player_id, NULL, 'EUR', w.amount, 'bet_payout',
                'bet:' || w.id, w.key)
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) AS w(id, player_id, amount, key)`,
        [
          winners.map((r) => Number(r.id)),
          winners.map((r) => Number(r.player_id)),
          winners.map((r) => Number(r.win_amount)),
          winners.map((r) => settleKey(Number(r.id), 0)),
        ],
      );
      await insertNotifications(
        tx,
        settled.rows.map((r) => ({
          playerId: Number(r.player_id),
          input: betSettledNotification({
            id: Number(r.id),
            result: r.result === 'win_entire' ? 'win_entire' : 'lose_entire',
            winAmount: Number(r.win_amount),
            currency: 'EUR',
            subunits: 100,
          }),
        })),
        now,
      );
    });
  }
}

interface TableSize {
  table: string;
  rows: number;
  heap: number;
  indexes: number;
  ownBytes: number;
}

async function sizes(db: Db, schema: string): Promise<{ tables: TableSize[]; indexes: [string, number][] }> {
  await db.query('ANALYZE');
  const tables = await db.query<{ relname: string; heap: unknown; indexes: unknown }>(
    `SELECT c.relname, pg_table_size(c.oid) AS heap, pg_indexes_size(c.oid) AS indexes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
    [schema],
  );
  const out: TableSize[] = [];
  for (const t of tables.rows) {
    const own = await db.query<{ rows: unknown; bytes: unknown }>(
      `SELECT count(*) AS rows, coalesce(sum(pg_column_size(t.*)), 0) AS bytes FROM "${t.relname}" t`,
    );
    out.push({
      table: t.relname,
      rows: Number(own.rows[0]!.rows),
      heap: Number(t.heap),
      indexes: Number(t.indexes),
      ownBytes: Number(own.rows[0]!.bytes),
    });
  }
  const indexes = await db.query<{ relname: string; bytes: unknown }>(
    `SELECT c.relname, pg_relation_size(c.oid) AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'i' ORDER BY pg_relation_size(c.oid) DESC`,
    [schema],
  );
  return { tables: out, indexes: indexes.rows.map((r) => [r.relname, Number(r.bytes)]) };
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1).padStart(8);

function print(stage: string, bets: number, measured: Awaited<ReturnType<typeof sizes>>): void {
  const grown = measured.tables.filter((t) => t.rows > 0 || t.heap + t.indexes > 65_536);
  grown.sort((a, b) => b.heap + b.indexes - (a.heap + a.indexes));
  console.log(`\n${stage}`);
  console.log('table                          rows   heap MB  index MB  total MB  B/bet  own MB (baseline)');
  let total = 0;
  let own = 0;
  for (const t of grown) {
    total += t.heap + t.indexes;
    own += t.ownBytes;
    console.log(
      `${t.table.padEnd(26)} ${String(t.rows).padStart(9)} ${mb(t.heap)} ${mb(t.indexes)}  ${mb(t.heap + t.indexes)} ${String(
        Math.round((t.heap + t.indexes) / bets),
      ).padStart(6)} ${mb(t.ownBytes)}`,
    );
  }
  console.log(
    `all tables: ${mb(total)} MB, ${Math.round(total / bets)} B per bet; the rows' own bytes ${mb(own)} MB (ratio ${(total / Math.max(own, 1)).toFixed(2)})`,
  );
  console.log('largest indexes:');
  for (const [name, bytes] of measured.indexes.slice(0, 12))
    console.log(`  ${name.padEnd(44)} ${mb(bytes)} MB`);
}

export async function runSizesBench(argv: string[]): Promise<void> {
  const bets = option(argv, 'bets', 100_000);
  const playerCount = option(argv, 'players', 2_000);
  const urlAt = argv.indexOf('--url');
  const url = urlAt >= 0 ? argv[urlAt + 1] : process.env.DATABASE_URL;
  if (!url) throw new Error('sizes needs PostgreSQL: set DATABASE_URL or pass --url');
  const schema = `sizes_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgresDb({ connectionString: url, schema, max: 2 });
  try {
    await migrate(db);
    const guard = startLoadGuard('sizes', { alsoOwn: ['postgres'] });
    const now = Date.now();
    const players = await seed(db, playerCount);
    const placeMs = await place(db, players, bets, now);
    console.log(
      `placed ${bets} bets for ${playerCount} players in ${(placeMs / 1000).toFixed(1)} s (${Math.round(
        bets / (placeMs / 1000),
      )} bets/s, for scale only)`,
    );
    await settle(db, now);
    const jackpots = await db.query<{ id: unknown }>('SELECT id FROM jackpots');
    for (const j of jackpots.rows) await db.transaction((tx) => foldContributions(tx, Number(j.id)));
    print(`after placing and settling ${bets} bets (jackpot folded)`, bets, await sizes(db, schema));
    const atOnce = await sweepRetention(db, now);
    const later = await sweepRetention(db, now + 91 * DAY_MS, undefined, 50_000);
    console.log(`\nretention sweep at the run's end deleted ${JSON.stringify(atOnce)}`);
    console.log(`retention sweep 91 days later deleted ${JSON.stringify(later)}`);
    await db.query('VACUUM');
    print(
      '91 days later, after the sweep and VACUUM (freed pages are reused, not returned)',
      bets,
      await sizes(db, schema),
    );
    guard.finish();
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
