import pg from 'pg';
import type { Db, Queryable, QueryOptions, QueryResult, TransactionOptions } from './db';
import { isLostDatabaseAnswer, markNothingWritten } from './lost-answer';

// int8 (bigint sums, counts) comes back as a JS number when it is safe; money never exceeds 2^53.
pg.types.setTypeParser(20, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * How long one statement, or getting a connection, may take before the node gives up on it. A path to
 * PostgreSQL that goes silent (a partition: no FIN, no RST) would otherwise hold a request, and the feed's queue
 * behind it, until the kernel gives up on the socket (many minutes). A statement that times out leaves its
 * connection broken: it is thrown away, never reused. Migrations run before the limit applies.
 */
export const QUERY_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 5_000;
const TIMED_OUT = 'Query read timeout'; // node-postgres's message for query_timeout

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use as search_path (tests isolate themselves in a fresh schema). */
  schema?: string;
  max?: number;
}

/** `pg`'s query config: named (prepared once per connection) when the caller names the statement. */
function statement(
  sql: string,
  params: readonly unknown[] | undefined,
  options: QueryOptions | undefined,
  timeoutMs: number,
) {
  return {
    text: sql,
    values: params as unknown[] | undefined,
    ...(options?.name ? { name: options.name } : {}),
    ...(timeoutMs > 0 ? { query_timeout: timeoutMs } : {}),
  };
}

/** A Db on PostgreSQL; `limitStatements` turns the per-statement time limit on (after migrations). */
export type PostgresDb = Db & { limitStatements(ms?: number): void };

export async function openPostgresDb(options: PostgresOptions): Promise<PostgresDb> {
  let timeoutMs = 0;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  /** A connection from the pool; failing to get one sent nothing, so its error is marked so (lost-answer.ts). */
  const connect = async (): Promise<pg.PoolClient> => {
    try {
      return await pool.connect();
    } catch (err) {
      throw markNothingWritten(err);
    }
  };
  // pool.query, with the connect step told apart from the statement (issue 31: nothing written, or unknown).
  const query = async <T>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>> => {
    const client = await connect();
    const broken = (): void => undefined; // a reset during the statement fails the statement instead
    client.on('error', broken);
    let failure: Error | undefined;
    try {
      const res = await client.query(statement(sql, params, options, timeoutMs));
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      // A read whose answer was lost wrote nothing (QueryOptions.readOnly).
      throw options?.readOnly && isLostDatabaseAnswer(err) ? markNothingWritten(err) : err;
    } finally {
      client.off('error', broken);
      client.release(failure); // as pool.query: a connection whose statement failed is not reused
    }
  };
  return {
    kind: 'postgres',
    query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        const client = await connect();
        // A connection that breaks between two statements of the transaction (reset, or ended by the server:
        // idle_in_transaction_session_timeout) emits 'error' with no query to fail: without a listener that
        // would crash the process. The next statement (or COMMIT) fails instead, and the transaction with it.
        const broken = (): void => undefined;
        client.on('error', broken);
        let dead = false;
        try {
          await client
            .query(
              statement(
                `BEGIN ISOLATION LEVEL ${(opts?.isolation ?? 'read committed').toUpperCase()}${opts?.readOnly ? ' READ ONLY' : ''}`,
                undefined,
                undefined,
                timeoutMs,
              ),
            )
            .catch((err: unknown) => {
              throw isLostDatabaseAnswer(err) ? markNothingWritten(err) : err;
            });
          const tx: Queryable = {
            async query<R>(
              sql: string,
              params?: readonly unknown[],
              options?: QueryOptions,
            ): Promise<QueryResult<R>> {
              const res = await client.query(statement(sql, params, options, timeoutMs));
              return { rows: res.rows as R[], rowCount: res.rowCount ?? 0 };
            },
          };
          let result: T;
          try {
            result = await fn(tx);
          } catch (err) {
            // The connection broke before COMMIT went out: PostgreSQL rolls the transaction back with its
            // session, so nothing of it was written (issue 31). A lost COMMIT stays unknown.
            throw isLostDatabaseAnswer(err) ? markNothingWritten(err) : err;
          }
          await client.query(statement('COMMIT', undefined, undefined, timeoutMs)).catch((err: unknown) => {
            // A read-only transaction whose COMMIT's answer was lost wrote nothing; any other stays unknown.
            throw opts?.readOnly && isLostDatabaseAnswer(err) ? markNothingWritten(err) : err;
          });
          return result;
        } catch (err) {
          // A connection whose statement timed out, or that cannot even roll back, is broken: it leaves the pool
          // instead of going back to it (a timed-out one is not asked to roll back: it may never answer; the
          // server ends the transaction when the session goes).
          if ((err as Error | undefined)?.message === TIMED_OUT) dead = true;
          else
            await client
              .query(statement('ROLLBACK', undefined, undefined, timeoutMs))
              .catch(() => (dead = true));
          const code = (err as { code?: string }).code;
          if (code && RETRYABLE.has(code) && attempt < 5) continue;
          throw err;
        } finally {
          client.off('error', broken);
          client.release(dead);
        }
      }
    },
    limitStatements(ms = QUERY_TIMEOUT_MS) {
      timeoutMs = ms;
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
