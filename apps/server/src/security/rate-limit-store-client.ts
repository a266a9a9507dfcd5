import { callBatcher, togetherOrAlone } from '../db/call-batcher';
import type { Queryable } from '../db/db';

/** What rate-limiter-flexible's PostgreSQL store sends: pg's query config. */
export interface StoreQuery {
  name?: string;
  text: string;
  values?: unknown[];
}

export interface StoreClient {
  query(q: StoreQuery): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/** The store's upsert of a counter (`rate_limits:` is the table name the library prefixes its statement names with). */
const UPSERT = 'rate_limits:rlflx-upsert';
const UPSERTS =
  'SELECT points, expire FROM rate_limit_upserts($1::text[], $2::integer[], $3::bigint[], $4::bigint[]) ORDER BY ord';

type UpsertValues = [key: string, points: number, expire: number | null, now: number];

/**
 * rate-limiter-flexible's PostgreSQL store speaks pg's query({name, text, values}); our Db (pg or PGlite) adapts.
 * The library names its statements (rlflx-upsert, …): each is prepared once per connection, not parsed and planned
 * on every counter. With `batchUpserts` (PostgreSQL), the counter upserts that arrive together go as one call of
 * `rate_limit_upserts` (migration 0630, the same upsert for each, in order): a bet placement's two counters, and
 * those of the placements beside it, cost one round trip and one commit instead of one each.
 */
export function rateLimitStoreClient(db: Queryable, batchUpserts: boolean): StoreClient {
  const alone = async (q: StoreQuery) => {
    const res = await db.query<Record<string, unknown>>(
      q.text,
      q.values ?? [],
      q.name ? { name: q.name } : undefined,
    );
    return { rows: res.rows, rowCount: res.rows.length };
  };
  const upsert = batchUpserts
    ? callBatcher<StoreQuery & { values: UpsertValues }, Record<string, unknown>>(
        async (unsorted) => {
          // By key (stable: two bumps of one key keep their order): every batch locks the rows it touches in one
          // order, so two batches in flight at once never deadlock (each holds its rows until it commits).
          const batch = [...unsorted].sort((a, b) =>
            a.item.values[0] < b.item.values[0] ? -1 : a.item.values[0] > b.item.values[0] ? 1 : 0,
          );
          await togetherOrAlone(
            batch,
            async (items) => {
              const column = (i: number) => items.map((q) => q.values[i]);
              const res = await db.query<Record<string, unknown>>(
                UPSERTS,
                [column(0), column(1), column(2), column(3)],
                { name: 'rate_limit_upserts' },
              );
              return res.rows;
            },
            // Rolled back whole (one counter the database refused, a lost connection): each alone, with the
            // library's own statement, so an error reaches only the request whose counter caused it.
            async (q) => (await alone(q)).rows[0]!,
          );
        },
        { maxBatch: 64, maxInFlight: 2 },
      )
    : null;
  return {
    async query(q) {
      if (upsert && q.name === UPSERT && q.values?.length === 4) {
        const row = await upsert({ ...q, values: q.values as UpsertValues });
        return { rows: [row], rowCount: 1 };
      }
      return alone(q);
    },
  };
}
