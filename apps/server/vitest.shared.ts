/**
 * The server's tests run as two projects (vitest.config.ts and vitest.serial.config.ts). Most files run two at a
 * time: a whole-server test mostly waits on its server, its database and its broker, so a 2-core CI runs two
 * side by side. The files below run alone, after the others: three-node clusters, outages, and answers held to
 * a wall-clock bound (a bet within 2 s while Redis is away, sign-in latency under a sign-up flood), where a
 * neighbour's CPU would test the machine rather than the product.
 */
export const SERIAL_FILES = [
  'src/cluster/**/*.test.ts',
  'src/feed/uof/uof-cluster.test.ts',
  'src/feed/uof/uof-reconnect.test.ts',
  'src/deploy/abuse-limits.test.ts',
  'src/deploy/push-sessions.test.ts',
  'src/security/abuse-limit-stores.test.ts',
];

export const SERVER_TEST_OPTIONS = {
  // whole-server tests start the compiled server inside a test (a PGlite start and migration on a busy CI core)
  testTimeout: 90_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // Whole-server tests start dist/main.js, built once here (src/testing/compiled-server.ts).
  globalSetup: ['./src/testing/global-setup.ts'],
} as const;
