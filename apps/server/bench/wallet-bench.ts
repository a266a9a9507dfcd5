/**
 * Wallet benchmark on PostgreSQL: ledger debits (lock, idempotency key, two entries, cached balance) with
 * 32 concurrent workers, each on its own player, against the baseline of a bare guarded
 * `UPDATE … SET balance = balance - 1` transaction with the same workers in the same run; then the
 * hot-account case (every worker on one player: the row lock serialises them); then sign-in latency with
 * argon2id at the OWASP parameters. Prints debits/s, p50/p99 and the ratio to the baseline.
 *
 *   npm run bench -w apps/server -- wallet [--seconds 5] [--clients 32] [--url postgres://…]
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { startLoadGuard } from '../../../bench/load-guard';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgresDb } from '../src/db/postgres-db';
import { installErrorHandling } from '../src/http/error-handler';
import { registerPlatform } from '../src/platform/register-platform';
import { createRecordingPublisher } from '../src/push/publisher';
import { createWalletService } from '../src/wallet/wallet-service';

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `op(worker, n)` from `clients` workers for `seconds`, measuring each call. */
async function drive(
  seconds: number,
  clients: number,
  op: (worker: number, n: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n++) {
        const t = performance.now();
        await op(worker, n);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function players(db: Db, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await db.query<{ id: number }>(
      `INSERT INTO players (email, currency, created_at) VALUES ($1, 'EUR', now()) RETURNING id`,
      [`bench${i}@example.com`],
    );
    ids.push(Number(res.rows[0]!.id));
  }
  return ids;
}

const fmt = (f: Figures): string =>
  `${f.perSecond.toFixed(0)}/s, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms`;

export async function runWalletBench(argv: string[]): Promise<void> {
  const seconds = option(argv, 'seconds', 5);
  const clients = option(argv, 'clients', 32);
  const i = argv.indexOf('--url');
  const url =
    (i >= 0 ? argv[i + 1] : undefined) ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const schema = `bench_wallet_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgresDb({ connectionString: url, schema, max: clients });
  try {
    await migrate(db);
    const guard = startLoadGuard('wallet', { alsoOwn: ['postgres'] });
    const wallet = createWalletService({
      db,
      publisher: createRecordingPublisher(),
      playerLanguages: async () => [],
    });
    const ids = await players(db, clients);
    for (const id of ids) {
      await db.query(`INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, 'EUR', now())`, [
        id,
      ]);
      await wallet.run((_tx, ops) =>
        ops.credit({
          playerId: id,
          currency: 'EUR',
          amount: 1e12,
          reason: 'deposit',
          reference: 'bench',
          idempotencyKey: `seed:${id}`,
        }),
      );
    }
    const accountIds = (
      await db.query<{ id: number }>(
        `SELECT id FROM accounts WHERE player_id = ANY($1::bigint[]) ORDER BY player_id`,
        [ids],
      )
    ).rows.map((r) => Number(r.id));

    // The baseline's own table: the bare update must not touch the ledger's accounts (they would stop summing).
    await db.query(
      'CREATE TABLE bench_balances (id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))',
    );
    await db.query(
      'INSERT INTO bench_balances SELECT id, balance FROM accounts WHERE id = ANY($1::bigint[])',
      [accountIds],
    );
    const baseline = await drive(seconds, clients, async (worker) => {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE bench_balances SET balance = balance - 1 WHERE id = $1 AND balance >= 1', [
          accountIds[worker],
        ]);
      });
    });
    const run = randomBytes(3).toString('hex');
    const ledger = await drive(seconds, clients, async (worker, n) => {
      await wallet.run((_tx, ops) =>
        ops.debit({
          playerId: ids[worker]!,
          currency: 'EUR',
          amount: 1,
          reason: 'bet_stake',
          reference: 'bench',
          idempotencyKey: `${run}:${worker}:${n}`,
        }),
      );
    });
    const hot = await drive(seconds, clients, async (worker, n) => {
      await wallet.run((_tx, ops) =>
        ops.debit({
          playerId: ids[0]!,
          currency: 'EUR',
          amount: 1,
          reason: 'bet_stake',
          reference: 'bench',
          idempotencyKey: `hot:${run}:${worker}:${n}`,
        }),
      );
    });
    const audit = await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM accounts a WHERE player_id IS NOT NULL
         AND balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)`,
    );

    // Sign-in: argon2id m=19456 KiB, t=2, p=1 (one hash per request), sequential.
    const app = Fastify();
    installErrorHandling(app);
    const config = {
      ...loadConfig({ TOKEN_SECRET: 'bench', NODE_ENV: 'production', DEMO: '1' }),
      locales: ['en'],
    };
    registerPlatform(
      app,
      { config, db, clock: systemClock },
      {
        publisher: createRecordingPublisher(),
        playerLanguages: async () => [],
        settings: { logOutbox: false },
      },
    );
    await app.ready();
    const signIns: number[] = [];
    for (let k = 0; k < 30; k++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        remoteAddress: `10.0.0.${k}`,
        payload: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in ${res.statusCode}: ${res.body}`);
      signIns.push(performance.now() - t);
    }
    await app.close();
    signIns.sort((a, b) => a - b);

    console.log(`wallet bench on PostgreSQL, ${clients} clients, ${seconds} s each`);
    console.log(`  baseline bare balance UPDATE:   ${fmt(baseline)}`);
    console.log(
      `  ledger debit (own account):     ${fmt(ledger)}  ratio ${(ledger.perSecond / baseline.perSecond).toFixed(2)} of baseline`,
    );
    console.log(`  ledger debit (one hot account): ${fmt(hot)}`);
    console.log(`  cached balance != ledger sum:   ${audit.rows[0]!.n} accounts`);
    console.log(
      `  sign-in (argon2id OWASP):       p50 ${percentile(signIns, 50).toFixed(1)} ms, p99 ${percentile(signIns, 99).toFixed(1)} ms`,
    );
    // No target is set for the wallet; the guard still says whether the figures come from a quiet machine.
    console.log(guard.verdict('figures from a quiet machine (no target set)'));
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
