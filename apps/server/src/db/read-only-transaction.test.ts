import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../cluster/tcp-proxy';
import { databaseFault } from './lost-answer';
import { openPostgresDb, type PostgresDb } from './postgres-db';

/**
 * Crash test D7: a read-only transaction (the cluster follower's `refreshMatches` before a placement) whose
 * COMMIT's answer is lost wrote nothing, so the request that ran it may say `unavailable`; a transaction that may
 * have written stays unknown. PostgreSQL behind a TCP proxy that resets the connection instead of passing on the
 * COMMIT's answer.
 */
describe.skipIf(!process.env.DATABASE_URL)('a transaction whose COMMIT answer is lost (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let db: PostgresDb;
  beforeAll(async () => {
    const direct = new URL(process.env.DATABASE_URL!);
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(direct);
    proxied.port = String(await proxy.listen());
    db = await openPostgresDb({ connectionString: proxied.toString(), max: 2 });
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
  });

  const lostCommit = async (trigger: string, readOnly: boolean): Promise<unknown> => {
    proxy.loseCommitReplies(trigger, 1);
    return db
      .transaction(async (tx) => (await tx.query(`SELECT ${trigger} AS n`)).rows, {
        isolation: 'repeatable read',
        readOnly,
      })
      .then(
        () => 'committed',
        (err: unknown) => err,
      );
  };

  it('read-only: nothing was written (unreachable: 503 unavailable)', async () => {
    const err = await lostCommit('4201', true);
    expect(err).toBeInstanceOf(Error);
    expect(databaseFault(err)).toBe('unreachable');
  });

  it('otherwise the outcome is unknown (it may have written)', async () => {
    const err = await lostCommit('4202', false);
    expect(err).toBeInstanceOf(Error);
    expect(databaseFault(err)).toBe('unknown');
  });

  it('a read-only transaction cannot write (PostgreSQL refuses: 25006)', async () => {
    await expect(
      db.transaction(async (tx) => tx.query('CREATE TEMP TABLE read_only_probe (n int)'), { readOnly: true }),
    ).rejects.toMatchObject({ code: '25006' });
  });
});
