import { defineConfig } from 'vitest/config';

// End-to-end tests: one real server (global setup) and Debian's Chromium. Files run one after another:
// the machine has two cores and the server shares them.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // In CI (two shared cores, a server and a browser on them) a test gets one more try; vitest reports the
    // retry, and a test that fails twice fails the run. Locally a failure shows at once.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
