import pg from 'pg';
import type { Db, Isolation, Queryable, QueryOptions, QueryResult } from './db';

// int8 (bigint sums, counts) comes back as a JS number when it is safe; money never exceeds 2^53.
pg.types.setTypeParser(20, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});

const RETRYABLE = new Set(['40001', '40P01']);

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use as search_path (tests isolate themselves in a fresh schema). */
  schema?: string;
  max?: number;
}

/** `pg`'s query config: named (prepared once per connection) when the caller names the statement. */
function statement(sql: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined) {
  return {
    text: sql,
    values: params as unknown[] | undefined,
    ...(options?.name ? { name: options.name } : {}),
  };
}

export async function openPostgresDb(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  const query = async <T>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>> => {
    const res = await pool.query(statement(sql, params, options));
    return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: { isolation?: Isolation }): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        const client = await pool.connect();
        // A connection that breaks between two statements of the transaction (reset, or ended by the server:
        // idle_in_transaction_session_timeout) emits 'error' with no query to fail: without a listener that
        // would crash the process. The next statement (or COMMIT) fails instead, and the transaction with it.
        const broken = (): void => undefined;
        client.on('error', broken);
        let dead = false;
        try {
          await client.query(`BEGIN ISOLATION LEVEL ${(opts?.isolation ?? 'read committed').toUpperCase()}`);
          const tx: Queryable = {
            async query<R>(
              sql: string,
              params?: readonly unknown[],
              options?: QueryOptions,
            ): Promise<QueryResult<R>> {
              const res = await client.query(statement(sql, params, options));
              return { rows: res.rows as R[], rowCount: res.rowCount ?? 0 };
            },
          };
          const result = await fn(tx);
          await client.query('COMMIT');
          return result;
        } catch (err) {
          // A connection that cannot even roll back is broken: it leaves the pool instead of going back to it.
          await client.query('ROLLBACK').catch(() => (dead = true));
          const code = (err as { code?: string }).code;
          if (code && RETRYABLE.has(code) && attempt < 5) continue;
          throw err;
        } finally {
          client.off('error', broken);
          client.release(dead);
        }
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
