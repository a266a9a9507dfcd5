import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own settings. Two files at a time (vitest's default on
// two cores is one): most server files wait on their server, database and broker more than they compute. The
// server's timing-bound and multi-node files run alone afterwards (apps/server/vitest.shared.ts).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/betting',
      'packages/contract',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.serial.config.ts',
      'apps/web',
      'bench',
    ],
  },
});
