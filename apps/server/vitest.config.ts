import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // whole-server tests start the compiled server inside a test (a PGlite start and migration on a busy CI core)
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Whole-server tests start dist/main.js, built once here (src/testing/compiled-server.ts).
    globalSetup: ['./src/testing/global-setup.ts'],
  },
});
