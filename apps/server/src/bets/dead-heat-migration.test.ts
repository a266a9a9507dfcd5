import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite-db';

const EXACT_DEAD_HEAT = '0453_outcome_results_exact_dead_heat.sql';

describe('[SE8] migration 0453 on a database written before it', () => {
  it('makes dead_heat_factor exact text and reads the float forms of 1/n back as fractions', async () => {
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    for (const f of readdirSync(MIGRATIONS_DIR).filter((x) => x.endsWith('.sql') && x < EXACT_DEAD_HEAT))
      symlinkSync(join(MIGRATIONS_DIR, f), join(before, f));
    const db = await openPgliteDb(undefined);
    try {
      await migrate(db, before);
      const factors = ['1', '0.5', '0.3333333333333333', '0.16666666666666666', '0.25', '0'];
      for (const [i, f] of factors.entries())
        await db.query(
          `INSERT INTO outcome_results (match_id, market_id, specifier, outcome_id, result, dead_heat_factor, settled_at)
           VALUES (1, 1, '', $1, 1, $2::numeric, now())`,
          [String(i), f],
        );
      expect(await migrate(db)).toContain(EXACT_DEAD_HEAT);
      const rows = await db.query<{ dead_heat_factor: string }>(
        'SELECT dead_heat_factor FROM outcome_results ORDER BY outcome_id',
      );
      expect(rows.rows.map((r) => r.dead_heat_factor)).toEqual(['1', '0.5', '1/3', '1/6', '0.25', '0']);
      await expect(
        db.query(
          `INSERT INTO outcome_results (match_id, market_id, specifier, outcome_id, result, dead_heat_factor, settled_at)
           VALUES (2, 1, '', '1', 1, '1e-3', now())`,
        ),
      ).rejects.toThrow();
    } finally {
      await db.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
