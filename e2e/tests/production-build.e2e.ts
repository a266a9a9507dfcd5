import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../support/server';

// What `npm run build` ships: the benchmark's live board (/bench/live) is built only into the bench build
// (apps/web/next.config.ts, WEB_BENCH=1 into .next-bench), never into the production build.
describe('production build', () => {
  it('has no bench routes', () => {
    const manifest = JSON.parse(
      readFileSync(join(REPO_ROOT, 'apps/web/.next/app-path-routes-manifest.json'), 'utf8'),
    ) as Record<string, string>;
    const routes = Object.values(manifest);
    expect(routes).toContain('/[locale]');
    expect(routes.filter((route) => route.includes('/bench'))).toEqual([]);
  });

  it('answers /bench/live with a 404', async () => {
    const res = await fetch(`${inject('baseUrl')}/bench/live`);
    expect(res.status).toBe(404);
  });
});
