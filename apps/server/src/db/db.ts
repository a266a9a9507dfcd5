/**
 * The storage seam. Both engines (embedded PGlite, real PostgreSQL via `pg`) speak the same SQL
 * through this interface, so every query and migration runs unchanged on either.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * `name` makes a hot statement a named prepared statement on PostgreSQL: each connection parses and plans it
 * once instead of on every call (PGlite, one in-process connection, ignores it). Only for a statement whose
 * text never changes under that name and whose result columns do not depend on tables (a function call).
 */
export interface QueryOptions {
  name?: string;
  /**
   * The statement writes nothing (a read, e.g. the player or session a write starts from): when its answer is
   * lost, nothing was written, and the request may say so (503 unavailable rather than outcome_unknown, issue 31).
   */
  readOnly?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
}

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: Isolation;
  /**
   * The transaction only reads (PostgreSQL runs it READ ONLY and refuses a write in it): when any answer of it is
   * lost, its COMMIT's included, nothing was written, and the request may say so (503 unavailable, issue 31).
   */
  readOnly?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction. On PostgreSQL, serialization failures and deadlocks (40001, 40P01)
   * are retried a few times, so `fn` must be safe to re-run (no side effects outside `tx`).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); PGlite has one in-process connection and none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
